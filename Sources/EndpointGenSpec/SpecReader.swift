import EndpointGenJSON

/// The spec stage: reads a parsed native spec (JSON or YAML) into a ``Spec``, reporting every problem of its
/// structure — unknown keys, value kinds, type syntax — and merging `allOf` models and finding `oneOf` cycles.
/// What needs the whole API (references, placeholders, Swift names) is checked by the model stage (`Translator`).
package struct SpecReader {
    package internal(set) var problems: Problems
    /// Models that properties declare inline (`"address": { "properties": … }`), kept after the declared models so
    /// that a declared model keeps its name when an inline one would take it.
    private var inlineModels: [ModelSpec] = []
    /// Each type text read so far, parsed (see ``readType(_:)``).
    private var parsedTypes: [String: Result<TypeExpression, TypeExpressionError>] = [:]

    package init(file: String) {
        problems = Problems(file: file)
    }

    /// Reads the document; returns nil when the root is unusable (not an object, or no `name`).
    package mutating func read(_ root: JSONNode) -> Spec? {
        guard var object = ObjectReader(root, describing: "a spec", problems: &problems) else { return nil }
        _ = object.value("$schema")
        readSpecVersion(object.value("specVersion"))
        let name = object.requiredString("name", problems: &problems, hint: "add \"name\": \"Movies\"; it prefixes every generated type")
        let description = object.string("description", problems: &problems)?.value
        let imports = readImports(object.value("imports"))
        // Without servers the generated client takes its server as an argument: a models-only spec has no endpoints to
        // call, and an API whose document names no server has no default to send credentials to.
        let servers = object.value("servers").map { readServers($0) } ?? []
        let defaultServer = object.string("defaultServer", problems: &problems)
        let keyStyle = readKeyStyle(object.string("keyStyle", problems: &problems))
        var sharedQuery: [ParameterSpec] = []
        var sharedHeaders: [ParameterSpec] = []
        if let shared = object.value("shared"), var sharedObject = ObjectReader(shared, describing: "'shared'", problems: &problems) {
            sharedQuery = readParameters(sharedObject.members("query", problems: &problems), shared: true)
            sharedHeaders = readParameters(sharedObject.members("headers", problems: &problems), shared: true)
            checkTransportHeaders(sharedHeaders)
            sharedObject.finish(&problems)
        }
        let auth = object.value("auth").flatMap { AuthReader.auth($0, problems: &problems) }
        let errorBody = object.value("errorBody").flatMap { readErrorBody($0) }
        let endpoints = (object.members("endpoints", problems: &problems) ?? []).compactMap { readEndpoint($0) }
        let declared = (object.members("models", problems: &problems) ?? []).compactMap { readModel($0) } + inlineModels
        var merger = AllOfMerger(models: declared)
        let models = merger.merged(problems: &problems)
        UnionCycles.report(in: models, problems: &problems)
        object.finish(&problems)
        guard let name else { return nil }
        return Spec(
            file: problems.file, name: name, description: description, servers: servers,
            defaultServer: defaultServer, keyStyle: keyStyle, sharedQuery: sharedQuery, sharedHeaders: sharedHeaders,
            auth: auth, errorBody: errorBody, endpoints: endpoints, models: models, imports: imports
        )
    }

    /// `"imports": ["common.endpoints.json", { "spec": "money.endpoints.json", "module": "MoneySDK" }]`.
    private mutating func readImports(_ node: JSONNode?) -> [ImportSpec] {
        guard let node else { return [] }
        guard case .array(let elements) = node.value else {
            problems.error("'imports' must be an array of spec file names, found \(node.kindName)", at: node,
                           hint: "write \"imports\": [\"common.endpoints.json\"]")
            return []
        }
        return elements.compactMap { element in
            var path: Located<String>?
            var module: Located<String>?
            if case .string(let text) = element.value {
                path = Located(text, at: element)
            } else if var object = ObjectReader(element, describing: "an import", problems: &problems) {
                path = object.requiredString("spec", problems: &problems, hint: "add \"spec\": \"common.endpoints.json\"")
                module = object.string("module", problems: &problems)
                object.finish(&problems)
            }
            guard let path else { return nil }
            guard SpecFile.isSpec(path.value) else {
                problems.error("an import must name a spec file ending in \(SpecFile.suffix)", at: path,
                               hint: "write e.g. \"common.endpoints.json\" (or \"common.endpoints.yaml\"), relative to this spec")
                return nil
            }
            if let module, !Casing.isPlainIdentifier(module.value) {
                problems.error("module '\(module.value)' is not a Swift module name", at: module, hint: "write the name of the target, e.g. \"CommonSDK\"")
                return nil
            }
            return ImportSpec(path: path, module: module)
        }
    }

    private mutating func readSpecVersion(_ node: JSONNode?) {
        guard let node else { return }
        guard case .number(let number) = node.value, number.double == 1 else {
            problems.error("unsupported specVersion; this endpoint-gen reads version 1", at: node, hint: "write \"specVersion\": 1")
            return
        }
    }

    private mutating func readKeyStyle(_ text: Located<String>?) -> KeyStyle {
        guard let text else { return .verbatim }
        guard let style = KeyStyle(rawValue: text.value) else {
            let styles = KeyStyle.allCases.map { "'\($0.rawValue)'" }.joined(separator: " or ")
            problems.error("unknown keyStyle '\(text.value)'", at: text, hint: "use \(styles)")
            return .verbatim
        }
        return style
    }

    private mutating func readServers(_ node: JSONNode) -> [ServerSpec] {
        guard case .object(let members) = node.value, !members.isEmpty else {
            problems.error("'servers' must be a non-empty object of name → URL", at: node)
            return []
        }
        return members.compactMap { member in
            let name = Located(member.key, location: member.keyLocation, path: member.value.path)
            if case .string(let url) = member.value.value {
                return ServerSpec(name: name, url: Located(url, at: member.value))
            }
            guard var object = ObjectReader(member.value, describing: "a server", problems: &problems) else { return nil }
            let url = object.requiredString("url", problems: &problems, hint: "add \"url\": \"https://api.example.com\"")
            let description = object.string("description", problems: &problems)?.value
            let variables = object.value("variables").map { readServerVariables($0) } ?? []
            object.finish(&problems)
            return url.map { ServerSpec(name: name, url: $0, description: description, variables: variables) }
        }
    }

    private mutating func readServerVariables(_ node: JSONNode) -> [ServerVariableSpec] {
        guard case .object(let members) = node.value, !members.isEmpty else {
            problems.error("a server's 'variables' must be a non-empty object of name → variable", at: node,
                           hint: "write \"variables\": { \"tenant\": { \"description\": \"Your tenant's subdomain.\" } }")
            return []
        }
        return members.compactMap { member in
            let name = Located(member.key, location: member.keyLocation, path: member.value.path)
            guard var object = ObjectReader(member.value, describing: "a server variable", problems: &problems) else { return nil }
            let defaultValue = object.string("default", problems: &problems)
            let description = object.string("description", problems: &problems)?.value
            let values = object.value("enum").map { readServerVariableValues($0, of: name.value) } ?? []
            object.finish(&problems)
            if let defaultValue, !values.isEmpty, !values.contains(where: { $0.value == defaultValue.value }) {
                problems.error("the default '\(defaultValue.value)' of server variable '\(name.value)' is not one of its 'enum' values", at: defaultValue,
                               hint: "add \"\(defaultValue.value)\" to the 'enum', or default to one of its values")
            }
            return ServerVariableSpec(name: name, defaultValue: defaultValue, description: description, allowedValues: values)
        }
    }

    /// A server variable's `enum`: a non-empty array of non-empty strings, each once. What is reported is left out.
    private mutating func readServerVariableValues(_ node: JSONNode, of variable: String) -> [Located<String>] {
        guard case .array(let elements) = node.value, !elements.isEmpty else {
            problems.error("the 'enum' of server variable '\(variable)' must be a non-empty array of the values it takes", at: node,
                           hint: "write \"enum\": [\"us\", \"eu\"], or leave 'enum' out so that any value is taken")
            return []
        }
        var values: [Located<String>] = []
        for element in elements {
            guard case .string(let text) = element.value, !text.isEmpty else {
                let found = element.kindName == "string" ? "an empty string" : element.kindName
                problems.error("a value of server variable '\(variable)' must be a non-empty string, found \(found)", at: element,
                               hint: "write each value as the text that replaces {\(variable)} in the URL, e.g. \"eu\"")
                continue
            }
            if let first = values.first(where: { $0.value == text }) {
                problems.error("duplicate value '\(text)' of server variable '\(variable)'; the first is at \(first.position)", at: element,
                               hint: "remove one of the two values")
                continue
            }
            values.append(Located(text, at: element))
        }
        return values
    }

    private mutating func readErrorBody(_ node: JSONNode) -> ErrorBodySpec? {
        if case .string(let model) = node.value {
            return ErrorBodySpec(model: Located(model, at: node))
        }
        guard var object = ObjectReader(node, describing: "'errorBody'", problems: &problems) else { return nil }
        let model = object.requiredString("model", problems: &problems, hint: "add \"model\": \"ErrorResponse\"")
        let message = object.string("message", problems: &problems)
        object.finish(&problems)
        return model.map { ErrorBodySpec(model: $0, messageProperty: message) }
    }

    private mutating func readEndpoint(_ member: JSONMember) -> EndpointSpec? {
        guard var object = ObjectReader(member.value, describing: "an endpoint", problems: &problems) else { return nil }
        let name = Located(member.key, location: member.keyLocation, path: member.value.path)
        let swiftName = object.string("swiftName", problems: &problems)
        let description = object.string("description", problems: &problems)?.value
        let method = object.requiredString("method", problems: &problems, hint: "add \"method\": \"GET\"")
        let path = object.requiredString("path", problems: &problems, hint: "add \"path\": \"/resource/{id}\"")
        let server = object.string("server", problems: &problems)
        let pathParameters = readParameters(object.members("pathParameters", problems: &problems), shared: false, styled: true, reservable: true)
        let query = readParameters(object.members("query", problems: &problems), shared: false, styled: true, reservable: true)
        let headers = readParameters(object.members("headers", problems: &problems), shared: false, styled: true)
        checkTransportHeaders(headers)
        let cookies = readParameters(object.members("cookies", problems: &problems), shared: false, styled: true)
        let bodies = object.value("body").map { readBodies($0) }
        let response = readResponse(object.value("response"), endpoint: member.value)
        let errors = readErrors(object.members("errors", problems: &problems))
        let responseHeaders = withoutConnectionHeaders(readParameters(object.members("responseHeaders", problems: &problems), shared: false))
        let examples = (object.members("examples", problems: &problems) ?? []).map { member in
            ExampleSpec(status: Located(member.key, location: member.keyLocation, path: member.value.path), body: member.value)
        }
        let auth = object.value("auth").flatMap { AuthReader.endpointAuth($0, problems: &problems) }
        let retry = object.bool("retry", problems: &problems)
        let timeout = object.value("timeout").map { Located($0) }
        let deprecation = readDeprecation(object.value("deprecated"))
        let group = object.string("group", problems: &problems)
        let paging = object.value("paging").flatMap { PagingSpec.read($0, problems: &problems) }
        object.finish(&problems)
        guard let method, let path else { return nil }
        return EndpointSpec(
            name: name, swiftName: swiftName, description: description, method: method, path: path, server: server, pathParameters: pathParameters,
            query: query, headers: headers, cookies: cookies, body: bodies?.first, alternativeBodies: bodies?.others ?? [], response: response,
            errors: errors, responseHeaders: responseHeaders, examples: examples, auth: auth, retry: retry, timeout: timeout,
            deprecation: deprecation, group: group, paging: paging, location: member.keyLocation, jsonPath: member.value.path
        )
    }

    private mutating func readResponse(_ node: JSONNode?, endpoint: JSONNode) -> Located<ResponseSpec> {
        guard let node else {
            return Located(.none, location: endpoint.location, path: endpoint.path.appending(key: "response"))
        }
        switch node.value {
        case .string("none"): return Located(.none, at: node)
        case .string("data"): return Located(.data, at: node)
        case .object(let members) where members.contains(where: { $0.key.utf8.contains(UInt8(ascii: "/")) }):
            return Located(.content(readContent(members, in: node)), at: node)
        case .object(let members):
            let responses = members.map { member in
                StatusResponseSpec(
                    status: Located(member.key, location: member.keyLocation, path: member.value.path),
                    response: readResponse(member.value, endpoint: node)
                )
            }
            return Located(.byStatus(responses), at: node)
        default:
            let type = readType(node)
            return Located(type.map { .decoded($0.value) } ?? .none, at: node)
        }
    }

    /// `"errors": { "404": "NotFound" }`: status code → type of the error body.
    private mutating func readErrors(_ members: [JSONMember]?) -> [StatusErrorSpec] {
        (members ?? []).compactMap { member in
            readType(member.value).map { type in
                StatusErrorSpec(status: Located(member.key, location: member.keyLocation, path: member.value.path), type: type)
            }
        }
    }

    private mutating func readModel(_ member: JSONMember) -> ModelSpec? {
        guard var object = ObjectReader(member.value, describing: "a model", problems: &problems) else { return nil }
        let name = Located(member.key, location: member.keyLocation, path: member.value.path)
        let description = object.string("description", problems: &problems)?.value
        let properties = object.members("properties", problems: &problems)
        let allOf = object.value("allOf").map { readModelNames($0, key: "allOf") }
        let additionalNode = object.value("additionalProperties")
        let cases = object.value("enum")
        let oneOf = object.value("oneOf")
        let discriminator = object.value("discriminator")
        let isInline = object.bool("inline", problems: &problems)?.value ?? false
        let serverMessage = object.string("serverMessage", problems: &problems)
        object.finish(&problems)
        let kind: ModelSpec.Kind
        if let discriminator, oneOf == nil {
            problems.error("'discriminator' applies only to a model with 'oneOf'", at: discriminator)
        }
        switch (properties != nil || allOf != nil || additionalNode != nil, cases, oneOf) {
        case (false, nil, let oneOf?):
            guard let union = UnionReader.read(oneOf: oneOf, discriminator: discriminator, problems: &problems) else { return nil }
            kind = .union(union)
        case (true, nil, nil):
            kind = .object((properties ?? []).compactMap { readProperty($0, owner: member.key) })
        case (false, let cases?, nil):
            guard let values = EnumReader.read(cases, problems: &problems) else { return nil }
            kind = values
        default:
            problems.error("a model needs exactly one of 'properties', 'allOf' or 'additionalProperties' (an object), 'enum' or 'oneOf'", at: member.value,
                           hint: "write \"properties\": { \"id\": \"int\" } for an object, \"enum\": [\"a\", \"b\"] for an enum or \"oneOf\": [\"Cat\", \"Dog\"] for one of several types")
            return nil
        }
        if let serverMessage, !kind.isObject {
            problems.error("'serverMessage' applies only to an object model, not to \(kind.article)", at: serverMessage)
        }
        var model = ModelSpec(name: name, description: description, kind: kind, allOf: allOf ?? [],
                              additionalProperties: additionalNode.flatMap { AdditionalPropertiesReader.read($0, problems: &problems) },
                              location: member.keyLocation, path: member.value.path, isInline: isInline)
        model.serverMessage = serverMessage
        return model
    }

    /// A non-empty array of model names, such as `"allOf": ["Base", "Audited"]`.
    private mutating func readModelNames(_ node: JSONNode, key: String) -> [Located<String>] {
        guard case .array(let items) = node.value, !items.isEmpty else {
            problems.error("'\(key)' must be a non-empty array of model names, found \(node.kindName)", at: node,
                           hint: "write \"\(key)\": [\"Base\"]")
            return []
        }
        return items.compactMap { item in
            guard case .string(let name) = item.value else {
                problems.error("'\(key)' lists model names, found \(item.kindName)", at: item)
                return nil
            }
            return Located(name, at: item)
        }
    }

    /// A property of the model declared under `owner` (for an inline model, its name, such as `User.address`).
    private mutating func readProperty(_ member: JSONMember, owner: String) -> PropertySpec? {
        let key = Located(member.key, location: member.keyLocation, path: member.value.path)
        if case .string = member.value.value {
            return readType(member.value).map { PropertySpec(key: key, type: $0) }
        }
        guard var object = ObjectReader(member.value, describing: "a property", problems: &problems) else { return nil }
        let typeNode = object.value("type")
        let wireName = object.string("wireName", problems: &problems)
        let swiftName = object.string("swiftName", problems: &problems)
        let description = object.string("description", problems: &problems)?.value
        let deprecation = readDeprecation(object.value("deprecated"))
        let constraints = readConstraints(&object)
        let nullable = object.bool("nullable", problems: &problems)
        let readOnly = object.bool("readOnly", problems: &problems)
        let defaultValue = object.value("default").map { Located($0) }
        let constValue = object.value("const").map { Located($0) }
        let inlineProperties = object.members("properties", problems: &problems)
        let inlineAllOf = object.value("allOf").map { readModelNames($0, key: "allOf") }
        let inlineAdditional = object.value("additionalProperties")
        object.finish(&problems)
        let type: Located<TypeExpression>?
        if inlineProperties != nil || inlineAllOf != nil || inlineAdditional != nil {
            let name = owner + "." + member.key
            let properties = (inlineProperties ?? []).compactMap { readProperty($0, owner: name) }
            inlineModels.append(ModelSpec(
                name: Located(name, location: member.keyLocation, path: member.value.path), description: description,
                kind: .object(properties), allOf: inlineAllOf ?? [],
                additionalProperties: inlineAdditional.flatMap { AdditionalPropertiesReader.read($0, problems: &problems) },
                location: member.keyLocation, path: member.value.path, isInline: true
            ))
            type = inlineType(typeNode, model: name, property: member.value)
        } else if let typeNode {
            type = readType(typeNode)
        } else {
            problems.error("missing required key 'type'", at: member.value,
                           hint: "add \"type\": \"string\", or \"properties\": { … } or \"allOf\": [ … ] for an inline object")
            return nil
        }
        if defaultValue != nil, let constValue {
            problems.error("a property cannot have both 'default' and 'const'", at: constValue,
                           hint: "keep 'const' for a value that never changes, or 'default' for one used when the key is absent")
            return nil
        }
        return type.map {
            PropertySpec(key: key, type: $0, wireName: wireName, swiftName: swiftName, description: description,
                         deprecation: deprecation, constraints: constraints, nullable: nullable,
                         readOnly: readOnly, defaultValue: defaultValue, constValue: constValue)
        }
    }

    /// The type of a property with an inline object (`properties`, `allOf` or `additionalProperties`): the inline
    /// model, or a written type in which `object`
    /// stands for it (`"object?"`, `"[object]"`).
    private mutating func inlineType(_ node: JSONNode?, model: String, property: JSONNode) -> Located<TypeExpression>? {
        guard let node else { return Located(.named(model), at: property) }
        guard let written = readType(node) else { return nil }
        guard written.value.mentions(Self.inlineObjectName) else {
            problems.error("the type of a property with an inline object must use '\(Self.inlineObjectName)' for it, found \"\(written.value)\"",
                           at: node, hint: "write \"type\": \"object?\" or \"[object]\", or leave 'type' out")
            return nil
        }
        return Located(written.value.replacing(Self.inlineObjectName, with: model), at: node)
    }

    /// The name that stands for a property's inline model in its `type`.
    static let inlineObjectName = "object"

    /// `styled` parameters (path, query, header, cookie and form fields) may have `style` and `explode`; those written into a
    /// URL (`reservable`: path and query parameters, and form fields, which a form body writes as a query) `allowReserved` too.
    /// `inForm`: form and multipart fields, which may also name the `contentType` their value is sent as.
    mutating func readParameters(_ members: [JSONMember]?, shared: Bool, styled: Bool = false, reservable: Bool = false, inForm: Bool = false) -> [ParameterSpec] {
        (members ?? []).compactMap { readParameter($0, shared: shared, styled: styled, reservable: reservable, inForm: inForm) }
    }

    private mutating func readParameter(_ member: JSONMember, shared: Bool, styled: Bool, reservable: Bool, inForm: Bool) -> ParameterSpec? {
        let key = Located(member.key, location: member.keyLocation, path: member.value.path)
        if case .string = member.value.value {
            return readType(member.value).map { ParameterSpec(key: key, type: $0) }
        }
        guard var object = ObjectReader(member.value, describing: "a parameter", problems: &problems) else { return nil }
        let typeNode = object.value("type")
        let wireName = object.string("wireName", problems: &problems)
        let swiftName = object.string("swiftName", problems: &problems)
        let description = object.string("description", problems: &problems)?.value
        let defaultValue = object.value("default").map { Located($0) }
        let fixedValue = shared ? object.value("value").map { Located($0) } : nil
        let constraints = shared ? ConstraintsSpec() : readConstraints(&object)
        let style = styled ? object.string("style", problems: &problems) : nil
        let explode = styled ? object.bool("explode", problems: &problems) : nil
        let allowReserved = reservable ? object.bool("allowReserved", problems: &problems) : nil
        let contentType = inForm ? object.string("contentType", problems: &problems) : nil
        object.finish(&problems)
        let type: Located<TypeExpression>?
        if let typeNode {
            type = readType(typeNode)
        } else if let fixedValue {
            type = fixedValue.with(Self.inferredType(of: fixedValue.value))
        } else {
            problems.error("missing required key 'type'", at: member.value, hint: shared ? "add \"type\": \"string\", or \"value\": \"…\" for a constant" : "add \"type\": \"string\"")
            type = nil
        }
        return type.map {
            ParameterSpec(key: key, type: $0, wireName: wireName, swiftName: swiftName, description: description,
                          defaultValue: defaultValue, fixedValue: fixedValue, constraints: constraints, style: style, explode: explode,
                          allowReserved: allowReserved, contentType: contentType)
        }
    }

    /// The constraint keys of a parameter or property object (``ObjectReader/constraints(problems:)``).
    mutating func readConstraints(_ object: inout ObjectReader) -> ConstraintsSpec {
        object.constraints(problems: &problems)
    }

    /// `true` → deprecated without a message, a string → with that message, `false` → not deprecated.
    private mutating func readDeprecation(_ node: JSONNode?) -> Deprecation? {
        switch node?.value {
        case nil, .bool(false)?: return nil
        case .bool(true)?: return Deprecation()
        case .string(let message)?: return Deprecation(message: message)
        default:
            problems.error("'deprecated' must be true, false or a message string, found \(node!.kindName)", at: node!,
                           hint: "write \"deprecated\": \"Use … instead.\"")
            return nil
        }
    }

    private static func inferredType(of value: JSONNode) -> TypeExpression {
        switch value.value {
        case .bool: .named("bool")
        case .number(let number): .named(number.int64 != nil ? "int" : "double")
        default: .named("string")
        }
    }

    mutating func readType(_ node: JSONNode) -> Located<TypeExpression>? {
        TypeExpressionParser.read(node, problems: &problems, parsed: &parsedTypes)
    }
}
