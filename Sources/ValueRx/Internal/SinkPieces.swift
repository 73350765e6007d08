/// A multi-input sink that keeps its inputs' subscriptions by index in an `InputSubscriptions`
/// under its lock and sends everything downstream through one output box (`sample`,
/// `withLatestFrom`, `combineLatest` and `zip` over a collection): the keeping, ending and
/// teardown those sinks share, written once in the extension below.
///
/// The requirements are only the sink's stored state; the shared methods are `@inlinable`
/// extension methods, specialized with the sink (no call goes through a witness table once
/// specialized). The teardown members that `Cancelable` and `SubjectRegistry` reach through an
/// existential are always inlined into their witnesses, where the sink's type is known, so
/// they touch the sink's fields directly as the sink's own methods did.
@usableFromInline
internal protocol IndexedInputsSink: AnyObject {
    /// The observer the output box delivers to.
    associatedtype BoxObserver: ObserverType

    /// Guards `stopped` and `inputs`.
    var lock: Lock { get }
    /// A terminal event was decided or the inputs were ended: later events decide nothing.
    /// Guarded by `lock`.
    var stopped: Bool { get set }
    /// The inputs' subscriptions, by input index. Guarded by `lock`.
    var inputs: InputSubscriptions { get set }
    /// Everything downstream goes through this box.
    var output: OutputBox<BoxObserver> { get }
}

extension IndexedInputsSink {
    /// Keeps input `index`'s subscription, or disposes it at once when the sink ended meanwhile.
    @inlinable
    internal func keep(_ index: Int, _ subscription: Disposable) {
        let kept: Bool = lock.withLock { inputs.set(index, subscription) }
        if !kept { subscription.dispose() }
    }

    /// Sends the terminal event (the first only), then disposes every input.
    @inlinable
    internal func terminate(_ event: Event<BoxObserver.Element>) {
        let step: Int = lock.withLock {
            if stopped { return 0 }
            stopped = true
            return output.claim(event) ? 1 : 2
        }
        if step == 0 { return }
        if step == 1 { output.deliverClaimed(event) }
        disposeInputs()
    }

    /// Marks the sink stopped and disposes the inputs' subscriptions left, in input order
    /// (RxSwift's `CompositeDisposable` order), outside the lock.
    @inlinable @inline(__always)
    internal func disposeInputs() {
        let all: InputSubscriptions = lock.withLock {
            stopped = true
            return inputs.endAll()
        }
        all.disposeAll()
    }

    /// Whether the output box is closed (`Cancelable`).
    @inlinable @inline(__always)
    internal var isDisposed: Bool { output.isDisposed }

    /// Disposes the output box, then the inputs (`Disposable`).
    @inlinable @inline(__always)
    internal func dispose() {
        output.dispose()
        disposeInputs()
    }

    /// The output box closed (the downstream answered `.stop`, or it was disposed): disposes
    /// the inputs (`SubjectRegistry`).
    @inlinable @inline(__always)
    internal func unsubscribe(_ subscriber: AnyObject) {
        disposeInputs()
    }
}

extension Optional where Wrapped: Swift.Error {
    /// The drain of a stage that ends by itself only when its closure throws (`map`, `filter`,
    /// `scan`, ...; the stage keeps the error in `failure`): that error, or completion. Always
    /// inlined: the same code as the expression written in each stage.
    @inlinable @inline(__always)
    internal func stageDrain<Output>() -> StageDrain<Output> {
        map { .error($0) } ?? .completed
    }
}
