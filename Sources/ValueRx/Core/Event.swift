import Foundation

/// Represents a sequence event.
///
/// Sequence grammar: **next\* (error | completed)?**
///
/// A sequence can produce zero or more elements, so zero or more `next` events can be sent.
/// Once an `error` or `completed` event is sent, the sequence terminates and can't produce
/// any other elements.
@frozen
public enum Event<Element> {
    /// The next element is produced.
    case next(Element)
    /// The sequence terminated with an error.
    case error(Swift.Error)
    /// The sequence completed successfully.
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// Description of the event.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// Is `completed` or `error` event.
    @inlinable
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// If `next` event, returns the element.
    @inlinable
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// If `error` event, returns the error.
    @inlinable
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// If `completed` event, returns `true`.
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

/// A type that can be converted to `Event<Element>`.
public protocol EventConvertible<Element> {
    /// Type of the element in the event.
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
    /// Compares two events the way RxTest does: elements with `==`, errors by their NSError
    /// domain and code and their textual description.
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
