// The hand-written floor of DESIGN.md §7: the same closures and checksums as the Rx versions,
// called from plain loops with no Rx machinery. The closures pass through `opaque(_:)` so
// the optimizer cannot inline them into the loop: a floor is what a programmer gets by
// handing closures around, not what constant folding gets. The final sink captures a local
// `var` exactly as `subscribe(onNext:)` does in the other two versions.

/// Returns its argument; the optimizer cannot see through it.
@inline(never)
func opaque<T>(_ value: T) -> T { value }

/// What W2's floor allocates per subscription: one token, as a subscription handle would be.
final class FloorToken {
    var isDisposed = false
}

enum FloorWorkloads {
    /// W1: the four closures and the sink, per element.
    @inline(never)
    static func w1(_ n: Int) -> Int {
        var sum = 0
        let first = opaque { (x: Int) -> Int in x &* 3 }
        let predicate = opaque { (x: Int) -> Bool in x & 1 == 0 }
        let second = opaque { (x: Int) -> Int in x &+ 7 }
        let accumulator = opaque { (acc: Int, x: Int) -> Int in acc &+ x }
        let sink = opaque { (x: Int) in sum &+= x }
        var state = 0
        for i in 0..<n {
            let a = first(i)
            guard predicate(a) else { continue }
            state = accumulator(state, second(a))
            sink(state)
        }
        return sum
    }

    /// W2: per subscription, a token allocated and disposed around the three closures.
    @inline(never)
    static func w2(_ n: Int) -> Int {
        var sum = 0
        let first = opaque { (x: Int) -> Int in x &+ 1 }
        let predicate = opaque { (x: Int) -> Bool in x >= 0 }
        let second = opaque { (x: Int) -> Int in x &* 2 }
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<n {
            let token = opaque(FloorToken())
            let a = first(i)
            if predicate(a) { sink(second(a)) }
            token.isDisposed = true
        }
        return sum
    }

    /// W3: ten subscriber closures (map + sink) called per `onNext`.
    @inline(never)
    static func w3(_ n: Int) -> Int {
        var sum = 0
        var subscribers: [(Int) -> Void] = []
        for k in 0..<10 {
            let transform = opaque { (x: Int) -> Int in x &+ k }
            subscribers.append(opaque { (x: Int) in sum &+= transform(x) })
        }
        for i in 0..<n {
            for subscriber in subscribers { subscriber(i) }
        }
        return sum
    }

    /// W4: `depth` map closures per element.
    @inline(never)
    static func w4(depth: Int, _ n: Int) -> Int {
        var sum = 0
        let transforms = (0..<depth).map { _ in opaque { (x: Int) -> Int in x &+ 1 } }
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<n {
            var x = i
            for transform in transforms { x = transform(x) }
            sink(x)
        }
        return sum
    }

    /// W5: the selector closure per element, its single value to the sink.
    @inline(never)
    static func w5(_ n: Int) -> Int {
        var sum = 0
        let selector = opaque { (x: Int) -> Int in x &* 2 }
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<n { sink(selector(i)) }
        return sum
    }

    /// W6: a producer closure handed an emit closure that maps, filters and sinks.
    @inline(never)
    static func w6(_ n: Int) -> Int {
        var sum = 0
        let transform = opaque { (x: Int) -> Int in x &+ 1 }
        let predicate = opaque { (x: Int) -> Bool in x & 1 == 0 }
        let sink = opaque { (x: Int) in sum &+= x }
        let emit = opaque { (x: Int) in
            let a = transform(x)
            if predicate(a) { sink(a) }
        }
        let produce = opaque { (emit: (Int) -> Void) in
            for i in 0..<n { emit(i) }
        }
        produce(emit)
        return sum
    }
}
