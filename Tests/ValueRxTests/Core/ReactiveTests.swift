import Foundation
import ValueRx
import XCTest

// Reactive / ReactiveCompatible. The first four tests are ported from RxSwift's
// Tests/RxSwiftTests/Reactive+Tests.swift (testEnablesMutations, testReactiveStruct,
// testReactiveProtocol); RxSwift's testDynamicLookup is not ported: it binds through the
// `Binder` that `@dynamicMemberLookup` synthesizes, and ValueRx has no `Binder` yet.
// The fixtures have longer names than RxSwift's (MyObject, MyStruct, Objecting) because they
// share one module with every other test file.

protocol ReactiveTestObjecting: ReactiveCompatible {
    var number: Int { get set }
}

final class ReactiveTestObject: ReactiveTestObjecting {
    var number = 0
    fileprivate var something = "" // stands in for an associated object
}

struct ReactiveTestStruct: ReactiveCompatible {
    var number = 0
    static var sharedNumber = 0
}

final class ReactiveTestNSObjectSubclass: NSObject {
    var label = "plain"
}

extension Reactive where Base: ReactiveTestObject {
    var somethingPublic: String {
        get { base.something }
        set { base.something = newValue }
    }

    var numbers: some ObservableType<Int> {
        Observable.just(base.number)
    }
}

extension Reactive where Base: ReactiveTestObjecting {
    var numberPublic: Int { base.number }
}

extension Reactive where Base == ReactiveTestStruct {
    var numberPublic: Int { base.number }

    var doubledNumber: Int { base.number * 2 }

    static var sharedNumber: Int {
        get { ReactiveTestStruct.sharedNumber }
        set { ReactiveTestStruct.sharedNumber = newValue }
    }

    static var typeName: String { "\(Base.self)" }
}

extension Reactive where Base: ReactiveTestNSObjectSubclass {
    var shoutedLabel: String { base.label.uppercased() }
}

/// `value.rx.base` through the protocol requirement (the witness), not the extension member.
private func reactiveBase<Value: ReactiveCompatible>(of value: Value) -> Value.ReactiveBase {
    value.rx.base
}

final class ReactiveTests: ValueRxTestCase {
    // MARK: - Ported from RxSwift

    func testEnablesMutations() {
        var object = ReactiveTestObject()
        object.rx.somethingPublic = "Aha"

        XCTAssertEqual(object.something, "Aha")
        XCTAssertEqual(object.rx.somethingPublic, "Aha")
    }

    func testReactiveStruct() {
        var strct = ReactiveTestStruct()
        strct.number = 800
        XCTAssertEqual(strct.rx.numberPublic, 800)
    }

    func testReactiveProtocol() {
        let object = ReactiveTestObject()
        XCTAssertEqual(object.number, object.rx.numberPublic)

        object.number = 1000
        XCTAssertEqual(object.rx.numberPublic, 1000)
    }

    // MARK: - Instance access

    func testInitWrapsAnyValue() {
        XCTAssertEqual(Reactive(5).base, 5)
        XCTAssertEqual(Reactive("text").base, "text")
    }

    func testClassBaseIsTheSameObject() {
        let object = ReactiveTestObject()
        XCTAssertTrue(object.rx.base === object)
    }

    func testStructBaseIsACopy() {
        var strct = ReactiveTestStruct(number: 1)
        let reactive = strct.rx
        strct.number = 2
        XCTAssertEqual(reactive.base.number, 1)
        XCTAssertEqual(strct.rx.doubledNumber, 4)
    }

    func testAssigningRxDoesNotReplaceTheBase() {
        var strct = ReactiveTestStruct(number: 3)
        strct.rx = ReactiveTestStruct(number: 9).rx
        XCTAssertEqual(strct.number, 3)
        XCTAssertEqual(strct.rx.numberPublic, 3)
    }

    func testExtensionReturningAnObservable() {
        let object = ReactiveTestObject()
        object.number = 42
        XCTAssertEqual(events(object.rx.numbers), [.next(42), .completed])
    }

    func testProtocolRequirementUsesTheDefaultImplementation() {
        let object = ReactiveTestObject()
        XCTAssertTrue(reactiveBase(of: object) === object)
        XCTAssertEqual(reactiveBase(of: ReactiveTestStruct(number: 7)).number, 7)
    }

    // MARK: - Static access

    func testStaticRxIsTheReactiveMetatype() {
        XCTAssertTrue(ReactiveTestStruct.rx == Reactive<ReactiveTestStruct>.self)
        XCTAssertEqual(ReactiveTestStruct.rx.typeName, "ReactiveTestStruct")
    }

    func testStaticMutationThroughRx() {
        let saved = ReactiveTestStruct.sharedNumber
        defer { ReactiveTestStruct.sharedNumber = saved }

        ReactiveTestStruct.rx.sharedNumber = 42
        XCTAssertEqual(ReactiveTestStruct.sharedNumber, 42)
        XCTAssertEqual(ReactiveTestStruct.rx.sharedNumber, 42)
    }

    // MARK: - NSObject

    func testNSObjectIsReactiveCompatible() {
        let object = NSObject()
        XCTAssertTrue(object.rx.base === object)
        XCTAssertTrue(NSObject.rx == Reactive<NSObject>.self)
    }

    func testNSObjectSubclassGetsItsOwnReactiveType() {
        let object = ReactiveTestNSObjectSubclass()
        object.label = "hello"
        XCTAssertTrue(type(of: object.rx) == Reactive<ReactiveTestNSObjectSubclass>.self)
        XCTAssertEqual(object.rx.shoutedLabel, "HELLO")
        XCTAssertTrue(object.rx.base === object)
    }
}
