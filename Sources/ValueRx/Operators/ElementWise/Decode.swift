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

// The `decode` operator methods are generated from Scripts/surface.txt.
