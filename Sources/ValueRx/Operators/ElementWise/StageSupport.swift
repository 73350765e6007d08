extension PipelineStage {
    /// Most stages do not end before the first element.
    @inlinable @inline(__always)
    public mutating func start() -> Bool { false }

    /// Most stages pass the upstream's termination through unchanged.
    @inlinable @inline(__always)
    public mutating func finish(_ error: Swift.Error?) -> StageDrain<Output> { .terminal(error) }

    /// Most stages do nothing after delivery.
    @inlinable @inline(__always)
    public mutating func afterNext() -> StageDrain<Output>? { nil }

    /// Most stages do nothing after the terminal event.
    @inlinable @inline(__always)
    public mutating func afterTerminal() {}
}

/// What a stage that ended by itself still has to emit: an optional last element, then its
/// terminal event.
@frozen
public enum StageEnding<Output> {
    /// Emit this element, then complete.
    case last(Output)
    /// Complete.
    case completed
    /// Fail.
    case error(Swift.Error)

    /// Returns the next drained item and advances.
    @inlinable
    public mutating func drain() -> StageDrain<Output> {
        switch self {
        case .last(let value):
            self = .completed
            return .next(value)
        case .completed:
            return .completed
        case .error(let error):
            return .error(error)
        }
    }
}
