import Foundation

/// Independent parts of one run done at once on the machine's cores. The results keep the parts' order, so the output
/// is exactly what doing them one after the other gives.
enum Concurrently {
    /// `transform` of each element, in order, the elements taken up by as many threads at once as there are cores.
    static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = Results<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            results.set(transform(elements[index]), at: index)
        }
        return results.all
    }

    /// A slot per part, each filled by the thread that did the part.
    private final class Results<Value: Sendable>: @unchecked Sendable {
        // @unchecked: `values` is only read or written under `lock`.
        private let lock = NSLock()
        private var values: [Value?]

        init(count: Int) {
            values = Array(repeating: nil, count: count)
        }

        func set(_ value: Value, at index: Int) {
            lock.withLock { values[index] = value }
        }

        /// Every part's result; called once all are set.
        var all: [Value] {
            lock.withLock { values.map { $0! } }
        }
    }
}
