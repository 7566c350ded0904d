/// Which unions may contain one another through their alternatives alone: the strongly connected components of the
/// graph whose edges go from each union to every union it lists as an alternative.
///
/// A union can reach itself through an alternative only when the two share a component (or the alternative is the
/// union itself), and leaving alternatives out only removes edges, so a union outside every such component needs no
/// search at all. Searching from every alternative of every union took the square of a chain's length: 5,000 unions
/// each listing the next took 15 s.
struct UnionCycles {
    /// The component of each union that shares one with another union; unions on no cycle are absent.
    private var component: [String: Int] = [:]

    /// The components of the unions `alternatives` names as keys, each with the names of its alternatives (only those
    /// that are keys too are unions).
    init(alternatives: [String: [String]]) {
        // Kosaraju's two passes, with explicit stacks so that a chain of 10,000 unions cannot overflow the call stack.
        // The first pass lists the unions in the order their depth-first searches finish; sorted roots keep it stable.
        var finished: [String] = []
        var seen: Set<String> = []
        for root in alternatives.keys.sorted() where seen.insert(root).inserted {
            var stack: [(union: String, next: Int)] = [(root, 0)]
            while let top = stack.last {
                let targets = alternatives[top.union] ?? []
                guard top.next < targets.count else {
                    finished.append(top.union)
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = targets[top.next]
                if alternatives[target] != nil, seen.insert(target).inserted { stack.append((target, 0)) }
            }
        }
        var listedBy: [String: [String]] = [:]
        for (union, targets) in alternatives {
            for target in targets where alternatives[target] != nil { listedBy[target, default: []].append(union) }
        }
        // The second pass, over the reversed edges in reverse finishing order, collects one component per root.
        var assigned: Set<String> = []
        var count = 0
        for root in finished.reversed() where assigned.insert(root).inserted {
            var members: [String] = []
            var pending = [root]
            while let union = pending.popLast() {
                members.append(union)
                for source in listedBy[union] ?? [] where assigned.insert(source).inserted { pending.append(source) }
            }
            guard members.count > 1 else { continue }
            for member in members { component[member] = count }
            count += 1
        }
    }

    /// Whether `union` may reach itself through its alternative `alternative`.
    func mayReach(_ union: String, through alternative: String) -> Bool {
        alternative == union || component[union].map { $0 == component[alternative] } ?? false
    }
}
