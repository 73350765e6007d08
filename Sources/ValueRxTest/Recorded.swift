import ValueRx

/// Virtual time of a `TestScheduler`: an integer tick count.
public typealias TestTime = Int

/// A value stamped with the virtual time at which it happened (or is to happen).
///
/// Tests build expected sequences with the `.next(time, element)`, `.completed(time)` and
/// `.error(time, error)` factories and compare them with what a `TestableObserver` recorded.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time of the value.
    public let time: TestTime

    /// The value.
    public let value: Value

    /// Stamps `value` with `time`.
    ///
    /// - Parameters:
    ///   - time: Virtual time of the value.
    ///   - value: The value.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`, as failure messages print it.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {
    /// Two recordings are equal when their times and their values are equal (events compare as
    /// `Event`'s `==` does: errors by domain, code and description).
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}

extension Recorded {
    /// A `.next(element)` event at `time`.
    ///
    /// - Parameters:
    ///   - time: Virtual time of the event.
    ///   - element: The element.
    /// - Returns: The recorded event.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `.completed` event at `time`.
    ///
    /// - Parameters:
    ///   - time: Virtual time of the event.
    ///   - type: The element type, for when inference has nothing else to go on.
    /// - Returns: The recorded event.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `.error(error)` event at `time`.
    ///
    /// - Parameters:
    ///   - time: Virtual time of the event.
    ///   - error: The error.
    ///   - type: The element type, for when inference has nothing else to go on.
    /// - Returns: The recorded event.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// Returns its arguments as an array; lets the element type be inferred from the events,
    /// e.g. `Recorded.events(.next(210, 2), .completed(250))`.
    ///
    /// - Parameter recordedEvents: The events.
    /// - Returns: The events as an array.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// Returns `recordedEvents` unchanged; lets the element type be inferred from the events.
    ///
    /// - Parameter recordedEvents: The events.
    /// - Returns: The same events.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}

/// The virtual-time interval during which an observer was subscribed to a testable observable.
///
/// `Subscription(200, 1000)`: subscribed at 200, disposed at 1000. `Subscription(200)`: still
/// subscribed (its `unsubscribe` is `Int.max`, printed as "Infinity").
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// Virtual time of the subscription.
    public let subscribe: TestTime

    /// Virtual time of the disposal, `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// A subscription that has not been disposed.
    ///
    /// - Parameter subscribe: Virtual time of the subscription.
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        unsubscribe = .max
    }

    /// A subscription that was disposed.
    ///
    /// - Parameters:
    ///   - subscribe: Virtual time of the subscription.
    ///   - unsubscribe: Virtual time of the disposal.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(subscribe: unsubscribe)`, with "Infinity" while still subscribed.
    public var debugDescription: String {
        "(\(subscribe): \(unsubscribe == .max ? "Infinity" : String(unsubscribe)))"
    }
}
