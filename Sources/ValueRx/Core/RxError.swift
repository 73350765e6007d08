/// Errors that ValueRx itself raises.
public enum RxError: Swift.Error, CustomDebugStringConvertible, @unchecked Sendable {
    /// An error with no more specific cause.
    case unknown
    /// An operation was attempted on an object that was already disposed.
    case disposed(object: AnyObject)
    /// An arithmetic operation overflowed.
    case overflow
    /// An argument was outside its allowed range.
    case argumentOutOfRange
    /// The sequence ended without emitting an element where one was required.
    case noElements
    /// The sequence emitted a second element where only one was allowed.
    case moreThanOneElement
    /// The sequence did not produce an event in the allowed time.
    case timeout

    /// A sentence describing the error, for debugging.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .disposed(let object):
            return "Object `\(object)` was already disposed."
        case .overflow:
            return "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            return "Argument out of range."
        case .noElements:
            return "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            return "Sequence contains more than one element."
        case .timeout:
            return "Sequence timeout."
        }
    }
}
