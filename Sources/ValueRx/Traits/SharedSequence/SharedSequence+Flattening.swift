// flatMap, switchLatest, merge and concat of shared sequences (see SharedSequence+Operators).

extension SharedSequenceConvertibleType {
    /// Maps each element to a shared sequence and sends the elements of the latest one only;
    /// a new element disposes the previous inner sequence.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The shared sequence of the latest inner sequence's elements.
    @inlinable
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(shared: asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Maps each element to a shared sequence and sends its elements; elements that arrive
    /// while an inner sequence is running are ignored.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The shared sequence of the inner sequences' elements.
    @inlinable
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(shared: asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// Maps each element to a shared sequence and merges the elements of all of them.
    ///
    /// - Parameter selector: Makes the inner sequence for an element.
    /// - Returns: The shared sequence of every inner sequence's elements.
    @inlinable
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence(shared: asObservable().flatMap { selector($0).asObservable() })
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Sends the elements of the latest inner shared sequence; a new one disposes the
    /// previous.
    ///
    /// - Returns: The shared sequence of the latest inner sequence's elements.
    @inlinable
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(shared: asObservable().flatMapLatest { $0.asSharedSequence().asObservable() })
    }

    /// Merges the elements of every inner shared sequence.
    ///
    /// - Returns: The shared sequence of all inner sequences' elements.
    @inlinable
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(shared: asObservable().flatMap { $0.asSharedSequence().asObservable() })
    }

    /// Merges the elements of the inner shared sequences, at most `maxConcurrent` of them
    /// subscribed at once; the others wait in order.
    ///
    /// - Parameter maxConcurrent: The most inner sequences subscribed at the same time.
    /// - Returns: The shared sequence of all inner sequences' elements.
    @inlinable
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence(shared: asObservable().map { $0.asSharedSequence().asObservable() }.merge(maxConcurrent: maxConcurrent))
    }
}

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
