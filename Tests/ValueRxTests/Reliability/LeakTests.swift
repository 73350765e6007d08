import AllocationCounter
import Dispatch
import Foundation
import ValueRx
import XCTest

/// Subscribe/dispose cycles of a representative chain (create, a subject, share, observe(on:))
/// keep the heap flat, and with `TRACE_RESOURCES` the live count too.
///
/// Bounded here (20,000 cycles, about a second); `VALUERX_LEAK_CYCLES=1000000` runs the full
/// figure.
final class LeakTests: ValueRxTestCase {
    func testSubscribeDisposeCyclesKeepTheHeapFlat() throws {
        guard vrx_heap_in_use() > 0 else { throw XCTSkip("heap figures need glibc") }
        let cycles = ProcessInfo.processInfo.environment["VALUERX_LEAK_CYCLES"].flatMap(Int.init) ?? 20_000
        let queue = DispatchQueue(label: "leak-test")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "leak-test.observe")
        let subject = PublishSubject<Int>()
        let shared = subject.map { $0 &* 2 }.share(replay: 1)
        var sum = 0

        func cycle(_ i: Int) {
            let created = Observable<Int>.create { observer in
                observer.onNext(i)
                return Disposables.create()
            }
            let a = created.observe(on: scheduler).subscribe(onNext: { _ in })
            let b = shared.subscribe(onNext: { sum &+= $0 })
            let c = shared.filter { $0 > 0 }.subscribe(onNext: { _ in })
            subject.onNext(i)
            a.dispose()
            b.dispose()
            c.dispose()
        }

        // Warm up: caches, the subject's storage, the queue's machinery.
        for i in 0 ..< 2_000 { cycle(i) }
        queue.sync {}
        #if TRACE_RESOURCES
        let resourcesBefore = Resources.total
        #endif
        // Two measured rounds; the smaller growth counts. A leak grows the heap in both rounds
        // by the same amount; the allocator's own noise (arena growth, the dispatch queue's
        // machinery, more of it with the fallback synchronization's small blocks) does not repeat.
        var growth = Int64.max
        for _ in 0 ..< 2 {
            let heapBefore = vrx_heap_in_use()
            let started = Date()
            for i in 0 ..< cycles { cycle(i) }
            queue.sync {}
            let heapAfter = vrx_heap_in_use()
            let seconds = Date().timeIntervalSince(started)
            let roundGrowth = Int64(heapAfter) - Int64(heapBefore)
            growth = min(growth, roundGrowth)
            print("LeakTests: \(cycles) cycles in \(String(format: "%.2f", seconds)) s, heap \(heapBefore) → \(heapAfter) bytes (growth \(roundGrowth))")
        }
        // Flat: a leak of even one small object per cycle would grow by well over a megabyte.
        XCTAssertLessThan(growth, 256 * 1024, "the heap grew by \(growth) bytes over \(cycles) cycles")
        #if TRACE_RESOURCES
        XCTAssertNil(ResourceCheck.leaked(since: resourcesBefore), "alive: \(Resources.liveByType)")
        #endif
        XCTAssertGreaterThan(sum, 0)
    }
}
