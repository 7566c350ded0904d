import EndpointGenJSON
import EndpointGenSpec

/// Form and multipart bodies whose schema is an array: their fields would be an object's properties, and an array has
/// no names to send its values under. NetBox's bulk updates and deletes list `multipart/form-data` of an array of
/// objects beside `application/json`; made a form method without arguments, each sent an empty body.
extension OpenAPIConverter {
    /// Whether `media`, a form or multipart media type, describes its body by an array schema (written or referred to).
    func hasFieldlessSchema(_ media: JSONNode) -> Bool {
        guard let schema = schema(of: media) else { return false }
        let target = peek(schema)
        let names = typeNames(of: target).names
        return names == ["array"] || (names.isEmpty && target["items"] != nil && target["properties"] == nil)
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
