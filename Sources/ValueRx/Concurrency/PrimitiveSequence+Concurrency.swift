// The bridges between the traits (Single, Maybe, Completable) and Swift concurrency: `value`
// awaits a trait's outcome, and `Single.create(detached:priority:work:)` makes a `Single` from
// an async closure. Facts from RxSwift's
// `RxSwift/Traits/PrimitiveSequence/PrimitiveSequence+Concurrency.swift`.

extension PrimitiveSequence where Trait == SingleTrait {
    /// Returns a `Single` that runs `work` in a new task for each subscriber, and emits what it
    /// returns or fails with what it throws.
    ///
    /// Disposing of the subscription cancels the task; what `work` returns or throws after
    /// that is dropped.
    ///
    /// ```swift
    /// let profile: Single<Profile> = Single.create {
    ///     try await api.fetchProfile()
    /// }
    /// ```
    ///
    /// As RxSwift. The async closure tells this form from `create(subscribe:)`, whose closure
    /// takes the observer.
    ///
    /// - Parameters:
    ///   - detached: `false` (the default) runs `work` in a `Task`, which inherits the priority
    ///     and task-local values of the task that subscribes, if any; `true` runs it in
    ///     `Task.detached`, which inherits neither. Neither form runs on an actor: the task is
    ///     started from ValueRx's code, which is not isolated to one.
    ///   - priority: The priority of the task; `nil` lets the runtime choose.
    ///   - work: The operation; called once per subscription.
    /// - Returns: The erased `Single`.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        let single: Single<Element> = create(subscribe: { observer in
            // The task may only capture sendable values; `create`'s observer closure is not
            // known to be one. It is handed over unchecked: the task calls it once, and
            // `create` keeps only the first outcome and drops anything after a dispose.
            let outcome = UncheckedSendableBox(value: observer)
            let operation: @Sendable () async -> Void = {
                do {
                    let element = try await work()
                    outcome.value(.success(element))
                } catch {
                    outcome.value(.failure(error))
                }
            }
            let task: Task<Void, Never> = detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        })
        return single
    }

    /// The element of this `Single`, awaited: subscribes, suspends until the outcome, and
    /// returns the element or throws the error.
    ///
    /// Cancelling the awaiting task disposes of the subscription and throws `CancellationError`,
    /// unless the outcome came first: an outcome that arrives while the task is being
    /// cancelled, or that the `Single` sends during `subscribe`, still wins.
    ///
    /// ```swift
    /// let profile = try await api.profile().value
    /// ```
    ///
    /// As RxSwift.
    nonisolated(nonsending) public var value: Element {
        get async throws {
            try await awaitOutcome { (outcome: AwaitedOutcome<Element>) in
                self.subscribe(
                    onSuccess: { element in outcome.resume(returning: element) },
                    onFailure: { error in outcome.resume(throwing: error) },
                    onDisposed: { outcome.resume(throwing: CancellationError()) }
                )
            }
        }
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// The element of this `Maybe`, awaited: subscribes, suspends until the outcome, and
    /// returns the element, `nil` when the `Maybe` completes empty, or throws the error.
    ///
    /// Cancelling the awaiting task disposes of the subscription and throws `CancellationError`,
    /// unless the outcome came first: an outcome that arrives while the task is being
    /// cancelled, or that the `Maybe` sends during `subscribe`, still wins.
    ///
    /// ```swift
    /// if let cached = try await cache.entry(for: key).value {
    ///     show(cached)
    /// }
    /// ```
    ///
    /// As RxSwift.
    nonisolated(nonsending) public var value: Element? {
        get async throws {
            try await awaitOutcome { (outcome: AwaitedOutcome<Element?>) in
                self.subscribe(
                    onSuccess: { element in outcome.resume(returning: element) },
                    onError: { error in outcome.resume(throwing: error) },
                    onCompleted: { outcome.resume(returning: nil) },
                    onDisposed: { outcome.resume(throwing: CancellationError()) }
                )
            }
        }
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// The completion of this `Completable`, awaited: subscribes, suspends until the outcome,
    /// and returns when it completes or throws the error.
    ///
    /// Cancelling the awaiting task disposes of the subscription and throws `CancellationError`,
    /// unless the outcome came first: an outcome that arrives while the task is being
    /// cancelled, or that the `Completable` sends during `subscribe`, still wins.
    ///
    /// ```swift
    /// try await store.save(document).value
    /// ```
    ///
    /// As RxSwift.
    nonisolated(nonsending) public var value: Void {
        get async throws {
            try await awaitOutcome { (outcome: AwaitedOutcome<Void>) in
                self.subscribe(
                    onCompleted: { outcome.resume(returning: ()) },
                    onError: { error in outcome.resume(throwing: error) },
                    onDisposed: { outcome.resume(throwing: CancellationError()) }
                )
            }
        }
    }
}

// MARK: - Awaiting an outcome

/// Subscribes with `subscribe` and suspends until it hands an outcome to the `AwaitedOutcome`
/// it is given; cancelling the awaiting task disposes of the subscription.
///
/// RxSwift's shape: a cancellation handler around a checked continuation. When the task is
/// already cancelled, the handler runs before the subscription exists, and the
/// `SingleAssignmentDisposable` disposes of the subscription as soon as it is set; an outcome
/// sent during `subscribe` has resumed the continuation by then, so it wins.
nonisolated(nonsending) internal func awaitOutcome<Value>(
    _ subscribe: (AwaitedOutcome<Value>) -> Disposable
) async throws -> Value {
    let subscription = SingleAssignmentDisposable()
    let boxed: UncheckedSendableBox<Value> = try await withTaskCancellationHandler(
        operation: {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<UncheckedSendableBox<Value>, Swift.Error>) in
                subscription.setDisposable(subscribe(AwaitedOutcome(continuation)))
            }
        },
        onCancel: { disposeOutsideCancellation(subscription) }
    )
    return boxed.value
}

/// Resumes a continuation with the first outcome it is given and ignores the others.
///
/// A trait's closures can report more than one outcome (`onDisposed` follows `onSuccess`), and
/// on different threads at once (a success racing the dispose that cancelling the task
/// causes); a continuation must be resumed exactly once. A `final class` because those
/// closures share it; its lock decides which outcome is first. The continuation carries the
/// value in an `UncheckedSendableBox`: resuming takes the value as `sending`, and an element is
/// not known to be sendable; it goes to the one awaiting task and nowhere else.
internal final class AwaitedOutcome<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var continuation: CheckedContinuation<UncheckedSendableBox<Value>, Swift.Error>?
    #if TRACE_RESOURCES
    private let counted: CountedResource
    #endif

    init(_ continuation: CheckedContinuation<UncheckedSendableBox<Value>, Swift.Error>) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.continuation = continuation
    }

    /// Resumes the awaiting task with `value`, unless an outcome was already given.
    func resume(returning value: Value) {
        take()?.resume(returning: UncheckedSendableBox(value: value))
    }

    /// Resumes the awaiting task by throwing `error`, unless an outcome was already given.
    func resume(throwing error: Swift.Error) {
        take()?.resume(throwing: error)
    }

    /// The continuation for the first caller; `nil` for every later one.
    private func take() -> CheckedContinuation<UncheckedSendableBox<Value>, Swift.Error>? {
        lock.withLock {
            let taken = continuation
            continuation = nil
            return taken
        }
    }
}
