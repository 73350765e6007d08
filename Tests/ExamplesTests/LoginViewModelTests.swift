import ExampleApp
import ValueRx
import ValueRxTest
import XCTest

/// `LoginViewModel` in virtual time, one tick per millisecond. The view model is built inside
/// `SharingScheduler.mock`, so its driver and signal deliver on the test scheduler: each event
/// one tick after it reaches them. `start` subscribes at 200.
final class LoginViewModelTests: XCTestCase {
    /// The button follows the form's validity, and only its changes are sent.
    func testLoginIsEnabledWhileTheFormIsValid() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = LoginViewModel(service: StubLoginService())
            scheduler.scheduleAt(300) { viewModel.email.accept("ada@example.com") }
            scheduler.scheduleAt(400) { viewModel.password.accept("lovelac") }
            scheduler.scheduleAt(500) { viewModel.password.accept("lovelace") }
            scheduler.scheduleAt(600) { viewModel.email.accept("ada.example.com") }
            scheduler.scheduleAt(700) { viewModel.email.accept("ada@example.com") }

            let res = scheduler.start { viewModel.isLoginEnabled }

            // 200: both relays send "" on subscription, combineLatest combines them: invalid,
            // shown at 201. 300 (email only) and 400 (7-character password): still invalid,
            // dropped by distinctUntilChanged. 500: 8 characters, valid (501). 600: no "@",
            // invalid (601). 700: valid again (701).
            XCTAssertEqual(res.events, [.next(201, false), .next(501, true), .next(601, false), .next(701, true)])
        }
    }

    /// A tap sends the form as it is then; progress comes at once, the outcome when the
    /// server answers; a server error becomes a message; a tap on an invalid form does nothing.
    func testTapSignsInWithTheLatestFormAndReportsTheOutcome() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = StubLoginService()
            let wrong = scheduler.createColdObservable([.next(100, false), .completed(100)])
            let right = scheduler.createColdObservable([.next(100, true), .completed(100)])
            let unreachable = scheduler.createColdObservable([.error(100, FakeServiceError.serverError, Bool.self)])
            service.answers["babbage1"] = wrong
            service.answers["lovelace"] = right
            service.answers["engine42"] = unreachable
            let viewModel = LoginViewModel(service: service)
            scheduler.scheduleAt(210) { viewModel.email.accept("ada@example.com") }
            scheduler.scheduleAt(220) { viewModel.password.accept("babbage1") }
            scheduler.scheduleAt(300) { viewModel.loginTaps.accept(()) }
            scheduler.scheduleAt(500) { viewModel.password.accept("lovelace") }
            scheduler.scheduleAt(600) { viewModel.loginTaps.accept(()) }
            scheduler.scheduleAt(800) { viewModel.password.accept("engine42") }
            scheduler.scheduleAt(900) { viewModel.loginTaps.accept(()) }
            scheduler.scheduleAt(1100) { viewModel.password.accept("short") }
            scheduler.scheduleAt(1200) { viewModel.loginTaps.accept(()) }

            let res = scheduler.start(disposed: 2000) { viewModel.status }

            // Each valid tap (300, 600, 900) subscribes to one request; startWith sends the
            // progress message at the tap, shown one tick later. The requests answer 100 ticks
            // after the tap: "wrong password" at 400, accepted at 700, unreachable at 1000
            // (catchAndReturn makes it a message); each shown one tick later. The tap at 1200
            // (5-character password) is filtered out: no request, no message.
            XCTAssertEqual(res.events, [
                .next(301, "Signing in as ada@example.com..."),
                .next(401, "Wrong email or password."),
                .next(601, "Signing in as ada@example.com..."),
                .next(701, "Welcome, ada@example.com!"),
                .next(901, "Signing in as ada@example.com..."),
                .next(1001, "Cannot reach the server. Try again."),
            ])
            XCTAssertEqual(wrong.subscriptions, [Subscription(300, 400)])
            XCTAssertEqual(right.subscriptions, [Subscription(600, 700)])
            XCTAssertEqual(unreachable.subscriptions, [Subscription(900, 1000)])
        }
    }

    /// A second tap while a login is in progress abandons the first one (flatMapLatest).
    func testANewTapAbandonsTheLoginInProgress() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = StubLoginService()
            let slow = scheduler.createColdObservable([.next(500, false), .completed(500)])
            let fast = scheduler.createColdObservable([.next(100, true), .completed(100)])
            service.answers["babbage1"] = slow
            service.answers["lovelace"] = fast
            let viewModel = LoginViewModel(service: service)
            scheduler.scheduleAt(210) { viewModel.email.accept("ada@example.com") }
            scheduler.scheduleAt(220) { viewModel.password.accept("babbage1") }
            scheduler.scheduleAt(300) { viewModel.loginTaps.accept(()) }
            scheduler.scheduleAt(400) { viewModel.password.accept("lovelace") }
            scheduler.scheduleAt(450) { viewModel.loginTaps.accept(()) }

            let res = scheduler.start(disposed: 2000) { viewModel.status }

            // The first request (300) would answer at 800; the tap at 450 disposes of it and
            // sends the new form, answered at 550. Messages are shown one tick after they come.
            XCTAssertEqual(res.events, [
                .next(301, "Signing in as ada@example.com..."),
                .next(451, "Signing in as ada@example.com..."),
                .next(551, "Welcome, ada@example.com!"),
            ])
            XCTAssertEqual(slow.subscriptions, [Subscription(300, 450)])
            XCTAssertEqual(fast.subscriptions, [Subscription(450, 550)])
        }
    }

    /// The fake server the `Examples` program uses, behind the view model: it knows one
    /// account and answers after its latency.
    func testFakeLoginServiceBehindTheViewModel() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        SharingScheduler.mock(scheduler: scheduler) {
            let service = FakeLoginService(latency: .milliseconds(100), scheduler: scheduler)
            let viewModel = LoginViewModel(service: service)
            scheduler.scheduleAt(210) { viewModel.email.accept("ada@example.com") }
            scheduler.scheduleAt(220) { viewModel.password.accept("babbage1") }
            scheduler.scheduleAt(300) { viewModel.loginTaps.accept(()) }
            scheduler.scheduleAt(500) { viewModel.password.accept("lovelace") }
            scheduler.scheduleAt(600) { viewModel.loginTaps.accept(()) }

            let res = scheduler.start { viewModel.status }

            // Each tap: progress at the tap (shown one tick later); the server's verdict 100
            // ticks after the tap (shown one tick later).
            XCTAssertEqual(res.events, [
                .next(301, "Signing in as ada@example.com..."),
                .next(401, "Wrong email or password."),
                .next(601, "Signing in as ada@example.com..."),
                .next(701, "Welcome, ada@example.com!"),
            ])
        }
    }
}

/// A login server whose answers are cold observables on the test scheduler, chosen by
/// password, so each answer comes at a chosen time and each request is recorded.
private final class StubLoginService: LoginService {
    var answers: [String: TestableObservable<Bool>] = [:]

    func logIn(_ credentials: Credentials) -> Single<Bool> {
        guard let answer = answers[credentials.password] else {
            XCTFail("unexpected login with the password \"\(credentials.password)\"")
            return .never()
        }
        return answer.asSingle()
    }
}
