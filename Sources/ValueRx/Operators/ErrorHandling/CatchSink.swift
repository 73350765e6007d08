/// The state of one `catch(_:)` subscription (RxSwift's `CatchSink`): the source, then, if it
/// fails, the sequence the handler returns. The two inputs never overlap, so events go to the
/// downstream directly. With `switchesOnEmpty` it is `ifEmpty(switchTo:)`'s instead (RxSwift's
/// `SwitchIfEmptySink`): errors pass through, and a source that completes without an element
/// is followed by the other sequence. Forwarding, keeping and teardown: `SerialInputSink`.
@usableFromInline
internal final class CatchSink<Source: ObservableType, Recovery: ObservableType, Downstream: ObserverType>: SerialInputSink, Cancelable, @unchecked Sendable
    where Source.Element == Downstream.Element, Recovery.Element == Downstream.Element {
    @usableFromInline internal typealias Element = Downstream.Element

    @usableFromInline internal let handler: (Swift.Error) throws -> Recovery
    @usableFromInline internal let switchesOnEmpty: Bool
    /// Touched only by the source's events.
    @usableFromInline @exclusivity(unchecked) internal var sawElement = false
    @usableFromInline @exclusivity(unchecked) internal var downstream: Downstream
    @usableFromInline internal let stopped = OnceFlag()
    @usableFromInline internal let lock = Lock()
    /// Guarded by `lock`. Key 1 while the source runs, 2 once the recovery sequence does.
    @usableFromInline @exclusivity(unchecked) internal var input = CurrentInput(key: 1)
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(handler: @escaping (Swift.Error) throws -> Recovery, switchesOnEmpty: Bool = false, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.handler = handler
        self.switchesOnEmpty = switchesOnEmpty
        self.downstream = downstream
    }

    /// Subscribes `source` through a new sink, inside the trampoline as RxSwift's producers do
    /// (`catch(_:)` and `ifEmpty(switchTo:)`).
    @inlinable
    internal static func subscribe(_ source: consuming Source, handler: @escaping (Swift.Error) throws -> Recovery, switchesOnEmpty: Bool, downstream: consuming Downstream) -> Disposable {
        let sink = CatchSink(handler: handler, switchesOnEmpty: switchesOnEmpty, downstream: downstream)
        let trampoline = Trampoline.enter()
        return Trampoline.leave(trampoline, returning: sink.run(source))
    }

    @inlinable
    internal func run(_ source: consuming Source) -> Disposable {
        keep(source.subscribe(observer(for: 1)), key: 1)
        return self
    }

    @inlinable
    internal func on(_ key: Int, _ event: Event<Element>) -> Flow {
        switch event {
        case .next:
            if stopped.isSet { return .stop }
            if key == 1 { sawElement = true }
            return deliver(event)
        case .error(let error) where key == 1 && !switchesOnEmpty:
            return recover(error)
        case .completed where key == 1 && switchesOnEmpty && !sawElement:
            return recover(RxError.noElements)
        case .error, .completed:
            finish(event)
            return .stop
        }
    }

    @inlinable
    internal func recover(_ error: Swift.Error) -> Flow {
        let recovery: Recovery
        do {
            recovery = try handler(error)
        } catch {
            finish(.error(error))
            return .stop
        }
        // The recovery sequence is subscribed first; the failed source's subscription is
        // disposed when the recovery's replaces it (RxSwift's SerialDisposable).
        let failed: any Disposable = lock.withLock { input.switchTo(2) }
        let subscription = recovery.subscribe(observer(for: 2))
        failed.dispose()
        keep(subscription, key: 2)
        return .stop
    }

    @usableFromInline
    internal func disposeAll() {
        let subscription: any Disposable = lock.withLock { input.end() }
        subscription.dispose()
    }
}
