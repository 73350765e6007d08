import Foundation

/// One notification from an observable to its observer: an element, a failure or the end.
///
/// Events arrive in the order **next\* (error | completed)?**: any number of `next` events,
/// then at most one `error` or `completed`. A sequence that has sent `error` or `completed`
/// has ended and sends nothing more.
@frozen
public enum Event<Element> {
    /// An element of the sequence.
    case next(Element)
    /// The sequence failed with this error and ends here.
    case error(Swift.Error)
    /// The sequence finished normally and ends here.
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// Debugging text: `next(value)`, `error(error)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// Whether this event ends the sequence (`completed` or `error`).
    @inlinable
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element carried by a `next` event; `nil` for the other cases.
    @inlinable
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error carried by an `error` event; `nil` for the other cases.
    @inlinable
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this event is `completed`.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Maps the element of a `next` event with `transform`; a thrown error becomes an `error` event.
    ///
    /// - Parameter transform: The transformation for the element of a `next` event.
    /// - Returns: The transformed event.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// A type whose values can be read as an `Event<Element>`.
public protocol EventConvertible<Element> {
    /// The element type of the event.
    associatedtype Element

    /// The event this value represents.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    @inlinable
    public var event: Event<Element> { self }
}

extension Event: Sendable where Element: Sendable {}

extension Event: Equatable where Element: Equatable {
    /// Compares two events the way RxTest does: elements with `==`; two errors are equal when
    /// they bridge to an NSError with the same domain and code and print the same text.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.next(l), .next(r)): return l == r
        case let (.error(l), .error(r)): return errorsAreEqual(l, r)
        default: return false
        }
    }
}

/// Whether two errors are the same in the sense RxTest compares them: same NSError domain and
/// code, and the same description.
func errorsAreEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    let l = lhs as NSError
    let r = rhs as NSError
    return l.domain == r.domain && l.code == r.code && "\(lhs)" == "\(rhs)"
}
