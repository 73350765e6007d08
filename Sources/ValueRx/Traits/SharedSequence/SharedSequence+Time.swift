// throttle, debounce and delay of shared sequences (see SharedSequence+Operators).

extension SharedSequenceConvertibleType {
    /// Sends the first element of each burst at once and then, every `dueTime`, the latest
    /// (when `latest` is `true`) element that arrived meanwhile; on the strategy's scheduler.
    ///
    /// - Parameters:
    ///   - dueTime: The shortest time between two elements sent.
    ///   - latest: Whether the latest element of a window is sent at its end.
    /// - Returns: The throttled shared sequence.
    @inlinable
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().throttle(dueTime, latest: latest, scheduler: AnyScheduler(SharingStrategy.scheduler)))
    }

    /// Sends an element only once `dueTime` has passed without a newer one, on the strategy's
    /// scheduler.
    ///
    /// - Parameter dueTime: The quiet time an element must be followed by.
    /// - Returns: The debounced shared sequence.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().debounce(dueTime, scheduler: AnyScheduler(SharingStrategy.scheduler)))
    }

    /// Sends each event `dueTime` later, on the strategy's scheduler.
    ///
    /// - Parameter dueTime: How long each event is held.
    /// - Returns: The delayed shared sequence.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: asObservable().delay(dueTime, scheduler: AnyScheduler(SharingStrategy.scheduler)))
    }
}
