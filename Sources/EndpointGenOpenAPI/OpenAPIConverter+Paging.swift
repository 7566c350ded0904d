import EndpointGenJSON

/// The native `paging` of operations that follow a common paging convention unmistakably; nothing otherwise.
///
/// Recognised, each only when every name and type fits what the native `paging` requires:
/// - GitHub: a `Link` response header and an array response → `{ "items": ".", "link": true }`;
/// - Stripe: an optional `starting_after` query parameter, a response with `has_more` (boolean) and an array `data`
///   of objects whose `id` has the parameter's type → a cursor from the last item's `id`;
/// - an optional `cursor` query parameter and a response with `next_cursor` of its type and one array property;
/// - TMDB: an integer `page` query parameter and a response with an integer `total_pages` and an array `results`.
extension OpenAPIConverter {
    func paging(query: NativeObject, response: NativeNode?, responseHeaders: NativeObject, at operation: JSONNode) -> NativeNode? {
        guard case .string(let responseType)? = response?.value else { return nil }
        let parameters = Dictionary(query.members.compactMap { member in Self.typeText(member.value).map { (member.key, $0) } },
                                    uniquingKeysWith: { first, _ in first })
        if responseHeaders.members.contains(where: { $0.key.lowercased() == "link" }), Self.element(of: responseType) != nil, !responseType.hasSuffix("?") {
            return Self.object([("items", .string(".")), ("link", NativeNode(.bool(true)))], from: operation)
        }
        guard let properties = objectProperties(responseType) else { return nil }
        func type(_ key: String) -> String? { properties.first { $0.key == key }?.type }
        let unwrap = { (type: String) in type.hasSuffix("?") ? String(type.dropLast()) : type }

        if let cursor = parameters["starting_after"], cursor.hasSuffix("?"),
           let hasMore = type("has_more"), unwrap(hasMore) == "bool",
           let element = type("data").flatMap({ Self.element(of: unwrap($0)) }),
           let id = objectProperties(element)?.first(where: { $0.key == "id" }), unwrap(id.type) == unwrap(cursor) {
            let style = Self.object([("parameter", .string("starting_after")), ("from", .string("lastItem.id")), ("hasMore", .string("has_more"))], from: nil)
            return Self.object([("items", .string("data")), ("cursor", style)], from: operation)
        }
        let arrays = properties.filter { Self.element(of: unwrap($0.type)) != nil }
        if let cursor = parameters["cursor"], cursor.hasSuffix("?"), let next = type("next_cursor"), unwrap(next) == unwrap(cursor), arrays.count == 1 {
            let style = Self.object([("parameter", .string("cursor")), ("from", .string("next_cursor"))], from: nil)
            return Self.object([("items", .string(arrays[0].key)), ("cursor", style)], from: operation)
        }
        if let page = parameters["page"], unwrap(page) == "int", let total = type("total_pages"), unwrap(total) == "int",
           let results = type("results"), Self.element(of: unwrap(results)) != nil {
            let style = Self.object([("parameter", .string("page")), ("total", .string("total_pages"))], from: nil)
            return Self.object([("items", .string("results")), ("page", style)], from: operation)
        }
        return nil
    }

    /// The properties of the object model named by `type` (optional or not); nil for any other type.
    private func objectProperties(_ type: String) -> [PropertyDraft]? {
        let name = type.hasSuffix("?") ? String(type.dropLast()) : type
        guard let index = modelIndex[name], case .object(let properties) = models[index].kind else { return nil }
        return properties
    }

    /// `X` for the array type `[X]`; nil for any other type (dictionaries included).
    private static func element(of type: String) -> String? {
        guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        return String(type.dropFirst().dropLast())
    }

    /// The type of a native parameter entry: the string, or an object's `type`.
    private static func typeText(_ node: NativeNode) -> String? {
        switch node.value {
        case .string(let type): return type
        case .object(let members):
            if case .string(let type)? = members.first(where: { $0.key == "type" })?.value.value { return type }
            return nil
        default: return nil
        }
    }

    private static func object(_ members: [(String, NativeNode)], from source: JSONNode?) -> NativeNode {
        var object = NativeObject()
        for (key, value) in members { object.set(key, value) }
        return object.node(from: source)
    }
}
