import EndpointGenSpec

extension Translator {
    /// A `oneOf` model: resolves each alternative, names its case, and decides how it is told apart: by the
    /// discriminator for object models when there is one, else by trying it in the listed order, which must reach it.
    /// `inlineModels` are the spec names of the models the spec declares inline (``ModelSpec/isInline``).
    mutating func translateUnion(_ union: UnionSpec, model: ModelSpec, swiftName: String, inlineModels: Set<String>) -> UnionModel? {
        // Case names come from `unionCaseName`, which keeps `unknown` free for unknown discriminator values.
        var scope = NameScope()
        let wantedNames = Self.unionCaseNames(union.alternatives.map(\.value), of: model.name.value, inlineModels: inlineModels)
        var seen: Set<TypeExpression> = []
        var alternatives: [UnionModel.Alternative] = []
        /// The spec type of each of `alternatives`.
        var types: [TypeExpression] = []
        /// The tried alternatives so far with their shapes and spelling, to find one that can never be reached.
        var tried: [(written: String, shapes: [JSONShape])] = []
        /// The shapes of every alternative kept, to tell whether their order matters.
        var kept: [[JSONShape]] = []
        for (alternative, wanted) in zip(union.alternatives, wantedNames) {
            guard seen.insert(alternative.value).inserted else {
                problems.error("'\(alternative.value)' is listed twice in oneOf", at: alternative, hint: "remove one of the two")
                continue
            }
            let isLiteral = UnionSpec.isLiteral(alternative.value)
            let type = isLiteral ? nil : resolver.resolve(alternative, problems: &problems)
            guard isLiteral || type != nil else { continue }
            let shapes = modelShapes.shapes(of: alternative.value)
            let isDiscriminated = union.discriminator != nil && isObjectModel(alternative.value)
            if !isDiscriminated {
                if union.discriminator != nil, shapes.contains(where: \.mayBeObject) {
                    problems.error("with a discriminator, an alternative that can be a JSON object must be an object model; '\(alternative.value)' is not",
                                   at: alternative, hint: "remove the discriminator to try the alternatives in order, or list object models only")
                    continue
                }
                if !reportUnreachable(alternative, shapes: shapes, after: tried) { continue }
                tried.append((alternative.value.description, shapes))
            }
            let source = alternative.with(alternative.value.description)
            let claim = scope.claim(wanted, for: source)
            problems.collision("oneOf alternative", source, wanted: wanted, claim)
            var values: [String] = []
            for entry in union.mapping where .named(entry.model.value) == alternative.value && !values.contains(entry.value.value) {
                values.append(entry.value.value)
            }
            let discriminatorValues = isDiscriminated ? (values.isEmpty ? [alternative.value.description] : values) : []
            kept.append(shapes)
            alternatives.append(UnionModel.Alternative(
                caseName: claim.name, type: type, boolean: UnionSpec.boolean(of: alternative.value), string: UnionSpec.string(of: alternative.value),
                discriminatorValues: discriminatorValues,
                sendsOwnValue: discriminatorValues.count > 1 && declares(union.discriminator?.value, in: alternative.value)
            ))
            types.append(alternative.value)
        }
        // A mapped value may select several models, but an alternative's own name selects it alone.
        let mapped = Dictionary(union.mapping.map { ($0.value.value, TypeExpression.named($0.model.value)) }, uniquingKeysWith: { first, _ in first })
        for index in alternatives.indices where !alternatives[index].discriminatorValues.isEmpty {
            let name = types[index].description
            guard !union.mapping.contains(where: { .named($0.model.value) == types[index] }),
                  let other = mapped[name].flatMap(types.firstIndex) else { continue }
            let both = [other, index].sorted().map { "'\(alternatives[$0].caseName)'" }
            problems.error("discriminator value '\(name)' would select both \(both[0]) and \(both[1])",
                           at: union.discriminator ?? model.name, hint: "add a mapping entry for each alternative")
        }
        for entry in union.mapping where !seen.contains(.named(entry.model.value)) {
            problems.error("mapping value '\(entry.value.value)' selects '\(entry.model.value)', which is not in oneOf", at: entry.model,
                           hint: Spelling.closest(to: entry.model.value, among: union.alternatives.map(\.value.description)).map { "did you mean '\($0)'?" }
                               ?? "add '\(entry.model.value)' to oneOf")
        }
        let isOrderFree = kept.indices.allSatisfy { first in
            !kept[first].isEmpty && kept[..<first].allSatisfy { !$0.isEmpty && $0.sharesNoValue(with: kept[first]) }
        }
        return UnionModel(
            specName: model.name.value, name: swiftName, description: model.description, alternatives: alternatives,
            discriminator: union.discriminator?.value, discriminatorIsOptional: union.discriminator != nil && union.discriminatorIsOptional,
            sharedValues: Self.sharedValues(of: alternatives), isOrderFree: isOrderFree, specPath: model.origin
        )
    }

    /// Reports `alternative` when the alternatives tried before it accept every value it would; returns whether it
    /// can be reached.
    private mutating func reportUnreachable(_ alternative: Located<TypeExpression>, shapes: [JSONShape],
                                            after tried: [(written: String, shapes: [JSONShape])]) -> Bool {
        let earlier = tried.flatMap(\.shapes)
        guard !shapes.isEmpty, shapes.allSatisfy(earlier.covers) else { return true }
        let takers = tried.filter { candidate in shapes.contains { candidate.shapes.covers($0) } }.map { "'\($0.written)'" }
        let written = alternative.value.description
        problems.error(
            "oneOf alternative '\(written)' can never be decoded: \(takers.joined(separator: " and ")) before it \(takers.count == 1 ? "accepts" : "accept") every value it would",
            at: alternative, hint: "list '\(written)' before \(takers.joined(separator: " and ")), or remove it"
        )
        return false
    }

    /// The discriminator values that select several of `alternatives`, each with those alternatives in the order they
    /// are listed (``UnionSharedValues`` orders them once every model is known).
    private static func sharedValues(of alternatives: [UnionModel.Alternative]) -> [UnionModel.SharedValue] {
        var selected: [String: [Int]] = [:]
        var values: [String] = []
        for index in alternatives.indices {
            for value in alternatives[index].discriminatorValues {
                if selected[value] == nil { values.append(value) }
                selected[value, default: []].append(index)
            }
        }
        return values.compactMap { value in
            guard let indices = selected[value], indices.count > 1 else { return nil }
            return UnionModel.SharedValue(value: value, alternatives: indices)
        }
    }

    /// Whether the object model `type` has a property sent as `key`.
    private func declares(_ key: String?, in type: TypeExpression) -> Bool {
        guard let key, let properties = objectProperties(of: type) else { return false }
        return properties.contains { ($0.wireName ?? $0.key).value == key }
    }

    private func isObjectModel(_ type: TypeExpression) -> Bool {
        objectProperties(of: type) != nil
    }

    /// The properties of the object model `type` names; nil for any other type.
    private func objectProperties(of type: TypeExpression) -> [PropertySpec]? {
        guard case .named(let name) = type, let model = spec.models.first(where: { $0.name.value == name }),
              case .object(let properties) = model.kind else { return nil }
        return properties
    }

    /// The case name each alternative of the union `union` wants. An inline alternative is named after its union
    /// (`PaymentSourceOption1`, or `PaymentSourceCard` from its title, in `PaymentSource`): its case, and the plural
    /// case of a list of it, leave out that prefix (`option1`, `card`, `cards`), which every case would repeat and
    /// which would tell apart unions of one shape, unless the shorter name is another alternative's too. Models whose
    /// names all start with the same words leave those out too (``withoutSharedWords(_:)``).
    static func unionCaseNames(_ alternatives: [TypeExpression], of union: String, inlineModels: Set<String>) -> [String] {
        let full = alternatives.map(unionCaseName)
        let short = alternatives.map { alternative -> String? in
            let (name, isList) = switch alternative {
            case .named(let name): (name, false)
            case .array(.named(let name)): (name, true)
            default: ("", false)
            }
            guard inlineModels.contains(name), name.count > union.count, name.hasPrefix(union),
                  name.dropFirst(union.count).first?.isUppercase == true else { return nil }
            let caseName = enumCaseName(String(name.dropFirst(union.count)))
            return isList ? Naming.plural(caseName) : caseName
        }
        let shared = withoutSharedWords(alternatives)
        let chosen = alternatives.indices.map { short[$0] ?? shared?[$0] ?? full[$0] }
        var counts: [String: Int] = [:]
        for name in chosen { counts[name, default: 0] += 1 }
        return alternatives.indices.map { counts[chosen[$0]] == 1 ? chosen[$0] : full[$0] }
    }

    /// The case names of alternatives that are all models whose names start with the same words (ThousandEyes'
    /// `DashboardsAPIApiAgentStatusWidget`, `DashboardsAPIApiAlertListWidget`, …): without those words
    /// (`agentStatusWidget`, `alertListWidget`), which every case repeated; nil when they share none, or when one name
    /// is the shared words itself (`UsAppToPerson` beside `UsAppToPersonV2` is no `person` and `personV2`). An acronym
    /// is a word of its own: `OpenAIUserMessageParam` and `OpenAISystemMessageParam` share `Open` and `AI`.
    static func withoutSharedWords(_ alternatives: [TypeExpression]) -> [String]? {
        guard alternatives.count > 1 else { return nil }
        var names: [String] = []
        for alternative in alternatives {
            guard case .named(let name) = alternative, !TypeExpression.scalarNames.contains(name), !UnionSpec.isLiteral(alternative) else { return nil }
            names.append(name)
        }
        // Names that share a first word share its first letter: most unions' names do not, and are not split into words.
        guard let first = names[0].utf8.first, names.allSatisfy({ $0.utf8.first == first }) else { return nil }
        let wordLists = names.map(Casing.readerWords)
        var shared = 0
        while wordLists.allSatisfy({ $0.count > shared && $0[shared] == wordLists[0][shared] }) { shared += 1 }
        guard shared > 0, wordLists.allSatisfy({ $0.count > shared }) else { return nil }
        return wordLists.map { enumCaseName($0.dropFirst(shared).joined(separator: " ")) }
    }

    /// The case name of an alternative: a type name as an enum value is named (`date-time` → `dateTime`, `Cat` →
    /// `cat`, `null` → `null`); an array the plural of its element's (`[string]` → `strings`, `[Category]` →
    /// `categories`) or, nested, its element's with `Array` (`[[int]]` → `intsArray`); a dictionary its value's with
    /// `Dictionary` (`[string: int]` → `intDictionary`); an optional element its name after `optional`
    /// (`[string?]` → `optionalStringArray`). A list or an object of any values is named for what it is (`[json]` →
    /// `array`, `[string: json]` → `object`): `jsons` and `jsonDictionary` said neither.
    static func unionCaseName(_ type: TypeExpression) -> String {
        // A string in double quotes is named as an enum's value (`"hidden"` → `hidden`, `"*"` → `wildcard`).
        if let string = UnionSpec.string(of: type) { return string == "*" ? "wildcard" : enumCaseName(string) }
        return switch type {
        case .array(.named("json")): "array"
        case .dictionary(.named("json")): "object"
        case .named(let name): enumCaseName(name)
        case .array(.named(let name)): Naming.plural(enumCaseName(name))
        case .array(let element): unionCaseName(element) + "Array"
        case .dictionary(let value): unionCaseName(value) + "Dictionary"
        case .optional(let wrapped): "optional" + Naming.capitalizingFirst(unionCaseName(wrapped))
        }
    }
}
