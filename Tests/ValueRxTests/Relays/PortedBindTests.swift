import Foundation
import ValueRx
import ValueRxTest
import XCTest

// `bind(to:)` from an Observable and from an Infallible: to one or several observers, to
// observers of optional elements (each element wrapped in `Optional`, with no ambiguity for an
// untyped `just(1)`), and to binding functions, plain or curried (`bind(to: binder)(3)`).
//
// Ports every test of RxSwift's Tests/RxCocoaTests/Observable+BindTests.swift
// (ObservableBindTest, 7 tests) and Tests/RxCocoaTests/Infallible+BindTests.swift
// (InfallibleBindTest, 7 tests), each under its RxSwift name, with RxSwift's expectations as
// the oracle. None of them needs UIKit or AppKit.
//
// Overlap with RelayTests.swift: its `RelayBindTests` (a looser port of the same RxCocoa
// bindings and of RxRelay's Observable+RelayBindTests) has tests named
// testBindToOptionalObservers and testBindToOptionalObserverNoAmbiguity, on other scenarios (a
// hot observable, a `Recorder`); RxSwift's own scenarios are here, in separate classes, so
// nothing is lost and the names do not clash. The curried binders are also covered there with
// `bind(to:curriedArgument:)`; RxSwift's tests here call the result of `bind(to:)` instead.
// Neither RxSwift file binds to a `Binder` (RxSwift's Binder tests, ported in
// Core/PortedBinderTests.swift, send events to the binder directly), so no such test is here.
//
// Not ported: nothing of these two files.
//
// Adaptations that do not change what is observed:
// - `Observable.just(1)` returns the concrete `Observables.Just<Int>` in ValueRx. Where RxSwift
//   writes `(Observable.just(1) as Observable<Int>)` (testBindToOptionalObserver(s)) or hands
//   `Observable.just(1)` to a binder typed `(Observable<Int>) -> ...` (testBindToCurried1/2,
//   where `bind(to:)` passes `Self`), the port erases with `.asObservable()`. The Infallible
//   tests keep RxSwift's spelling: `Infallible.just` has an overload returning the erased
//   `Infallible<Int>`, which `as Infallible<Int>` and the typed binder select.
// - RxTest's time-less `.next(1)` / `.completed()` (Tests/Recorded+Timeless.swift, time 0) are
//   `.next(0, 1)` / `.completed(0)`.
// - The classes derive from `ValueRxTestCase` (RxSwift: `RxTest`) and are named
//   `PortedObservableBindTests` / `PortedInfallibleBindTests`.

final class PortedObservableBindTests: ValueRxTestCase {}

final class PortedInfallibleBindTests: ValueRxTestCase {}

// MARK: - ObservableBindTest: bind(to:) observer

extension PortedObservableBindTests {
    func testBindToObserver() {
        var events: [Recorded<Event<Int>>] = []

        let observer: AnyObserver<Int> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        _ = Observable.just(1).bind(to: observer)

        XCTAssertEqual(events, [
            .next(0, 1),
            .completed(0),
        ])
    }

    func testBindToObservers() {
        var events1: [Recorded<Event<Int>>] = []
        var events2: [Recorded<Event<Int>>] = []

        let observer1: AnyObserver<Int> = AnyObserver { event in
            events1.append(Recorded(time: 0, value: event))
        }

        let observer2: AnyObserver<Int> = AnyObserver { event in
            events2.append(Recorded(time: 0, value: event))
        }

        _ = Observable.just(1).bind(to: observer1, observer2)

        XCTAssertEqual(events1, [
            .next(0, 1),
            .completed(0),
        ])

        XCTAssertEqual(events2, [
            .next(0, 1),
            .completed(0),
        ])
    }

    func testBindToOptionalObserver() {
        var events: [Recorded<Event<Int?>>] = []

        let observer: AnyObserver<Int?> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        _ = Observable.just(1).asObservable().bind(to: observer)

        XCTAssertEqual(events[0].value.element!, 1)
        guard case .completed = events[1].value else {
            XCTFail("Not completed")
            return
        }
    }

    func testBindToOptionalObservers() {
        var events1: [Recorded<Event<Int?>>] = []
        var events2: [Recorded<Event<Int?>>] = []

        let observer1: AnyObserver<Int?> = AnyObserver { event in
            events1.append(Recorded(time: 0, value: event))
        }

        let observer2: AnyObserver<Int?> = AnyObserver { event in
            events2.append(Recorded(time: 0, value: event))
        }

        _ = Observable.just(1).asObservable().bind(to: observer1, observer2)

        XCTAssertEqual(events1, [
            .next(0, 1),
            .completed(0),
        ])

        XCTAssertEqual(events2, [
            .next(0, 1),
            .completed(0),
        ])
    }

    func testBindToOptionalObserverNoAmbiguity() {
        var events: [Recorded<Event<Int?>>] = []

        let observer: AnyObserver<Int?> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        _ = Observable.just(1).bind(to: observer)

        XCTAssertEqual(events[0].value.element!, 1)
        guard case .completed = events[1].value else {
            XCTFail("Not completed")
            return
        }
    }
}

// MARK: - ObservableBindTest: bind(to:) curried

extension PortedObservableBindTests {
    func testBindToCurried1() {
        var result: Int? = nil
        let binder: (Observable<Int>) -> Disposable = { obs in
            obs.subscribe(onNext: { element in
                result = element
            })
        }

        XCTAssertNil(result)

        let d: Disposable = Observable.just(1).asObservable().bind(to: binder)

        XCTAssertEqual(result, 1)
        d.dispose()
    }

    func testBindToCurried2() {
        var result: Int? = nil
        let binder: (Observable<Int>) -> (Int) -> Disposable = { obs in
            { other in
                obs.subscribe(onNext: { element in
                    result = element + other
                })
            }
        }

        XCTAssertNil(result)

        let d: Disposable = Observable.just(1).asObservable().bind(to: binder)(3)

        XCTAssertEqual(result, 4)
        d.dispose()
    }
}

// MARK: - InfallibleBindTest: bind(to:) observer

extension PortedInfallibleBindTests {
    func testBindToObserver() {
        var events: [Recorded<Event<Int>>] = []

        let observer: AnyObserver<Int> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        _ = Infallible.just(1).bind(to: observer)

        XCTAssertEqual(events, [
            .next(0, 1),
            .completed(0),
        ])
    }

    func testBindToObservers() {
        var events1: [Recorded<Event<Int>>] = []
        var events2: [Recorded<Event<Int>>] = []

        let observer1: AnyObserver<Int> = AnyObserver { event in
            events1.append(Recorded(time: 0, value: event))
        }

        let observer2: AnyObserver<Int> = AnyObserver { event in
            events2.append(Recorded(time: 0, value: event))
        }

        _ = Infallible.just(1).bind(to: observer1, observer2)

        XCTAssertEqual(events1, [
            .next(0, 1),
            .completed(0),
        ])

        XCTAssertEqual(events2, [
            .next(0, 1),
            .completed(0),
        ])
    }

    func testBindToOptionalObserver() {
        var events: [Recorded<Event<Int?>>] = []

        let observer: AnyObserver<Int?> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        _ = (Infallible.just(1) as Infallible<Int>).bind(to: observer)

        XCTAssertEqual(events[0].value.element!, 1)
        guard case .completed = events[1].value else {
            XCTFail("Not completed")
            return
        }
    }

    func testBindToOptionalObservers() {
        var events1: [Recorded<Event<Int?>>] = []
        var events2: [Recorded<Event<Int?>>] = []

        let observer1: AnyObserver<Int?> = AnyObserver { event in
            events1.append(Recorded(time: 0, value: event))
        }

        let observer2: AnyObserver<Int?> = AnyObserver { event in
            events2.append(Recorded(time: 0, value: event))
        }

        _ = (Infallible.just(1) as Infallible<Int>).bind(to: observer1, observer2)

        XCTAssertEqual(events1, [
            .next(0, 1),
            .completed(0),
        ])

        XCTAssertEqual(events2, [
            .next(0, 1),
            .completed(0),
        ])
    }

    func testBindToOptionalObserverNoAmbiguity() {
        var events: [Recorded<Event<Int?>>] = []

        let observer: AnyObserver<Int?> = AnyObserver { event in
            events.append(Recorded(time: 0, value: event))
        }

        _ = Infallible.just(1).bind(to: observer)

        XCTAssertEqual(events[0].value.element!, 1)
        guard case .completed = events[1].value else {
            XCTFail("Not completed")
            return
        }
    }
}

// MARK: - InfallibleBindTest: bind(to:) curried

extension PortedInfallibleBindTests {
    func testBindToCurried1() {
        var result: Int? = nil
        let binder: (Infallible<Int>) -> Disposable = { obs in
            obs.subscribe(onNext: { element in
                result = element
            })
        }

        XCTAssertNil(result)

        let d: Disposable = Infallible.just(1).bind(to: binder)

        XCTAssertEqual(result, 1)
        d.dispose()
    }

    func testBindToCurried2() {
        var result: Int? = nil
        let binder: (Infallible<Int>) -> (Int) -> Disposable = { obs in
            { other in
                obs.subscribe(onNext: { element in
                    result = element + other
                })
            }
        }

        XCTAssertNil(result)

        let d: Disposable = Infallible.just(1).bind(to: binder)(3)

        XCTAssertEqual(result, 4)
        d.dispose()
    }
}
