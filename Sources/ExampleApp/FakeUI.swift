import ValueRx

/// A stand-in for a UI label, so the examples run where there is no UI framework (Linux, a
/// command-line program, a test).
///
/// `label.rx.text` is a `Binder<String>` (from `Reactive`'s dynamic member lookup), as it is
/// for a UIKit label with RxCocoa:
///
/// ```swift
/// viewModel.title.drive(label.rx.text).disposed(by: bag)
/// ```
public final class FakeLabel: ReactiveCompatible {
    /// The text shown.
    public var text: String

    /// Creates a label.
    ///
    /// - Parameter text: The text shown at first.
    public init(text: String = "") {
        self.text = text
    }
}

/// A stand-in for a UI button: it can be enabled or disabled, and `tap()` plays the part of
/// the user's finger.
///
/// `button.rx.tap` is its `ControlEvent` of taps and `button.rx.isEnabled` a `Binder<Bool>`:
///
/// ```swift
/// viewModel.canSubmit.drive(button.rx.isEnabled).disposed(by: bag)
/// button.rx.tap.bind(to: viewModel.submitTaps).disposed(by: bag)
/// button.tap()
/// ```
public final class FakeButton: ReactiveCompatible {
    /// The button's caption.
    public let title: String

    /// Whether the button reacts to taps.
    public var isEnabled: Bool

    /// The taps that reached the button while it was enabled.
    fileprivate let taps = PublishRelay<Void>()

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - title: The caption.
    ///   - isEnabled: Whether it reacts to taps at first.
    public init(title: String, isEnabled: Bool = true) {
        self.title = title
        self.isEnabled = isEnabled
    }

    /// Plays a tap by the user: it reaches `rx.tap` only while the button is enabled, as a
    /// disabled button ignores touches.
    public func tap() {
        if isEnabled {
            taps.accept(())
        }
    }
}

extension Reactive where Base == FakeButton {
    /// The button's taps, as the `ControlEvent` a UIKit button's `rx.tap` is with RxCocoa.
    public var tap: ControlEvent<Void> {
        ControlEvent(events: base.taps)
    }
}
