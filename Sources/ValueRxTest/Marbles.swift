import ValueRx

/// Marble diagrams: a compact, readable spelling of recorded events for time-based tests.
///
/// A diagram is read left to right, one character per frame of `frame` ticks, starting at
/// `start`:
///
/// | character | meaning |
/// |---|---|
/// | `-` | a frame where nothing happens |
/// | any letter or digit | a `.next` whose value is `values[character]` |
/// | `\|` | `.completed` |
/// | `#` | `.error(error)` |
/// | `(ab)` | the events inside happen in the same frame, in order |
/// | space | ignored (for alignment) |
///
/// ```swift
/// // .next(200, 1), .next(230, 2), .completed(260)
/// let events = Recorded.events("--a--b--|", values: ["a": 1, "b": 2], start: 180)
/// ```
///
/// Marbles are a way to *write* expectations; they compare equal to the recorded events they
/// spell (`XCTAssertEqual(res.events, Recorded.events(...))`), and a failure shows the recorded
/// events themselves.
extension Recorded {
    /// The recorded events a marble diagram spells.
    ///
    /// - Parameters:
    ///   - marbles: The diagram (see `Recorded`'s marble grammar).
    ///   - values: The element each value character stands for.
    ///   - error: The error `#` stands for.
    ///   - frame: Ticks per character.
    ///   - start: The time of the first character.
    /// - Returns: The events, in diagram order.
    public static func events<T>(
        _ marbles: String,
        values: [Character: T] = [:],
        error: Swift.Error = MarbleError.unspecified,
        frame: TestTime = 10,
        start: TestTime = 0
    ) -> [Recorded<Event<T>>] where Value == Event<T> {
        var events: [Recorded<Event<T>>] = []
        var time = start
        var inGroup = false
        for character in marbles {
            switch character {
            case " ":
                continue
            case "(":
                precondition(!inGroup, "marbles: nested group in \(marbles)")
                inGroup = true
                continue
            case ")":
                precondition(inGroup, "marbles: ')' without '(' in \(marbles)")
                inGroup = false
            case "-":
                break
            case "|":
                events.append(Recorded<Event<T>>(time: time, value: .completed))
            case "#":
                events.append(Recorded<Event<T>>(time: time, value: .error(error)))
            default:
                guard let value = values[character] else {
                    preconditionFailure("marbles: no value for '\(character)' in \(marbles)")
                }
                events.append(Recorded<Event<T>>(time: time, value: .next(value)))
            }
            if !inGroup { time += frame }
        }
        precondition(!inGroup, "marbles: unclosed group in \(marbles)")
        return events
    }

    /// The recorded events a marble diagram spells, each value character standing for itself
    /// (`"--a--b|"` gives `.next(20, "a")`, `.next(50, "b")`, `.completed(60)`).
    ///
    /// - Parameters:
    ///   - marbles: The diagram (see `Recorded`'s marble grammar).
    ///   - error: The error `#` stands for.
    ///   - frame: Ticks per character.
    ///   - start: The time of the first character.
    /// - Returns: The events, in diagram order.
    public static func events(
        _ marbles: String,
        error: Swift.Error = MarbleError.unspecified,
        frame: TestTime = 10,
        start: TestTime = 0
    ) -> [Recorded<Event<String>>] where Value == Event<String> {
        let symbols = marbles.filter { !"-|#() ".contains($0) }
        let values = Dictionary(symbols.map { ($0, String($0)) }, uniquingKeysWith: { first, _ in first })
        return events(marbles, values: values, error: error, frame: frame, start: start)
    }

    /// The marble diagram of `events`: the inverse of `events(_:values:error:frame:start:)`
    /// for events that fall on frame boundaries.
    ///
    /// - Parameters:
    ///   - events: Recorded events, in time order.
    ///   - symbol: The character an element is drawn as.
    ///   - frame: Ticks per character.
    ///   - start: The time of the first character.
    /// - Returns: The diagram; events between frames are drawn at the frame before them.
    public static func marbles<T>(
        _ events: [Recorded<Event<T>>],
        symbol: (T) -> Character,
        frame: TestTime = 10,
        start: TestTime = 0
    ) -> String where Value == Event<T> {
        var diagram = ""
        var index = events.startIndex
        var time = start
        while index < events.endIndex {
            var here: [Character] = []
            while index < events.endIndex, events[index].time < time + frame {
                switch events[index].value {
                case .next(let element): here.append(symbol(element))
                case .completed: here.append("|")
                case .error: here.append("#")
                }
                index += 1
            }
            switch here.count {
            case 0: diagram.append("-")
            case 1: diagram.append(here[0])
            default: diagram += "(" + String(here) + ")"
            }
            time += frame
        }
        return diagram
    }
}

/// The error `#` stands for in a marble diagram when none is given.
public enum MarbleError: Swift.Error, Equatable {
    /// The default marble error.
    case unspecified
}
