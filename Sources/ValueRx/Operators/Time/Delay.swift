import Foundation
import Synchronization

/// The state of one `delay` subscription (RxSwift's `DelaySink`): elements and the completion
/// wait in a queue with their arrival time; one recursive drain delivers them one per step,
/// each `dueTime` after its arrival (a step per event, as RxSwift's: on a test scheduler events
/// that arrived together come out one tick apart).
///
/// An error is not delayed: it drops whatever waits and goes out at once (or right after the
/// element being delivered, if a step is delivering). The source's subscription ends at its
/// terminal event, before anything is delivered. What goes downstream goes through a
/// `SubjectObserverBox` (source and drain may run on different threads).
@usableFromInline
internal final class DelaySink<Scheduler: SchedulerType, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable {
    @usableFromInline internal typealias Element = Downstream.Element

    @usableFromInline internal let dueTime: RxTimeInterval
    @usableFromInline internal let scheduler: Scheduler
    @usableFromInline internal let output: SubjectObserverBox<Downstream>
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var queue: [Event<Element>] = []
    @usableFromInline @exclusivity(unchecked) internal var arrivals: ContiguousArray<Date> = []
    @usableFromInline @exclusivity(unchecked) internal var head = 0
    /// A drain is scheduled or running.
    @usableFromInline @exclusivity(unchecked) internal var active = false
    /// A drain is delivering an event right now.
    @usableFromInline @exclusivity(unchecked) internal var running = false
    @usableFromInline @exclusivity(unchecked) internal var failure: Swift.Error?
    @usableFromInline @exclusivity(unchecked) internal var ended = false
    @usableFromInline @exclusivity(unchecked) internal var source: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var chain: Disposable?
    /// See `FlatMapSink.teardown`.
    @usableFromInline internal let teardown: (DelaySink, Bool) -> Void

    @inlinable
    internal init(dueTime: RxTimeInterval, scheduler: Scheduler, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        Resources.increment(Self.self)
        #endif
        self.dueTime = dueTime
        self.scheduler = scheduler
        teardown = { sink, disposesOutput in
            if disposesOutput { sink.output.dispose() }
            sink.disposeAll()
        }
        output = SubjectObserverBox(output: downstream)
        output.owner = self
    }

    @inlinable
    internal func run<Source: ObservableType>(_ source: consuming Source) -> Disposable where Source.Element == Element {
        let observer = SinkObserver<Element>(sink: self, tag: 0) { sink, _, event in
            unsafeDowncast(sink, to: DelaySink.self).on(event)
        }
        let subscription = source.subscribe(observer)
        let kept: Bool = lock.withLock {
            if ended { return false }
            self.source = subscription
            return true
        }
        if !kept { subscription.dispose() }
        return self
    }

    @inlinable
    internal func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .error(let error):
            let sendsNow: Bool = lock.withLock {
                if ended { return false }
                queue.removeAll()
                arrivals.removeAll()
                head = 0
                failure = error
                return !running
            }
            if sendsNow { finish(.error(error)) }
            return .stop
        case .next, .completed:
            let now = scheduler.now
            let starts: Bool = lock.withLock {
                if ended || failure != nil { return false }
                queue.append(event)
                arrivals.append(now)
                if active { return false }
                active = true
                return true
            }
            if starts {
                let next = scheduler.scheduleRecursive(self, dueTime: dueTime) { sink, recurse in
                    sink.drain(recurse)
                }
                let kept: Bool = lock.withLock {
                    if ended { return false }
                    chain = next
                    return true
                }
                if !kept { next.dispose() }
            }
            return event.isStopEvent ? .stop : .continue
        }
    }

    /// One step: delivers the oldest event, then schedules the next step for the next one.
    @inlinable
    internal func drain(_ recurse: (DelaySink, RxTimeInterval) -> Void) {
        let event: Event<Element>? = lock.withLock {
            if ended || failure != nil || head == queue.count { return nil }
            running = true
            let event = queue[head]
            head += 1
            // Drop what was delivered once it is most of the queue, so a source that never
            // pauses for `dueTime` does not keep every delivered element (amortized O(1)).
            if head >= 64, head * 2 >= queue.count {
                queue.removeFirst(head)
                arrivals.removeFirst(head)
                head = 0
            }
            return event
        }
        guard let event else { return }
        if event.isStopEvent {
            finish(event)
            return
        }
        output.deliver(event)
        let now = scheduler.now
        var next: RxTimeInterval = .seconds(0)
        // 0: done for now; 1: another step; 2: an error came meanwhile.
        let outcome: Int = lock.withLock {
            running = false
            if failure != nil { return 2 }
            if head < queue.count {
                next = dueTime.remaining(since: arrivals[head], now: now)
                return 1
            }
            queue.removeAll(keepingCapacity: true)
            arrivals.removeAll(keepingCapacity: true)
            head = 0
            active = false
            return 0
        }
        switch outcome {
        case 1:
            recurse(self, next)
        case 2:
            if let error = lock.withLock({ failure }) { finish(.error(error)) }
        default:
            break
        }
    }

    /// Sends the terminal event (once), then disposes the source and the drain.
    @inlinable
    internal func finish(_ event: Event<Element>) {
        let first: Bool = lock.withLock {
            if ended { return false }
            ended = true
            return true
        }
        guard first else { return }
        output.deliver(event)
        releaseAll()
    }

    @inlinable
    internal func disposeAll() {
        lock.withLock { ended = true }
        releaseAll()
    }

    @inlinable
    internal func releaseAll() {
        var source: Disposable?
        let chain: Disposable? = lock.withLock {
            source = self.source.take()
            if !queue.isEmpty {
                queue.removeAll()
                arrivals.removeAll()
                head = 0
            }
            return self.chain.take()
        }
        source?.dispose()
        chain?.dispose()
    }

    @usableFromInline
    internal var isDisposed: Bool { output.isDisposed }

    /// Stops delivery, then disposes the source and the drain.
    @usableFromInline
    internal func dispose() {
        teardown(self, true)
    }

    /// The downstream observer stopped or the output box was disposed.
    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        teardown(self, false)
    }

    #if TRACE_RESOURCES
    deinit {
        Resources.decrement(Self.self)
    }
    #endif
}

extension Observables {
    /// The sequence `delay(_:scheduler:)` returns.
    @frozen
    public struct Delay<Source: ObservableType, Scheduler: SchedulerType>: ObservableType {
        /// A sink operator: stages above it box their observer. Not API.
        @inlinable
        public static var _isSinkOperator: Bool { true }

        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let dueTime: RxTimeInterval
        @usableFromInline internal let scheduler: Scheduler

        @inlinable
        internal init(source: consuming Source, dueTime: RxTimeInterval, scheduler: Scheduler) {
            self.source = source
            self.dueTime = dueTime
            self.scheduler = scheduler
        }

        /// Subscribes to the source (inside the trampoline, as RxSwift's producers do).
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = DelaySink(dueTime: dueTime, scheduler: scheduler, downstream: observer)
            let trampoline = Trampoline.enter()
            let subscription = sink.run(source)
            Trampoline.leave(trampoline)
            return subscription
        }
    }
}

extension ObservableType {
    /// Emits the source's elements and completion `dueTime` later; an error is not delayed
    /// (it drops what still waits).
    ///
    /// - seealso: [delay operator on reactivex.io](http://reactivex.io/documentation/operators/delay.html)
    ///
    /// - Parameters:
    ///   - dueTime: How long each event waits.
    ///   - scheduler: The scheduler that runs the waits and delivers the events.
    /// - Returns: The source's events, shifted by `dueTime`.
    @inlinable
    public consuming func delay<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> Observables.Delay<Self, Scheduler> {
        Observables.Delay(source: self, dueTime: dueTime, scheduler: scheduler)
    }

    /// `delay(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: How long each event waits.
    ///   - scheduler: The scheduler that runs the waits and delivers the events.
    /// - Returns: The source's events, shifted by `dueTime`.
    @inlinable
    @_disfavoredOverload
    public consuming func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> Observables.Delay<Self, AnyScheduler> {
        delay(dueTime, scheduler: AnyScheduler(scheduler))
    }
}

extension PrimitiveSequence {
    /// Emits this sequence's outcome `dueTime` later; an error is not delayed.
    ///
    /// - Parameters:
    ///   - dueTime: How long the outcome waits.
    ///   - scheduler: The scheduler that runs the wait and delivers the outcome.
    /// - Returns: A sequence of the same trait, shifted by `dueTime`.
    @inlinable
    public consuming func delay<Scheduler: SchedulerType>(_ dueTime: RxTimeInterval, scheduler: Scheduler) -> PrimitiveSequence<Trait, Observables.Delay<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>> {
        PrimitiveSequence<Trait, Observables.Delay<Observables.Pipeline<Source, Stage>, Scheduler>, Stages.Identity<Element>>(raw: pipeline.delay(dueTime, scheduler: scheduler))
    }

    /// `delay(_:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - dueTime: How long the outcome waits.
    ///   - scheduler: The scheduler that runs the wait and delivers the outcome.
    /// - Returns: A sequence of the same trait, shifted by `dueTime`.
    @inlinable
    @_disfavoredOverload
    public consuming func delay(_ dueTime: RxTimeInterval, scheduler: any SchedulerType) -> PrimitiveSequence<Trait, Observables.Delay<Observables.Pipeline<Source, Stage>, AnyScheduler>, Stages.Identity<Element>> {
        delay(dueTime, scheduler: AnyScheduler(scheduler))
    }
}
