/// The members or elements of every open container, one container's after its parent's: when a container
/// closes, its values move out into an array of exactly their number, so no container's array ever grows.
///
/// Not copyable: it owns its buffer, and a parser keeps it inline, where reading it needs neither reference
/// counting nor exclusivity checks.
package struct JSONValueStack<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of values held.
    package private(set) var count = 0

    /// Creates an empty stack.
    package init() {
        capacity = 64
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Adds `element` on top.
    package mutating func append(_ element: consuming Element) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Calls `body` with the values from `start` up, in order.
    package func withValues<Result>(from start: Int, _ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: storage + start, count: count - start))
    }

    /// Removes the values from `start` up, returning them in order.
    package mutating func removeArray(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        count = start
        let source = storage + start
        return Array(unsafeUninitializedCapacity: moved) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: source, count: moved)
            initialized = moved
        }
    }
}
