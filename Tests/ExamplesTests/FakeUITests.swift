import ExampleApp
import ValueRx
import XCTest

/// The fake views' bindings. The tests run on the main thread, where a driver and a binder on
/// the main scheduler deliver at once, so each assertion follows the change it checks.
final class FakeUITests: XCTestCase {
    /// `label.rx.text` is a binder that writes the label.
    func testLabelTextIsABinder() {
        let label = FakeLabel()
        let title = BehaviorRelay(value: "first")
        let subscription = title.asDriver().drive(label.rx.text)
        XCTAssertEqual(label.text, "first")
        title.accept("second")
        XCTAssertEqual(label.text, "second")
        subscription.dispose()
    }

    /// `button.rx.isEnabled` is a binder, and `rx.tap` sends only the taps on an enabled button.
    func testAButtonSendsTapsOnlyWhileEnabled() {
        let button = FakeButton(title: "Send", isEnabled: false)
        let canSend = BehaviorRelay(value: false)
        let taps = PublishRelay<Void>()
        var received = 0
        let bag = DisposeBag()
        canSend.asDriver().drive(button.rx.isEnabled).disposed(by: bag)
        button.rx.tap.bind(to: taps).disposed(by: bag)
        taps.subscribe(onNext: { received += 1 }).disposed(by: bag)

        button.tap()
        XCTAssertEqual(received, 0, "a disabled button ignores taps")
        canSend.accept(true)
        XCTAssertTrue(button.isEnabled)
        button.tap()
        button.tap()
        XCTAssertEqual(received, 2)
    }
}
