import Foundation
import ValueRx
import ValueRxTest
import XCTest

// decode(type:decoder:). testDecodeValidJSON and testDecodeInvalidJSON are ported from
// RxSwift's Tests/RxSwiftTests/Observable+DecodeTests.swift with the same data and times (the
// invalid-JSON case also checks the time and the kind of error, where RxSwift only checks that
// there is one error). The rest covers hot sources in virtual time, the error cases, custom
// and property-list decoders, and the fused pipeline form.

private struct DecodeTestPerson: Equatable, Codable {
    let id: Int
    let name: String
    let country: String?
}

private struct DecodeTestSnakeCase: Equatable, Decodable {
    let userId: Int
}

private typealias PersonEvents = [Recorded<Event<DecodeTestPerson>>]

private func json(_ text: String) -> Data {
    Data(text.utf8)
}

private let shai = DecodeTestPerson(id: 1, name: "Shai", country: "Israel")
private let kruno = DecodeTestPerson(id: 2, name: "Kruno", country: nil)
private let shaiJSON = json(#"{"id": 1, "name": "Shai", "country": "Israel"}"#)
private let krunoJSON = json(#"{"id": 2, "name": "Kruno"}"#)

/// The case of a `DecodingError` as text (`keyNotFound` with its key), `nil` for other errors.
private func decodingErrorCase(_ error: Error?) -> String? {
    guard let error = error as? DecodingError else { return nil }
    switch error {
    case .dataCorrupted: return "dataCorrupted"
    case .keyNotFound(let key, _): return "keyNotFound(\(key.stringValue))"
    case .typeMismatch: return "typeMismatch"
    case .valueNotFound: return "valueNotFound"
    @unknown default: return "unknown"
    }
}

/// Decodes JSON, counting its calls, and throws `testError` for one given input.
private final class CountingDecoder: DataDecoder {
    private let inner = JSONDecoder()
    private let failingInput: Data
    private(set) var calls = 0

    init(failingOn failingInput: Data) {
        self.failingInput = failingInput
    }

    func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        calls += 1
        if data == failingInput { throw testError }
        return try inner.decode(type, from: data)
    }
}

final class DecodeTests: ValueRxTestCase {
    // MARK: - Ported from RxSwift

    func testDecodeValidJSON() {
        let rawJSON = json("""
        [
          {"id": 1, "name": "Shai", "country": "Israel"},
          {"id": 2, "name": "Kruno"}
        ]
        """)

        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable
                .just(rawJSON)
                .decode(type: [DecodeTestPerson].self, decoder: JSONDecoder())
        }

        XCTAssertEqual(res.events, [
            .next(200, [shai, kruno]),
            .completed(200),
        ])
    }

    func testDecodeInvalidJSON() {
        let rawJSON = json("""
        [
          {
        ]
        """)

        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable
                .just(rawJSON)
                .decode(type: [DecodeTestPerson].self, decoder: JSONDecoder())
        }

        XCTAssertEqual(res.events.count, 1)
        XCTAssertNotNil(res.events.first?.value.error)
        XCTAssertEqual(res.events.first?.time, 200)
        XCTAssertEqual(decodingErrorCase(res.events.first?.value.error), "dataCorrupted")
    }

    // MARK: - Hot sources

    func testDecodeEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, json("not even JSON")),
            .next(210, shaiJSON),
            .next(220, krunoJSON),
            .completed(300),
        ])

        let res = scheduler.start { xs.decode(type: DecodeTestPerson.self, decoder: JSONDecoder()) }

        let expected: PersonEvents = [
            .next(210, shai),
            .next(220, kruno),
            .completed(300),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDecodeNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, shaiJSON)])

        let res = scheduler.start { xs.decode(type: DecodeTestPerson.self, decoder: JSONDecoder()) }

        XCTAssertEqual(res.events, [] as PersonEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    func testDecodeDisposedBeforeCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, shaiJSON),
            .next(260, krunoJSON),
            .completed(300),
        ])

        let res = scheduler.start(disposed: 250) { xs.decode(type: DecodeTestPerson.self, decoder: JSONDecoder()) }

        XCTAssertEqual(res.events, [.next(210, shai)] as PersonEvents)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDecodePassesUpstreamErrorThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, shaiJSON),
            .error(250, testError),
            .next(260, krunoJSON),
        ])

        let res = scheduler.start { xs.decode(type: DecodeTestPerson.self, decoder: JSONDecoder()) }

        let expected: PersonEvents = [
            .next(210, shai),
            .error(250, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    // MARK: - Decoding errors

    func testInvalidElementEndsWithDecodingErrorAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, shaiJSON),
            .next(220, json("{ \"id\": ")),
            .next(230, krunoJSON),
            .completed(300),
        ])

        let res = scheduler.start { xs.decode(type: DecodeTestPerson.self, decoder: JSONDecoder()) }

        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(Array(res.events.prefix(1)), [.next(210, shai)] as PersonEvents)
        XCTAssertEqual(res.events.last?.time, 220)
        XCTAssertEqual(decodingErrorCase(res.events.last?.value.error), "dataCorrupted")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMissingKeyEndsWithKeyNotFound() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"id": 3}"#)),
            .completed(300),
        ])

        let res = scheduler.start { xs.decode(type: DecodeTestPerson.self, decoder: JSONDecoder()) }

        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 210)
        XCTAssertEqual(decodingErrorCase(res.events.first?.value.error), "keyNotFound(name)")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func testWrongTypeEndsWithTypeMismatch() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, shaiJSON),
            .next(240, json(#"{"id": "three", "name": "Ann"}"#)),
            .completed(300),
        ])

        let res = scheduler.start { xs.decode(type: DecodeTestPerson.self, decoder: JSONDecoder()) }

        XCTAssertEqual(res.events.count, 2)
        XCTAssertEqual(Array(res.events.prefix(1)), [.next(210, shai)] as PersonEvents)
        XCTAssertEqual(res.events.last?.time, 240)
        XCTAssertEqual(decodingErrorCase(res.events.last?.value.error), "typeMismatch")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    // MARK: - Decoders

    func testThrowingDecoderEndsWithItsErrorAndIsNotCalledAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let poison = json("poison")
        let decoder = CountingDecoder(failingOn: poison)
        let xs = scheduler.createHotObservable([
            .next(210, shaiJSON),
            .next(220, poison),
            .next(230, krunoJSON),
            .completed(300),
        ])

        let res = scheduler.start { xs.decode(type: DecodeTestPerson.self, decoder: decoder) }

        let expected: PersonEvents = [
            .next(210, shai),
            .error(220, testError),
        ]
        XCTAssertEqual(res.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(decoder.calls, 2)
    }

    func testUsesTheGivenDecoderConfiguration() {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let data = json(#"{"user_id": 5}"#)

        XCTAssertEqual(events(Observable.just(data).decode(type: DecodeTestSnakeCase.self, decoder: decoder)),
                       [.next(DecodeTestSnakeCase(userId: 5)), .completed])
        // The default strategy does not find the key: the configured decoder really was used.
        XCTAssertEqual(decodingErrorCase(events(Observable.just(data).decode(type: DecodeTestSnakeCase.self, decoder: JSONDecoder())).first?.error),
                       "keyNotFound(userId)")
    }

    func testPropertyListDecoder() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let data = try encoder.encode([shai, kruno])

        let result = events(Observable.just(data).decode(type: [DecodeTestPerson].self, decoder: PropertyListDecoder()))

        XCTAssertEqual(result, [.next([shai, kruno]), .completed])
    }

    // MARK: - Pipeline

    func testDecodeTypes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Data>>]())

        let plain = xs.decode(type: DecodeTestPerson.self, decoder: JSONDecoder())
        XCTAssertTrue(type(of: plain) == Observables.Pipeline<TestableObservable<Data>, Stages.Map<Data, DecodeTestPerson, any Error>>.self,
                      "\(type(of: plain))")

        let fused = xs.map { (data: Data) -> Data in data }.decode(type: DecodeTestPerson.self, decoder: JSONDecoder())
        XCTAssertTrue(type(of: fused) == Observables.Pipeline<TestableObservable<Data>, Stages.Then<Stages.Map<Data, Data, Never>, Stages.Map<Data, DecodeTestPerson, any Error>>>.self,
                      "\(type(of: fused))")
    }

    func testDecodeAfterOtherStages() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, shaiJSON),
            .next(220, json("skipped: not JSON")),
            .next(230, krunoJSON),
            .completed(300),
        ])

        let res = scheduler.start {
            xs.filter { $0.first == UInt8(ascii: "{") }
                .decode(type: DecodeTestPerson.self, decoder: JSONDecoder())
                .map { $0.name }
        }

        XCTAssertEqual(res.events, [.next(210, "Shai"), .next(230, "Kruno"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testContract() {
        assertOperatorContract { source in
            source
                .map { (n: Int) -> Data in Data("[\(n)]".utf8) }
                .decode(type: [Int].self, decoder: JSONDecoder())
        }
    }
}
