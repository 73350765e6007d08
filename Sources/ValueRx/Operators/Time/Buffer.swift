import Synchronization

/// The state of one `buffer(timeSpan:count:scheduler:)` subscription (RxSwift's
/// `BufferTimeCountSink`): the elements since the last flush, and one timer per window.
///
/// A window ends when it holds `count` elements or `timeSpan` after it began, whichever comes
/// first; its elements go out as one array, even an empty one, and the next window's timer
/// starts after that (so a count flush restarts the time span). Completion flushes what is
/// left (even nothing) and completes; an error drops it. The first timer is scheduled before
/// the source is subscribed to. Source and timer may run on different threads: what goes
/// downstream goes through a `SubjectObserverBox`.
@usableFromInline
internal final class BufferSink<Element, Scheduler: SchedulerType, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable
    where Downstream.Element == [Element] {
    @usableFromInline internal let timeSpan: RxTimeInterval
    @usableFromInline internal let count: Int
    @usableFromInline internal let scheduler: Scheduler
    @usableFromInline internal let output: SubjectObserverBox<Downstream>
    @usableFromInline internal let lock = Lock()
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var buffer: [Element] = []
    @usableFromInline @exclusivity(unchecked) internal var windowID = 0
    @usableFromInline @exclusivity(unchecked) internal var ended = false
    @usableFromInline @exclusivity(unchecked) internal var source: Disposable?
    @usableFromInline @exclusivity(unchecked) internal var timer: Disposable?
    /// See `FlatMapSink.teardown`.
    @usableFromInline internal let teardown: (BufferSink, Bool) -> Void

    @inlinable
    internal init(timeSpan: RxTimeInterval, count: Int, scheduler: Scheduler, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        Resources.increment(Self.self)
        #endif
        self.timeSpan = timeSpan
        self.count = count
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
        startTimer(for: 0)
        let observer = SinkObserver<Element>(sink: self, tag: 0) { sink, _, event in
            unsafeDowncast(sink, to: BufferSink.self).on(event)
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

    /// Starts the timer of window `id`, unless a later window has begun or the sink ended.
    @inlinable
    internal func startTimer(for id: Int) {
        let current: Bool = lock.withLock { !ended && id == windowID }
        guard current else { return }
        let next = scheduler.scheduleRelative((self, id), dueTime: timeSpan) { state in
            state.0.timerFired(state.1)
            return NopDisposable()
        }
        var previous: Disposable?
        let kept: Bool = lock.withLock {
            if ended { return false }
            previous = timer.take()
            timer = next
            return true
        }
        previous?.dispose()
        if !kept { next.dispose() }
    }

    @inlinable
    internal func timerFired(_ id: Int) {
        var elements: [Element] = []
        let next: Int = lock.withLock {
            if ended || id != windowID { return -1 }
            return takeWindow(&elements)
        }
        guard next >= 0 else { return }
        flush(elements, next: next)
    }

    /// With `lock` held: ends the current window, hands its elements over, returns the next
    /// window's id.
    @inlinable
    internal func takeWindow(_ elements: inout [Element]) -> Int {
        windowID &+= 1
        swap(&elements, &buffer)
        return windowID
    }

    @inlinable
    internal func flush(_ elements: [Element], next: Int) {
        output.deliver(.next(elements))
        startTimer(for: next)
    }

    @inlinable
    internal func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .next(let element):
            var elements: [Element] = []
            let next: Int = lock.withLock {
                if ended { return -2 }
                buffer.append(element)
                if buffer.count == count { return takeWindow(&elements) }
                return -1
            }
            if next == -2 { return .stop }
            if next >= 0 { flush(elements, next: next) }
            return output.isDisposed ? .stop : .continue
        case .error(let error):
            finish(nil, .error(error))
            return .stop
        case .completed:
            var elements: [Element] = []
            let first: Bool = lock.withLock {
                if ended { return false }
                swap(&elements, &buffer)
                return true
            }
            if first { finish(elements, .completed) }
            return .stop
        }
    }

    /// Sends the last array (if any) and the terminal event (once), then disposes everything.
    @inlinable
    internal func finish(_ last: [Element]?, _ event: Event<[Element]>) {
        let first: Bool = lock.withLock {
            if ended { return false }
            ended = true
            buffer = []
            return true
        }
        guard first else { return }
        if let last { output.deliver(.next(last)) }
        output.deliver(event)
        releaseAll()
    }

    @inlinable
    internal func disposeAll() {
        lock.withLock {
            ended = true
            buffer = []
        }
        releaseAll()
    }

    @inlinable
    internal func releaseAll() {
        var source: Disposable?
        let timer: Disposable? = lock.withLock {
            source = self.source.take()
            return self.timer.take()
        }
        timer?.dispose()
        source?.dispose()
    }

    @usableFromInline
    internal var isDisposed: Bool { output.isDisposed }

    /// Stops delivery, then disposes the timer and the source.
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
    /// The sequence `buffer(timeSpan:count:scheduler:)` returns.
    @frozen
    public struct Buffer<Source: ObservableType, Scheduler: SchedulerType>: ObservableType {
        /// A sink operator: stages above it box their observer. Not API.
        @inlinable
        public static var _isSinkOperator: Bool { true }

        /// Arrays of the source's elements.
        public typealias Element = [Source.Element]

        @usableFromInline internal var source: Source
        @usableFromInline internal let timeSpan: RxTimeInterval
        @usableFromInline internal let count: Int
        @usableFromInline internal let scheduler: Scheduler

        @inlinable
        internal init(source: consuming Source, timeSpan: RxTimeInterval, count: Int, scheduler: Scheduler) {
            self.source = source
            self.timeSpan = timeSpan
            self.count = count
            self.scheduler = scheduler
        }

        /// Starts the first window's timer, then subscribes to the source (inside the
        /// trampoline, as RxSwift's producers do).
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let sink = BufferSink<Source.Element, Scheduler, Observer>(timeSpan: timeSpan, count: count, scheduler: scheduler, downstream: observer)
            let trampoline = Trampoline.enter()
            let subscription = sink.run(source)
            Trampoline.leave(trampoline)
            return subscription
        }
    }
}

extension ObservableType {
    /// Collects the elements into arrays, each emitted when it holds `count` elements or
    /// `timeSpan` after its window began, whichever comes first (an empty array when nothing
    /// came).
    ///
    /// - seealso: [buffer operator on reactivex.io](http://reactivex.io/documentation/operators/buffer.html)
    ///
    /// - Parameters:
    ///   - timeSpan: The longest a window lasts.
    ///   - count: The most elements a window holds.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The arrays, one per window; completion emits the last one (even empty).
    @inlinable
    public consuming func buffer<Scheduler: SchedulerType>(timeSpan: RxTimeInterval, count: Int, scheduler: Scheduler) -> Observables.Buffer<Self, Scheduler> {
        Observables.Buffer(source: self, timeSpan: timeSpan, count: count, scheduler: scheduler)
    }

    /// `buffer(timeSpan:count:scheduler:)` with a scheduler held as an existential.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest a window lasts.
    ///   - count: The most elements a window holds.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The arrays, one per window.
    @inlinable
    @_disfavoredOverload
    public consuming func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType) -> Observables.Buffer<Self, AnyScheduler> {
        buffer(timeSpan: timeSpan, count: count, scheduler: AnyScheduler(scheduler))
    }
}
