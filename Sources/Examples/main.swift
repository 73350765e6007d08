// `swift run Examples`: the three flows of ExampleApp on real schedulers, with a scripted user,
// printing what happens and what the fake screen shows. About 2.8 seconds, on every platform.
//
// The search goes over real HTTP, with `URLSession.rx.json(url:)`, to a small server this
// program starts on 127.0.0.1 (LoopbackHTTPServer, a port the system picks; no network). The
// login and report servers are fakes in memory.
//
// Timers (the search debounce, the request timeouts, the fake servers' latency) run on a serial
// background queue; Drivers and Signals bring every update to the main queue, where the fake
// views are written and everything is printed, so the output comes in a fixed order.
//
// A command-line program has no UI run loop: this one binds everything, schedules the user's
// actions on the main queue, and hands the main thread to `dispatchMain()`, which serves the
// main queue until `exit(0)`. All `drive`/`emit`/`bind` calls come before `dispatchMain()`:
// `drive` must be called on the main thread, and on Linux the main queue's blocks run on a
// worker thread once `dispatchMain()` has parked the main thread.

import Dispatch
import ExampleApp
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoopbackHTTPServer
import ValueRx
import ValueRxNetworking

let timers = SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "examples.timers")
let bag = DisposeBag()
let launch = DispatchTime.now()

/// Runs `step` on the main queue `milliseconds` after launch.
@MainActor
func at(_ milliseconds: Int, _ step: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: launch + .milliseconds(milliseconds)) {
        // A block on the main queue runs on the main actor, also on Linux where it runs on a
        // worker thread (the check is on the queue, not the thread).
        MainActor.assumeIsolated { step() }
    }
}

/// Prints what the user does.
func say(_ line: String) {
    print("  " + line)
}

/// A binder that writes the label and prints the change, the way the screen would show it.
@MainActor
func render(_ label: FakeLabel, as name: String) -> Binder<String> {
    Binder(label) { label, text in
        guard label.text != text else { return }
        label.text = text
        print("    \(name) label: \(text)")
    }
}

print("ValueRx examples: timers on a serial queue, views updated on the main queue.")

// MARK: - Search: debounce, distinctUntilChanged, flatMapLatest, catchAndReturn, URLSession.rx

/// Starts the local search server: `GET /search?q=<query>` answers the catalog's matching words
/// as JSON after 100 ms, or a 500 for a query with "!". Ends the program if it cannot listen.
func startSearchServer() -> LoopbackHTTPServer {
    do {
        return try LoopbackHTTPServer(routes: [
            "/search": { request in
                let answer = URLSessionSearchService.serverAnswer(to: request.query["q"] ?? "")
                return LoopbackHTTPServer.Response(status: answer.status,
                                                   headers: ["Content-Type": "application/json"],
                                                   body: answer.body, delay: 0.1)
            },
        ])
    } catch {
        print("Cannot start the local search server: \(error)")
        exit(1)
    }
}

let searchServer = startSearchServer()
// Debug builds print every URLSession.rx request as a curl command; the screen is enough here.
// (`@Sendable`: the closure is called on URLSession's threads, not on the main actor.)
URLSession.rx.shouldLogRequest = { @Sendable _ in false }
let searchService = URLSessionSearchService(baseURL: searchServer.baseURL,
                                            session: URLSession(configuration: .ephemeral))
let search = SearchViewModel(service: searchService, scheduler: timers)
let resultsLabel = FakeLabel()

search.results
    .map { $0.isEmpty ? "(no results)" : $0.joined(separator: ", ") }
    .drive(render(resultsLabel, as: "results"))
    .disposed(by: bag)

/// The user types `text` in the search field.
@MainActor
func typeQuery(_ text: String) {
    say("user types \"\(text)\"")
    search.query.accept(text)
}

// MARK: - Login: combineLatest, withLatestFrom, flatMapLatest

let login = LoginViewModel(service: FakeLoginService(latency: .milliseconds(100), scheduler: timers))
let loginButton = FakeButton(title: "Log in", isEnabled: false)
let statusLabel = FakeLabel()

login.isLoginEnabled.drive(loginButton.rx.isEnabled).disposed(by: bag)
login.isLoginEnabled
    .skip(1) // the first state is printed with the screen; then each change
    .drive(onNext: { print("    Log in button: \($0 ? "enabled" : "disabled")") })
    .disposed(by: bag)
login.status.emit(to: render(statusLabel, as: "status")).disposed(by: bag)
loginButton.rx.tap.bind(to: login.loginTaps).disposed(by: bag)

// MARK: - Retrying requests: timeout per attempt, retry(3)

let flakyServer = FlakyReportService(report: "Q3 report", failures: 2, latency: .milliseconds(50), scheduler: timers)
let report = RetryingRequest(request: flakyServer.fetchReport(), timeout: .milliseconds(100), scheduler: timers)
let archive = RetryingRequest(request: .never(), timeout: .milliseconds(100), scheduler: timers)
let reportButton = FakeButton(title: "Load report")
let archiveButton = FakeButton(title: "Load archive")
let reportLabel = FakeLabel()
let archiveLabel = FakeLabel()

// Each tap sends the request (again): the status driver starts it when subscribed.
reportButton.rx.tap.asSignal()
    .flatMapLatest { [report] _ in report.status }
    .drive(render(reportLabel, as: "report"))
    .disposed(by: bag)

let archiveStatus = archiveButton.rx.tap.asSignal().flatMapLatest { [archive] _ in archive.status }
archiveStatus.drive(render(archiveLabel, as: "archive")).disposed(by: bag)
archiveStatus
    .drive(onNext: { _ in
        // The last flow is over.
        print("Done.")
        exit(0)
    })
    .disposed(by: bag)

// MARK: - The user

at(0) {
    print("\nSearch (debounce 300 ms; a local HTTP server answers in 100 ms and fails on \"!\")")
}
at(100) { typeQuery("s") }
at(200) { typeQuery("sw") }      // within 300 ms of "s": only "sw" is searched, at 500
at(700) { typeQuery("swif") }
at(800) { typeQuery("swift") }   // searched at 1100
at(1300) { typeQuery("swift!") } // searched at 1600: the server fails, the screen shows no results

at(1800) {
    print("\nLogin (the button follows the form; a tap signs in with the form as it is)")
    say("the screen shows: Log in button \(loginButton.isEnabled ? "enabled" : "disabled")")
    say("user enters \"ada@example.com\" and the password \"love\"")
    login.email.accept("ada@example.com")
    login.password.accept("love")
}
at(1900) {
    say("user taps \"\(loginButton.title)\" (disabled: nothing happens)")
    loginButton.tap()
}
at(1950) {
    say("user completes the password: \"lovelace\"")
    login.password.accept("lovelace")
}
at(2000) {
    say("user taps \"\(loginButton.title)\"")
    loginButton.tap()                 // the server answers at 2100
}

at(2200) {
    print("\nRetrying request (100 ms per attempt, 3 attempts)")
    say("user taps \"\(reportButton.title)\" (the server fails twice, then answers)")
    reportButton.tap()                // attempts at 2200, 2250, 2300; the answer at 2350
}
at(2450) {
    say("user taps \"\(archiveButton.title)\" (the server never answers)")
    archiveButton.tap()               // timeouts at 2550, 2650, 2750
}

at(5000) {
    print("The examples did not finish in time.")
    exit(1)
}

dispatchMain()
