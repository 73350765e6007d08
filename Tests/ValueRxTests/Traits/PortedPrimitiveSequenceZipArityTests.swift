import ValueRx
import ValueRxBlocking
import XCTest

// Single.zip and Maybe.zip for 2 to 8 sources: the form with a result selector and the tuple
// form followed by map.
//
// Ports RxSwift's generated PrimitiveSequenceTest+zip+arity.swift (its SingleTest and MaybeTest
// extensions) for every arity it generates, 2 through 8: each zip of `just(1)`s must give the
// arity as the sum, as in RxSwift. Nothing is left out.
//
// Adaptations that do not change what is observed:
// - RxSwift puts each test in both SingleTest and MaybeTest under the same name; here they
//   share one class, so each name carries its trait as a suffix: RxSwift's
//   SingleTest.testZip2_selector is testZip2_selector_Single, MaybeTest.testZip2_selector is
//   testZip2_selector_Maybe, and so on.
// - Where RxSwift stores the result in a constant typed `Single<Int>` / `Maybe<Int>`, the value
//   is erased with `.asSingle()` / `.asMaybe()`: ValueRx's operators return their own concrete
//   types. The untyped constants of the arity 6-8 tuple tests are kept untyped.
// - The blocking calls get a timeout (a regression fails instead of hanging), and the tests
//   throw and use `XCTUnwrap` where RxSwift uses `try!` and `!` (a failure fails the test
//   instead of crashing the run).
// - The closures keep RxSwift's spelling: untyped `$0 + $1 + ...` result selectors and tuple
//   maps up to arity 5, typed tuple parameters from arity 6 (as RxSwift writes them).

final class PortedPrimitiveSequenceZipArityTests: ValueRxTestCase {
    // MARK: 2 (Single)

    func testZip2_selector_Single() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1)) { $0 + $1 }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 2)
    }

    func testZip2_tuple_Single() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1)).map { $0 + $1 }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 2)
    }

    // MARK: 2 (Maybe)

    func testZip2_selector_Maybe() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1)) { $0 + $1 }.asMaybe()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 2)
    }

    func testZip2_tuple_Maybe() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1)).map { $0 + $1 }.asMaybe()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 2)
    }

    // MARK: 3 (Single)

    func testZip3_selector_Single() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 3)
    }

    func testZip3_tuple_Single() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1)).map { $0 + $1 + $2 }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 3)
    }

    // MARK: 3 (Maybe)

    func testZip3_selector_Maybe() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 }.asMaybe()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 3)
    }

    func testZip3_tuple_Maybe() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1)).map { $0 + $1 + $2 }.asMaybe()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 3)
    }

    // MARK: 4 (Single)

    func testZip4_selector_Single() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 + $3 }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 4)
    }

    func testZip4_tuple_Single() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1)).map { $0 + $1 + $2 + $3 }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 4)
    }

    // MARK: 4 (Maybe)

    func testZip4_selector_Maybe() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 + $3 }.asMaybe()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 4)
    }

    func testZip4_tuple_Maybe() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)).map { $0 + $1 + $2 + $3 }.asMaybe()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 4)
    }

    // MARK: 5 (Single)

    func testZip5_selector_Single() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 + $3 + $4 }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 5)
    }

    func testZip5_tuple_Single() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)).map { $0 + $1 + $2 + $3 + $4 }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 5)
    }

    // MARK: 5 (Maybe)

    func testZip5_selector_Maybe() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 + $3 + $4 }.asMaybe()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 5)
    }

    func testZip5_tuple_Maybe() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)).map { $0 + $1 + $2 + $3 + $4 }.asMaybe()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 5)
    }

    // MARK: 6 (Single)

    func testZip6_selector_Single() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 6)
    }

    func testZip6_tuple_Single() throws {
        let singleZip = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1))
        let singleResult = singleZip.map { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) -> Int in a + b + c + d + e + f }

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 6)
    }

    // MARK: 6 (Maybe)

    func testZip6_selector_Maybe() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 }.asMaybe()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 6)
    }

    func testZip6_tuple_Maybe() throws {
        let singleZip = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1))
        let singleResult = singleZip.map { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) -> Int in a + b + c + d + e + f }

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 6)
    }

    // MARK: 7 (Single)

    func testZip7_selector_Single() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 7)
    }

    func testZip7_tuple_Single() throws {
        let singleZip = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1))
        let singleResult = singleZip.map { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) -> Int in a + b + c + d + e + f + g }

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 7)
    }

    // MARK: 7 (Maybe)

    func testZip7_selector_Maybe() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }.asMaybe()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 7)
    }

    func testZip7_tuple_Maybe() throws {
        let singleZip = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1))
        let singleResult = singleZip.map { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) -> Int in a + b + c + d + e + f + g }

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 7)
    }

    // MARK: 8 (Single)

    func testZip8_selector_Single() throws {
        let singleResult: Single<Int> = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }.asSingle()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 8)
    }

    func testZip8_tuple_Single() throws {
        let singleZip = Single.zip(Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1), Single.just(1))
        let singleResult = singleZip.map { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in a + b + c + d + e + f + g + h }

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 8)
    }

    // MARK: 8 (Maybe)

    func testZip8_selector_Maybe() throws {
        let singleResult: Maybe<Int> = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1)) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }.asMaybe()

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 8)
    }

    func testZip8_tuple_Maybe() throws {
        let singleZip = Maybe.zip(Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1), Maybe.just(1))
        let singleResult = singleZip.map { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in a + b + c + d + e + f + g + h }

        let result = try XCTUnwrap(
            singleResult
                .toBlocking(timeout: 5)
                .first()
        )
        XCTAssertEqual(result, 8)
    }
}
