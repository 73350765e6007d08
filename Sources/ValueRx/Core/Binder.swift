/// An observer for UI bindings: it applies each element to a target object on a scheduler
/// (the main scheduler by default), holds the target weakly, and treats an error as a
/// programmer error.
///
/// ```swift
/// let enabled = Binder(button) { button, isEnabled in button.isEnabled = isEnabled }
/// viewModel.canSubmit.drive(enabled).disposed(by: bag)
/// ```
///
/// Once the target is gone, elements are dropped. Completion is ignored. An error stops the
/// program in DEBUG builds and is printed otherwise (RxSwift's `rxFatalErrorInDebug`).
public struct Binder<Value>: ObserverType {
    /// The type of the elements the binder applies.
    public typealias Element = Value

    @usableFromInline internal let binding: (Event<Value>) -> Void

    /// Creates a binder that calls `binding` with the target and each element, on
    /// `scheduler`.
    ///
    /// - Parameters:
    ///   - target: The object bound to; held weakly.
    ///   - scheduler: Where `binding` runs; a new `MainScheduler` by default (on the main
    ///     thread with nothing queued, it runs at once).
    ///   - binding: Applies an element to the target.
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping (Target, Value) -> Void) {
        weak let weakTarget = target
        // Made once: scheduling an element then allocates no closure.
        let apply: (Value) -> Disposable = { element in
            if let target = weakTarget {
                binding(target, element)
            }
            return Disposables.create()
        }
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element, action: apply)
            case .error(let error):
                reportProgrammerError("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Applies an element to the target on the binder's scheduler; ignores completion; reports
    /// an error as a programmer error.
    ///
    /// - Parameter event: The event.
    /// - Returns: Always `.continue`: a binder takes any number of events.
    @inlinable
    public func on(_ event: Event<Value>) -> Flow {
        binding(event)
        return .continue
    }

    /// This binder as an `AnyObserver`.
    ///
    /// - Returns: An observer that forwards to this binder.
    @inlinable
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: binding)
    }
}

extension Reactive where Base: AnyObject {
    /// A `Binder` for any writable property of the wrapped object: `label.rx.text` binds to
    /// `label.text`, on the main scheduler, without retaining the object.
    ///
    /// - Parameter keyPath: The property to write.
    /// - Returns: A binder that writes each element to the property.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}
