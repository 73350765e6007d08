import Foundation

// The one sink of the time operators (take(for:), skip(for:), timeout, throttle, debounce,
// buffer, delay), split as swift-async-algorithms splits its operators: a pure state machine
// per operator (a struct conforming to `TimedMachine`, in the operator's file) and one storage
// class (`TimedSink`) that owns everything else: the lock, the output box, the source's
// subscription, the timer and the teardown.
//
// The machine is changed only under the sink's lock, and never calls anything: each of its
// methods returns a `TimedStep`, what the sink is to do. The sink books the step before it
// releases the lock (claims the events to send in the output box, numbers the timer to start,
// marks the end) and carries out the rest once the lock is released (delivers, starts the
// timer, switches to the fallback, disposes the subscriptions). So no user code runs under
// the lock, and the order in which steps were taken is the order in which their events go
// out, on any number of threads: an event claimed under the lock either gets the delivery
// right or queues behind the delivery in progress (`OutputBox.claim`).
//
// One timer at a time: starting a timer makes the one before it stale. Timers are numbered;
// one that fires with a number other than the latest does nothing, and the disposable of a
// stale timer is disposed as soon as the scheduler returns it (it may have fired already:
// disposing it then does nothing).
//
// Order of teardown, as in RxSwift's sinks: a terminal event goes downstream first, then the
// source's subscription and the timer are disposed; `dispose()` closes the output box first
// (nothing reaches the observer after it returned), then the same.
//
// `debounce` and `throttle` run here too: most of their elements take the machine's fast path
// (`TimedMachine.absorb`), a lock round trip that builds no step.
//
// `window` keeps its own sink (Window.swift): it sends into its window subjects and emits the
// windows while holding its lock, so that across threads a window reaches the outer observer
// before any element enters it (RxSwift's recursive lock), and an open window keeps running
// after the outer subscription is disposed (RxSwift's reference-counted source). Here nothing
// is delivered under the lock and the output box closes at dispose; and a window subscriber
// that disposes the outer subscription from inside a delivery would deadlock on a teardown
// that takes the lock, which Window's never does.

/// The sink of a time operator (see the top of this file): a `TimedMachine` under a lock, the
/// output box, the source's subscription (disposed on arrival if the subscription has ended),
/// one numbered timer, and the teardown.
///
/// Source and timer may run on different threads: the machine is changed under `lock`, what
/// goes downstream goes through an `OutputBox`, claimed under the lock and delivered
/// after it (serialized, in the order of the steps, nothing after `dispose()` returned).
/// Every member is inlinable, so the client specializes the machine, the scheduler and the
/// observer: an element that changes the machine only (a busy source under `debounce` or
/// `throttle`) costs a lock round trip and allocates nothing.
@usableFromInline
internal final class TimedSink<Machine: TimedMachine, Scheduler: SchedulerType, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable
    where Downstream.Element == Machine.Output {
    // `@unchecked Sendable`: the mutable members below are guarded by `lock`; the output box
    // is thread-safe.
    @usableFromInline internal typealias Output = Machine.Output

    @usableFromInline internal let scheduler: Scheduler
    @usableFromInline internal let output: OutputBox<Downstream>
    @usableFromInline internal let lock = Lock()
    /// Reached through `Cancelable`/`SubjectRegistry` (unspecialized witnesses): runs the
    /// teardown specialized at init (`true`: the output box is closed first).
    @usableFromInline internal let teardown: (TimedSink, Bool) -> Void
    // Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) internal var machine: Machine
    /// A terminal step was taken, or the sink was disposed: the machine is not called again,
    /// and a subscription or timer that arrives is disposed.
    @usableFromInline @exclusivity(unchecked) internal var ended = false
    /// Whose subscription `source` keeps: 0, the source; 1, the fallback (after a switch).
    @usableFromInline @exclusivity(unchecked) internal var input = 0
    @usableFromInline @exclusivity(unchecked) internal var source: Disposable?
    /// The disposable of the latest timer (it may have fired already).
    @usableFromInline @exclusivity(unchecked) internal var timer: Disposable?
    /// How many timers were booked: the latest one's number.
    @usableFromInline @exclusivity(unchecked) internal var timersStarted = 0
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(machine: consuming Machine, scheduler: Scheduler, downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        self.machine = machine
        self.scheduler = scheduler
        teardown = { sink, disposesOutput in
            if disposesOutput { sink.output.disposeNow() }
            sink.release()
        }
        output = OutputBox(output: downstream)
        output.owner = self
    }

    /// Subscribes `observer` to `source` through a new sink running `machine`, inside the
    /// trampoline (as RxSwift's producers subscribe).
    @inlinable
    internal static func subscribe<Source: ObservableType>(_ source: consuming Source, running machine: consuming Machine, on scheduler: Scheduler, _ observer: consuming Downstream) -> Disposable
        where Source.Element == Machine.Input {
        let sink = TimedSink(machine: machine, scheduler: scheduler, downstream: observer)
        let trampoline = Trampoline.enter()
        return Trampoline.leave(trampoline, returning: sink.run(source))
    }

    /// Starts the machine's first timer, if any, then subscribes to the source.
    @inlinable
    internal func run<Source: ObservableType>(_ source: consuming Source) -> Disposable where Source.Element == Machine.Input {
        let plan: TimedPlan<Output> = lock.withLock {
            var step = TimedStep<Output>(timer: machine.initialTimer)
            return book(&step)
        }
        carryOut(plan)
        let observer = SinkObserver<Machine.Input>(sink: self, tag: 0) { sink, _, event in
            Unmanaged<TimedSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.on(event) }
        }
        keep(source.subscribe(observer), input: 0)
        return self
    }

    /// The time for the machine: the scheduler's clock if the machine reads it.
    @inlinable
    internal func clock() -> RxTime {
        Machine.usesClock ? scheduler.now : RxTime(timeIntervalSinceReferenceDate: 0)
    }

    /// An event of the source.
    @inlinable
    internal func on(_ event: Event<Machine.Input>) -> Flow {
        let now = clock()
        if Machine.absorbsElements, case .next(let element) = event {
            // 0: not absorbed (the full path below); 1: absorbed; 2: the sink had ended.
            let absorbed: Int = lock.withLock {
                if ended { return 2 }
                return machine.absorb(element, at: now) ? 1 : 0
            }
            if absorbed == 1 { return .continue }
            if absorbed == 2 { return .stop }
        }
        let plan: TimedPlan<Output> = lock.withLock {
            if ended { return .ignored }
            var step = machine.on(event, at: now)
            return book(&step)
        }
        carryOut(plan)
        if plan.refuses || event.isStopEvent { return .stop }
        return output.isDisposed ? .stop : .continue
    }

    /// An event of the fallback (after a switch): passed on.
    @inlinable
    internal func onFallback(_ event: Event<Output>) -> Flow {
        switch event {
        case .next:
            output.deliver(event)
            return output.isDisposed ? .stop : .continue
        case .error, .completed:
            let plan: TimedPlan<Output> = lock.withLock {
                if ended { return .ignored }
                var step = TimedStep<Output>.finish(event)
                return book(&step)
            }
            carryOut(plan)
            return .stop
        }
    }

    /// Timer number `number` fired: only the latest one reaches the machine.
    @inlinable
    internal func timerFired(_ number: Int) {
        let now = clock()
        let plan: TimedPlan<Output> = lock.withLock {
            if ended || number != timersStarted { return .ignored }
            var step = machine.timerFired(at: now)
            return book(&step)
        }
        carryOut(plan)
    }

    /// With `lock` held: claims the step's events in the output box (in order: the first
    /// claim that finds the box idle takes the delivery right, the others queue behind it),
    /// numbers its timer, marks the end or the switch.
    @inlinable
    internal func book(_ step: inout TimedStep<Output>) -> TimedPlan<Output> {
        var plan = TimedPlan<Output>()
        if let first = step.first.take() {
            if output.claim(first) { plan.claimed = first }
            // Queued behind `first` when that was claimed (at most one claim succeeds).
            if let second = step.second.take(), output.claim(second) { plan.claimed = second }
        }
        if step.ends {
            ended = true
            plan.ends = true
            return plan
        }
        if let interval = step.timer {
            timersStarted &+= 1
            plan.timer = timersStarted
            plan.interval = interval
        }
        if Machine.switchesToFallback && step.switches {
            input = 1
            plan.switches = true
        }
        plan.refuses = step.refuses
        plan.reports = Machine.reportsDeliveries && step.reportsDelivery
        return plan
    }

    /// Carries out a booked step once the lock is released: delivers, then disposes
    /// everything (an end), or switches, starts the timer and reports the delivery (whose own
    /// step is carried out the same way).
    @inlinable
    internal func carryOut(_ booked: TimedPlan<Output>) {
        var plan = booked
        while true {
            if let claimed = plan.claimed.take() { output.deliverClaimed(claimed) }
            if plan.ends {
                release()
                return
            }
            if Machine.switchesToFallback && plan.switches { switchToFallback() }
            if plan.timer != 0 { startTimer(plan.timer, after: plan.interval) }
            guard Machine.reportsDeliveries && plan.reports else { return }
            let now = clock()
            plan = lock.withLock {
                if ended { return .ignored }
                var step = machine.delivered(at: now)
                return book(&step)
            }
        }
    }

    /// Keeps the subscription of `input`, or disposes it if the sink has ended or has
    /// switched away from that input meanwhile.
    @inlinable
    internal func keep(_ subscription: Disposable, input: Int) {
        let kept: Bool = lock.withLock {
            if ended || input != self.input { return false }
            source = subscription
            return true
        }
        if !kept { subscription.dispose() }
    }

    /// Schedules timer number `number`, and keeps its disposable if it is still the latest
    /// (the one it replaces is disposed); a stale timer, or one that arrives after the end, is
    /// disposed at once.
    @inlinable
    internal func startTimer(_ number: Int, after interval: RxTimeInterval) {
        let started = scheduler.scheduleRelative((self, number), dueTime: interval) { timer in
            timer.0.timerFired(timer.1)
            return NopDisposable()
        }
        var replaced: Disposable?
        let disposesNow: Bool = lock.withLock {
            if ended || number != timersStarted { return true }
            replaced = timer
            timer = started
            return false
        }
        if disposesNow { started.dispose() }
        // The timer replaced has fired (a timer started again from its own firing) or is
        // cancelled here (a timer started again by an element).
        replaced?.dispose()
    }

    /// Subscribes to the machine's fallback, then disposes the source's subscription (RxSwift's
    /// `SerialDisposable` order) and keeps the fallback's. The source's subscription, if it
    /// has not arrived yet, is disposed on arrival (`keep` for input 0 after the switch).
    @inlinable
    internal func switchToFallback() {
        let fallback: Machine.Fallback = lock.withLock { machine.fallback }
        let observer = SinkObserver<Output>(sink: self, tag: 1) { sink, _, event in
            Unmanaged<TimedSink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { $0.onFallback(event) }
        }
        let subscription = fallback.subscribe(observer)
        var replaced: Disposable?
        let kept: Bool = lock.withLock {
            if ended { return false }
            replaced = source
            source = subscription
            return true
        }
        replaced?.dispose()
        if !kept { subscription.dispose() }
    }

    /// Ends the sink (the machine drops what it holds back), then disposes the source's
    /// subscription and the timer.
    @inlinable
    internal func release() {
        var source: Disposable?
        let timer: Disposable? = lock.withLock {
            ended = true
            machine.cancel()
            source = self.source.take()
            return self.timer.take()
        }
        source?.dispose()
        timer?.dispose()
    }

    @inlinable
    internal var isDisposed: Bool { output.isDisposed }

    /// Stops delivery, then disposes the source's subscription and the timer.
    @inlinable
    internal func dispose() {
        teardown(self, true)
    }

    /// The downstream observer stopped or the output box was disposed.
    @inlinable
    internal func unsubscribe(_ subscriber: AnyObject) {
        teardown(self, false)
    }
}
