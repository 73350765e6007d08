// The workloads of DESIGN.md §7 written with ValueRx, as a user's app would write them.
// Each function runs one measurement unit batch and returns a checksum that the ClassicRx and
// floor versions must reproduce exactly.
import ValueRx

enum ValueRxWorkloads {
    /// W1: `range` → map → filter → map → scan → subscribe; `n` events.
    @inline(never)
    static func w1(_ n: Int) -> Int {
        var sum = 0
        _ = Observable.range(start: 0, count: n)
            .map { (x: Int) -> Int in x &* 3 }
            .filter { (x: Int) -> Bool in x & 1 == 0 }
            .map { (x: Int) -> Int in x &+ 7 }
            .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W1 with every operator's result erased by `.asObservable()`: what erasure costs.
    @inline(never)
    static func w1Erased(_ n: Int) -> Int {
        var sum = 0
        _ = Observable.range(start: 0, count: n).asObservable()
            .map { (x: Int) -> Int in x &* 3 }.asObservable()
            .filter { (x: Int) -> Bool in x & 1 == 0 }.asObservable()
            .map { (x: Int) -> Int in x &+ 7 }.asObservable()
            .scan(0) { (acc: Int, x: Int) -> Int in acc &+ x }.asObservable()
            .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }

    /// W2: `n` times subscribe to `just(i).map.filter.map` and dispose.
    @inline(never)
    static func w2(_ n: Int) -> Int {
        var sum = 0
        for i in 0..<n {
            let subscription = Observable.just(i)
                .map { (x: Int) -> Int in x &+ 1 }
                .filter { (x: Int) -> Bool in x >= 0 }
                .map { (x: Int) -> Int in x &* 2 }
                .subscribe(onNext: { (x: Int) in sum &+= x })
            subscription.dispose()
        }
        return sum
    }

    /// W4: `range` → `depth` maps → subscribe; `n` events.
    @inline(never)
    static func w4(depth: Int, _ n: Int) -> Int {
        var sum = 0
        let source = Observable.range(start: 0, count: n)
        let onNext = { (x: Int) in sum &+= x }
        switch depth {
        case 1: _ = maps1(source).subscribe(onNext: onNext)
        case 2: _ = maps2(source).subscribe(onNext: onNext)
        case 4: _ = maps4(source).subscribe(onNext: onNext)
        case 8: _ = maps8(source).subscribe(onNext: onNext)
        case 16: _ = maps16(source).subscribe(onNext: onNext)
        case 32: _ = maps32(source).subscribe(onNext: onNext)
        default: fatalError("W4 has no chain of depth \(depth)")
        }
        return sum
    }

    /// W6: `create` emitting `n` events → map → filter → subscribe.
    @inline(never)
    static func w6(_ n: Int) -> Int {
        var sum = 0
        _ = Observable<Int>.create { observer in
            for i in 0..<n { observer.onNext(i) }
            observer.onCompleted()
            return Disposables.create()
        }
        .map { (x: Int) -> Int in x &+ 1 }
        .filter { (x: Int) -> Bool in x & 1 == 0 }
        .subscribe(onNext: { (x: Int) in sum &+= x })
        return sum
    }
}

// W4 chains, written out inline as a user would: each is one fused pipeline.
@inline(__always) private func maps1<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source
        .map { (x: Int) -> Int in x &+ 1 }
}
@inline(__always) private func maps2<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
}
@inline(__always) private func maps4<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
}
@inline(__always) private func maps8<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
}
@inline(__always) private func maps16<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
}
@inline(__always) private func maps32<Source: ObservableType<Int>>(_ source: Source) -> some ObservableType<Int> {
    source
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
        .map { (x: Int) -> Int in x &+ 1 }
}
