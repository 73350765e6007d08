import ValueRx

/// What the login form holds.
public struct Credentials: Equatable, Sendable {
    /// The email address typed.
    public var email: String
    /// The password typed.
    public var password: String

    /// Creates credentials from the two fields.
    ///
    /// - Parameters:
    ///   - email: The email address.
    ///   - password: The password.
    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }

    /// Whether the form may be sent: the email contains "@" and the password has at least
    /// 8 characters.
    public var isValid: Bool {
        email.contains("@") && password.count >= 8
    }
}

/// Checks credentials with a server.
public protocol LoginService {
    /// Whether the server accepts `credentials`: `true` for a known account and its password,
    /// `false` otherwise.
    ///
    /// Each subscription sends the request; it fails when the server cannot be reached.
    ///
    /// - Parameter credentials: The email and password to check.
    /// - Returns: The server's verdict, or its error.
    func logIn(_ credentials: Credentials) -> Single<Bool>
}

/// The logic of a login screen: the button is enabled only while the form is valid, and a tap
/// sends the form as it is at that moment, reporting progress and outcome as status messages.
///
/// ```
/// email:     ""---ada@x.io-----------------
/// password:  ""-----------lovelace---------
///              combineLatest → isValid → distinctUntilChanged
/// enabled:   false--------true-------------
/// taps:      ----------------------()------
///              withLatestFrom(credentials) → flatMapLatest { logIn }
/// status:    ----------------------s----w--     s: "Signing in as …", w: "Welcome, …!"
/// ```
///
/// ```swift
/// let viewModel = LoginViewModel(service: FakeLoginService(scheduler: MainScheduler.instance))
/// viewModel.isLoginEnabled.drive(loginButton.rx.isEnabled).disposed(by: bag)
/// viewModel.status.emit(to: statusLabel.rx.text).disposed(by: bag)
/// loginButton.rx.tap.bind(to: viewModel.loginTaps).disposed(by: bag)
/// ```
public final class LoginViewModel {
    /// The email field; the view writes every change with `accept(_:)`.
    public let email = BehaviorRelay<String>(value: "")

    /// The password field; the view writes every change with `accept(_:)`.
    public let password = BehaviorRelay<String>(value: "")

    /// Taps on the login button; the view binds the button's taps to it.
    public let loginTaps = PublishRelay<Void>()

    /// Whether the login button is enabled: the form is valid. Sends only changes, on the main
    /// thread; a new observer gets the current state at once.
    public let isLoginEnabled: Driver<Bool>

    /// Status messages for the latest tap on a valid form: "Signing in as <email>..." at once,
    /// then the outcome ("Welcome, …!", "Wrong email or password.", or "Cannot reach the server.
    /// Try again."). A new tap abandons the attempt in progress. Taps on an invalid form are
    /// ignored.
    public let status: Signal<String>

    /// Wires the form and the button to the service.
    ///
    /// - Parameter service: Where the credentials are checked.
    public init(service: any LoginService) {
        let credentials = Observable.combineLatest(email, password) { email, password in
            Credentials(email: email, password: password)
        }
        .asObservable()

        isLoginEnabled = credentials
            .map { $0.isValid }
            .distinctUntilChanged()
            .asDriver(onErrorJustReturn: false)

        status = loginTaps
            .withLatestFrom(credentials)
            // The view disables the button for an invalid form; the view model does not rely on it.
            .filter { $0.isValid }
            .flatMapLatest { LoginViewModel.attempt(with: $0, service: service) }
            // Never used: each attempt replaces its error with a message.
            .asSignal(onErrorJustReturn: "")
    }

    /// The messages of one login attempt: progress at once, then the outcome; an error becomes
    /// a message, so the attempt never fails.
    private static func attempt(with credentials: Credentials, service: any LoginService) -> Observable<String> {
        service.logIn(credentials)
            .map { (accepted: Bool) -> String in
                accepted ? "Welcome, \(credentials.email)!" : "Wrong email or password."
            }
            .catchAndReturn("Cannot reach the server. Try again.")
            .asObservable()
            .startWith("Signing in as \(credentials.email)...")
            .asObservable()
    }
}
