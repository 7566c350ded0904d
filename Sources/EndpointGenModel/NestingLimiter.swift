/// Bounds how many levels of models a model holds by value, by storing the deeper ones out of line.
///
/// A struct stores its properties inline, so a model with a `parent: Resource?` property holds all of
/// `Resource`'s properties too, and theirs. The compiler's copy and assignment code for such a value grows with
/// the square of the nesting depth (an optional's assignment handles each present/absent pair), so the code of a
/// spec with long chains grows with the cube: 50 models that each hold the previous one optionally took 2.3 GB
/// and 16 MB of object code to compile, 1,000 did not fit in 24 GB. A property whose model already nests
/// ``maximumDepth`` levels is therefore stored in a private `Indirect<T>`, like a property that closes a cycle; a
/// union whose alternatives nest that deep is declared `indirect`. Reading and writing look the same; the cost is
/// one allocation per such value present.
enum NestingLimiter {
    /// The most levels of models a model holds by value, counting itself; enums do not count.
    static let maximumDepth = 4

    /// `models` with their deep properties stored out of line, and the depth of each model afterwards.
    /// `imported` gives the depths of models declared in imported specs (their own generation limits them).
    static func limiting(_ models: [ModelDeclaration], imported: [String: Int]) -> (models: [ModelDeclaration], depths: [String: Int]) {
        var models = models
        // Each holds every model: sized up front rather than rehashed at every doubling.
        var position: [String: Int] = Dictionary(minimumCapacity: models.count)
        for (index, model) in models.enumerated() { position[model.name] = index }
        var depths = imported
        depths.reserveCapacity(imported.count + models.count)
        // Depth-first over what each model holds inline, iteratively so that a chain of 10,000 models cannot
        // overflow the stack. Cycles were broken before, so the graph is acyclic; `started` guards anyway.
        var started: Set<String> = Set(minimumCapacity: models.count)
        for root in models.indices where depths[models[root].name] == nil {
            var stack = [root]
            while let index = stack.last {
                let name = models[index].name
                let pending = models[index].inlineModels.compactMap { target -> Int? in
                    guard depths[target] == nil, !started.contains(target), let next = position[target] else { return nil }
                    return next
                }
                if started.insert(name).inserted, !pending.isEmpty {
                    stack += pending
                    continue
                }
                stack.removeLast()
                if depths[name] == nil { depths[name] = limit(&models[index], depths: depths) }
            }
        }
        return (models, depths.filter { position[$0.key] != nil })
    }

    /// Moves the too-deep parts of `model` out of line; returns its depth afterwards.
    private static func limit(_ model: inout ModelDeclaration, depths: [String: Int]) -> Int {
        func depth(_ type: SwiftType) -> Int { type.inlineModel.flatMap { depths[$0] } ?? 0 }
        switch model {
        case .object(let object):
            var deepest = 0
            var tooDeep: [Int] = []
            for index in object.properties.indices where !object.properties[index].isIndirect {
                let nested = depth(object.properties[index].type)
                if nested >= maximumDepth {
                    tooDeep.append(index)
                } else {
                    deepest = max(deepest, nested)
                }
            }
            // Made again only when changed: rebuilding every model (a new box, its old one freed) was most of this pass.
            if !tooDeep.isEmpty {
                var limited = object
                for index in tooDeep { limited.storeOutOfLine(propertyAt: index) }
                model = .object(limited)
            }
            return deepest + 1
        case .union(var union):
            guard !union.isIndirect else { return 1 }
            let deepest = union.alternatives.compactMap(\.type).map(depth).max() ?? 0
            guard deepest >= maximumDepth else { return deepest + 1 }
            union.isIndirect = true
            model = .union(union)
            return 1
        case .enumeration:
            return 0
        }
    }
}
