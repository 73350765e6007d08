extension Stages {
    /// The event hooks of `do(...)` (the part of `Stages.Do` that runs per event). Not API.
    @frozen
    public struct DoEvents<Element>: PipelineStage {
        @usableFromInline internal let hooks: DoHooks<Element>
        /// The element `afterNext` still has to see.
        @usableFromInline internal var pending: Element?
        /// What `finish` received, for the after-terminal hooks: `nil` until then.
        @usableFromInline internal var terminal: Event<Void>?
        @usableFromInline internal var failure: Swift.Error?

        @inlinable
        internal init(hooks: DoHooks<Element>) {
            self.hooks = hooks
        }

        /// Runs `onNext`, then passes the element on; a throwing `onNext` ends with its error.
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            do {
                try hooks.onNext?(input)
            } catch {
                failure = error
                return .end
            }
            if hooks.afterNext != nil { pending = input }
            return .next(input)
        }

        /// Runs `onError` or `onCompleted`; if it throws, its error replaces the termination.
        @inlinable
        public mutating func finish(_ error: Swift.Error?) -> StageDrain<Element> {
            do {
                if let error {
                    try hooks.onError?(error)
                    terminal = .error(error)
                    return .error(error)
                }
                try hooks.onCompleted?()
                terminal = .completed
                return .completed
            } catch {
                return .error(error)
            }
        }

        /// The error a hook threw.
        @inlinable
        public mutating func drain() -> StageDrain<Element> { failure.stageDrain() }

        /// `afterNext` is this stage's hook.
        @inlinable
        public static var _runsAfterNext: Bool { true }

        /// Runs `afterNext` for the element just delivered; if it throws, ends with its error.
        @inlinable @inline(__always)
        public mutating func afterNext() -> StageDrain<Element>? {
            guard let element = pending else { return nil }
            pending = nil
            do {
                try hooks.afterNext?(element)
                return nil
            } catch {
                failure = error
                return .error(error)
            }
        }

        /// Runs a pending `afterNext` (a later stage ended the pipeline while delivering the
        /// element), then `afterError` or `afterCompleted` if this stage saw the termination.
        /// What they throw is dropped: the downstream has terminated already (as in RxSwift).
        @inlinable
        public mutating func afterTerminal() {
            if let element = pending {
                pending = nil
                try? hooks.afterNext?(element)
            }
            switch terminal {
            case .error(let error)?: try? hooks.afterError?(error)
            case .completed?: try? hooks.afterCompleted?()
            case .next?, nil: break
            }
            terminal = nil
        }
    }
}

/// The event closures of a `do(...)`.
@usableFromInline
internal struct DoHooks<Element> {
    @usableFromInline internal let onNext: ((Element) throws -> Void)?
    @usableFromInline internal let afterNext: ((Element) throws -> Void)?
    @usableFromInline internal let onError: ((Swift.Error) throws -> Void)?
    @usableFromInline internal let afterError: ((Swift.Error) throws -> Void)?
    @usableFromInline internal let onCompleted: (() throws -> Void)?
    @usableFromInline internal let afterCompleted: (() throws -> Void)?

    @inlinable
    internal init(onNext: ((Element) throws -> Void)?, afterNext: ((Element) throws -> Void)?, onError: ((Swift.Error) throws -> Void)?, afterError: ((Swift.Error) throws -> Void)?, onCompleted: (() throws -> Void)?, afterCompleted: (() throws -> Void)?) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
    }

    @inlinable
    internal func before(_ event: Event<Element>) throws {
        switch event {
        case .next(let element): try onNext?(element)
        case .error(let error): try onError?(error)
        case .completed: try onCompleted?()
        }
    }

    @inlinable
    internal func after(_ event: Event<Element>) throws {
        switch event {
        case .next(let element): try afterNext?(element)
        case .error(let error): try afterError?(error)
        case .completed: try afterCompleted?()
        }
    }
}
