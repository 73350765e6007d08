import Dispatch
// The bridges between observables and Swift concurrency: `values` reads an observable with
// `for try await`, and `asObservable(priority:)` turns any `AsyncSequence` into an observable.
// Facts from RxSwift's `RxSwift/Observable+Concurrency.swift`; the `AsyncStream` bridges of
// `Infallible` and `SharedSequence` reuse the helpers at the bottom of this file.

extension ObservableConvertibleType {
    /// This sequence's elements as an asynchronous sequence, to read with `for try await`: the
    /// loop gets each element in turn, ends when the sequence completes, and throws the
    /// sequence's error if it fails.
    ///
    /// Reading the property subscribes at once; elements are buffered until the loop takes them.
    /// Cancelling the task that iterates disposes of the subscription, and so does releasing the
    /// stream and its iterator (leaving a `for` loop over `observable.values` early). A loop
    /// cancelled before the sequence ended throws `CancellationError`.
    ///
    /// ```swift
    /// do {
    ///     for try await element in observable.values {
    ///         print(element)
    ///     }
    /// } catch {
    ///     print("failed with", error)
    /// }
    /// ```
    ///
    /// As RxSwift.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        let observable = asObservable()
        return AsyncThrowingStream { continuation in
            observable.subscribeYielding(into: continuation)
        }
    }
}

extension AsyncSequence {
    /// Returns an observable that iterates this sequence for each subscriber and emits its
    /// elements, then completes when the sequence ends, or fails with the error it throws.
    ///
    /// Each subscription iterates in its own detached task: subscribing never blocks the caller,
    /// and the events arrive on whatever thread the task runs on (add `observe(on:)`, with
    /// `MainScheduler.instance` for UI, to deliver them elsewhere). Disposing of the subscription
    /// cancels the task; the sequence sees the cancellation (an `AsyncStream` runs its
    /// `onTermination`), and the observer gets nothing more, not even a completion.
    ///
    /// ```swift
    /// let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    /// let subscription = stream.asObservable().subscribe(onNext: { print($0) })
    /// continuation.yield(1)  // prints 1, from the task's thread
    /// subscription.dispose() // cancels the task; the stream terminates
    /// ```
    ///
    /// As RxSwift, a `CancellationError` that the sequence throws while its subscription is
    /// still alive ends the observable with a completion, not an error, and the sequence always
    /// sees the cancellation, even when the dispose comes while an element is being delivered
    /// or a downstream `take` stopped the subscription. Differs from RxSwift in a detail no
    /// observer sees: once the subscriber stops accepting elements, the task cancels itself and
    /// asks the sequence for one more element (dropped) so that it sees the cancellation, then
    /// stops, where RxSwift's task iterates on until the sequence reacts.
    ///
    /// - Parameter priority: The priority of the task that iterates; `nil` lets the runtime
    ///   choose.
    /// - Returns: An observable of this sequence's elements.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        // The detached task must only capture sendable values, and neither this sequence nor
        // the observer is known to be sendable. Both are handed over unchecked: the sequence is
        // a copy that only the task iterates, and the observer is `create`'s, which accepts
        // calls from any thread (it serializes them and drops all after a terminal event or
        // dispose); here one task calls it, one event at a time.
        // The task runs a closure of a non-generic type, so it captures no metatype of this
        // sequence (Swift 6 treats generic metatypes as non-sendable).
        let sequence = self
        return Observables.Create<Element> { observer in
            let iteration = UncheckedSendableBox<() async -> Void>(value: {
                await sequence.iterate(sendingTo: observer)
            })
            let task = Task.detached(priority: priority) {
                await iteration.value()
            }
            return Disposables.create { task.cancel() }
        }.asObservable()
    }

    /// Iterates this sequence and sends what it produces to `observer`: each element, then
    /// completion (also for a `CancellationError` the sequence throws by itself) or its error.
    /// Sends nothing once the running task is cancelled, which only disposing (or the
    /// subscriber stopping, below) does.
    internal func iterate(sendingTo observer: AnyObserver<Element>) async {
        var iterator = makeAsyncIterator()
        var failure: Swift.Error?
        do {
            while let element = try await iterator.next() {
                if observer.onNext(element) == .stop {
                    // The subscriber stopped: it was disposed (maybe while this element was
                    // being delivered) or a downstream `take` is done. The dispose's cancel
                    // may reach this task only after it returned, when it does nothing, and a
                    // sequence only sees a cancellation while it is asked for an element: an
                    // `AsyncStream` fed by another task would then be neither cancelled nor
                    // finished, its `onTermination` never run. So cancel this task now and
                    // ask once more (the answer is dropped): the sequence sees the
                    // cancellation, as in RxSwift, whose task the dispose cancels mid-loop.
                    cancelCurrentTask()
                    _ = try? await iterator.next()
                    return
                }
            }
        } catch {
            failure = error
        }
        if Task.isCancelled { return }
        if let failure, !(failure is CancellationError) {
            observer.onError(failure)
        } else {
            observer.onCompleted()
        }
    }
}

/// Cancels the task that calls it (does nothing outside a task). Synchronous on purpose: in
/// an asynchronous context `withUnsafeCurrentTask` has an `async` overload (macOS 15 and later)
/// that the type checker could prefer.
internal func cancelCurrentTask() {
    withUnsafeCurrentTask { (task: UnsafeCurrentTask?) -> Void in
        task?.cancel()
    }
}

// MARK: - Subscribing into a stream

extension Observable {
    /// Subscribes to this sequence for a `values` stream: yields each element into
    /// `continuation`, finishes it with the sequence's terminal event, and disposes of the
    /// subscription when the stream is cancelled (the consuming task was cancelled, or the
    /// stream and its iterator were dropped).
    ///
    /// When the subscription ends without a terminal event (it was disposed), the stream
    /// finishes with `CancellationError`, as RxSwift's; finishing an already finished stream
    /// does nothing, so that call is harmless after a terminal event.
    internal func subscribeYielding(into continuation: AsyncThrowingStream<Element, Swift.Error>.Continuation) {
        let subscription = SingleAssignmentDisposable()
        // Installed before subscribing: a sequence that ends during `subscribe` finishes the
        // stream, which runs and releases this handler, so nothing is left holding the
        // subscription. A cancellation that comes while subscribing disposes of it as soon as
        // it is set.
        continuation.onTermination = { termination in
            if case .cancelled = termination {
                // What disposing would send (see `onDisposed`), sent now: the dispose itself
                // runs on another thread (`disposeOutsideCancellation`), after the iteration
                // has already seen the end of the stream.
                continuation.finish(throwing: CancellationError())
                disposeOutsideCancellation(subscription)
            }
        }
        subscription.setDisposable(subscribe(
            onNext: { element in
                // `yield` takes its argument as `sending`; an element is not known to be
                // sendable. The stream hands it to the one task that iterates, and this
                // subscription keeps no other use of it.
                nonisolated(unsafe) let handedOver = element
                continuation.yield(handedOver)
            },
            onError: { error in continuation.finish(throwing: error) },
            onCompleted: { continuation.finish() },
            onDisposed: { continuation.finish(throwing: CancellationError()) }
        ))
    }

    /// Subscribes to this sequence for the `values` stream of a sequence that cannot fail
    /// (`Infallible`, `SharedSequence`): yields each element into `continuation`, finishes it
    /// when the subscription ends, and disposes of the subscription when the stream is
    /// cancelled.
    ///
    /// An error (which such a sequence never sends) goes to `Hooks.defaultErrorHandler` and
    /// finishes the stream like a completion.
    internal func subscribeYielding(into continuation: AsyncStream<Element>.Continuation) {
        let subscription = SingleAssignmentDisposable()
        // Installed before subscribing, for the reasons given in the throwing variant above.
        continuation.onTermination = { termination in
            if case .cancelled = termination { disposeOutsideCancellation(subscription) }
        }
        subscription.setDisposable(subscribe(
            onNext: { element in
                // As in the throwing variant: the element goes to the iterating task only.
                nonisolated(unsafe) let handedOver = element
                continuation.yield(handedOver)
            },
            onCompleted: { continuation.finish() },
            onDisposed: { continuation.finish() }
        ))
    }
}

/// Disposes of `subscription` on another thread, for the code Swift runs while cancelling a
/// task (a `withTaskCancellationHandler` handler, a stream's `onTermination` on cancellation).
///
/// The runtime holds the cancelled task's status lock while it runs that code, and resuming
/// the task needs the same lock. ValueRx's `dispose()` waits for a delivery in progress on
/// another thread to finish, and that delivery may be resuming this very task (a `Single`
/// succeeding just as its awaiting task is cancelled): disposing in place deadlocks both
/// threads (found by `PortedPrimitiveSequenceConcurrencyTests`' races under
/// `TRACE_RESOURCES`: the task never finished). RxSwift disposes in place; its `dispose()`
/// does not wait.
internal func disposeOutsideCancellation(_ subscription: SingleAssignmentDisposable) {
    let disposable = UncheckedSendableBox(value: subscription as Disposable)
    DispatchQueue.global().async { disposable.value.dispose() }
}
