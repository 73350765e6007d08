/// The state of one `buffer(timeSpan:count:scheduler:)` subscription (RxSwift's
/// `BufferTimeCountSink`), run by a `TimedSink`: the elements since the last flush, and one
/// timer per window.
///
/// A window ends when it holds `count` elements or `timeSpan` after it began, whichever comes
/// first; its elements go out as one array, even an empty one, and the next window's timer
/// starts after that (so a count flush restarts the time span, and the previous window's timer
/// is stale). Completion flushes what is left (even nothing) and completes; an error drops it.
/// The first timer is started before the source is subscribed to.
@usableFromInline
internal struct BufferMachine<Element>: TimedMachine {
    @usableFromInline internal typealias Input = Element
    @usableFromInline internal typealias Output = [Element]

    @usableFromInline internal let timeSpan: RxTimeInterval
    @usableFromInline internal let count: Int
    @usableFromInline internal var buffer: [Element] = []

    @inlinable
    internal init(timeSpan: RxTimeInterval, count: Int) {
        self.timeSpan = timeSpan
        self.count = count
    }

    @inlinable
    internal var initialTimer: RxTimeInterval? { timeSpan }

    @inlinable
    internal mutating func on(_ event: Event<Element>, at now: RxTime) -> TimedStep<[Element]> {
        switch event {
        case .next(let element):
            buffer.append(element)
            if buffer.count == count { return flush() }
            return .none
        case .error(let error):
            buffer = []
            return .finish(.error(error))
        case .completed:
            return .finish(.next(takeBuffer()), .completed)
        }
    }

    @inlinable
    internal mutating func timerFired(at now: RxTime) -> TimedStep<[Element]> {
        flush()
    }

    @inlinable
    internal mutating func cancel() {
        buffer = []
    }

    /// Ends the window: its elements go out, the next window's timer starts.
    @inlinable
    internal mutating func flush() -> TimedStep<[Element]> {
        TimedStep.emit(.next(takeBuffer())).startingTimer(after: timeSpan)
    }

    @inlinable
    internal mutating func takeBuffer() -> [Element] {
        var elements: [Element] = []
        swap(&elements, &buffer)
        return elements
    }
}

extension Observables {
    /// The sequence `buffer(timeSpan:count:scheduler:)` returns.
    @frozen
    public struct Buffer<Source: ObservableType, Scheduler: SchedulerType>: _SinkOperator {
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
            TimedSink.subscribe(source, running: BufferMachine(timeSpan: timeSpan, count: count), on: scheduler, observer)
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
}
