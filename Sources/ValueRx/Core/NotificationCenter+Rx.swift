import Foundation

#if !canImport(ObjectiveC)
extension NotificationCenter {
    /// `self` wrapped in `Reactive`, so `center.rx.notification(_:object:)` is reached as on
    /// Apple platforms.
    ///
    /// Recent Foundation on Linux declares `NotificationCenter` without `NSObject` as its
    /// superclass, so it does not get `rx` from `NSObject`'s `ReactiveCompatible`; where it
    /// still does, this member is the more specific of the two and gives the same value.
    public var rx: Reactive<NotificationCenter> {
        Reactive(self)
    }
}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications posted to this center with `name` (any name when `nil`) by `object`
    /// (any sender when `nil`), as a sequence that never ends by itself.
    ///
    /// Each subscription registers its own observer with the center when it starts and
    /// unregisters it when it is disposed; a notification is delivered on the thread that posts
    /// it, during `post`. The sequence holds `object` weakly: a subscription made after it is
    /// gone matches any sender (as RxSwift's does).
    ///
    /// ```swift
    /// let subscription = NotificationCenter.default.rx
    ///     .notification(.NSCalendarDayChanged)
    ///     .subscribe(onNext: { _ in refresh() })
    /// ```
    ///
    /// Differs from RxSwift, which returns `Observable<Notification>`: the result keeps its
    /// concrete type (erase it with `asObservable()`). Needs only Foundation, so it works on
    /// Linux too.
    ///
    /// - Parameters:
    ///   - name: The name to observe; `nil` for every name.
    ///   - object: The sender to observe; `nil` for every sender.
    /// - Returns: The posted notifications.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observables.Create<Notification> {
        let center = base
        return Observables.Create { [weak object] observer in
            let forward = NotificationForwarder(observer: observer)
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                forward.observer.onNext(notification)
            }
            return Disposables.create {
                center.removeObserver(token)
            }
        }
    }
}

/// Carries a subscription's observer into the center's `@Sendable` block: the block runs on
/// the posting thread, and the observer is built to be called from any thread (ValueRx's
/// observers are serialized by the sequences that call them, as RxSwift's are).
private struct NotificationForwarder: @unchecked Sendable {
    let observer: AnyObserver<Notification>
}
