// merge and concat of shared sequences given as a collection or a list. flatMap, flatMapLatest,
// flatMapFirst, switchLatest and the merge of a sequence of shared sequences forward to the
// observable operator: they are blocks of Scripts/surface.txt, written to
// SharedSequence+Operators.generated.swift, which says how they compose.

extension SharedSequenceConvertibleType {
    /// Merges the elements of the shared sequences of a collection.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The shared sequence of all their elements.
    @inlinable
    public static func merge<Sources: Swift.Collection>(_ sources: Sources) -> SharedSequence<SharingStrategy, Element>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of the shared sequences of an array.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The shared sequence of all their elements.
    @inlinable
    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: Observable<Element>.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of the given shared sequences.
    ///
    /// - Parameter sources: The sequences to merge.
    /// - Returns: The shared sequence of all their elements.
    @inlinable
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: Observable<Element>.merge(sources.map { $0.asObservable() }))
    }
}

extension SharedSequence {
    /// Sends the elements of each shared sequence of `sequence` in turn, each subscribed once
    /// the one before it has completed.
    ///
    /// - Parameter sequence: The sequences to concatenate.
    /// - Returns: The shared sequence of their elements in order.
    @inlinable
    public static func concat<Sources: Swift.Sequence>(_ sequence: Sources) -> SharedSequence<SharingStrategy, Element>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: Observable<Element>.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Sends the elements of each shared sequence of `collection` in turn, each subscribed
    /// once the one before it has completed.
    ///
    /// - Parameter collection: The sequences to concatenate.
    /// - Returns: The shared sequence of their elements in order.
    @inlinable
    public static func concat<Sources: Swift.Collection>(_ collection: Sources) -> SharedSequence<SharingStrategy, Element>
        where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(shared: Observable<Element>.concat(collection.map { $0.asObservable() }))
    }
}
