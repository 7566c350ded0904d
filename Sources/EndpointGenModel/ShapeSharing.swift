import EndpointGenSpec

/// Finds inline models of identical shape, so that one type serves them all.
///
/// A spec that writes its schemas inline (as many OpenAPI documents do) repeats the same shape per operation: TMDB's
/// 401 body is a new object in each of 150 operations. Each group of identical inline models keeps one as its one
/// declaration, the least nested (the shortest name of those, then the first in spec order), and every other name
/// becomes a type alias of it: signatures keep the names the spec implies, user code that names any of them keeps
/// compiling, and adding an unrelated operation changes nothing. The least nested has the name of the place the shape is most plainly written:
/// osparc's function job was `PageRegisteredFunctionJobWithorWithoutStatusItemsItemOption2`, after the page it first
/// appears in, two models down, beside the `RegisterFunctionJobResponse` of an operation that returns it. Models the
/// spec names itself are never merged: `Dog` and `Cat` stay two types even when alike. An inline model of a named
/// model's shape is that model: Quart-Schema writes a component's schema out again in the operation that returns it,
/// which made `CreateTodoResponse` beside the `TodoOut` the list of the same objects gave.
package enum ShapeSharing {
    /// The aliases: each inline model's Swift name that has an earlier model of the same shape → that model's name.
    ///
    /// Two models have the same shape when they are the same kind with the same description and the same members
    /// (names, wire names, types, documentation, constraints, coding, in order; for unions the discriminator, whether it may be absent, and the
    /// alternatives' cases, types and discriminator values, in order unless no value can be two of them), where the types they refer to count as the same when
    /// those have the same shape in turn. `roots` are the models endpoints and API-wide declarations name, which are
    /// nested in none, as the models the spec names itself are not.
    package static func aliases(of models: [ModelDeclaration], inline: Set<String>, roots: Set<String>) -> [String: String] {
        var canonical: [String: String] = [:]
        // Each model's shape with its hash is kept and made again only when a model it refers to was merged since:
        // a shape holds every member's documentation and constraints, and hashing them all in every pass was a
        // twentieth of TMDB's generation time. `mergedAt` numbers the merges; a shape made after `made` of them is
        // stale once a model it refers to has a number from `made` on. Both, the references and the depths, by position:
        // looking the long names of inline models up again in every pass was a tenth of sharing TMDB's shapes, so each
        // name is hashed once, to find the positions of the models it holds.
        var position: [String: Int] = Dictionary(minimumCapacity: models.count)
        for (index, model) in models.enumerated() { position[model.name] = index }
        let held = models.map { model in model.mentionedModels.compactMap { position[$0] } }
        let isInline = models.map { inline.contains($0.name) }
        let isRoot = models.indices.map { isInline[$0] && roots.contains(models[$0].name) }
        let depths = Self.depths(held: held, isInline: isInline, isRoot: isRoot)
        // Named models take part as the declarations inline ones may become, never as aliases: they are 0 deep, so
        // they come first. Only those whose member names an inline model has too: shaping every named model made the
        // synthetic 1,000-operation document 6% slower to generate, for the few an inline one repeats.
        let inlineMembers = Set(models.indices.lazy.filter { isInline[$0] }.map { Self.memberNames(of: models[$0]) })
        let order = models.indices.filter { isInline[$0] || inlineMembers.contains(Self.memberNames(of: models[$0])) }.sorted { first, second in
            (depths[first], models[first].name.utf8.count, first) < (depths[second], models[second].name.utf8.count, second)
        }
        var candidates = order.map { Candidate(model: models[$0]) }
        var candidateAt = [Int?](repeating: nil, count: models.count)
        for (candidate, model) in order.enumerated() { candidateAt[model] = candidate }
        // By candidate, the positions of the candidates it refers to (only they merge).
        let references = order.map { held[$0].compactMap { candidateAt[$0] } }
        var mergedAt = [Int?](repeating: nil, count: candidates.count)
        var merges = 0
        // Merging models can make the models that hold them alike too, so repeat until nothing changes.
        while true {
            // Sized up front rather than rehashed at every doubling.
            var first: [Fingerprinted: Int] = Dictionary(minimumCapacity: candidates.count - merges)
            var merged = false
            for index in candidates.indices where mergedAt[index] == nil {
                let made = candidates[index].made
                if merges > 0, references[index].contains(where: { mergedAt[$0].map { $0 >= made } ?? false }) {
                    candidates[index].shape = Fingerprinted(Shape(candidates[index].model, canonical: canonical))
                    candidates[index].made = merges
                }
                let shape = candidates[index].shape
                if let earlier = first[shape] {
                    guard isInline[order[index]] else { continue }
                    mergedAt[index] = merges
                    merges += 1
                    canonical[candidates[index].model.name] = candidates[earlier].model.name
                    merged = true
                } else {
                    first[shape] = index
                }
            }
            if !merged { return canonical }
        }
    }

    /// The names of a model's members, which two models of one shape share whatever types they refer to.
    private static func memberNames(of model: ModelDeclaration) -> [String] {
        switch model {
        case .object(let object): ["object", object.additionalProperties == nil ? "" : "+"] + object.properties.map(\.swiftName)
        case .enumeration(let enumeration): ["enum"] + enumeration.cases.map(\.swiftName)
        case .union(let union): ["union"] + Self.ordered(union.alternatives, of: union).map(\.caseName)
        }
    }

    /// The alternatives of `union` in the order that tells its shape: as listed, unless no value can decode as two of
    /// them (``UnionModel/isOrderFree``), when they are by case name. GitHub writes a deployment's `payload` as
    /// `oneOf: [object, string]` and the webhook's as `[string, object]`, which were two types of one behaviour.
    private static func ordered(_ alternatives: [UnionModel.Alternative], of union: UnionModel) -> [UnionModel.Alternative] {
        union.isOrderFree ? alternatives.sorted { $0.caseName < $1.caseName } : alternatives
    }

    /// The aliased models that no declaration left standing names: each was named only inside a model that became an
    /// alias itself (`AWatchlistResponseResultsItem` inside `AWatchlistResponse`, whose `results` are the earlier
    /// model's items), so its alias would name a type that nothing in the SDK mentions. TMDB had 413 of them.
    ///
    /// `namedElsewhere` are the models that endpoints and API-wide declarations name (an inline body's form fields
    /// name the body's own inline property types), which stay.
    package static func unnamed(_ models: [ModelDeclaration], aliases: [String: String], namedElsewhere: Set<String>) -> Set<String> {
        var namedByAny: Set<String> = []
        var namedByDeclared = namedElsewhere
        for model in models {
            let names = model.mentionedModels
            namedByAny.formUnion(names)
            if aliases[model.name] == nil { namedByDeclared.formUnion(names) }
        }
        return Set(aliases.keys.filter { namedByAny.contains($0) && !namedByDeclared.contains($0) })
    }

    /// By model position, how many models down from a model the spec names itself it is first held (0 for those, 1 for
    /// the models they hold, and so on); an inline root is 1, one step from the endpoint that names it, as a named model's
    /// property type is one step from it. A model nothing reaches is last. Read from the models, not from where the spec
    /// writes them, so that a document and the native spec imported from it share shapes alike.
    private static func depths(held: [[Int]], isInline: [Bool], isRoot: [Bool]) -> [Int] {
        var depths = [Int](repeating: .max, count: held.count)
        var level = held.indices.filter { !isInline[$0] }
        var inlineRoots = held.indices.filter { isRoot[$0] }
        var depth = 0
        while !level.isEmpty || !inlineRoots.isEmpty {
            if depth == 1 { (level, inlineRoots) = (level + inlineRoots, []) }
            var next: [Int] = []
            for model in level where depths[model] == .max {
                depths[model] = depth
                next += held[model]
            }
            level = next
            depth += 1
        }
        return depths
    }

    /// An inline model and its shape as of the first `made` merges.
    private struct Candidate {
        let model: ModelDeclaration
        var shape: Fingerprinted
        var made = 0

        init(model: ModelDeclaration) {
            self.model = model
            shape = Fingerprinted(Shape(model, canonical: [:]))
        }
    }

    /// A shape with a hash of its members' names and types, worked out once; two are equal only when their hashes are.
    /// The names and types tell nearly all shapes apart, and hashing every member's documentation and constraints
    /// too was a fifth of sharing TMDB's shapes: the comparison of equal hashes reads those.
    private struct Fingerprinted: Hashable {
        let shape: Shape
        let hash: Int

        init(_ shape: Shape) {
            self.shape = shape
            var hasher = Hasher()
            switch shape {
            case .object(_, let properties, let extraKeys):
                hasher.combine(extraKeys?.valueType)
                hasher.combine(properties.count)
                // By index: each property read in place, where the loop copied (and released) it whole.
                for index in properties.indices {
                    hasher.combine(properties[index].swiftName)
                    hasher.combine(properties[index].type)
                }
            case .enumeration(_, let rawType, let cases, _):
                hasher.combine(rawType)
                hasher.combine(cases)
            case .union(_, let discriminator, let discriminatorIsOptional, let alternatives):
                hasher.combine(discriminator)
                hasher.combine(discriminatorIsOptional)
                hasher.combine(alternatives)
            }
            hash = hasher.finalize()
        }

        static func == (lhs: Fingerprinted, rhs: Fingerprinted) -> Bool {
            lhs.hash == rhs.hash && lhs.shape == rhs.shape
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    /// A model without its names and spec locations, with the types it refers to replaced by their canonical names.
    private enum Shape: Hashable {
        /// Constraints are part of each property; alike models with constraints are one type too, whose validation
        /// errors quote the declaration's name (`GetAResponseColors.fg`) for every alias of it.
        case object(description: String?, properties: [PropertyModel], extraKeys: AdditionalPropertiesModel?)
        case enumeration(description: String?, rawType: EnumRawType, cases: [String], values: [EnumLiteral])
        case union(description: String?, discriminator: String?, discriminatorIsOptional: Bool, alternatives: [UnionModel.Alternative])

        init(_ model: ModelDeclaration, canonical: [String: String]) {
            // Before the first merge every type is its own canonical type: each model's first shape is made then, and
            // renaming its types built them again and looked every model name up in an empty dictionary.
            func canonicalized(_ type: SwiftType) -> SwiftType {
                canonical.isEmpty ? type : type.renamingModels { canonical[$0] ?? $0 }
            }
            switch model {
            case .object(let object):
                self = .object(description: object.description, properties: object.properties.map { property in
                    var shape = property
                    shape.specName = ""
                    shape.specPath = ""
                    shape.type = canonicalized(property.type)
                    return shape
                }, extraKeys: object.additionalProperties.map { additional in
                    var shape = additional
                    shape.specPath = ""
                    shape.valueType = canonicalized(additional.valueType)
                    return shape
                })
            case .enumeration(let enumeration):
                self = .enumeration(description: enumeration.description, rawType: enumeration.rawType,
                                    cases: enumeration.cases.map(\.swiftName), values: enumeration.cases.map(\.value))
            case .union(let union):
                let alternatives = ShapeSharing.ordered(union.alternatives, of: union).map { alternative in
                    var shape = alternative
                    shape.type = alternative.type.map(canonicalized)
                    return shape
                }
                self = .union(description: union.description, discriminator: union.discriminator,
                              discriminatorIsOptional: union.discriminatorIsOptional, alternatives: alternatives)
            }
        }
    }
}

extension SwiftType {
    /// Calls `body` with each model name the type mentions.
    func forEachModel(_ body: (String) -> Void) {
        switch self {
        case .model(let name): body(name)
        case .array(let inner), .dictionary(let inner), .optional(let inner), .nullable(let inner): inner.forEachModel(body)
        default: break
        }
    }

    /// The type with every model name passed through `rename`.
    func renamingModels(_ rename: (String) -> String) -> SwiftType {
        switch self {
        case .model(let name): .model(rename(name))
        case .array(let element): .array(element.renamingModels(rename))
        case .dictionary(let value): .dictionary(value.renamingModels(rename))
        case .optional(let wrapped): .optional(wrapped.renamingModels(rename))
        case .nullable(let wrapped): .nullable(wrapped.renamingModels(rename))
        default: self
        }
    }
}
