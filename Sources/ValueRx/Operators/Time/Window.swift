import Synchronization

/// The observer a window's subscriber gets through: passes the window's events on and, at its
/// terminal event, gives back the reference the subscription held on the source (RxSwift's
/// `AddRef` sink).
@usableFromInline
internal struct WindowObserver<Base: ObserverType>: ObserverType {
    @usableFromInline internal var base: Base
    @usableFromInline internal let reference: Disposable

    @inlinable
    internal init(base: Base, reference: Disposable) {
        self.base = base
        self.reference = reference
    }

    @inlinable
    internal mutating func on(_ event: Event<Base.Element>) -> Flow {
        let flow = base.on(event)
        if event.isStopEvent {
            reference.dispose()
            return .stop
        }
        return flow
    }
}

/// The state of one `window(timeSpan:count:scheduler:)` subscription (RxSwift's
/// `WindowTimeCountSink`): the current window (a `PublishSubject`), the elements it got, and one
/// timer per window.
///
/// As RxSwift's: window 0 is emitted at subscription, before the source is subscribed to; a
/// window closes when it holds `count` elements or `timeSpan` after it opened (even empty), and
/// the next one opens at once; a terminal event reaches the current window, then the outer
/// sequence. The source's subscription and the timer are shared, by reference count, between
/// the outer subscription and each window subscription: disposing the outer one leaves a window
/// still subscribed running until it closes.
///
/// Source events and timer firings run one at a time under `lock`, which is also held while
/// they are passed to the window and to the output box (RxSwift holds its recursive lock the
/// same way); disposal never takes it.
@usableFromInline
internal final class WindowSink<Element, Scheduler: SchedulerType, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable
    where Downstream.Element == Observable<Element> {
    @usableFromInline internal let timeSpan: RxTimeInterval
    @usableFromInline internal let count: Int
    @usableFromInline internal let scheduler: Scheduler
    @usableFromInline internal let output: OutputBox<Downstream>
    @usableFromInline internal let lock = Lock()
    @usableFromInline internal let timer = SerialDisposable()
    @usableFromInline internal let group = CompositeDisposable()
    @usableFromInline internal let references: RefCountDisposable
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var subject = PublishSubject<Element>()
    @usableFromInline @exclusivity(unchecked) internal var counted = 0
    @usableFromInline @exclusivity(unchecked) internal var windowID = 0
    @usableFromInline @exclusivity(unchecked) internal var ended = false
    /// See `FlatMapSink.teardown`.
    @usableFromInline internal let teardown: (WindowSink, Bool) -> Void
    #if TRACE_RESOURCES
    @usableFromInline internal let countedResource: CountedResource
    #endif

    @inlinable
    internal init(timeSpan: RxTimeInterval, count: Int, scheduler: Scheduler, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        countedResource = CountedResource(Self.self)
        #endif
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        _ = group.insert(timer)
        references = RefCountDisposable(disposable: group)
        teardown = { sink, disposesOutput in
            if disposesOutput { sink.output.dispose() }
            sink.references.dispose()
        }
        output = OutputBox(output: downstream)
        output.owner = self
    }

    /// The observable of `subject`: each subscription holds a reference on the source.
    @inlinable
    internal func window(_ subject: PublishSubject<Element>) -> Observable<Element> {
        let references = self.references
        return Observable<Element>(subscribe: { observer in
            let reference = references.retain()
            let subscription = subject.subscribe(WindowObserver(base: observer, reference: reference))
            return CompositeDisposable(subscription, reference)
        })
    }

    /// Emits window 0, starts its timer, then subscribes to the source.
    @inlinable
    internal func run<Source: ObservableType>(_ source: consuming Source) -> Disposable where Source.Element == Element {
        lock.withLock {
            output.deliver(.next(window(subject)))
        }
        startTimer(for: 0)
        let observer = SinkObserver<Element>(sink: self, tag: 0) { sink, _, event in
            Unmanaged<WindowSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.on(event) }
        }
        let subscription = source.subscribe(observer)
        if group.insert(subscription) == nil { subscription.dispose() }
        return self
    }

    /// With `lock` held: completes the current window and emits the next one.
    @inlinable
    internal func openNextWindow() {
        counted = 0
        windowID &+= 1
        subject.onCompleted()
        subject = PublishSubject<Element>()
        output.deliver(.next(window(subject)))
    }

    @inlinable
    internal func startTimer(for id: Int) {
        if timer.isDisposed { return }
        let current: Bool = lock.withLock { !ended && id == windowID }
        guard current else { return }
        timer.disposable = scheduler.scheduleRelative((self, id), dueTime: timeSpan) { state in
            state.0.timerFired(state.1)
            return NopDisposable()
        }
    }

    @inlinable
    internal func timerFired(_ id: Int) {
        let next: Int = lock.withLock {
            if ended || id != windowID { return -1 }
            openNextWindow()
            return windowID
        }
        if next >= 0 { startTimer(for: next) }
    }

    @inlinable
    internal func on(_ event: Event<Element>) -> Flow {
        switch event {
        case .next:
            let next: Int = lock.withLock {
                if ended { return -2 }
                subject.on(event)
                counted &+= 1
                if counted == count {
                    openNextWindow()
                    return windowID
                }
                return -1
            }
            if next == -2 { return .stop }
            if next >= 0 { startTimer(for: next) }
            return .continue
        case .error, .completed:
            let first: Bool = lock.withLock {
                if ended { return false }
                ended = true
                subject.on(event)
                switch event {
                case .error(let error): output.deliver(.error(error))
                default: output.deliver(.completed)
                }
                return true
            }
            if first { teardown(self, false) }
            return .stop
        }
    }

    @usableFromInline
    internal var isDisposed: Bool { output.isDisposed }

    /// Stops delivering windows and gives up the outer subscription's reference on the source.
    @usableFromInline
    internal func dispose() {
        teardown(self, true)
    }

    /// The downstream observer stopped or the output box was disposed.
    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        teardown(self, false)
    }
}

// `Observables.Window` and the `window` operator methods constructing it are generated
// from Scripts/surface.txt.
