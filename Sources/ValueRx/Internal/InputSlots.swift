/// The subscriptions an asynchronous operator keeps for its running inputs, each under the key
/// `makeKey` gave the input, held in key order: `removeAll()` returns them in the order the
/// inputs were subscribed, whatever order they were stored in.
///
/// That is RxSwift's teardown order: its sinks hold their subscriptions in a
/// `CompositeDisposable`, whose `Bag` disposes its entries in insertion order (up to about 30
/// live entries; beyond that RxSwift falls back to a dictionary and its order is the hash's,
/// where ours stays the subscription order). A `[Int: Disposable]` gave an order that changed
/// with the process's hash seed.
///
/// Two parallel arrays in increasing key order. Keys come from `makeKey`, increasing, and an
/// input is usually stored after every earlier one, so `insert` appends; an input whose
/// `subscribe` call returned after a later input's is put in its sorted place. `remove` finds
/// its key by binary search. Removing the last entry shortens the arrays; removing another one
/// leaves a hole (its key negated, keys being positive, and a no-op disposable in its place, so
/// the subscription is released at once) that a compaction takes out once holes outnumber
/// entries: inputs that end oldest first, as merged timers do, cost no shifting.
///
/// Touched per input subscription, never per event. Not thread-safe: the owner guards it with
/// its lock, and disposes what `remove`/`removeAll` return outside the lock.
@usableFromInline
internal struct InputSlots {
    /// The entries' keys, increasing in magnitude; a hole has its key negated.
    @usableFromInline internal var keys: [Int] = []
    /// The subscriptions, parallel to `keys`; a hole holds a `NopDisposable`.
    @usableFromInline internal var disposables: [Disposable] = []
    /// Entries that are not holes. 0 exactly when both arrays are empty.
    @usableFromInline internal var live = 0
    @usableFromInline internal var nextKey = 0

    @inlinable
    internal init() {}

    /// A new key, for an input about to be subscribed: greater than every key given before
    /// (positive).
    @inlinable
    internal mutating func makeKey() -> Int {
        nextKey &+= 1
        return nextKey
    }

    /// Keeps `disposable` under `key` (a key from `makeKey`), in key order; replaces what `key`
    /// held.
    @inlinable
    internal mutating func insert(_ disposable: Disposable, for key: Int) {
        // The last entry is never a hole (`remove` drops trailing holes).
        if keys.isEmpty || key > keys[keys.count &- 1] {
            keys.append(key)
            disposables.append(disposable)
            live &+= 1
            return
        }
        insertInPlace(disposable, for: key)
    }

    /// `insert` for a key not above the last one: an input whose `subscribe` call returned after
    /// a later input's (reentrancy, or inputs subscribed on several threads).
    @inlinable @inline(never)
    internal mutating func insertInPlace(_ disposable: Disposable, for key: Int) {
        let index = position(of: key)
        if index < keys.count, keys[index] == key {
            disposables[index] = disposable
            return
        }
        live &+= 1
        if index < keys.count, keys[index] == -key {
            keys[index] = key
            disposables[index] = disposable
            return
        }
        keys.insert(key, at: index)
        disposables.insert(disposable, at: index)
    }

    /// Takes out what `key` holds; `nil` when it holds nothing.
    @inlinable
    internal mutating func remove(_ key: Int) -> Disposable? {
        let index = position(of: key)
        guard index < keys.count, keys[index] == key else { return nil }
        live &-= 1
        if live == 0 {
            let removed = disposables[index]
            keys.removeAll(keepingCapacity: true)
            disposables.removeAll(keepingCapacity: true)
            return removed
        }
        if index == keys.count &- 1 {
            keys.removeLast()
            let removed = disposables.removeLast()
            // Keep the last entry a live one, for `insert`'s comparison.
            while keys[keys.count &- 1] < 0 {
                keys.removeLast()
                disposables.removeLast()
            }
            return removed
        }
        let removed = disposables[index]
        keys[index] = -key
        disposables[index] = NopDisposable()
        if live &* 2 < keys.count { compact() }
        return removed
    }

    /// Whether no input is held.
    @inlinable
    internal var isEmpty: Bool { live == 0 }

    /// Takes out every held subscription, in key order (the order the inputs were subscribed).
    @inlinable
    internal mutating func removeAll() -> [Disposable] {
        guard live > 0 else { return [] }
        if live != keys.count { compact() }
        // The array is handed over, not copied.
        let all = disposables
        disposables = []
        keys.removeAll(keepingCapacity: true)
        live = 0
        return all
    }

    /// The index of the first entry whose key is not below `key` in magnitude (holes included).
    @inlinable
    internal func position(of key: Int) -> Int {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = low &+ (high &- low) >> 1
            if Swift.abs(keys[middle]) < key {
                low = middle &+ 1
            } else {
                high = middle
            }
        }
        return low
    }

    /// Takes the holes out, keeping the entries' order.
    @inlinable @inline(never)
    internal mutating func compact() {
        var write = 0
        for read in 0 ..< keys.count where keys[read] > 0 {
            if write != read {
                keys[write] = keys[read]
                // The hole's no-op disposable goes to `read`, dropped below.
                disposables.swapAt(write, read)
            }
            write &+= 1
        }
        keys.removeLast(keys.count &- write)
        disposables.removeLast(disposables.count &- write)
    }
}
