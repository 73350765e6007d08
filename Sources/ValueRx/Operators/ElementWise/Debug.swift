import Foundation

extension Stages {
    /// The stage of `debug(...)`: prints the subscription, every event, and the disposal.
    @frozen
    public struct Debug<Element>: PipelineStage {
        @usableFromInline internal let identifier: String
        @usableFromInline internal let trimOutput: Bool
        /// Made at `start`, one per subscription.
        @usableFromInline internal var log: DebugLog?

        @inlinable
        internal init(identifier: String, trimOutput: Bool) {
            self.identifier = identifier
            self.trimOutput = trimOutput
        }

        /// RxSwift's `debug` is a producer: it subscribes inside the trampoline.
        @inlinable
        public static var _subscribesInTrampoline: Bool { true }

        /// Prints `subscribed`.
        @inlinable
        public mutating func start() -> StageStart<Element> {
            let log = DebugLog(identifier: identifier, trimOutput: trimOutput)
            self.log = log
            log.print("subscribed")
            return .subscribe
        }

        /// Disposing prints `isDisposed` (once), then disposes the upstream (RxSwift disposes
        /// the debug sink before its subscription, so `isDisposed` comes before an upstream
        /// `do(onDispose:)`).
        @inlinable
        public func subscribed(_ subscription: Disposable) -> Disposable {
            guard let log else { return subscription }
            return CompositeDisposable(log, subscription)
        }

        /// Prints the element and passes it on.
        @inlinable
        public mutating func next(_ input: Element) -> StageStep<Element> {
            log?.event(Event<Element>.next(input))
            return .next(input)
        }

        /// Prints the terminal event and passes it on.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            log?.event(error.map { Event<Element>.error($0) } ?? .completed)
            return .terminal(error)
        }

        /// Never ends by itself.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { .completed }

        /// The pipeline ended: prints `isDisposed` (unless a later operator's end did).
        @inlinable
        public mutating func afterTerminal() {
            log?.dispose()
        }

        /// A later operator ended: prints `isDisposed` as its disposal reaches this stage, before
        /// an earlier `do(onDispose:)` runs (RxSwift's disposal goes down the sinks first).
        @inlinable
        public func endSubscription() {
            log?.dispose()
        }
    }
}

/// Prints debug lines for one subscription, and `isDisposed` exactly once.
@usableFromInline
internal final class DebugLog: Disposable, @unchecked Sendable {
    @usableFromInline internal let identifier: String
    @usableFromInline internal let trimOutput: Bool
    @usableFromInline internal let disposed = OnceFlag()
    private let formatter: DateFormatter

    @usableFromInline
    internal init(identifier: String, trimOutput: Bool) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    }

    @usableFromInline
    internal func print(_ content: String) {
        Swift.print("\(formatter.string(from: Date())): \(identifier) -> \(content)")
    }

    @usableFromInline
    internal func event<Element>(_ event: Event<Element>) {
        let maxLength = 40
        let text = "\(event)"
        let shown = trimOutput && text.count > maxLength
            ? String(text.prefix(maxLength / 2)) + "..." + String(text.suffix(maxLength / 2))
            : text
        print("Event \(shown)")
    }

    @usableFromInline
    internal func dispose() {
        if disposed.set() { print("isDisposed") }
    }
}

// The `debug` operator methods are generated from Scripts/surface.txt.

/// The label `debug` prints: the given identifier, or the call site.
@usableFromInline
internal func debugIdentifier(_ identifier: String?, file: String, line: UInt, function: String) -> String {
    identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
}
