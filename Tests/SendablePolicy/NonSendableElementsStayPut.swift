// Must NOT compile (`.ci/run` checks that it fails, and on which line): a subject or relay
// of non-sendable elements is not Sendable, so it cannot be captured by a task that runs
// elsewhere (CONTRIBUTING.md, "Sendable"). Not part of any target.
import ValueRx

final class Photo {
    var pixels: [UInt8] = []
}

func leakSubject() {
    let subject = PublishSubject<Photo>()
    Task.detached {
        subject.onNext(Photo())
    }
    subject.onNext(Photo()) // the subject is used on both sides: error, PublishSubject<Photo> is not Sendable
}

func leakRelay() {
    let relay = BehaviorRelay(value: Photo())
    Task.detached {
        relay.accept(Photo())
    }
    relay.accept(Photo()) // used on both sides: error, BehaviorRelay<Photo> is not Sendable
}

// The same with sendable elements compiles (checked by ValueRxSwift6Tests).

