extension Stages {
    /// Two stages run one after the other: `First`'s output is `Second`'s input.
    @frozen
    public struct Then<First: PipelineStage, Second: PipelineStage>: PipelineStage where First.Output == Second.Input {
        /// Which part is starting or draining. `running` is also the state before `start`.
        @usableFromInline
        internal enum Phase {
            case running, startingFirst, firstDraining, secondDraining
            /// The later stage ended at its own start (`take(0)`): the earlier one never
            /// started, and its subscription hooks must not run either (RxSwift never subscribes
            /// above `take(0)`). Drains as `secondDraining`. A case, not a stored flag: a flag
            /// made every pipeline larger (+27 instructions per element in W6, +69 per
            /// subscription in W2).
            case secondEndedAtStart
            /// The later stage is emitting at its start (`startWith`'s elements) and the earlier
            /// one has not started: if the pipeline ends now (a `take` further on), only the
            /// later stage's subscription hooks run. Drains as `secondDraining`.
            case startingSecond
        }

        @usableFromInline internal var first: First
        @usableFromInline internal var second: Second
        @usableFromInline internal var phase: Phase = .running

        /// Composes two stages.
        @inlinable
        internal init(_ first: First, _ second: Second) {
            self.first = first
            self.second = second
        }

        /// Subscription-time work runs in either stage.
        @inlinable
        public static var _subscribesInTrampoline: Bool {
            First._subscribesInTrampoline || Second._subscribesInTrampoline
        }

        /// Starts the later stage first (it is nearer the observer: RxSwift subscribes from the
        /// outside in), then the earlier one, whose elements go through the later stage.
        @inlinable
        public mutating func start() -> StageStart<Second.Output> {
            switch phase {
            case .running, .startingSecond:
                switch second.start() {
                case .next(let value):
                    phase = .startingSecond
                    return .next(value)
                case .skip:
                    phase = .startingSecond
                    return .skip
                case .end:
                    phase = .secondEndedAtStart
                    return .end
                case .subscribe:
                    phase = .startingFirst
                }
            default:
                break
            }
            while true {
                switch first.start() {
                case .subscribe:
                    phase = .running
                    return .subscribe
                case .end:
                    phase = .firstDraining
                    return .end
                case .skip:
                    return .skip
                case .next(let value):
                    switch second.next(value) {
                    case .next(let output):
                        return .next(output)
                    case .skip:
                        // Not `continue`: the earlier stage's afterNext runs first.
                        return .skip
                    case .end:
                        phase = .secondDraining
                        return .end
                    }
                }
            }
        }

        /// Only when both stages hand the observer through.
        @inlinable
        public static var _keepsUpstreamAfterTerminal: Bool {
            First._keepsUpstreamAfterTerminal && Second._keepsUpstreamAfterTerminal
        }

        /// When either stage has an after-delivery hook.
        @inlinable
        public static var _runsAfterNext: Bool { First._runsAfterNext || Second._runsAfterNext }

        /// The earlier stage wraps the subscription first.
        @inlinable
        public func subscribed(_ subscription: Disposable) -> Disposable {
            switch phase {
            case .secondEndedAtStart, .startingSecond: return second.subscribed(subscription)
            default: return second.subscribed(first.subscribed(subscription))
            }
        }

        /// Passes the element through both stages.
        @inlinable @inline(__always)
        public mutating func next(_ input: First.Input) -> StageStep<Second.Output> {
            switch first.next(input) {
            case .skip:
                return .skip
            case .next(let value):
                let step = second.next(value)
                if case .end = step { phase = .secondDraining }
                return step
            case .end:
                phase = .firstDraining
                return .end
            }
        }

        /// Terminates the first stage and feeds what it emits through the second.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Second.Output> {
            phase = .firstDraining
            return pump(first.finish(error))
        }

        /// Returns the next item of the draining composition.
        @inlinable
        public mutating func drain() -> StageDrain<Second.Output> {
            switch phase {
            case .secondDraining, .secondEndedAtStart, .startingSecond: return second.drain()
            case .firstDraining, .running, .startingFirst: return pump(first.drain())
            }
        }

        /// Runs the after-delivery hooks, the later stage's first (it is nearer the observer).
        /// While the second stage drains, what it emits never went through the first, whose
        /// pending hooks wait for `afterTerminal` (RxSwift: an upstream `do`'s `afterNext`
        /// runs once a later `take` has delivered its last element and completed).
        @inlinable @inline(__always)
        public mutating func afterNext() -> StageDrain<Second.Output>? {
            if Second._runsAfterNext, let item = second.afterNext() {
                phase = .secondDraining
                return item
            }
            switch phase {
            case .secondDraining, .secondEndedAtStart, .startingSecond: return nil
            default: break
            }
            if First._runsAfterNext, let item = first.afterNext() {
                phase = .firstDraining
                return pump(item)
            }
            return nil
        }

        /// Runs the after-terminal hooks, the later stage's first. The later stage is an
        /// operator after the earlier one, which in RxSwift disposes the subscription once it
        /// has passed on its terminal event: the earlier stage's subscription ends before its
        /// after-hooks run (unless the later stages are all `startWith`s, which hand the
        /// observer itself up and dispose nothing).
        @inlinable @inline(__always)
        public mutating func afterTerminal() {
            second.afterTerminal()
            if !Second._keepsUpstreamAfterTerminal { first.endSubscription() }
            first.afterTerminal()
        }

        /// Ends both stages' hold on the subscription, the later stage's first (disposing it
        /// disposes the earlier stage's part before running its own hook).
        @inlinable @inline(__always)
        public func endSubscription() {
            second.endSubscription()
            first.endSubscription()
        }

        @inlinable
        internal mutating func pump(_ item: StageDrain<First.Output>) -> StageDrain<Second.Output> {
            var item = item
            while true {
                switch item {
                case .next(let value):
                    switch second.next(value) {
                    case .next(let output):
                        return .next(output)
                    case .skip:
                        // Its delivery is over: the earlier stage's afterNext runs before
                        // that stage drains on (RxSwift: before take(1)'s completion).
                        item = first.afterNext() ?? first.drain()
                    case .end:
                        phase = .secondDraining
                        return second.drain()
                    }
                case .completed:
                    phase = .secondDraining
                    return second.finish(nil)
                case .error(let error):
                    phase = .secondDraining
                    return second.finish(error)
                }
            }
        }
    }
}
