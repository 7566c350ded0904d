/// The cycles of a graph of names: its strongly connected components that hold a cycle (two or more names, or one
/// name with an edge to itself), each a group number. Models that contain one another by value and unions that list
/// one another are found with it.
package struct CycleGroups {
    /// A number for every name, by which the walk keeps its state in arrays: keyed by name, it hashed each name several
    /// times per node it visited.
    private var ids: [String: Int] = [:]
    private var edges: [[Int]] = []
    private var index: [Int?] = []
    private var lowLink: [Int] = []
    private var visited = 0
    private var stack: [Int] = []
    private var onStack: [Bool] = []
    /// The group number of each name in a cycle.
    private var groupOf: [Int?] = []

    /// The groups of the graph whose nodes are `nodes`' names, in order, each with edges to its targets (the last
    /// entry's, for a name given twice). A target that is no node's name has no edges.
    package init(_ nodes: [(name: String, targets: [String])]) {
        ids.reserveCapacity(nodes.count)
        for node in nodes { _ = id(of: node.name) }
        for node in nodes {
            let targets = node.targets.map { id(of: $0) }
            edges[ids[node.name] ?? 0] = targets
        }
        index = Array(repeating: nil, count: ids.count)
        lowLink = Array(repeating: 0, count: ids.count)
        onStack = Array(repeating: false, count: ids.count)
        groupOf = Array(repeating: nil, count: ids.count)
        for node in nodes {
            guard let id = ids[node.name], index[id] == nil else { continue }
            connect(id)
        }
    }

    /// The group of `name`, when it is in a cycle.
    package func group(of name: String) -> Int? {
        ids[name].flatMap { groupOf[$0] }
    }

    /// The number of `name`, numbering it when it has none yet.
    private mutating func id(of name: String) -> Int {
        if let known = ids[name] { return known }
        ids[name] = edges.count
        edges.append([])
        return edges.count - 1
    }

    /// Tarjan's strongly connected components, iterative so that a very long chain cannot overflow the stack.
    private mutating func connect(_ root: Int) {
        var frames: [(node: Int, next: Int)] = []
        visit(root, frames: &frames)
        while let frame = frames.last {
            if frame.next < edges[frame.node].count {
                frames[frames.count - 1].next += 1
                let next = edges[frame.node][frame.next]
                if let nextIndex = index[next] {
                    if onStack[next] { lowLink[frame.node] = min(lowLink[frame.node], nextIndex) }
                } else {
                    visit(next, frames: &frames)
                }
                continue
            }
            frames.removeLast()
            if let parent = frames.last {
                lowLink[parent.node] = min(lowLink[parent.node], lowLink[frame.node])
            }
            if lowLink[frame.node] == index[frame.node] { closeGroup(at: frame.node) }
        }
    }

    private mutating func visit(_ node: Int, frames: inout [(node: Int, next: Int)]) {
        index[node] = visited
        lowLink[node] = visited
        visited += 1
        stack.append(node)
        onStack[node] = true
        frames.append((node, 0))
    }

    /// Pops the group rooted at `node`; records it when it holds a cycle.
    private mutating func closeGroup(at node: Int) {
        guard let number = index[node] else { return }
        var members: [Int] = []
        while let top = stack.popLast() {
            onStack[top] = false
            members.append(top)
            if top == node { break }
        }
        // A single name is a cycle only when it leads to itself.
        let isCycle = members.count > 1 || edges[node].contains(node)
        if isCycle {
            for member in members { groupOf[member] = number }
        }
    }
}
