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

// `Observables.Buffer` and the `buffer` operator methods constructing it are generated
// from Scripts/surface.txt.
