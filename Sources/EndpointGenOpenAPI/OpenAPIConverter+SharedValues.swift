import EndpointGenJSON
import EndpointGenSpec

extension OpenAPIConverter {
    /// Warns once for each set of alternatives of `union` that allow one value of the discriminator `property`: OpenAPI
    /// maps a value to one schema, so such a value selects none of them alone (Hugging Face TGI's streamed `Chunk` and
    /// `CompletionFinal` are both `object: text_completion`). The client tries them in turn by their other keys, and
    /// each sends the value it allows. `place` gives the position in `keyword` of an inline alternative's model, and
    /// `componentKeys` the component key of the others.
    mutating func reportSharedValues(of union: UnionSpec, property: String, keyword: String, at discriminator: JSONNode,
                                     componentKeys: [String: String], place: (String) -> Int?) {
        var values: [String] = []
        var models: [String: [String]] = [:]
        for entry in union.mapping {
            if models[entry.value.value] == nil { values.append(entry.value.value) }
            models[entry.value.value, default: []].append(entry.model.value)
        }
        var reported: Set<[String]> = []
        for value in values {
            guard let sharing = models[value], sharing.count > 1, reported.insert(sharing).inserted else { continue }
            let places = sharing.map(place)
            let names = places.allSatisfy { $0 != nil }
                ? "alternatives " + Self.listed(places.map { "\(($0 ?? 0) + 1)" }) + " of '\(keyword)'"
                : Self.listed(zip(sharing, places).map { model, place in
                    place.map { "alternative \($0 + 1) of '\(keyword)'" } ?? "'\(componentKeys[model] ?? model)'"
                })
            warning("discriminator value '\(value)' selects none of \(names) alone, as each allows it: the client tries them in turn by their other keys",
                    at: discriminator, hint: "give each alternative a value of '\(property)' of its own")
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
