// zip and combineLatest of a collection of shared sequences. withLatestFrom forwards to the
// observable operator: it is a block of Scripts/surface.txt, written to
// SharedSequence+Operators.generated.swift, which says how it composes.

extension SharedSequence {
    /// Combines the elements at the same index of every sequence of `collection` with
    /// `resultSelector`.
    ///
    /// - Parameters:
    ///   - collection: The sequences to zip.
    ///   - resultSelector: Combines one element of each sequence.
    /// - Returns: The shared sequence of combined elements.
    @inlinable
    public static func zip<Sources: Swift.Collection, Result>(_ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(shared: Observable<Result>.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Sends the elements at the same index of every sequence of `collection` as an array.
    ///
    /// - Parameter collection: The sequences to zip.
    /// - Returns: The shared sequence of element arrays.
    @inlinable
    public static func zip<Sources: Swift.Collection>(_ collection: Sources) -> SharedSequence<SharingStrategy, [Element]>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(shared: Observable<Element>.zip(collection.map { $0.asObservable() }))
    }

    /// Combines the latest elements of every sequence of `collection` with `resultSelector`
    /// each time one of them sends an element, once all have sent one.
    ///
    /// - Parameters:
    ///   - collection: The sequences to combine.
    ///   - resultSelector: Combines the latest element of each sequence.
    /// - Returns: The shared sequence of combined elements.
    @inlinable
    public static func combineLatest<Sources: Swift.Collection, Result>(_ collection: Sources, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(shared: Observable<Result>.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Sends the latest elements of every sequence of `collection` as an array each time one
    /// of them sends an element, once all have sent one.
    ///
    /// - Parameter collection: The sequences to combine.
    /// - Returns: The shared sequence of element arrays.
    @inlinable
    public static func combineLatest<Sources: Swift.Collection>(_ collection: Sources) -> SharedSequence<SharingStrategy, [Element]>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(shared: Observable<Element>.combineLatest(collection.map { $0.asObservable() }))
    }
}
