import EndpointGenJSON
import EndpointGenSpec

/// Path, query, header and cookie parameters → native `pathParameters`, `query`, `headers` and `cookies`; the fields of a
/// `querystring` parameter are query parameters.
extension OpenAPIConverter {
    struct Parameters {
        var path: [ParameterSpec] = []
        var query: [ParameterSpec] = []
        var headers: [ParameterSpec] = []
        var cookies: [ParameterSpec] = []
        /// The `default` of each optional query parameter that has one, by key: the server's, not sent, from which
        /// page paging counts.
        var serverDefaults: [String: JSONNode] = [:]
    }

    /// Scalar native types that can be sent in a URL, header or form.
    static let parameterScalars: Set<String> = ["string", "int", "int32", "int64", "double", "bool", "date-time", "date", "uuid", "url", "bytes"]

    /// Path-level and operation-level parameters merged (the operation's win), then converted in that order.
    mutating func parameters(of operation: JSONNode, pathItem: JSONNode, endpoint: String, path: String) -> Parameters {
        // By place and name, with the key of the `components/parameters` entry a shared one is, and the list that gave
        // it (0 the path's, 1 the operation's).
        var merged: [(key: String, node: JSONNode, component: String?, list: Int)] = []
        // Where each key is in `merged`: searching it for every parameter made 20,000 of them quadratic.
        var mergedIndex: [String: Int] = [:]
        // Whether a parameter at a URL was left out: its warning then also stands for the placeholder it may declare.
        var leavesOutUnfetched = false
        for (list, parameters) in [pathItem["parameters"], operation["parameters"]].enumerated() {
            for raw in parameters?.elements ?? [] {
                // A parameter at a URL was left out where the document was joined, with a warning that says so.
                guard let parameter = dereferenced(raw) else { continue }
                guard !unfetchedParameters.contains(SchemaPlace(of: parameter)) else {
                    leavesOutUnfetched = true
                    continue
                }
                guard let name = parameter["name"]?.string, let place = parameter["in"]?.string else {
                    warning("a parameter needs a string 'name' and 'in'; left out", at: raw)
                    continue
                }
                // A header's name is case-insensitive (RFC 9110): `X-Trace` and `x-trace` are one field, which sent
                // twice arrived as one of the two values.
                let key = place + " " + (place == "header" ? name.lowercased() : name)
                // A parameter of another file is named after its entry or its file, as a shared one of this file is.
                let component = Self.componentKey(raw["$ref"]?.string, in: .parameters) ?? Self.externalKey(of: parameter, in: .parameters)
                guard let index = mergedIndex[key] else {
                    mergedIndex[key] = merged.count
                    merged.append((key, parameter, component, list))
                    continue
                }
                // An operation's entry replaces its path's, but one list must not name a parameter twice (FastAPI's
                // `openapi_extra` repeats the parameters it derives).
                if merged[index].list == list, let earlier = merged[index].node["name"]?.string {
                    let again = earlier == name ? "is listed twice" : "is '\(earlier)' again (header names ignore case)"
                    warning("\(place) parameter '\(name)' \(again) in one parameter list; the later entry is used", at: raw,
                            hint: "OpenAPI allows a parameter once per list; remove the entry that is wrong")
                }
                merged[index] = (key, parameter, component, list)
            }
        }
        var result = Parameters()
        var queryString: [ParameterSpec] = []
        let placeholders = Self.placeholders(in: path)
        // Sets, not searches of the lists: one per parameter made a path of 20,000 parameters quadratic.
        let placeholderNames = Set(placeholders)
        for (_, parameter, component, _) in merged {
            guard let name = parameter["name"]?.string, let place = parameter["in"]?.string else { continue }
            if place != "path", let scheme = credentialScheme(sentAs: name, in: place, by: operation) {
                warning("\(place) parameter '\(name)' is the API key of security scheme '\(scheme)', which the client sends; left out", at: parameter,
                        hint: "a second value beside the client's key, or one in its place, fails the security requirement")
                continue
            }
            // A type made for a shared parameter is named after its entry, not after the first operation that uses it:
            // PeerTube's 13 `sort` parameters (`videosSort`, `usersSort`, …) were `Sort`, `Sort2`, … `Sort11`.
            // Spelt only for a parameter that makes a type (most are scalars): spelling every one cost a percent.
            func typeName() -> String {
                if let component { return Casing.upperCamel(component) }
                let operation = Casing.upperCamel(endpoint), parameter = Casing.upperCamel(name)
                // Typesense names its object parameters after their operations (`deleteDocumentsParameters`), whose types
                // were `DeleteDocumentsDeleteDocumentsParameters`.
                let startsWithOperation = parameter.hasPrefix(operation)
                    && parameter.dropFirst(operation.count).first.map { $0.isUppercase || $0.isNumber } == true
                return startsWithOperation ? parameter : operation + parameter
            }
            switch place {
            case "path":
                guard placeholderNames.contains(name) else {
                    warning("path parameter '\(name)' has no '{\(name)}' in the path; left out", at: parameter)
                    continue
                }
                if let entry = parameterEntry(parameter, name: name, place: place, typeName: typeName()) { result.path.append(entry) }
            case "query":
                guard let entry = parameterEntry(parameter, name: name, place: place, typeName: typeName()) else { continue }
                result.query.append(entry)
                if let value = parameter["schema"].flatMap({ serverDefault(of: $0, for: entry) }) { result.serverDefaults[name] = value }
            case "header":
                if name.lowercased() == "accept", let value = parameter["schema"].flatMap(soleString) {
                    // OpenAPI ignores it, but a server may not: an MCP server answers 406 to `Accept: application/json`
                    // alone. Its one value is the parameter's default, so it is sent unless the caller says otherwise.
                    var accept = ParameterSpec(key: Located(name, at: parameter), type: Located(.named("string"), at: parameter["schema"] ?? parameter))
                    accept.defaultValue = Located(value)
                    result.headers.append(accept)
                    continue
                }
                // The client sets `Authorization` from its credentials, but only where a security requirement names a
                // scheme that sends it: elsewhere the parameter is the caller's only way to send it (OpenSubtitles'
                // AI operations take an API key in `Api-Key` and the user's token in `Authorization`).
                let lowered = name.lowercased()
                guard !["accept", "content-type"].contains(lowered), lowered != "authorization" || !sendsAuthorization(operation) else {
                    warning("header parameter '\(name)' is set by the client, not by a parameter (OpenAPI ignores it too); left out", at: parameter)
                    continue
                }
                // Datadog's intake takes `Content-Encoding: gzip` for a compressed body; the client sends the body as it
                // is, so a caller's `.gzip` told the server to inflate plain JSON, which it refuses.
                guard lowered != "content-encoding" else {
                    warning("header parameter '\(name)' says how the body is compressed, and the client sends it uncompressed; left out", at: parameter,
                            hint: "to send a compressed body, compress it in a middleware that also sets the header")
                    continue
                }
                guard !TransportHeaders.contains(name) else {
                    warning("header parameter '\(name)' is set by the HTTP stack from the request it sends, not by a parameter; left out", at: parameter)
                    continue
                }
                // One such header would refuse the whole document, where the native format refuses it.
                guard HTTPToken.isToken(name) else {
                    warning("header parameter '\(name)' is not an HTTP field name, which no request can send; left out", at: parameter)
                    continue
                }
                if let entry = parameterEntry(parameter, name: name, place: place, typeName: typeName()) { result.headers.append(entry) }
            case "cookie":
                if let entry = parameterEntry(parameter, name: name, place: place, typeName: typeName()) { result.cookies.append(entry) }
            case "querystring":
                queryString += queryStringFields(of: parameter, name: name, endpoint: component ?? endpoint)
            default:
                warning("unknown parameter location '\(place)'; left out", at: parameter["in"] ?? parameter)
            }
        }
        // OpenAPI forbids `query` parameters beside a `querystring` one; a document that has both sends each name once.
        let queried = Set(result.query.map(\.key.value))
        for field in queryString {
            guard !queried.contains(field.key.value) else {
                warning("field '\(field.key.value)' of a querystring parameter is also a query parameter; the query parameter is sent", at: field.key,
                        hint: "OpenAPI 3.2 allows no 'query' parameter beside a 'querystring' one")
                continue
            }
            result.query.append(field)
        }
        var placed = Set(result.path.map(\.key.value))
        for name in placeholders where placed.insert(name).inserted {
            if !leavesOutUnfetched {
                warning("path placeholder '{\(name)}' has no parameter; it is declared as a string", at: operation)
            }
            result.path.append(ParameterSpec(key: Located(name, at: operation), type: Located(.named("string"), at: operation)))
        }
        // OpenAPI gives a parameter list no order, and the path's template is the one order its parameters have: a
        // sanic-ext document lists them as its decorators run, bottom-up, and `/{paymentService}/{paymentProduct}/{paymentId}`
        // was called `(paymentId:paymentProduct:paymentService:)`. Query, header and cookie parameters keep the document's.
        var position: [String: Int] = [:]
        for (index, name) in placeholders.enumerated() where position[name] == nil { position[name] = index }
        result.path = result.path.enumerated().sorted { first, second in
            (position[first.element.key.value] ?? placeholders.count, first.offset) < (position[second.element.key.value] ?? placeholders.count, second.offset)
        }.map(\.element)
        Self.nameApartByPlace(&result)
        return result
    }

    /// Gives a parameter whose name another place already has a Swift name that says where it goes: IonQ sends a
    /// session's jobs a path and a query `session_id`, which were `sessionId` and `sessionId2`, and are now
    /// `sessionId` and `sessionIdQuery`.
    private static func nameApartByPlace(_ parameters: inout Parameters) {
        // Names alike in Swift are alike in their letters and digits, whatever their case and separators: spelling
        // every parameter's Swift name here cost half a percent of converting a large document, so only those are.
        let keys = [parameters.path, parameters.query, parameters.headers, parameters.cookies].map { $0.map(\.key.value) }
        let alike = keys.indices.contains { place in
            keys[place].contains { key in keys[(place + 1)...].contains { $0.contains { Casing.looselyEqual($0, key) } } }
        }
        guard alike else { return }
        var names = Set(parameters.path.map { Casing.lowerCamel($0.key.value) })
        func apart(_ list: inout [ParameterSpec], place: String) {
            for index in list.indices where list[index].swiftName == nil {
                let key = list[index].key
                guard !names.insert(Casing.lowerCamel(key.value)).inserted else { continue }
                let named = Casing.lowerCamel(key.value + " " + place)
                guard Casing.isPlainIdentifier(named), names.insert(named).inserted else { continue }
                list[index].swiftName = key.with(named)
            }
        }
        apart(&parameters.query, place: "query")
        apart(&parameters.headers, place: "header")
        apart(&parameters.cookies, place: "cookie")
    }

    /// Whether a security requirement of `operation` (its own `security`, else the document's) names a scheme whose
    /// credential the client sends in `Authorization`.
    private func sendsAuthorization(_ operation: JSONNode) -> Bool {
        let security = operation.present("security") ?? document["security"]
        return security?.elements?.contains { ($0.members ?? []).contains { authorizationSchemes.contains($0.key) } } == true
    }

    /// The API key scheme of the operation's security requirements (its own, else the document's) that sends `name`
    /// in `place` itself: such a parameter sent the key twice (`?api_key=KEY&api_key=mine`), or replaced it.
    private func credentialScheme(sentAs name: String, in place: String, by operation: JSONNode) -> String? {
        guard !apiKeys.isEmpty else { return nil }
        let security = operation.present("security") ?? document["security"]
        for requirement in security?.elements ?? [] {
            for member in requirement.members ?? [] {
                guard let key = apiKeys[member.key], key.place == place else { continue }
                // Header names are compared as HTTP compares them; query and cookie names exactly.
                if place == "header" ? key.name.lowercased() == name.lowercased() : key.name == name { return member.key }
            }
        }
        return nil
    }

    /// The names of the document's security schemes whose credential goes in `Authorization`: HTTP authentication,
    /// OAuth 2 and OpenID Connect (an API key named so is among ``apiKeys(of:components:)``).
    static func authorizationSchemes(of document: JSONNode, components: ComponentIndex) -> Set<String> {
        Set((document["components"]?["securitySchemes"]?.members ?? []).filter { member in
            ["http", "oauth2", "openIdConnect"].contains(components.followingLocalReference(member.value, in: document)["type"]?.string ?? "")
        }.map(\.key))
    }

    /// Where each API key scheme of the document sends its key, by scheme name.
    static func apiKeys(of document: JSONNode, components: ComponentIndex) -> [String: (place: String, name: String)] {
        var keys: [String: (place: String, name: String)] = [:]
        for member in document["components"]?["securitySchemes"]?.members ?? [] {
            let scheme = components.followingLocalReference(member.value, in: document)
            guard scheme["type"]?.string == "apiKey", let place = scheme["in"]?.string, let name = scheme["name"]?.string else { continue }
            keys[member.key] = (place, name)
        }
        return keys
    }

    /// The `{name}` placeholders of a path template, in order.
    static func placeholders(in path: String) -> [String] {
        var names: [String] = []
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    /// The parameter `name`; a type made for it is named `typeName`.
    private mutating func parameterEntry(_ parameter: JSONNode, name: String, place: String, typeName: @autoclosure () -> String) -> ParameterSpec? {
        let asString = ParameterSpec(key: Located(name, at: parameter), type: Located(.named("string"), at: parameter))
        guard let schema = parameter["schema"] else {
            if let media = parameter["content"]?.members?.first {
                // `content` writes the value in a media type (JSON text for `application/json`), which the native
                // format cannot encode. Left out, a required parameter was never sent; the caller now gives the text.
                warning("\(place) parameter '\(name)' in a media type ('content' of '\(media.key)') takes the text to send, as a String: "
                        + "the caller writes the value in that media type", at: parameter,
                        hint: "pass the value's \(media.key) text, e.g. String(decoding: try JSONEncoder().encode(value), as: UTF8.self)")
                let text = "The value as `\(media.key)` text."
                let description = describe(parameter).map { $0 + "\n\n" + text } ?? text
                return fieldEntry(name, type: .named("string"), required: place == "path" || parameter["required"]?.bool == true,
                                  schema: parameter, description: description, origin: parameter)
            }
            warning("a parameter without 'schema' or 'content' has no type; '\(name)' is \(place == "path" ? "a String" : "left out: the method has no argument for it")",
                    at: parameter)
            return place == "path" ? asString : nil
        }
        var styleKeys = styleKeys(of: parameter, name: name, place: place)
        for key in ["example", "examples"] { if let node = parameter[key] { noteDroppedExample("parameter example", at: node) } }
        let deprecated = parameter["deprecated"]?.bool == true
        if deprecated, let node = parameter["deprecated"] {
            warning("deprecated parameters cannot be marked: a Swift argument has no deprecation; '\(name)' is kept, and its documentation says it is deprecated",
                    at: node)
        }
        let constant = argumentConstant(of: schema)
        var type = widenedInteger(type(of: schema, hint: typeName()), parameter: parameter)
        if type.unwrapped == .json, let inferred = Self.typeOfUntyped(schema) {
            type = type.isOptional ? .optional(inferred) : inferred
        }
        if case .array(.optional(let item)) = type.unwrapped {
            // OpenAPI's styles (RFC 6570) leave a null item out, so there is none to send: NetBox's filters, 1,070 of
            // them, each drew a warning that told the document's author to remove a `?` the document never wrote.
            nullableParameterItems.note("\(place) parameter '\(name)'", at: schema)
            type = type.isOptional ? .optional(.array(item)) : .array(item)
        }
        let required = place == "path" || parameter["required"]?.bool == true
        if place == "path" { type = type.unwrapped }
        guard isSendable(type, allowArray: place == "query") || Self.isSerializable(type) else {
            let fallback = place == "path"
            warning("\(place) parameter '\(name)' of type '\(openAPITypeName(type, schema: schema))' cannot be sent as a \(place) value by the client; \(fallback ? "it is a String the caller writes" : "left out")",
                    at: schema)
            return fallback ? asString : nil
        }
        if place == "cookie" {
            styleKeys = cookieStyleKeys(styleKeys, of: parameter, name: name, type: type, at: schema)
            if let nested = nestedProperty(of: schema) { reportNestedCookieProperty(nested, of: name, exploded: styleKeys.explode?.value ?? true, at: schema) }
        }
        if place == "query", styleKeys.style == nil, styleKeys.explode == nil, let nested = nestedProperty(of: schema) {
            warning("query parameter '\(name)' is an object whose '\(nested)' holds an object or array, which OpenAPI's form style leaves "
                    + "undefined; an array is sent as repeated keys (\(nested)=a&\(nested)=b), an object in brackets (\(nested)[key]=value)", at: schema,
                    hint: "check how the server reads them, or declare 'style: deepObject' to send brackets throughout")
        }
        if place == "path", let allowReserved = styleKeys.allowReserved, !isSendable(type, allowArray: false) {
            warning("'allowReserved' of a path parameter is kept for scalars; '\(name)' of type '\(openAPITypeName(type, schema: schema))' is percent-encoded",
                    at: allowReserved)
            styleKeys.allowReserved = nil
        }
        var description = describeParameter(parameter, schema: schema, name: name)
        // Said where a caller reads what to pass: Google Maps' Places `name` was deprecated without a word in the SDK.
        if deprecated { description = description.map { "Deprecated. " + $0 } ?? "Deprecated." }
        let entry = fieldEntry(name, type: type, required: required, schema: schema, description: description, origin: parameter, style: styleKeys)
        return defaulting(entry, to: constant)
    }

    /// The scalar `const` of a parameter's or form field's schema: the one value the server takes (myges'
    /// `response_type: token`, OAuth's `grant_type: client_credentials`), which ``defaulting(_:to:)`` makes the
    /// argument's default, so a call need not spell it. Marked as kept before the schema is typed, which reports a
    /// `const` it does not keep.
    mutating func argumentConstant(of schema: JSONNode) -> JSONNode? {
        let constant = schema["const"].flatMap { $0.value == .null || $0.members != nil || $0.elements != nil ? nil : $0 }
        if let constant { propertyConsts.insert(constant.path.description) }
        return constant
    }

    /// `entry` with `constant` as its default, and so no longer optional, when it has none and the constant fits.
    func defaulting(_ entry: ParameterSpec, to constant: JSONNode?) -> ParameterSpec {
        guard entry.defaultValue == nil, let constant, fits(constant, type: entry.type.value) else { return entry }
        var entry = entry
        entry.defaultValue = Located(constant)
        entry.type = entry.type.with(entry.type.value.unwrapped)
        return entry
    }

    /// The type of a parameter schema that names no type: that of its scalar `default` (WAHA's `session: {default:
    /// "default"}`, in 131 operations), else `string` when it says nothing but annotations (Airflow's `dag_id: {title:
    /// Dag Id}`), as a parameter's value is text. As any JSON, the default was dropped with a warning that it did not
    /// fit, and every call had to spell `.string("default")`; Airflow's most-used calls took a `JSONValue`.
    private static func typeOfUntyped(_ schema: JSONNode) -> TypeExpression? {
        guard schema["type"] == nil else { return nil }
        switch schema["default"]?.value {
        case .string?: return .named("string")
        case .bool?: return .named("bool")
        case .number(let number)?: return .named(number.int64 != nil ? "int" : "double")
        default:
            let onlyAnnotates = schema.members?.allSatisfy { annotationKeys.contains($0.key) || $0.key.isSpecificationExtension } ?? false
            return onlyAnnotates ? .named("string") : nil
        }
    }

    /// Whether `type` names a union model (a `oneOf`).
    private func isUnionModel(_ type: TypeExpression) -> Bool {
        if case .union? = kind(ofModel: type.unwrapped) { true } else { false }
    }

    /// The first property of an object schema (its `allOf` parts merged) that holds an object or an array; nil for
    /// anything else. Exploded in the form style, such a property has no encoding OpenAPI defines.
    private mutating func nestedProperty(of schema: JSONNode) -> String? {
        // Most parameters are scalars written in place: those are told apart without looking further.
        guard schema["$ref"] != nil || schema["properties"] != nil || schema["allOf"] != nil, isObjectModelSchema(peek(schema)) else { return nil }
        return flatten(schema).properties.first { property in
            let target = peek(property.schema)
            return ["object", "array"].contains(target["type"]?.string ?? "") || target["properties"] != nil || target["items"] != nil
        }?.key
    }

    /// A parameter or form field `key`, with its description, default, constraints and style.
    mutating func fieldEntry(_ key: String, type: TypeExpression, required: Bool, schema: JSONNode, description: String?, origin: JSONNode,
                             style: Style = Style()) -> ParameterSpec {
        var type = type
        var defaultValue: JSONNode?
        if let value = schema["default"], value.value != .null {
            if fits(value, type: type) {
                defaultValue = value
            } else if value.elements != nil || value.members != nil || isUnionModel(type) {
                // The native format has no array, object or union defaults; left out, the value is absent and the
                // server applies its own default, so one note per operation says it. (A union's default fits one of
                // its cases, so "does not fit" would be wrong: langgraph's `xray`, `false` of boolean or integer.)
                dropped.note("\(value.kindName) default", at: value, hint: DroppedDetails.serverAppliesDefault)
            } else if let base = type.unwrapped.name, Self.typesWithoutDefaults.contains(base) {
                // Nor defaults of these types: Prefect's `since` of `0001-01-01T00:00:00Z` was said not to fit.
                dropped.note("\(base) default", at: value, hint: DroppedDetails.serverAppliesDefault)
            } else {
                let written = if case .number(let number) = value.value { number.text } else { value.kindName }
                warning("default \(written) does not fit the type '\(openAPITypeName(type, schema: schema))'; left out", at: value)
            }
        }
        // An optional value's `default` is what the server assumes when the request leaves it out: sent anyway, it
        // shaped every call (Google Maps refuses `traffic_model=best_guess` without a `departure_time`), so it is nil
        // by default and only told. A required one is sent, and its default saves the caller spelling it.
        type = required ? type.unwrapped : .optional(type.unwrapped)
        var field = ParameterSpec(key: Located(key, at: origin), type: Located(type, at: schema))
        if let description { leave(description, toTheMemberOf: type, madeFrom: schema) }
        field.description = description
        if required {
            field.defaultValue = defaultValue.map { Located($0) }
        } else if let value = serverDefault(of: schema, for: field) {
            // Its wire value (an enum's too), after a one-sentence description, else in a paragraph of its own.
            let told = "The server's default: `\(value.string ?? value.value.compactText)`."
            field.description = description.map { $0.hasSuffix(".") && !$0.contains("\n") ? $0 + " " + told : $0 + "\n\n" + told } ?? told
        }
        field.constraints = constraints(of: schema, type: type)
        field.style = style.style
        field.explode = style.explode
        field.contentType = style.contentType
        if let allowReserved = style.allowReserved {
            if isSendable(type, allowArray: true) {
                field.allowReserved = allowReserved
            } else {
                warning("'allowReserved' is kept for scalars and arrays of them; '\(key)' of type '\(openAPITypeName(type, schema: schema))' is percent-encoded", at: allowReserved)
            }
        }
        return field
    }

    /// The `default` the server assumes for `field` of `schema` when a request leaves it out: that of an optional
    /// field, when it fits the type. Nil beside a `const`, which ``defaulting(_:to:)`` makes the client's own default.
    func serverDefault(of schema: JSONNode, for field: ParameterSpec) -> JSONNode? {
        guard field.type.value.isOptional, field.defaultValue == nil, schema["const"] == nil,
              let value = schema["default"], value.value != .null, fits(value, type: field.type.value) else { return nil }
        return value
    }

    /// Whether the native format can send values of `type`: a scalar or string enum (or, for query and form
    /// values, an array of those).
    func isSendable(_ type: TypeExpression, allowArray: Bool) -> Bool {
        var base = type.unwrapped
        if allowArray, let element = base.element { base = element }
        guard let name = base.name else { return false }
        return Self.parameterScalars.contains(name) || isEnumModel(name)
    }

    /// Whether `type` (optional, or an array of it) is a union of scalars and enums only: a form field of it is the chosen
    /// value's text, as a query parameter of it is. Hetzner's `cancellation_date` (`now` or a date) was sent as JSON
    /// text, `cancellation_date="now"`, which the server refuses; `now` alone is the quoted `"now"`, a scalar too.
    func isScalarUnion(_ type: TypeExpression) -> Bool {
        let base = type.unwrapped
        guard case .union(let union)? = kind(ofModel: base.element?.unwrapped ?? base) else { return false }
        return union.alternatives.allSatisfy { isSendable($0.value, allowArray: false) || UnionSpec.string(of: $0.value) != nil }
    }

    /// The native scalar types that have no default values.
    private static let typesWithoutDefaults: Set<String> = ["date-time", "date", "uuid", "url", "bytes", "json"]

    /// Whether a default value fits a native type as the native reader requires.
    func fits(_ value: JSONNode, type: TypeExpression) -> Bool {
        guard let base = type.unwrapped.name else { return false }
        switch (base, value.value) {
        case ("string", .string), ("bool", .bool): return true
        // JSON Schema counts `20.0` as the integer 20.
        case ("int", .number(let number)), ("int64", .number(let number)): return number.wholeValue != nil
        case ("int32", .number(let number)): return number.wholeValue.flatMap { Int32(exactly: $0) } != nil
        case ("double", .number(let number)): return number.double != nil
        default:
            guard let literal = EnumLiteral(value.value)?.canonical else { return false }
            return enumCases(ofModel: base)?.contains { $0.value.value.canonical == literal } ?? false
        }
    }
}
