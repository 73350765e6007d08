import Foundation

extension Observables {
    /// The sequence `debug(...)` returns: the source, with every event and the subscription's
    /// lifetime printed.
    @frozen
    public struct Debug<Source: ObservableType>: ObservableType {
        /// The type of the elements.
        public typealias Element = Source.Element

        @usableFromInline internal var source: Source
        @usableFromInline internal let identifier: String
        @usableFromInline internal let trimOutput: Bool

        @inlinable
        internal init(source: consuming Source, identifier: String, trimOutput: Bool) {
            self.source = source
            self.identifier = identifier
            self.trimOutput = trimOutput
        }

        /// Prints `subscribed`, each event, and `isDisposed` once.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
            where Observer.Element == Element {
            let log = DebugLog(identifier: identifier, trimOutput: trimOutput)
            let source = self.source
            let trampoline = Trampoline.enter()
            log.print("subscribed")
            let subscription = source.subscribe(DebugObserver(downstream: observer, log: log))
            Trampoline.leave(trampoline)
            return CompositeDisposable(subscription, log)
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

@usableFromInline
internal struct DebugObserver<Downstream: ObserverType>: ObserverType {
    @usableFromInline internal var downstream: Downstream
    @usableFromInline internal let log: DebugLog

    @inlinable
    internal init(downstream: Downstream, log: DebugLog) {
        self.downstream = downstream
        self.log = log
    }

    @inlinable
    internal mutating func on(_ event: Event<Downstream.Element>) -> Flow {
        log.event(event)
        let flow = downstream.on(event)
        if event.isStopEvent || flow == .stop {
            log.dispose()
            return .stop
        }
        return .continue
    }
}

extension ObservableType {
    /// Returns the source sequence unchanged, printing every subscription, event and disposal
    /// of every observer to standard output.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    ///
    /// - Parameters:
    ///   - identifier: The label printed at the start of each line.
    ///   - trimOutput: Whether each event description is cut to at most 40 characters.
    ///   - file: The file the call is in (used for the default identifier).
    ///   - line: The line the call is on (used for the default identifier).
    ///   - function: The function the call is in (used for the default identifier).
    /// - Returns: The source's events, each also printed to standard output.
    @inlinable
    public consuming func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Observables.Debug<Self> {
        let name = identifier ?? "\(file.split(separator: "/").last.map(String.init) ?? file):\(line) (\(function))"
        return Observables.Debug(source: self, identifier: name, trimOutput: trimOutput)
    }
}
