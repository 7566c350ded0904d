/// Finds models that contain each other by value and decides where to store through an indirection.
///
/// A model contains another by value through a property of its type (optional or `Nullable` too) or a `oneOf`
/// case; arrays and dictionaries store their elements out of line, so they end a chain. Every strongly connected
/// group of models with a cycle (Tarjan's algorithm) gets its in-group struct properties stored in a private
/// `Indirect<T>` and its unions declared `indirect`, which gives every such type a finite size.
struct RecursionBreaker {
    /// A number for every model's name and every name a model holds inline, by which the walk below keeps its state in
    /// arrays: keyed by name, it hashed each name several times per model it visited.
    private var ids: [String: Int] = [:]
    /// The models each one holds inline (its last declaration's, for a name declared twice).
    private var edges: [[Int]] = []
    private var index: [Int?] = []
    private var lowLink: [Int] = []
    private var visited = 0
    private var stack: [Int] = []
    private var onStack: [Bool] = []
    /// The group number of each model in a cycle.
    private var groupOf: [Int?] = []

    init(models: [ModelDeclaration]) {
        ids.reserveCapacity(models.count)
        for model in models { _ = id(of: model.name) }
        for model in models {
            let targets = model.inlineModels.map { id(of: $0) }
            edges[ids[model.name] ?? 0] = targets
        }
        index = Array(repeating: nil, count: ids.count)
        lowLink = Array(repeating: 0, count: ids.count)
        onStack = Array(repeating: false, count: ids.count)
        groupOf = Array(repeating: nil, count: ids.count)
    }

    /// The number of `name`, numbering it when it has none yet.
    private mutating func id(of name: String) -> Int {
        if let known = ids[name] { return known }
        ids[name] = edges.count
        edges.append([])
        return edges.count - 1
    }

    /// The group of the model named `name`, when it is in a cycle.
    private func group(of name: String) -> Int? {
        ids[name].flatMap { groupOf[$0] }
    }

    /// `models` with the cycles broken; models outside any cycle are unchanged.
    static func breakingCycles(in models: [ModelDeclaration]) -> [ModelDeclaration] {
        var breaker = RecursionBreaker(models: models)
        for model in models {
            guard let id = breaker.ids[model.name], breaker.index[id] == nil else { continue }
            breaker.connect(id)
        }
        return models.map { model in
            guard let group = breaker.group(of: model.name) else { return model }
            switch model {
            case .object(var object):
                for position in object.properties.indices
                where object.properties[position].type.inlineModel.flatMap({ breaker.group(of: $0) }) == group {
                    object.storeOutOfLine(propertyAt: position)
                }
                return .object(object)
            case .union(var union):
                union.isIndirect = true
                return .union(union)
            case .enumeration:
                return model
            }
        }
    }

    /// Tarjan's strongly connected components, iterative so that a spec with a very long chain of models cannot
    /// overflow the stack.
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
        // A single model is a cycle only when it contains itself.
        let isCycle = members.count > 1 || edges[node].contains(node)
        if isCycle {
            for member in members { groupOf[member] = number }
        }
    }
}
