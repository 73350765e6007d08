import ValueRx
import XCTest

/// Asserts that two event sequences are equal (elements with `==`, errors by domain, code and
/// description, as `Event`'s `==` compares them); on failure the message shows both sequences
/// and the first difference.
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}

/// Asserts that two recorded event sequences are equal: same times, equal events (errors by
/// domain, code and description); on failure the message shows both sequences and the first
/// difference.
///
/// - Parameters:
///   - lhs: The events recorded.
///   - rhs: The events expected.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}

/// Asserts that two lists of subscription intervals are equal; on failure the message shows
/// both lists and the first difference.
///
/// - Parameters:
///   - lhs: The subscriptions recorded.
///   - rhs: The subscriptions expected.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual(_ lhs: [Subscription], _ rhs: [Subscription], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}

/// Asserts that two lists of `Single` outcomes are equal (elements with `==`, errors by
/// domain, code and description); on failure the message shows both lists and the first
/// difference.
///
/// - Parameters:
///   - lhs: The outcomes received.
///   - rhs: The outcomes expected.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs.map { ComparableSingleEvent($0) }, rhs.map { ComparableSingleEvent($0) }, file: file, line: line)
}

/// Asserts that two lists of `Maybe` events are equal (elements with `==`, errors by domain,
/// code and description); on failure the message shows both lists and the first difference.
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual<Element: Equatable>(_ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}

/// Asserts that two lists of `Completable` events are equal (errors by domain, code and
/// description); on failure the message shows both lists and the first difference.
///
/// - Parameters:
///   - lhs: The events received.
///   - rhs: The events expected.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, file: file, line: line)
}

/// A `SingleEvent` compared as RxTest compares them (`Result` with an `Error` failure is not
/// `Equatable`).
private struct ComparableSingleEvent<Element: Equatable>: Equatable, CustomDebugStringConvertible {
    let event: SingleEvent<Element>

    init(_ event: SingleEvent<Element>) {
        self.event = event
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.event, rhs.event) {
        case let (.success(l), .success(r)): return l == r
        case let (.failure(l), .failure(r)): return Event<Element>.error(l) == Event<Element>.error(r)
        default: return false
        }
    }

    var debugDescription: String {
        switch event {
        case .success(let element): return "success(\(element))"
        case .failure(let error): return "failure(\(error))"
        }
    }
}

/// Asserts that `stream` holds only `.next` events and that their elements are `elements`
/// (times are ignored). Fails if a terminal event was recorded.
///
/// - Parameters:
///   - stream: The events recorded.
///   - elements: The elements expected, in order.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertRecordedElements<Element: Equatable>(_ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("A terminal event was recorded: \(stop)", file: file, line: line)
        return
    }
    assertSequencesEqual(stream.compactMap(\.value.element), elements, file: file, line: line)
}

private func assertSequencesEqual<Value: Equatable>(_ lhs: [Value], _ rhs: [Value], file: StaticString, line: UInt) {
    if lhs == rhs { return }
    var message = "Sequences differ"
    if let index = zip(lhs, rhs).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
        message += " at index \(index): \(describe(lhs[index])) is not \(describe(rhs[index]))"
    } else {
        message += " in length: \(lhs.count) is not \(rhs.count)"
    }
    message += "\n  actual:   \(lhs.map(describe))\n  expected: \(rhs.map(describe))"
    XCTFail(message, file: file, line: line)
}

private func describe<Value>(_ value: Value) -> String {
    (value as? CustomDebugStringConvertible)?.debugDescription ?? String(describing: value)
}
