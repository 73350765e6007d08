import Foundation

/// A thin wrapper around a value that gives reactive extensions a namespace of their own:
/// anything you add to `Reactive` is reached through `.rx` and never crowds the wrapped type's
/// own members.
///
/// Add members with an extension constrained on `Base`; the constraint decides which types see
/// them, and `base` is the value they work on.
///
/// ```swift
/// struct Thermometer: ReactiveCompatible {
///     var celsius: Double
/// }
///
/// extension Reactive where Base == Thermometer {
///     var fahrenheit: Observables.Just<Double> {
///         Observable.just(base.celsius * 9 / 5 + 32)
///     }
/// }
///
/// _ = Thermometer(celsius: 100).rx.fahrenheit.subscribe(onNext: { print($0) }) // 212.0
/// ```
///
/// As in RxSwift, `Reactive` is `@dynamicMemberLookup`: for a class, `object.rx.someProperty`
/// is a `Binder` that writes the property (see `subscript(dynamicMember:)`).
@frozen
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The value the reactive extensions act on.
    public let base: Base

    /// Wraps `base` so that the extensions declared on `Reactive` apply to it.
    ///
    /// - Parameter base: The value to wrap.
    @inlinable
    public init(_ base: Base) {
        self.base = base
    }
}

/// A type whose values and metatype offer reactive extensions under `.rx`.
///
/// Conform with an empty extension: the default implementations wrap `self` (or `Self.self`) in
/// `Reactive`. `NSObject` already conforms, so every Foundation class and its subclasses have
/// `.rx`.
///
/// ```swift
/// final class Downloader: ReactiveCompatible { ... }
///
/// extension Reactive where Base: Downloader {
///     var progress: some ObservableType<Double> { ... }
/// }
///
/// downloader.rx.progress
/// ```
public protocol ReactiveCompatible {
    /// The type `Reactive` wraps; the conforming type itself in the default implementations.
    associatedtype ReactiveBase

    /// The namespace of the type-level (static) reactive extensions.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace of the instance-level reactive extensions.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// `Reactive<Self>.self`, so `Self.rx.member` reaches the static members of a
    /// `Reactive` extension.
    ///
    /// Assigning to it does nothing. The setter exists so that a settable static property of a
    /// `Reactive` extension can be assigned through `Self.rx`.
    @inlinable
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // Deliberately empty: the setter only makes `Self.rx.member = value` well formed.
        set {}
    }

    /// `self` wrapped in `Reactive`, so `value.rx.member` reaches the instance members of a
    /// `Reactive` extension.
    ///
    /// Assigning to it does nothing. The setter exists so that a settable property of a
    /// `Reactive` extension can be assigned through `value.rx`; for a class, such a setter
    /// typically writes through `base`, which refers to the same object.
    @inlinable
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // Deliberately empty: the setter only makes `value.rx.member = newValue` well formed.
        set {}
    }
}

/// Every `NSObject`, and so every class that inherits from it, has `.rx`, as in RxSwift.
extension NSObject: ReactiveCompatible {}

extension Reactive: Sendable where Base: Sendable {}
