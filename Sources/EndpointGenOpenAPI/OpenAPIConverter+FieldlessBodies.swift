import EndpointGenJSON
import EndpointGenSpec

/// Form and multipart bodies whose schema is an array: their fields would be an object's properties, and an array has
/// no names to send its values under. NetBox's bulk updates and deletes list `multipart/form-data` of an array of
/// objects beside `application/json`; made a form method without arguments, each sent an empty body.
extension OpenAPIConverter {
    /// Whether `media`, a form or multipart media type, describes its body by an array schema (written or referred to).
    func hasFieldlessSchema(_ media: JSONNode) -> Bool {
        schema(of: media).map(isArraySchema) ?? false
    }

    /// Whether `schema` (or the schema it refers to) is an array.
    private func isArraySchema(_ schema: JSONNode) -> Bool {
        let target = peek(schema)
        let names = typeNames(of: target).names
        return names == ["array"] || (names.isEmpty && target["items"] != nil && target["properties"] == nil)
    }

    /// The schema of a form or multipart body without its alternatives that are arrays, each reported: drf-spectacular
    /// offers a create as `oneOf: [X, {type: array, items: X}]` in every media type (NetBox's bulk creates), and merged
    /// with the array's lack of properties every field of X was optional, so that a multipart image upload without the
    /// fields the server requires compiled. The JSON body takes either; a form is X, with X's `required`. `schema`
    /// itself when it has no array alternative beside one that is not.
    mutating func withoutArrayAlternatives(_ schema: JSONNode, body: String) -> JSONNode {
        let target = peek(schema)
        guard let (keyword, _) = alternatives(of: target), let node = target[keyword], let listed = node.elements,
              let members = target.members else { return schema }
        let kept = listed.filter { !isArraySchema($0) }
        guard kept.count < listed.count, kept.contains(where: { !isNullSchema($0) }) else { return schema }
        for array in listed where isArraySchema(array) {
            warning("alternative of an array has no fields to send in a \(body) body: a form's fields are an object's properties; left out", at: array,
                    hint: "a list is sent in a media type that takes one, such as JSON")
        }
        let choice = JSONNode(value: .array(kept), location: node.location, path: node.path, file: node.file)
        let replaced = members.map { $0.key == keyword ? JSONMember(key: keyword, keyLocation: $0.keyLocation, value: choice) : $0 }
        return JSONNode(value: .object(replaced), location: target.location, path: target.path, file: target.file)
    }

    /// The bodies of a request after its media types of array form or multipart schemas (`fieldless`) are seen: each is
    /// left out when another media type is sent (the JSON one NetBox lists first); without one, the first is sent as
    /// bytes the caller writes, so that the body, required or not, can be sent at all rather than as an empty form.
    mutating func addingFieldless(_ fieldless: [JSONMember], to bodies: [(body: BodySpec, node: JSONNode)], required: Bool)
        -> [(body: BodySpec, node: JSONNode)] {
        var bodies = bodies
        for media in fieldless {
            let at = schema(of: media.value) ?? media.value
            if let sent = bodies.first {
                warning("a '\(media.key)' body of an array has no fields to send: a form's fields are an object's properties; left out",
                        at: at, hint: "the endpoint sends the body as \(sent.body.contentType)")
                continue
            }
            let multipart = MediaKind.essence(media.key).type == "multipart"
            warning("a '\(media.key)' body of an array has no fields to send: a form's fields are an object's properties; it is sent as the bytes given",
                    at: at, hint: multipart ? "set Content-Type with its boundary in a middleware, or describe the body as an object"
                                            : "encode the values yourself, or describe the body as an object")
            bodies.append((.data(contentType: Located(media.key, at: media.value), optional: !required), media.value))
        }
        return bodies
    }
}
