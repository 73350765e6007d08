#!/usr/bin/env bash
# Writes the skeleton of a new operator, ready to fill in: its blocks in Scripts/surface.txt,
# its source file and its test file, each marked `TODO(new-operator)` where a decision is yours.
# The recipe it follows, and what "done" means, is the Writing an Operator article
# (Sources/ValueRx/ValueRx.docc/WritingAnOperator.md).
#
#     bash Scripts/new-operator.sh stage pairwise        # an element-wise operator: a stage
#     bash Scripts/new-operator.sh time throttleLast     # a time operator: a machine on TimedSink
#     bash Scripts/new-operator.sh sink distinctFirst    # any other operator with a sink of its own
#
# The name is the operator's method name (lower camel case); its types take it in upper camel
# case (`Stages.Pairwise`, `Observables.ThrottleLast`, `ThrottleLastMachine`). The script
# refuses a name that a block of the table or a source file already uses. The skeleton
# compiles, and fails its tests until written: every body to write is a `fatalError` naming it.
# Then run `bash Scripts/generate-surface.sh` (the script does at the end) and follow the
# article's "Done when" list. Only the Swift toolchain, bash and awk are needed.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: bash Scripts/new-operator.sh stage|time|sink <operatorName>" >&2; exit 2; }
[ $# -eq 2 ] || usage
kind=$1
name=$2
case $kind in stage|time|sink) ;; *) usage ;; esac
[[ $name =~ ^[a-z][A-Za-z0-9]*$ ]] || { echo "new-operator: the name is a method name in lower camel case (pairwise, throttleLast)" >&2; exit 2; }
Type="$(tr '[:lower:]' '[:upper:]' <<<"${name:0:1}")${name:1}"
table=Scripts/surface.txt

if grep -qE "^== [a-z-]+( static)? ($name|$Type)\$" "$table"; then
    echo "new-operator: $table already has a block named $name or $Type" >&2; exit 1
fi
case $kind in
    stage) source="Sources/ValueRx/Operators/ElementWise/$Type.swift"; tests="Tests/ValueRxTests/Operators/ElementWise/${Type}Tests.swift"; file=PipelineOperators ;;
    time) source="Sources/ValueRx/Operators/Time/$Type.swift"; tests="Tests/ValueRxTests/Operators/Time/${Type}Tests.swift"; file=TimeOperators ;;
    sink) source="Sources/ValueRx/Operators/Combining/$Type.swift"; tests="Tests/ValueRxTests/Operators/Combining/${Type}Tests.swift"; file=CombiningOperators ;;
esac
for path in "$source" "$tests"; do
    [ ! -e "$path" ] || { echo "new-operator: $path exists" >&2; exit 1; }
done

# Inserts the blocks read on standard input after the last block of `file` in the table (blocks
# are written in table order; a scheduler form must follow its generic method: the generator
# checks it).
insert_blocks() {
    local blocks last
    blocks=$(cat)
    last=$(awk -v f="file: $1" '/^== /{start = NR} $0 == f {last = start} END {print last}' "$table")
    [ -n "$last" ] || { echo "new-operator: no block of $table writes $1" >&2; exit 1; }
    # The block ends where the next one or a comment starts (a blank line may be inside a value).
    awk -v after="$last" -v blocks="$blocks" '
        NR > after && !done && /^(== |#)/ {
            if (previous != "") print ""
            printf "%s\n\n", blocks
            done = 1
        }
        { print; previous = $0 }
        END { if (!done) { if (previous != "") print ""; print blocks } }
    ' "$table" > "$table.new"
    mv "$table.new" "$table"
}

# Writes the test skeleton: the contract suite and a virtual-time scenario whose expected events
# are left to write (the test fails until then). `call` is the operator applied to a sequence,
# written after `$0` and `xs` (a time operator's scheduler is `scheduler`).
write_tests() {
    local signature=$1 call=$2 setup=""
    if [[ $call == *scheduler* ]]; then setup="        let scheduler = TestScheduler(initialClock: 0)
"; fi
    cat > "$tests" <<EOF
import ValueRx
import ValueRxTest
import XCTest

/// \`$name$signature\`: TODO(new-operator): RxSwift's tests of it, ported with the same recorded
/// times, go in Ported${Type}Tests.swift; an operator RxSwift lacks keeps its virtual-time tests
/// here (CONTRIBUTING, "Operators RxSwift lacks").
final class ${Type}Tests: ValueRxTestCase {
    func testContract() {
${setup}        assertOperatorContract { \$0$call }
    }

    func testEventsAtTheirTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 3), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start { xs$call }
        XCTFail("new-operator: write the expected events of $name, then compare: \(res.events)")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
EOF
}

case $kind in
stage)
insert_blocks PipelineOperators <<EOF
== stage-pair $name
target: observable
file: PipelineOperators
stage: Stages.$Type<Element>
call: Stages.$Type()
summary: TODO(new-operator): one sentence on what \`$name\` returns, in the words of the operator's
    RxSwift documentation if it has one (ours, not copied).
discussion: \`\`\`
    --1--2--3--|
      $name()
    --TODO(new-operator): the marble diagram of the result--|
    \`\`\`
returns: TODO(new-operator): the elements the result emits.
EOF
cat > "$source" <<EOF
extension Stages {
    /// The stage of \`$name()\`. TODO(new-operator): what it keeps between elements.
    @frozen
    public struct $Type<Element>: PipelineStage {
        /// Creates the stage.
        @inlinable
        internal init() {}

        /// TODO(new-operator): what one element does (\`.next\`, \`.skip\`, or \`.end\` to stop).
        @inlinable @inline(__always)
        public mutating func next(_ input: Element) -> StageStep<Element> {
            fatalError("new-operator: write Stages.$Type.next")
        }

        /// What the stage emits once \`next\` answered \`.end\`. TODO(new-operator): the
        /// completion (\`.terminal(nil)\`, as \`Stages.Take\`), or an error kept by \`next\`
        /// (\`Stages.Map\`).
        @inlinable
        public mutating func drain() -> StageDrain<Element> {
            fatalError("new-operator: write Stages.$Type.drain")
        }

        // TODO(new-operator): \`finish(_:)\` if the source's end emits something (see
        // \`Stages.TakeLast\`).
    }
}

// The \`$name\` operator methods are generated from Scripts/surface.txt.
EOF
write_tests "()" ".$name()"
;;
time)
insert_blocks TimeOperators <<EOF
== sink-operator $Type
target: observables
file: TimeOperators
generics: Source: ObservableType, Scheduler: SchedulerType
parameters: var source: Source, let dueTime: RxTimeInterval, let scheduler: Scheduler
conforms to: _SinkOperator
element: Source.Element
call: TimedSink.subscribe(source, running: ${Type}Machine(dueTime: dueTime), on: scheduler, observer)
attributes: @frozen
summary: The sequence \`$name(_:scheduler:)\` returns.
discussion: Subscribes to the source (inside the trampoline, as RxSwift's producers do).
element doc: The type of the elements.

== sink-method $name
target: observable
file: TimeOperators
generics: Scheduler: SchedulerType
parameters: _ dueTime: RxTimeInterval, scheduler: Scheduler
returns type: Observables.$Type<Self, Scheduler>
call: Observables.$Type(source: self, dueTime: dueTime, scheduler: scheduler)
summary: TODO(new-operator): what \`$name\` emits, and when.
discussion: TODO(new-operator): the marble diagram, as \`throttle\`'s block has it.
parameter dueTime: TODO(new-operator): what the interval is.
parameter scheduler: The scheduler that runs the timers.
returns: TODO(new-operator): the elements the result emits.

== scheduler-form $name
target: observable
file: TimeOperators
parameters: _ dueTime: RxTimeInterval, scheduler: any SchedulerType
returns type: Observables.$Type<Self, AnyScheduler>
summary: \`$name(_:scheduler:)\` with a scheduler held as an existential.
parameter dueTime: TODO(new-operator): as above.
parameter scheduler: The scheduler that runs the timers.
returns: TODO(new-operator): as above.
EOF
cat > "$source" <<EOF
import Foundation

/// The state of one \`$name\` subscription, run by a \`TimedSink\`. TODO(new-operator): what it
/// keeps (the waiting element, when the window opened), and the rule in two sentences.
///
/// A pure machine: no clock read, no timer scheduled, nothing called. Each input answers a
/// \`TimedStep\` (\`.none\`, \`.emit\`, \`.finish\`, \`.startTimer(after:)\`), which the sink
/// carries out. \`ThrottleMachine\` (Throttle.swift) is the one to read first.
@usableFromInline
internal struct ${Type}Machine<Element>: TimedMachine {
    @usableFromInline internal typealias Input = Element
    @usableFromInline internal typealias Output = Element

    @usableFromInline internal let dueTime: RxTimeInterval

    @inlinable
    internal init(dueTime: RxTimeInterval) {
        self.dueTime = dueTime
    }

    /// TODO(new-operator): \`true\` if the machine reads \`now\` (the sink then reads the clock).
    @inlinable
    internal static var usesClock: Bool { true }

    /// An event of the source at \`now\`.
    @inlinable
    internal mutating func on(_ event: Event<Element>, at now: RxTime) -> TimedStep<Element> {
        fatalError("new-operator: write ${Type}Machine.on")
    }

    /// The timer started by the last \`.startTimer(after:)\` fired at \`now\`.
    @inlinable
    internal mutating func timerFired(at now: RxTime) -> TimedStep<Element> {
        fatalError("new-operator: write ${Type}Machine.timerFired")
    }

    /// The subscription was disposed: drop what is held.
    @inlinable
    internal mutating func cancel() {
        // TODO(new-operator): release a waiting element.
    }
}

// \`Observables.$Type\` and the \`$name\` operator methods constructing it are generated
// from Scripts/surface.txt.
EOF
write_tests "(_:scheduler:)" ".$name(.seconds(20), scheduler: scheduler)"
;;
sink)
insert_blocks CombiningOperators <<EOF
== sink-operator $Type
target: observables
file: CombiningOperators
generics: Source: ObservableType
parameters: var source: Source
conforms to: _SinkOperator
element: Source.Element
call: let sink = ${Type}Sink<Source.Element, Observer>(downstream: observer)
    let trampoline = Trampoline.enter()
    return Trampoline.leave(trampoline, returning: sink.run(source))
attributes: @frozen
summary: The sequence \`$name()\` returns.
discussion: Subscribes to the source (inside the trampoline, as RxSwift's producers do).
element doc: The type of the elements.

== sink-method $name
target: observable
file: CombiningOperators
returns type: Observables.$Type<Self>
call: Observables.$Type(source: self)
summary: TODO(new-operator): what \`$name\` emits.
returns: TODO(new-operator): the elements the result emits.
EOF
cat > "$source" <<EOF
import Foundation

/// The sink of one \`$name\` subscription. TODO(new-operator): its state, and which thread may
/// call what. The kit it uses (SinkObserver, OutputBox, Lock) is explained in the Writing an
/// Asynchronous Operator article; \`SampleSink\` (Sample.swift) is a complete one to read.
@usableFromInline
internal final class ${Type}Sink<Element, Downstream: ObserverType>: SubjectRegistry, Cancelable, @unchecked Sendable
    where Downstream.Element == Element
{
    @usableFromInline internal let lock = Lock()
    /// Everything downstream goes through the box: one delivery at a time, in order.
    @usableFromInline internal let output: OutputBox<Downstream>
    /// The source subscription; guarded by \`lock\`.
    @usableFromInline @exclusivity(unchecked) internal var subscription: Disposable?
    #if TRACE_RESOURCES
    @usableFromInline internal let counted: CountedResource
    #endif

    @inlinable
    internal init(downstream: consuming Downstream) {
        #if TRACE_RESOURCES
        counted = CountedResource(Self.self)
        #endif
        output = OutputBox(output: downstream)
        output.owner = self
    }

    /// Subscribes to the source; returns the subscription the operator hands back.
    @inlinable
    internal func run<Source: ObservableType>(_ source: consuming Source) -> Disposable where Source.Element == Element {
        let subscription = source.subscribe(SinkObserver<Element>(sink: self, tag: 0) { sink, _, event in
            Unmanaged<${Type}Sink>.fromOpaque(Unmanaged.passUnretained(sink).toOpaque())._withUnsafeGuaranteedRef { \$0.on(event) }
        })
        // Disposed meanwhile (an observer that ended at once): the subscription goes now.
        let disposeNow: Bool = lock.withLock {
            if output.isDisposed { return true }
            self.subscription = subscription
            return false
        }
        if disposeNow { subscription.dispose() }
        return self
    }

    @inlinable
    internal var isDisposed: Bool { output.isDisposed }

    /// An event of the source. TODO(new-operator): decide under the lock, deliver after it
    /// (\`output.claim\` / \`deliverClaimed\`, or \`output.deliver\`), answer \`.stop\` once ended.
    @inlinable
    internal func on(_ event: Event<Element>) -> Flow {
        fatalError("new-operator: write ${Type}Sink.on")
    }

    /// Through \`Disposable\`: stops delivery, then disposes the source subscription.
    @inlinable
    internal func dispose() {
        output.disposeNow()
        let subscription: Disposable? = lock.withLock { self.subscription.take() }
        subscription?.dispose()
    }

    /// The output box's observer went away (it answered \`.stop\`): dispose the source.
    @usableFromInline
    internal func unsubscribe(_ subscriber: AnyObject) {
        let subscription: Disposable? = lock.withLock { self.subscription.take() }
        subscription?.dispose()
    }
}

// \`Observables.$Type\` and the \`$name\` operator method constructing it are generated from
// Scripts/surface.txt.
EOF
write_tests "()" ".$name()"
;;
esac

bash Scripts/generate-surface.sh | grep -v "already current" || true
echo "new-operator: wrote $source, $tests and the blocks of $name in $table."
echo "Next (the Writing an Operator article, \"Done when\"): fill in every TODO(new-operator) and"
echo "fatalError, port RxSwift's tests, add a place in Benchmarks/Bench/Chains32.swift, then"
echo "swift build -c release --target ValueRx && bash Scripts/check-public-api.sh --update &&"
echo "bash Scripts/check-operator-coverage.sh."
