import Foundation

/// A decoder that turns a `Data` buffer into a value of a `Decodable` type.
///
/// `JSONDecoder` and `PropertyListDecoder` conform already; conform your own decoder to use it
/// with `decode(type:decoder:)`.
public protocol DataDecoder {
    /// Reads a value of `type` from `data`.
    ///
    /// - Parameters:
    ///   - type: The type of the value to read.
    ///   - data: The encoded bytes.
    /// - Returns: The value read from `data`.
    /// - Throws: An error, typically a `DecodingError`, when `data` does not hold a valid
    ///   encoding of `type`.
    func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value
}

extension JSONDecoder: DataDecoder {}

extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Returns a sequence that decodes each `Data` element into a value of `type` with
    /// `decoder`.
    ///
    /// ```
    /// --d1--d2--bad--d3--|
    ///   decode(type: Item.self, decoder: JSONDecoder())
    /// --i1--i2--X
    /// ```
    ///
    /// ```swift
    /// struct User: Decodable { let id: Int }
    ///
    /// _ = Observable.just(Data(#"{"id": 7}"#.utf8))
    ///     .decode(type: User.self, decoder: JSONDecoder())
    ///     .subscribe(onNext: { print($0.id) }) // 7
    /// ```
    ///
    /// The first element `decoder` cannot decode terminates the sequence with the error the
    /// decoder threw, and the upstream is disposed. The operator is `map` with the decoding as
    /// its closure, so it is a fused element-wise stage.
    ///
    /// Differences from RxSwift: the result is the concrete pipeline type `map` returns, not
    /// `Observable<Item>`; call `asObservable()` where an erased type is needed.
    ///
    /// - Parameters:
    ///   - type: The `Decodable` type each element is decoded into.
    ///   - decoder: The decoder to use, such as `JSONDecoder` or `PropertyListDecoder`.
    /// - Returns: The decoded values, in the source's order.
    @inlinable
    @_disfavoredOverload
    public consuming func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observables.Pipeline<Self, Stages.Map<Data, Item, any Swift.Error>> {
        map { (data: Data) throws -> Item in
            try decoder.decode(type, from: data)
        }
    }
}

extension Observables.Pipeline where Element == Data {
    /// `decode(type:decoder:)` on a pipeline: fuses the decoding stage into this pipeline's
    /// chain instead of wrapping it. Same semantics as `ObservableType.decode(type:decoder:)`.
    @inlinable
    public consuming func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observables.Pipeline<Source, Stages.Then<Stage, Stages.Map<Data, Item, any Swift.Error>>> {
        map { (data: Data) throws -> Item in
            try decoder.decode(type, from: data)
        }
    }
}
