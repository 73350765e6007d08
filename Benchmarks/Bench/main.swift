import ValueRx
@inline(never) func run32() -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: 1000).map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.map { (x: Int) -> Int in x &+ 1 }.subscribe(onNext: { sum &+= $0 })
    return sum
}
@inline(never) func runMixed() -> Int {
    var sum = 0
    _ = Observable.range(start: 0, count: 1000).map { (x: Int) -> Int in x &+ 1 }.filter { (x: Int) -> Bool in x & 1 == 0 }.scan(0) { (a: Int, x: Int) -> Int in a &+ x }.take(1000000).do(onNext: { _ in }).map { (x: Int) -> Int in x &+ 1 }.filter { (x: Int) -> Bool in x & 1 == 0 }.scan(0) { (a: Int, x: Int) -> Int in a &+ x }.take(1000000).do(onNext: { _ in }).map { (x: Int) -> Int in x &+ 1 }.filter { (x: Int) -> Bool in x & 1 == 0 }.scan(0) { (a: Int, x: Int) -> Int in a &+ x }.take(1000000).do(onNext: { _ in }).map { (x: Int) -> Int in x &+ 1 }.filter { (x: Int) -> Bool in x & 1 == 0 }.scan(0) { (a: Int, x: Int) -> Int in a &+ x }.take(1000000).do(onNext: { _ in }).subscribe(onNext: { sum &+= $0 })
    return sum
}
print(run32(), runMixed())
