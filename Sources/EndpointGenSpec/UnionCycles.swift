/// Reports `oneOf` models that contain themselves through `oneOf` models only (`"A": { "oneOf": ["A"] }`).
///
/// Decoding such a union would try itself again before reading any input, recursing until the stack runs out;
/// through an object model each step reads one level of JSON, so those cycles are fine (see ``RecursionBreaker``).
enum UnionCycles {
    static func report(in models: [ModelSpec], problems: inout Problems) {
        var unions: [String: UnionSpec] = [:]
        for model in models {
            if case .union(let union) = model.kind, unions[model.name.value] == nil { unions[model.name.value] = union }
        }
        // Depth-first search with an explicit stack; a gray node is on the current path, so reaching it closes a cycle.
        var color: [String: Bool] = [:]  // false: on the path, true: done
        for model in models where unions[model.name.value] != nil && color[model.name.value] == nil {
            var path: [(name: String, next: Int)] = [(model.name.value, 0)]
            color[model.name.value] = false
            while let top = path.last {
                let alternatives = unions[top.name]?.alternatives ?? []
                guard top.next < alternatives.count else {
                    color[top.name] = true
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                // An array or dictionary alternative reads one level of JSON before its elements, like an object model.
                guard case .named(let name) = alternatives[top.next].value, unions[name] != nil else { continue }
                let alternative = Located(name, location: alternatives[top.next].location, path: alternatives[top.next].path)
                switch color[alternative.value] {
                case nil:
                    color[alternative.value] = false
                    path.append((alternative.value, 0))
                case false?:
                    let names = path.map(\.name).drop { $0 != alternative.value } + [alternative.value]
                    problems.error("oneOf '\(top.name)' contains itself through oneOf models only: \(names.joined(separator: " → "))", at: alternative,
                                   hint: "decoding could never finish; put an object model between them, or remove '\(alternative.value)'")
                case true?:
                    break
                }
            }
        }
    }
}
