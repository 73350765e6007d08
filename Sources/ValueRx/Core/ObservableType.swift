/// A type that can present itself as an erased observable, `Observable<Element>`.
public protocol ObservableConvertibleType<Element> {
    /// The type of the elements the sequence emits.
    associatedtype Element

    /// Returns this sequence wrapped in `Observable`, which hides its concrete type.
    ///
    /// - Returns: An `Observable` that emits the same events as `self`.
    func asObservable() -> Observable<Element>
}

/// A sequence that pushes its elements to an observer.
///
/// Every ValueRx observable is a value: a source or an operator is a small generic struct that
/// describes the work, and `subscribe` performs it. Operators return their own concrete type
/// (`Observables.Pipeline<...>`), so a chain is one specialized value with no allocation; use
/// `some ObservableType<Int>` or `.asObservable()` where a single storable type is needed.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// Starts the sequence and sends its events to `observer`.
    ///
    /// ### Grammar
    ///
    /// **Next\* (Error | Completed)?**
    ///
    /// * `observer` may get any number of `Next` events, including none
    /// * after an `Error` or `Completed` event the sequence has ended: `observer` gets nothing more
    ///
    /// ### Resource management
    ///
    /// Once the sequence sends `Completed` or `Error`, everything it held to produce elements
    /// is released. To stop it earlier and release those resources at once, dispose of the
    /// returned subscription.
    ///
    /// - Parameter observer: The observer; it is moved into the subscription.
    /// - Returns: The subscription; disposing of it stops the sequence and releases its
    ///   resources.
    consuming func subscribe<Observer: ObserverType>(_ observer: consuming Observer) -> Disposable
        where Observer.Element == Element

    /// Subscribes a pipeline's stage observer to `source`. Sources and stages take it as it is;
    /// an operator with a heap sink that subscribes its own upstream (flatMap, catch,
    /// observe(on:), ...: the `_SinkOperator`s) gets it behind a box, through a `SinkObserver`,
    /// so that no operator's `subscribe` is ever entered with an observer type that contains the
    /// one a deeper operator got (the optimizer would take stage, sink, stage, sink, ... for a
    /// growing recursion and stop specializing). Chosen by type, not by a flag tested in the
    /// body: the optimizer specializes the calls of both arms of an `if` before it drops one,
    /// and the dead arm alone trips its loop heuristic. Not API.
    static func _subscribe<Observer: ObserverType>(_ source: consuming Self, stagesOf observer: consuming Observer) -> Disposable
        where Observer.Element == Element
}

extension ObservableType {
    /// Sources and stages take a pipeline's observer as it is. Not API.
    @inlinable @inline(__always)
    public static func _subscribe<Observer: ObserverType>(_ source: consuming Self, stagesOf observer: consuming Observer) -> Disposable
        where Observer.Element == Element {
        source.subscribe(observer)
    }
}

/// An operator with a heap sink that subscribes its own upstream: a pipeline of stages on top
/// of it keeps its stage observer in a box and hands the operator a `SinkObserver` (see
/// `ObservableType._subscribe(_:stagesOf:)`). Not API.
public protocol _SinkOperator: ObservableType {}

extension _SinkOperator {
    /// The pipeline's observer goes in a box; the operator gets a `SinkObserver`. Not API.
    @inlinable @inline(__always)
    public static func _subscribe<Observer: ObserverType>(_ source: consuming Self, stagesOf observer: consuming Observer) -> Disposable
        where Observer.Element == Element {
        let box = StageObserverBox(observer)
        let boxed = SinkObserver<Element>(sink: box, tag: 0) { box, _, event in
            Unmanaged<StageObserverBox<Observer>>.fromOpaque(Unmanaged.passUnretained(box).toOpaque())._withUnsafeGuaranteedRef { $0.observer.on(event) }
        }
        return source.subscribe(boxed)
    }
}

extension ObservableType {
    /// Wraps this sequence in `Observable`, which hides its concrete type.
    @inlinable
    public func asObservable() -> Observable<Element> {
        Observable(self)
    }
}
