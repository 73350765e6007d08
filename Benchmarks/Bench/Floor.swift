// The hand-written floor of the Performance article (README "Performance"): the same closures and checksums as the Rx versions,
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

/// Where W2 parks each subscription handle (all three implementations) before disposing it,
/// as a user's `DisposeBag` or property would: the handle escapes, so the optimizer can neither
/// promote it to the stack nor remove it (it did both, which counted 0 allocations per
/// subscription where a client module counts one).
nonisolated(unsafe) var w2FloorHeld: FloorToken?

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
            let token = FloorToken()
            w2FloorHeld = token
            let a = first(i)
            if predicate(a) { sink(second(a)) }
            token.isDisposed = true
        }
        w2FloorHeld = nil
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

    /// W4: `depth` transform closures, each called directly (one named closure per map, as a
    /// program without Rx writes them; not an array of closures in a loop), then the sink.
    @inline(never)
    static func w4(depth: Int, _ n: Int) -> Int {
        switch depth {
        case 1: return w4d1(n)
        case 2: return w4d2(n)
        case 4: return w4d4(n)
        case 8: return w4d8(n)
        case 16: return w4d16(n)
        case 32: return w4d32(n)
        default: fatalError("W4 has no floor of depth \(depth)")
        }
    }

    @inline(never)
    static func w4d1(_ n: Int) -> Int {
        var sum = 0
        let t0 = opaque { (x: Int) -> Int in x &+ 1 }
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<n { sink(t0(i)) }
        return sum
    }

    @inline(never)
    static func w4d2(_ n: Int) -> Int {
        var sum = 0
        let t0 = opaque { (x: Int) -> Int in x &+ 1 }
        let t1 = opaque { (x: Int) -> Int in x &+ 1 }
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<n { sink(t1(t0(i))) }
        return sum
    }

    @inline(never)
    static func w4d4(_ n: Int) -> Int {
        var sum = 0
        let t0 = opaque { (x: Int) -> Int in x &+ 1 }
        let t1 = opaque { (x: Int) -> Int in x &+ 1 }
        let t2 = opaque { (x: Int) -> Int in x &+ 1 }
        let t3 = opaque { (x: Int) -> Int in x &+ 1 }
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<n { sink(t3(t2(t1(t0(i))))) }
        return sum
    }

    @inline(never)
    static func w4d8(_ n: Int) -> Int {
        var sum = 0
        let t0 = opaque { (x: Int) -> Int in x &+ 1 }
        let t1 = opaque { (x: Int) -> Int in x &+ 1 }
        let t2 = opaque { (x: Int) -> Int in x &+ 1 }
        let t3 = opaque { (x: Int) -> Int in x &+ 1 }
        let t4 = opaque { (x: Int) -> Int in x &+ 1 }
        let t5 = opaque { (x: Int) -> Int in x &+ 1 }
        let t6 = opaque { (x: Int) -> Int in x &+ 1 }
        let t7 = opaque { (x: Int) -> Int in x &+ 1 }
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<n { sink(t7(t6(t5(t4(t3(t2(t1(t0(i))))))))) }
        return sum
    }

    @inline(never)
    static func w4d16(_ n: Int) -> Int {
        var sum = 0
        let t0 = opaque { (x: Int) -> Int in x &+ 1 }
        let t1 = opaque { (x: Int) -> Int in x &+ 1 }
        let t2 = opaque { (x: Int) -> Int in x &+ 1 }
        let t3 = opaque { (x: Int) -> Int in x &+ 1 }
        let t4 = opaque { (x: Int) -> Int in x &+ 1 }
        let t5 = opaque { (x: Int) -> Int in x &+ 1 }
        let t6 = opaque { (x: Int) -> Int in x &+ 1 }
        let t7 = opaque { (x: Int) -> Int in x &+ 1 }
        let t8 = opaque { (x: Int) -> Int in x &+ 1 }
        let t9 = opaque { (x: Int) -> Int in x &+ 1 }
        let t10 = opaque { (x: Int) -> Int in x &+ 1 }
        let t11 = opaque { (x: Int) -> Int in x &+ 1 }
        let t12 = opaque { (x: Int) -> Int in x &+ 1 }
        let t13 = opaque { (x: Int) -> Int in x &+ 1 }
        let t14 = opaque { (x: Int) -> Int in x &+ 1 }
        let t15 = opaque { (x: Int) -> Int in x &+ 1 }
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<n { sink(t15(t14(t13(t12(t11(t10(t9(t8(t7(t6(t5(t4(t3(t2(t1(t0(i))))))))))))))))) }
        return sum
    }

    @inline(never)
    static func w4d32(_ n: Int) -> Int {
        var sum = 0
        let t0 = opaque { (x: Int) -> Int in x &+ 1 }
        let t1 = opaque { (x: Int) -> Int in x &+ 1 }
        let t2 = opaque { (x: Int) -> Int in x &+ 1 }
        let t3 = opaque { (x: Int) -> Int in x &+ 1 }
        let t4 = opaque { (x: Int) -> Int in x &+ 1 }
        let t5 = opaque { (x: Int) -> Int in x &+ 1 }
        let t6 = opaque { (x: Int) -> Int in x &+ 1 }
        let t7 = opaque { (x: Int) -> Int in x &+ 1 }
        let t8 = opaque { (x: Int) -> Int in x &+ 1 }
        let t9 = opaque { (x: Int) -> Int in x &+ 1 }
        let t10 = opaque { (x: Int) -> Int in x &+ 1 }
        let t11 = opaque { (x: Int) -> Int in x &+ 1 }
        let t12 = opaque { (x: Int) -> Int in x &+ 1 }
        let t13 = opaque { (x: Int) -> Int in x &+ 1 }
        let t14 = opaque { (x: Int) -> Int in x &+ 1 }
        let t15 = opaque { (x: Int) -> Int in x &+ 1 }
        let t16 = opaque { (x: Int) -> Int in x &+ 1 }
        let t17 = opaque { (x: Int) -> Int in x &+ 1 }
        let t18 = opaque { (x: Int) -> Int in x &+ 1 }
        let t19 = opaque { (x: Int) -> Int in x &+ 1 }
        let t20 = opaque { (x: Int) -> Int in x &+ 1 }
        let t21 = opaque { (x: Int) -> Int in x &+ 1 }
        let t22 = opaque { (x: Int) -> Int in x &+ 1 }
        let t23 = opaque { (x: Int) -> Int in x &+ 1 }
        let t24 = opaque { (x: Int) -> Int in x &+ 1 }
        let t25 = opaque { (x: Int) -> Int in x &+ 1 }
        let t26 = opaque { (x: Int) -> Int in x &+ 1 }
        let t27 = opaque { (x: Int) -> Int in x &+ 1 }
        let t28 = opaque { (x: Int) -> Int in x &+ 1 }
        let t29 = opaque { (x: Int) -> Int in x &+ 1 }
        let t30 = opaque { (x: Int) -> Int in x &+ 1 }
        let t31 = opaque { (x: Int) -> Int in x &+ 1 }
        let sink = opaque { (x: Int) in sum &+= x }
        for i in 0..<n { sink(t31(t30(t29(t28(t27(t26(t25(t24(t23(t22(t21(t20(t19(t18(t17(t16(t15(t14(t13(t12(t11(t10(t9(t8(t7(t6(t5(t4(t3(t2(t1(t0(i))))))))))))))))))))))))))))))))) }
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

    /// W6: a producer closure (as opaque to the caller as `create`'s) handed an emit closure
    /// that maps, filters and adds to the sum in place, the way a program without Rx writes
    /// it. Captures as on the ValueRx side: the producer captures `n`, the emit closure `sum`.
    @inline(never)
    static func w6(_ n: Int) -> Int {
        var sum = 0
        let produce = opaque { (emit: (Int) -> Void) in
            for i in 0..<n { emit(i) }
        }
        produce { (x: Int) in
            let a = x &+ 1
            if a & 1 == 0 { sum &+= a }
        }
        return sum
    }
}

extension FloorWorkloads {
    /// W25: the view model's work by hand: filter, distinct, the lookup, the sink.
    @inline(never)
    static func w25(_ n: Int) -> Int {
        var sum = 0
        let predicate = opaque { (x: Int) -> Bool in x >= 0 }
        let lookup = opaque { (x: Int) -> Int in x &* 2 }
        let sink = opaque { (x: Int) in sum &+= x }
        var last: Int?
        for i in 0..<n {
            guard predicate(i), last != i else { continue }
            last = i
            sink(lookup(i))
        }
        return sum
    }
}
