import EndpointGenJSON

/// `body`: JSON, form, multipart, data or text, alone or as an array of media types.
extension SpecReader {
    /// `body`: one form, or an array of forms whose first is the endpoint's own body and each other its own case.
    mutating func readBodies(_ node: JSONNode) -> (first: BodySpec?, others: [AlternativeBodySpec]) {
        guard case .array(let entries) = node.value else { return (readBody(node, isAlternative: false)?.body, []) }
        guard let first = entries.first else {
            problems.error("'body' lists no media type", at: node, hint: "write one body, e.g. \"body\": \"Pet\", or remove the key")
            return (nil, [])
        }
        var sent: [String: JSONNode] = [:]
        var bodies: [(body: BodySpec, swiftName: Located<String>?, node: JSONNode)] = []
        for (index, entry) in entries.enumerated() {
            guard let read = readBody(entry, isAlternative: index > 0) else { continue }
            let contentType = read.body.contentType
            if let earlier = sent[contentType] {
                problems.error("this body is sent as \(contentType), like the one at \(earlier.path); each entry must send its own media type", at: entry,
                               hint: "remove one of them, or give a JSON body its own \"contentType\"")
                continue
            }
            sent[contentType] = entry
            bodies.append((read.body, read.swiftName, entry))
        }
        guard let own = bodies.first, own.node.path == first.path else { return (nil, []) }
        return (own.body, bodies.dropFirst().map { AlternativeBodySpec(body: $0.body, swiftName: $0.swiftName, at: $0.node) })
    }

    /// One body form; `swiftName` is allowed on the object form of an alternative only.
    private mutating func readBody(_ node: JSONNode, isAlternative: Bool) -> (body: BodySpec, swiftName: Located<String>?)? {
        if case .string = node.value {
            return readType(node).map { (BodySpec.json($0), nil) }
        }
        guard var object = ObjectReader(node, describing: "'body'", problems: &problems) else { return nil }
        let json = object.value("json")
        let form = object.members("form", problems: &problems)
        let multipart = object.members("multipart", problems: &problems)
        let data = object.string("data", problems: &problems)
        let text = object.string("text", problems: &problems)
        let optional = object.bool("optional", problems: &problems)
        // A form body's `style` and `explode` are the default of each field that sets neither.
        let style = object.string("style", problems: &problems)
        let explode = object.bool("explode", problems: &problems)
        let contentType = object.string("contentType", problems: &problems)
        let swiftName = object.string("swiftName", problems: &problems)
        // A JSON body's constraints (a list's length, its elements'); other bodies' keys stay unknown.
        let constraints = json == nil ? ConstraintsSpec() : readConstraints(&object)
        object.finish(&problems)
        if form == nil, let misplaced = object.value("style") ?? object.value("explode") {
            problems.error("'style' and 'explode' of a body apply to 'form' fields only", at: misplaced, hint: "remove them, or set them on a form body")
        }
        if let swiftName, !isAlternative {
            problems.error("'swiftName' names a body after the first; the first body is the endpoint's own", at: swiftName,
                           hint: "remove it, or rename the endpoint")
        }
        let body: BodySpec?
        switch (json, form, multipart, data ?? text) {
        case (let json?, nil, nil, nil):
            body = readType(json).map { BodySpec.json($0, contentType: readJSONContentType(contentType), constraints: constraints) }
        case (nil, let form?, nil, nil):
            let fields = readParameters(form, shared: false, styled: true, reservable: true, inForm: true).map { field in
                var field = field
                if field.style == nil, field.explode == nil { (field.style, field.explode) = (style, explode) }
                return field
            }
            body = .form(fields, location: node.location, path: node.path)
        case (nil, nil, let multipart?, nil):
            body = .multipart(readParameters(multipart, shared: false, inForm: true), location: node.location, path: node.path)
        case (nil, nil, nil, let contentType?) where data == nil || text == nil:
            let key = data == nil ? "text" : "data"
            guard Self.isMediaType(contentType.value, allowingRanges: false) else {
                problems.error("'\(key)' must be a content type such as \"\(key == "text" ? "text/csv" : "image/png")\"", at: contentType,
                               hint: "write \"body\": { \"\(key)\": \"\(key == "text" ? "text/plain" : "application/octet-stream")\" }; a body is sent as one exact type, never a range such as image/*")
                return nil
            }
            let isOptional = optional?.value ?? false
            body = data == nil ? .text(contentType: contentType, optional: isOptional) : .data(contentType: contentType, optional: isOptional)
        default:
            problems.error("'body' must have exactly one of 'json', 'form', 'multipart', 'data' or 'text'", at: node,
                           hint: "write \"body\": \"LoginRequest\" for a JSON model, or \"body\": { \"form\": { \"email\": \"string\" } }")
            return nil
        }
        if data == nil, text == nil, let optional {
            problems.error("'optional' applies to 'data' and 'text' bodies", at: optional,
                           hint: json != nil ? "a JSON body is optional when its type is, e.g. \"Pet?\"" : "each form or multipart field is optional on its own, e.g. \"string?\"")
        }
        if json == nil, let contentType {
            problems.error("'contentType' names the JSON media type of a 'json' body", at: contentType,
                           hint: "'data' and 'text' bodies name their content type themselves; form and multipart bodies have theirs")
        }
        return body.map { ($0, isAlternative ? swiftName : nil) }
    }

    /// A JSON body's `contentType`: a JSON media type (`application/json`, `…+json`) without a range.
    private mutating func readJSONContentType(_ contentType: Located<String>?) -> Located<String>? {
        guard let contentType else { return nil }
        guard Self.isMediaType(contentType.value, allowingRanges: false), MediaKind(contentType.value) == .json else {
            problems.error("'contentType' of a JSON body must be a JSON media type, found '\(contentType.value)'", at: contentType,
                           hint: "write e.g. \"application/merge-patch+json\"; send other media types as 'data' or 'text'")
            return nil
        }
        return contentType
    }
}
