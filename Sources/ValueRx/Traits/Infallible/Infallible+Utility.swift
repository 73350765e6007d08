// withUnretained, do and debug of `InfallibleSequence`: fused stages, as in Infallible+ElementOperators.

extension InfallibleSequence {
    /// Passes each element with `obj` to `resultSelector`, without retaining `obj`; completes once
    /// `obj` is gone.
    ///
    /// - Parameters:
    ///   - obj: The object, held weakly.
    ///   - resultSelector: Combines the object and an element.
    /// - Returns: The combined values.
    @inlinable
    @_disfavoredOverload
    public consuming func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.WithUnretained<Element, Object, Out>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.WithUnretained<Element, Object, Out>>>(pipeline: pipeline.withUnretained(obj, resultSelector: resultSelector))
    }

    /// `withUnretained` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> InfallibleSequence<Source, Stages.WithUnretained<Element, Object, Out>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.WithUnretained<Element, Object, Out>>(pipeline: pipeline.source.withUnretained(obj, resultSelector: resultSelector))
    }
}

extension InfallibleSequence {
    /// Pairs each element with `obj`, without retaining `obj`; completes once `obj` is gone.
    ///
    /// - Parameter obj: The object, held weakly.
    /// - Returns: `(obj, element)` pairs.
    @inlinable
    @_disfavoredOverload
    public consuming func withUnretained<Object: AnyObject>(_ obj: Object) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.WithUnretained<Element, Object, (Object, Element)>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.WithUnretained<Element, Object, (Object, Element)>>>(pipeline: pipeline.withUnretained(obj))
    }

    /// `withUnretained` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func withUnretained<Object: AnyObject>(_ obj: Object) -> InfallibleSequence<Source, Stages.WithUnretained<Element, Object, (Object, Element)>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.WithUnretained<Element, Object, (Object, Element)>>(pipeline: pipeline.source.withUnretained(obj))
    }
}

extension InfallibleSequence {
    /// Calls the closures on the events and around the subscription, passing every event on.
    ///
    /// - seealso: [do operator on reactivex.io](http://reactivex.io/documentation/operators/do.html)
    ///
    /// - Parameters:
    ///   - onNext: Called with each element, before it is passed on.
    ///   - afterNext: Called with each element, after it is passed on.
    ///   - onCompleted: Called on completion, before it is passed on.
    ///   - afterCompleted: Called on completion, after it is passed on.
    ///   - onSubscribe: Called before the subscription.
    ///   - onSubscribed: Called after the subscription.
    ///   - onDispose: Called when the subscription is disposed of.
    /// - Returns: The same sequence, with the side effects.
    @inlinable
    @_disfavoredOverload
    public consuming func `do`(onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil, onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.Do<Element>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.Do<Element>>>(pipeline: pipeline.do(onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// `do` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func `do`(onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil, onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> InfallibleSequence<Source, Stages.Do<Element>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.Do<Element>>(pipeline: pipeline.source.do(onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

extension InfallibleSequence {
    /// Prints every event, subscription and disposal with `identifier`.
    ///
    /// - Parameters:
    ///   - identifier: The label printed with each line; by default the file, line and function.
    ///   - trimOutput: Whether to shorten long event descriptions to 40 characters.
    ///   - file: The file of the call.
    ///   - line: The line of the call.
    ///   - function: The function of the call.
    /// - Returns: The same sequence, printing as it goes.
    @inlinable
    @_disfavoredOverload
    public consuming func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> InfallibleSequence<Source, Stages.Then<Stage, Stages.Debug<Element>>> {
        InfallibleSequence<Source, Stages.Then<Stage, Stages.Debug<Element>>>(pipeline: pipeline.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// `debug` on a sequence with no stage yet: its stage takes the place of the identity
    /// (a stage after the identity would make the specializer see a growing type).
    @inlinable
    public consuming func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> InfallibleSequence<Source, Stages.Debug<Element>> where Stage == Stages.Identity<Element> {
        InfallibleSequence<Source, Stages.Debug<Element>>(pipeline: pipeline.source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
