/// Finds models that contain each other by value and decides where to store through an indirection.
///
/// A model contains another by value through a property of its type (optional or `Nullable` too) or a `oneOf`
/// case; arrays and dictionaries store their elements out of line, so they end a chain. Every strongly connected
/// group of models with a cycle (Tarjan's algorithm) gets its in-group struct properties stored in a private
/// `Indirect<T>` and its unions declared `indirect`, which gives every such type a finite size.
struct RecursionBreaker {
    private let edges: [String: [String]]
    private var index: [String: Int] = [:]
    private var lowLink: [String: Int] = [:]
    private var stack: [String] = []
    private var onStack: Set<String> = []
    /// The group number of each model in a cycle.
    private var groupOf: [String: Int] = [:]

    init(models: [ModelDeclaration]) {
        edges = Dictionary(models.map { ($0.name, $0.inlineModels) }, uniquingKeysWith: { _, last in last })
        // Every model is numbered: sized up front rather than rehashed at every doubling.
        index.reserveCapacity(models.count)
        lowLink.reserveCapacity(models.count)
    }

    /// `models` with the cycles broken; models outside any cycle are unchanged.
    static func breakingCycles(in models: [ModelDeclaration]) -> [ModelDeclaration] {
        var breaker = RecursionBreaker(models: models)
        for model in models where breaker.index[model.name] == nil {
            breaker.connect(model.name)
        }
        return models.map { model in
            guard let group = breaker.groupOf[model.name] else { return model }
            switch model {
            case .object(var object):
                for position in object.properties.indices
                where object.properties[position].type.inlineModel.flatMap({ breaker.groupOf[$0] }) == group {
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
    private mutating func connect(_ root: String) {
        var frames: [Frame] = []
        visit(root, frames: &frames)
        while let frame = frames.last {
            let successors = frame.successors
            if frame.next < successors.count {
                frames[frames.count - 1].next += 1
                let next = successors[frame.next]
                if index[next] == nil {
                    visit(next, frames: &frames)
                } else if onStack.contains(next), let nextIndex = index[next] {
                    lowLink[frame.node] = min(lowLink[frame.node] ?? nextIndex, nextIndex)
                }
                continue
            }
            frames.removeLast()
            if let parent = frames.last, let low = lowLink[frame.node] {
                lowLink[parent.node] = min(lowLink[parent.node] ?? low, low)
            }
            if lowLink[frame.node] == index[frame.node] { closeGroup(at: frame.node) }
        }
    }

    /// A model being visited, with the models it holds inline (looked up once, not at every step) and the next of them.
    private struct Frame {
        let node: String
        let successors: [String]
        var next = 0
    }

    private mutating func visit(_ node: String, frames: inout [Frame]) {
        let number = index.count
        index[node] = number
        lowLink[node] = number
        stack.append(node)
        onStack.insert(node)
        frames.append(Frame(node: node, successors: edges[node] ?? []))
    }

    /// Pops the group rooted at `node`; records it when it holds a cycle.
    private mutating func closeGroup(at node: String) {
        guard let number = index[node] else { return }
        var members: [String] = []
        while let top = stack.popLast() {
            onStack.remove(top)
            members.append(top)
            if top == node { break }
        }
        // A single model is a cycle only when it contains itself.
        let isCycle = members.count > 1 || (edges[node] ?? []).contains(node)
        if isCycle {
            for member in members { groupOf[member] = number }
        }
    }
}
