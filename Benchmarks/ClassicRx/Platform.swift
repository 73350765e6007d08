// ClassicRx: platform layer.
//
// Mirrors RxSwift's `Platform/AtomicInt.swift` (`AtomicInt`: an `NSLock` subclass guarding an
// `Int32`, with `fetchOr`/`load`/`isFlagSet`; here a class owning a heap-allocated pthread mutex,
// the same shape and cost as `NSLock` on Linux), `Platform/RecursiveLock.swift` and
// `Concurrency/Lock.swift` (`RecursiveLock` = `NSRecursiveLock`, `SpinLock` = `RecursiveLock`,
// `performLocked`), `Platform/Platform.Linux.swift` (thread-local values kept in
// `Thread.current.threadDictionary`), `RxMutableBox.swift` (`RxMutableBox`, an `NSObject` on Linux
// so it can live in the thread dictionary), `Platform/DataStructures/Queue.swift` (`Queue`, a ring
// buffer) and `Platform/DataStructures/Bag.swift` (`Bag`/`BagKey`: one inline slot, then a small
// array of pairs, then a dictionary).
//
// The costs are kept on purpose: every flag is a lock round trip on a heap-allocated mutex, exactly
// the price RxSwift pays on Linux.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - Lock-based atomic integer

/// A 32-bit integer whose every access takes a mutex.
///
/// RxSwift's `AtomicInt` subclasses `NSLock`; this toolchain's Linux Foundation cannot be
/// subclassed from another module ("overridable members that could not be loaded"), so this class
/// reproduces what an `NSLock` is on Linux: an object owning a separately allocated
/// `pthread_mutex_t`. Creating one therefore costs two allocations, and every read or write is a
/// lock/unlock pair, as in RxSwift.
final class AtomicInt: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var storage: Int32

    init(_ initialValue: Int32 = 0) {
        storage = initialValue
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    func lock() {
        pthread_mutex_lock(mutex)
    }

    @inline(__always)
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Sets the bits of `mask` and returns the value seen before.
    @discardableResult
    @inline(__always)
    func fetchOr(_ mask: Int32) -> Int32 {
        lock()
        let before = storage
        storage |= mask
        unlock()
        return before
    }

    /// Adds `delta` and returns the value seen before.
    @discardableResult
    @inline(__always)
    func add(_ delta: Int32) -> Int32 {
        lock()
        let before = storage
        storage += delta
        unlock()
        return before
    }

    @inline(__always)
    func load() -> Int32 {
        lock()
        let current = storage
        unlock()
        return current
    }

    @inline(__always)
    func isFlagSet(_ mask: Int32) -> Bool {
        (load() & mask) != 0
    }
}

// MARK: - Locks

/// RxSwift uses Foundation's recursive lock everywhere it needs a mutex (and calls it
/// `SpinLock` in a few places, which is the same type).
typealias RecursiveLock = NSRecursiveLock
typealias SpinLock = RecursiveLock

extension NSRecursiveLock {
    @inline(__always)
    final func performLocked<T>(_ body: () -> T) -> T {
        lock()
        defer { unlock() }
        return body()
    }
}

// MARK: - Thread-local storage through the Foundation thread dictionary

enum ThreadLocalStorage {
    static func value<T: AnyObject>(forKey key: String) -> T? {
        let dictionary = Thread.current.threadDictionary
        return dictionary[key] as? T
    }

    static func setValue<T: AnyObject>(_ value: T?, forKey key: String) {
        if let value {
            Thread.current.threadDictionary[key] = value
        } else {
            Thread.current.threadDictionary[key] = nil
        }
    }
}

/// A reference cell for a value type; an `NSObject` so the thread dictionary can hold it.
final class MutableBox<Value>: NSObject {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

// MARK: - Queue (ring buffer)

/// A growable first-in first-out ring buffer backed by an array of optionals.
struct Queue<Item> {
    private var slots: ContiguousArray<Item?>
    private var head = 0
    private(set) var count = 0
    private let minimumCapacity: Int

    /// A zero capacity allocates nothing until the first `enqueue` (as in RxSwift, where
    /// `AsyncLock` starts and resets its queue with `Queue(capacity: 0)`).
    init(capacity: Int) {
        minimumCapacity = Swift.max(capacity, 0)
        slots = ContiguousArray(repeating: nil, count: minimumCapacity)
    }

    var isEmpty: Bool { count == 0 }

    mutating func enqueue(_ item: Item) {
        if count == slots.count {
            relocate(capacity: Swift.max(slots.count, 1) * 2)
        }
        var tail = head + count
        if tail >= slots.count { tail -= slots.count }
        slots[tail] = item
        count += 1
    }

    mutating func dequeue() -> Item? {
        if count == 0 { return nil }
        let item = slots[head]
        slots[head] = nil
        head += 1
        if head == slots.count { head = 0 }
        count -= 1
        // Give memory back once the buffer is mostly empty.
        if slots.count > minimumCapacity, count < slots.count / 4 {
            relocate(capacity: Swift.max(slots.count / 2, minimumCapacity))
        }
        return item
    }

    private mutating func relocate(capacity: Int) {
        var fresh = ContiguousArray<Item?>(repeating: nil, count: capacity)
        var index = head
        for position in 0 ..< count {
            fresh[position] = slots[index]
            index += 1
            if index == slots.count { index = 0 }
        }
        slots = fresh
        head = 0
    }
}

// MARK: - Bag

struct BagKey: Hashable {
    let rawValue: UInt64
}

/// An unordered collection addressed by increasing keys. The first element lives inline,
/// the next few in an array of pairs, the rest in a dictionary.
struct Bag<Element> {
    private static var pairLimit: Int { 30 }

    private var nextKey = BagKey(rawValue: 0)

    var firstKey: BagKey?
    var firstValue: Element?
    var pairs = ContiguousArray<(key: BagKey, value: Element)>()
    var dictionary: [BagKey: Element]?
    /// True while nothing has ever been stored outside the inline slot.
    var onlyInlineSlot = true

    init() {}

    mutating func insert(_ element: Element) -> BagKey {
        let key = nextKey
        nextKey = BagKey(rawValue: nextKey.rawValue &+ 1)

        if firstKey == nil {
            firstKey = key
            firstValue = element
            return key
        }

        onlyInlineSlot = false

        if dictionary != nil {
            dictionary![key] = element
            return key
        }

        if pairs.count < Bag.pairLimit {
            pairs.append((key: key, value: element))
            return key
        }

        dictionary = [key: element]
        return key
    }

    var count: Int {
        (firstValue != nil ? 1 : 0) + pairs.count + (dictionary?.count ?? 0)
    }

    mutating func removeAll() {
        firstKey = nil
        firstValue = nil
        pairs.removeAll(keepingCapacity: false)
        dictionary?.removeAll(keepingCapacity: false)
    }

    mutating func removeKey(_ key: BagKey) -> Element? {
        if firstKey == key {
            firstKey = nil
            let removed = firstValue
            firstValue = nil
            return removed
        }

        if let removed = dictionary?.removeValue(forKey: key) {
            return removed
        }

        for index in pairs.indices where pairs[index].key == key {
            let removed = pairs[index].value
            pairs.remove(at: index)
            return removed
        }

        return nil
    }

    func forEach(_ body: (Element) -> Void) {
        if let firstValue { body(firstValue) }
        if onlyInlineSlot { return }
        for index in pairs.indices { body(pairs[index].value) }
        if let dictionary {
            for value in dictionary.values { body(value) }
        }
    }
}

/// Delivers `event` to every handler of a snapshot (mirrors `dispatch` in `Extensions/Bag+Rx.swift`).
func dispatch<Element>(_ handlers: Bag<(Event<Element>) -> Void>, _ event: Event<Element>) {
    handlers.firstValue?(event)
    if handlers.onlyInlineSlot { return }
    let pairs = handlers.pairs
    for index in 0 ..< pairs.count {
        pairs[index].value(event)
    }
    if let dictionary = handlers.dictionary {
        for handler in dictionary.values { handler(event) }
    }
}

/// Disposes every element of a bag (mirrors `disposeAll(in:)` in `Extensions/Bag+Rx.swift`).
func disposeAll(in bag: Bag<Disposable>) {
    bag.forEach { $0.dispose() }
}
