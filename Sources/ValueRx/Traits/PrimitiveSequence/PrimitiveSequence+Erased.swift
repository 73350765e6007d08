// The erased forms of trait operators, chosen only where the erased trait is expected: RxSwift
// code coerces or annotates (`Maybe.deferred { ... } as Maybe<Int>`, `.retry(2) as Single<Int>`,
// a function returning `Single<Int>`). They are members of `PrimitiveSequenceType`, not of the
// struct, and disfavored: where the fused form also fits, the struct's member ranks as the more
// specialized, so an untyped chain keeps its concrete type. Each builds the fused sequence and
// erases it once.

extension PrimitiveSequenceType {
    /// `retry(_:)` where the erased trait is expected: the same sequence, erased.
    ///
    /// - Parameter maxAttemptCount: The most subscriptions to make, the first included.
    /// - Returns: The erased sequence of the same trait.
    @inlinable
    @_disfavoredOverload
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Observable<Element>, Stages.Identity<Element>> {
        primitiveSequence.retry(maxAttemptCount).primitiveSequence
    }

    /// `retry(when:)` where the erased trait is expected: the same sequence, erased.
    ///
    /// - Parameter notificationHandler: Turns the errors (as `Failure`; another error type
    ///   fails the result) into the sequence that triggers each new attempt.
    /// - Returns: The erased sequence of the same trait.
    @inlinable
    @_disfavoredOverload
    public func retry<Trigger: ObservableType, Failure: Swift.Error>(when notificationHandler: @escaping (Observable<Failure>) -> Trigger) -> PrimitiveSequence<Trait, Observable<Element>, Stages.Identity<Element>> {
        primitiveSequence.retry(when: notificationHandler).primitiveSequence
    }

    /// `retry(when:)` with the errors as `Swift.Error`, where the erased trait is expected.
    ///
    /// - Parameter notificationHandler: Turns the errors into the sequence that triggers each
    ///   new attempt.
    /// - Returns: The erased sequence of the same trait.
    @inlinable
    @_disfavoredOverload
    public func retry<Trigger: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger) -> PrimitiveSequence<Trait, Observable<Element>, Stages.Identity<Element>> {
        primitiveSequence.retry(when: notificationHandler).primitiveSequence
    }

    /// `deferred(_:)` where the erased trait is expected (`Maybe.deferred { Maybe.just(1) } as
    /// Maybe<Int>`): the same sequence, erased.
    ///
    /// - Parameter observableFactory: Makes the sequence for one subscriber; if it throws, that
    ///   subscriber gets the error.
    /// - Returns: The erased sequence of the same trait.
    @inlinable
    @_disfavoredOverload
    public static func deferred<OtherSource, OtherStage>(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, OtherSource, OtherStage>) -> PrimitiveSequence<Trait, Observable<Element>, Stages.Identity<Element>> where OtherStage.Output == Element {
        PrimitiveSequence<Trait, Observable<Element>, Stages.Identity<Element>>.deferred(observableFactory).primitiveSequence
    }
}

extension PrimitiveSequenceType where Trait: _TraitWithElement {
    /// `compactMap(_:)` where the erased `Maybe` is expected: the same sequence, erased.
    ///
    /// - Parameter transform: Converts the element; `nil` completes the `Maybe` empty, and an
    ///   error it throws fails it.
    /// - Returns: The erased `Maybe`.
    @inlinable
    @_disfavoredOverload
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        primitiveSequence.compactMap(transform).primitiveSequence
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// `ifEmpty(default:)` where the erased `Single` is expected: the same sequence, erased.
    ///
    /// - Parameter default: The element to emit for an empty `Maybe`.
    /// - Returns: The erased `Single`.
    @inlinable
    @_disfavoredOverload
    public func ifEmpty(default: Element) -> Single<Element> {
        primitiveSequence.ifEmpty(default: `default`).primitiveSequence
    }

    /// `ifEmpty(switchTo:)` where the erased `Maybe` is expected: the same sequence, erased.
    ///
    /// - Parameter other: The `Maybe` subscribed to after an empty completion.
    /// - Returns: The erased `Maybe`.
    @inlinable
    @_disfavoredOverload
    public func ifEmpty<OtherSource, OtherStage>(switchTo other: PrimitiveSequence<MaybeTrait, OtherSource, OtherStage>) -> Maybe<Element> where OtherStage.Output == Element {
        primitiveSequence.ifEmpty(switchTo: other).primitiveSequence
    }

    /// `ifEmpty(switchTo:)` with a `Single`, where the erased `Single` is expected.
    ///
    /// - Parameter other: The `Single` subscribed to after an empty completion.
    /// - Returns: The erased `Single`.
    @inlinable
    @_disfavoredOverload
    public func ifEmpty<OtherSource, OtherStage>(switchTo other: PrimitiveSequence<SingleTrait, OtherSource, OtherStage>) -> Single<Element> where OtherStage.Output == Element {
        primitiveSequence.ifEmpty(switchTo: other).primitiveSequence
    }
}

extension Observables {
    /// The sequence a trait's collection `zip` wraps (`Single.zip(collection)`,
    /// `Maybe.zip(collection)`): the erased zip of the collection's traits. Its own type, so
    /// that a `map` right after it may give the erased trait where one is expected, as after
    /// `Single.zip(a, b)` (`let s: Single<Int> = Single.zip(collection).map { ... }`).
    @frozen
    public struct TraitZip<Element>: ObservableType {
        @usableFromInline internal let base: Observable<Element>

        @inlinable
        internal init(_ base: Observable<Element>) {
            self.base = base
        }

        /// Subscribes `observer` to the zip.
        @inlinable
        public consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable where Observer.Element == Element {
            base.subscribe(observer)
        }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The collection `zip` with a result selector, where the erased `Single` is expected
    /// (`let s: Single<Int> = Single.zip(collection) { ... }`).
    ///
    /// - Parameters:
    ///   - collection: The `Single`s.
    ///   - resultSelector: Combines their elements, in the collection's order.
    /// - Returns: The erased `Single`.
    @inlinable
    @_disfavoredOverload
    public static func zip<Sources: Swift.Collection, InnerSource, InnerStage>(_ collection: Sources, resultSelector: @escaping ([InnerStage.Output]) throws -> Element) -> Single<Element> where Sources.Element == PrimitiveSequence<SingleTrait, InnerSource, InnerStage> {
        Single<Element>.zip(collection, resultSelector: resultSelector).primitiveSequence
    }

    /// The collection `zip` where the erased `Single` is expected.
    ///
    /// - Parameter collection: The `Single`s.
    /// - Returns: The erased `Single` of their elements, in order.
    @inlinable
    @_disfavoredOverload
    public static func zip<Sources: Swift.Collection, InnerSource, InnerStage>(_ collection: Sources) -> Single<Element> where Sources.Element == PrimitiveSequence<SingleTrait, InnerSource, InnerStage>, Element == [InnerStage.Output] {
        Single<Element>.zip(collection).primitiveSequence
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The collection `zip` with a result selector, where the erased `Maybe` is expected.
    ///
    /// - Parameters:
    ///   - collection: The `Maybe`s.
    ///   - resultSelector: Combines their elements, in the collection's order.
    /// - Returns: The erased `Maybe`.
    @inlinable
    @_disfavoredOverload
    public static func zip<Sources: Swift.Collection, InnerSource, InnerStage>(_ collection: Sources, resultSelector: @escaping ([InnerStage.Output]) throws -> Element) -> Maybe<Element> where Sources.Element == PrimitiveSequence<MaybeTrait, InnerSource, InnerStage> {
        Maybe<Element>.zip(collection, resultSelector: resultSelector).primitiveSequence
    }

    /// The collection `zip` where the erased `Maybe` is expected.
    ///
    /// - Parameter collection: The `Maybe`s.
    /// - Returns: The erased `Maybe` of their elements, in order.
    @inlinable
    @_disfavoredOverload
    public static func zip<Sources: Swift.Collection, InnerSource, InnerStage>(_ collection: Sources) -> Maybe<Element> where Sources.Element == PrimitiveSequence<MaybeTrait, InnerSource, InnerStage>, Element == [InnerStage.Output] {
        Maybe<Element>.zip(collection).primitiveSequence
    }
}
