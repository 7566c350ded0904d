import EndpointGenJSON
import EndpointGenSpec

extension Translator {
    /// The endpoints in spec order. Case names are unique within each group; the ungrouped endpoints
    /// also share the client's namespace with the groups' properties, which may be renamed here.
    mutating func translateEndpoints(auth: AuthModel, root: inout EndpointGroupModel, groups: inout [EndpointGroupModel]) -> [EndpointModel] {
        // Each service's stored property and initializers share the namespace of its endpoint methods: an endpoint
        // named `init` is told it is the initializer's name, not that it clashed with itself at 1:1.
        func serviceScope() -> NameScope {
            NameScope(generated: RuntimeSymbols.serviceMembers)
        }
        var scopes: [String?: NameScope] = [nil: serviceScope()]
        for group in groups { scopes[group.name] = serviceScope() }
        var endpoints = spec.endpoints.flatMap { endpoint -> [EndpointModel] in
            let group = endpoint.group.map { Casing.upperCamel($0.value) }
            let wanted = swiftName(endpoint.swiftName) ?? Casing.lowerCamel(endpoint.name.value)
            guard let claim = scopes[group]?.claim(wanted, for: endpoint.name) else { return [] }
            problems.collision("endpoint", endpoint.name, wanted: wanted, claim)
            let own = translateEndpoint(endpoint, caseName: claim.name, group: group, auth: auth)
            return [own].compactMap { $0 } + endpoint.alternativeBodies.compactMap { alternative in
                let source = alternative.swiftName ?? Located(endpoint.name.value, location: alternative.location, path: alternative.path, file: alternative.file)
                let wanted = swiftName(alternative.swiftName) ?? claim.name + alternative.body.caseSuffix
                guard let alternativeClaim = scopes[group]?.claim(wanted, for: source) else { return nil }
                problems.collision("endpoint", source, wanted: wanted, alternativeClaim)
                return translateEndpoint(endpoint.sending(alternative, besides: claim.name), caseName: alternativeClaim.name, group: group, auth: auth)
            }
        }
        // Each group's first mention, by Swift name, found in one pass: a search per group went over every endpoint.
        var groupSources: [String: Located<String>] = [:]
        var spellings: Set<String> = []
        for group in spec.endpoints.lazy.compactMap(\.group) where spellings.insert(group.value).inserted {
            let name = Casing.upperCamel(group.value)
            if groupSources[name] == nil { groupSources[name] = group }
        }
        for index in groups.indices {
            guard let wanted = groups[index].propertyName,
                  let source = groups[index].name.flatMap({ groupSources[$0] }),
                  let claim = scopes[nil]?.claim(wanted, for: source)
            else { continue }
            problems.collision("group", source, wanted: wanted, claim)
            groups[index].propertyName = claim.name
        }
        // Sample properties are static members of the enums, after every case has its name.
        func claimMember(_ wanted: String, group: String?, describing member: String) -> String? {
            let source = Located(wanted, location: SourceLocation(line: 1, column: 1), path: .root)
            guard let claim = scopes[group]?.claim(wanted, for: source) else { return nil }
            if let owner = claim.collidedWith {
                problems.warning("endpoint '\(owner.value)' has the Swift name '\(wanted)' of \(member); that is named '\(claim.name)'",
                                 at: owner, hint: "rename the endpoint to keep the usual name")
            }
            return claim.name
        }
        // Each endpoint's name by its spec path, the first endpoint's where two share one (hence reversed). Keyed by its
        // origin, as `specPath` is: an operation in a file of its own is at `$.get` of that file, and keyed by path alone
        // its media methods were never named, and printed as `func ()`.
        var endpointSources: [String: Located<String>] = [:]
        if endpoints.contains(where: { !$0.mediaOptions.isEmpty }) {
            for endpoint in spec.endpoints.reversed() { endpointSources[endpoint.origin] = endpoint.name }
        }
        for index in endpoints.indices where !endpoints[index].mediaOptions.isEmpty {
            guard let source = endpointSources[endpoints[index].specPath] else { continue }
            nameMediaMethods(of: &endpoints[index], source: source, in: &scopes)
        }
        for index in endpoints.indices where !endpoints[index].examples.isEmpty {
            endpoints[index].samplesProperty = claimMember(endpoints[index].caseName + "Samples", group: endpoints[index].group,
                                                           describing: "the samples of '\(endpoints[index].caseName)'")
        }
        let sampledGroups = Set(endpoints.filter { !$0.examples.isEmpty }.map(\.group))
        for group in [nil] + groups.map(\.name) where sampledGroups.contains(group) {
            let property = claimMember("sampleRoutes", group: group, describing: "the list of sample routes")
            if let index = groups.firstIndex(where: { $0.name == group }) { groups[index].sampleRoutesProperty = property } else { root.sampleRoutesProperty = property }
        }
        var counts: [String?: Int] = [:]
        for endpoint in endpoints { counts[endpoint.group, default: 0] += 1 }
        root.switchParts = EndpointGroupModel.switchParts(count: counts[nil] ?? 0)
        for index in groups.indices {
            groups[index].switchParts = EndpointGroupModel.switchParts(count: counts[groups[index].name] ?? 0)
        }
        return endpoints
    }

    /// The longest path template read, in bytes: Apache's and nginx's default limits on a request line are 8 KB, so
    /// no path a server answers comes near it.
    static let maximumPathLength = 8_192

    private mutating func translateEndpoint(_ endpoint: EndpointSpec, caseName: String, group: String?, auth: AuthModel) -> EndpointModel? {
        // Every value of an OpenAPI operation records where it is written, a JSON path that spells the operation's
        // path: 20,000 parameters of a path 140 KB long took 3.4 GB, and 40,000 exhausted memory.
        guard endpoint.path.value.utf8.count <= Self.maximumPathLength else {
            problems.error("the path is \(endpoint.path.value.utf8.count) bytes long; at most \(Self.maximumPathLength) are read", at: endpoint.path,
                           hint: "servers refuse request lines longer than 8 KB")
            return nil
        }
        guard let method = RequestMethod(rawValue: endpoint.method.value) else {
            let written = endpoint.method.value
            problems.error("unknown HTTP method '\(written)'", at: endpoint.method,
                           hint: RequestMethod(rawValue: written.uppercased()) != nil ? "write it in upper case: '\(written.uppercased())'"
                               : "use one of \(RequestMethod.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        if endpoint.body != nil, !method.allowsBody {
            problems.error("a \(method.rawValue) request cannot carry a body", at: endpoint.method,
                           hint: "send these values as 'query' parameters, or use POST, PUT or PATCH")
        }
        var scope = NameScope(generated: Self.clientMethodNames)
        let pathParameters = translateParameters(endpoint.pathParameters, role: "path", scope: &scope)
        let query = translateParameters(endpoint.query, role: "query", scope: &scope)
        var headers = translateParameters(endpoint.paging == nil ? endpoint.headers : optionalConditionalHeaders(of: endpoint), role: "header", scope: &scope)
        let cookies = translateParameters(endpoint.cookies, role: "cookie", scope: &scope)
        let path = translatePath(endpoint.path, declared: endpoint.pathParameters, translated: pathParameters)
        let body = endpoint.body.flatMap { translateBody($0, scope: &scope) }
        let media = translateSuccess(endpoint.response).map { decideMedia($0, of: endpoint, headers: &headers, scope: &scope) }
        let locals = RequestLocals.claiming(query: query, headers: headers, cookies: cookies, body: body, in: &scope, for: endpoint.name)
        let errors = translateErrors(endpoint.errors)
        var headerScope = NameScope()
        let responseHeaders = translateResponseHeaders(endpoint.responseHeaders, scope: &headerScope)
        let examples = translateExamples(endpoint.examples)
        let (requiresAuth, security) = translateEndpointAuth(endpoint.auth, auth: auth)
        let server = endpoint.server.flatMap { translateEndpointServer($0) }
        return EndpointModel(
            specName: endpoint.name.value, caseName: caseName, description: endpoint.description, method: method, template: endpoint.path.value, path: path ?? [],
            server: server,
            pathParameters: pathParameters, query: query, headers: headers, cookies: cookies, body: body, response: media?.response ?? .none,
            acceptField: media?.acceptField, mediaOptions: media?.options ?? [], errors: errors, responseHeaders: responseHeaders, examples: examples,
            requiresAuth: requiresAuth, security: security, isRetryable: endpoint.retry?.value,
            timeout: endpoint.timeout.flatMap { translateTimeout($0) }, deprecation: endpoint.deprecation.map { DeprecationModel(message: $0.message) },
            group: group, specPath: endpoint.origin, responseSpecPath: endpoint.response.origin,
            responseHeadersSpecPath: endpoint.responseHeaders.first.map { $0.key.path.parent.described(inFile: $0.key.file) } ?? endpoint.origin,
            examplesSpecPath: endpoint.examples.first.map { $0.status.path.parent.described(inFile: $0.status.file) } ?? endpoint.origin, locals: locals
        )
    }

    /// The names a client method's body reads besides its parameters, which a parameter would hide.
    static let clientMethodNames = ["apiClient": "the client's runtime client"]

    /// Splits `/movie/{id}/videos` into literal and parameter parts, matching placeholders to parameters.
    private mutating func translateTimeout(_ node: Located<JSONNode>) -> Double? {
        guard case .number(let number) = node.json, let seconds = number.double, seconds.isFinite, seconds > 0 else {
            problems.error("'timeout' must be a positive number of seconds, found \(node.kindName)", at: node, hint: "write e.g. \"timeout\": 30")
            return nil
        }
        return seconds
    }

    private mutating func translatePath(_ path: Located<String>, declared: [ParameterSpec], translated: [ParameterModel]) -> [EndpointModel.PathPart]? {
        guard path.value.hasPrefix("/") else {
            problems.error("path must start with '/'", at: path, hint: "write \"/\(path.value)\"")
            return nil
        }
        // By bytes: `contains` with a string argument is Foundation's, which is slow on Linux.
        if path.value.utf8.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            problems.error("path must not contain '?' or '#'", at: path, hint: "declare query values under 'query'")
            return nil
        }
        var parts: [EndpointModel.PathPart] = []
        var used: Set<String> = []
        // Looked up by name, the first of equal ones as a search in order finds it: searched once per placeholder,
        // a path with 20,000 parameters took 25 s.
        let declaredIndex = Dictionary(declared.indices.map { (declared[$0].key.value, $0) }, uniquingKeysWith: { first, _ in first })
        let translatedByWireName = Dictionary(translated.map { ($0.wireName, $0) }, uniquingKeysWith: { first, _ in first })
        var rest = Substring(path.value)
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else {
                problems.error("unbalanced '{' or '}' in path", at: path, hint: "write placeholders as {name}")
                return nil
            }
            if open > rest.startIndex { parts.append(.literal(String(rest[..<open]))) }
            let name = String(rest[rest.index(after: open)..<close])
            guard let index = declaredIndex[name] else {
                let placed = declared.map(\.key.value).filter { !path.value.contains("{\($0)}") }
                let hint = Spelling.closest(to: name, among: placed).map { "did you mean '{\($0)}', the declared path parameter?" }
                    ?? "declare it: \"pathParameters\": { \"\(name)\": \"string\" }"
                problems.error("placeholder '{\(name)}' has no path parameter", at: Self.located(path, atOffset: path.value[..<open].unicodeScalars.count),
                               hint: hint)
                return nil
            }
            used.insert(name)
            if let parameter = translatedByWireName[declared[index].wireName?.value ?? name] {
                parts.append(.parameter(swiftName: parameter.swiftName))
            }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.literal(String(rest))) }
        for parameter in declared where !used.contains(parameter.key.value) {
            problems.error("path parameter '\(parameter.key.value)' has no '{\(parameter.key.value)}' placeholder in the path", at: parameter.key,
                           hint: "add {\(parameter.key.value)} to \"\(path.value)\" or move the parameter to 'query'")
        }
        return parts
    }

    /// `string` with its location moved `offset` Unicode scalars into its value (past the opening quote), so that a
    /// diagnostic points at a placeholder rather than at the path's start. Exact for values without escapes.
    package static func located(_ string: Located<String>, atOffset offset: Int) -> Located<String> {
        let column = string.location.column + 1 + offset
        return Located(string.value, location: SourceLocation(line: string.location.line, column: column), path: string.path, file: string.file)
    }

    mutating func translateParameters(_ parameters: [ParameterSpec], role: String, scope: inout NameScope) -> [ParameterModel] {
        if role == "header" { checkHeaderNamesDiffer(parameters) }
        // Only a list key needs the others (``listName(ofKey:type:besides:)``); hashing every endpoint's keys for it cost
        // half a percent of generating.
        let keys = parameters.contains { $0.key.value.utf8.last == UInt8(ascii: "]") } ? Set(parameters.map(\.key.value)) : []
        let keyNames = parameters.map { $0.swiftName == nil ? memberName(ofKey: $0.key.value) : nil }
        return NameScope.inClaimOrder(parameters, keys: parameters.map(\.key.value), names: keyNames) { parameter in
            translateParameter(parameter, role: role, besides: keys, scope: &scope)
        }
    }

    /// Reports a header named again in another case: a field name ignores case (RFC 9110), so the two values went out
    /// as one field and the first was lost.
    private mutating func checkHeaderNamesDiffer(_ parameters: [ParameterSpec]) {
        var seen: [String: Located<String>] = [:]
        for parameter in parameters {
            let name = parameter.wireName ?? parameter.key
            if let earlier = seen.updateValue(name, forKey: name.value.lowercased()) {
                problems.error("header '\(name.value)' is '\(earlier.value)' again: header names ignore case", at: name, hint: "declare the header once")
            }
        }
    }

    /// Whether a header parameter's name is an HTTP token; reports it when not. The runtime refuses any other name,
    /// so each call would fail: `X-H\r\nInjected: 1` was generated as it was.
    mutating func checkHeaderName(of parameter: ParameterSpec) -> Bool {
        let name = parameter.wireName ?? parameter.key
        guard HTTPToken.isToken(name.value) else {
            problems.error("header '\(name.value)' is not an HTTP field name", at: name, hint: "an HTTP field name holds letters, digits and !#$%&'*+-.^_`|~ alone")
            return false
        }
        return true
    }

    /// One parameter of `role`, named in `scope`; `keys` are the keys of its list, when one of them is a list key.
    private mutating func translateParameter(_ parameter: ParameterSpec, role: String, besides keys: Set<String>, scope: inout NameScope) -> ParameterModel? {
        guard role != "header" || checkHeaderName(of: parameter) else { return nil }
        guard var type = resolver.resolve(parameter.type, problems: &problems) else { return nil }
        let allowsArray = role == "query" || role == "form field" || role == "multipart field"
        if case .array(.optional(let inner)) = type.unwrapped {
            // A null has no spelling among any parameter's values (RFC 6570, which OpenAPI's styles follow, leaves it
            // out), so there are no optional elements to send: a path, header or cookie list kept them, and its
            // request did not compile.
            problems.warning("the elements of \(role) parameter '\(parameter.key.value)' are optional, but a null cannot be sent as a \(role) value; "
                             + "they are '\(inner.code)'", at: parameter.type, hint: "remove the '?' from the element type")
            type = type.isOptional ? .optional(.array(inner)) : .array(inner)
        }
        let element: SwiftType
        if case .array(let inner) = type.unwrapped, allowsArray { element = inner } else { element = type }
        if let contentType = parameter.contentType, role == "form field" {
            guard let field = translateJSONTextField(parameter, contentType: contentType, type: type, scope: &scope) else { return nil }
            return field
        }
        let styled = Serialization.Style.allowed(in: role) != nil
        // A form or multipart field of any JSON sends scalars as text and arrays and objects as JSON text.
        let jsonText = element.unwrapped == .json && (role == "form field" || role == "multipart field")
        // A multipart field of another type (a model, a union, an array of models) is a part of its own, sent as
        // OpenAPI sends it by default: a string, number or boolean as text, anything else as application/json.
        let valuePart = role == "multipart field" && !resolver.isParameterValue(element) && !jsonText && Self.isSerializable(type)
        guard resolver.isParameterValue(element) || jsonText || valuePart || (styled && Self.isSerializable(type)) else {
            problems.error("\(role) parameter '\(parameter.key.value)' has type '\(parameter.type.value)', which cannot be sent as a \(role) value",
                           at: parameter.type, hint: styled ? "use a scalar, a string enum, a model, or an array of those"
                               : allowsArray ? "use a scalar, a string enum, or an array of those" : "use a scalar or a string enum")
            return nil
        }
        guard let serialization = translateSerialization(parameter, type: type, role: role) else { return nil }
        if role == "path", type.isOptional {
            problems.error("path parameter '\(parameter.key.value)' cannot be optional", at: parameter.type, hint: "remove the '?'")
            type = type.unwrapped
        }
        let allowsReserved = translateAllowReserved(parameter, role: role, type: type, serialization: serialization.value)
        let defaultValue = parameter.defaultValue.flatMap { translateDefault($0, type: type) }
            ?? (type.isOptional ? DefaultValue.none : nil)
        let wanted = swiftName(parameter.swiftName).map(Naming.memberName) ?? comparisonName(ofKey: parameter.key.value, type: type)
            ?? listName(ofKey: parameter.key.value, type: type, besides: keys) ?? memberName(ofKey: parameter.key.value)
        let claim = scope.claim(wanted, for: parameter.key)
        problems.collision("\(role) parameter", parameter.key, wanted: wanted, claim)
        var model = ParameterModel(
            specName: parameter.key.value, specPath: describedPath(parameter.key.path, inFile: parameter.key.file),
            wireName: parameter.wireName?.value ?? parameter.key.value,
            swiftName: claim.name,
            type: type, defaultValue: defaultValue, description: parameter.description,
            constraints: translateConstraints(parameter.constraints, type: type),
            serialization: serialization.value, allowsReserved: allowsReserved, sendsJSONText: valuePart
        )
        if role == "path" { Self.checkSegment(&model) }
        return model
    }

    /// `constraints` of a path parameter, which names one segment, with a length of at least 1 where its `simple` style
    /// could write nothing: a string, a list (and its strings), a dictionary. An empty segment went out as
    /// `/users//profile`, which Werkzeug and nginx merge into `/users/profile`, another resource, or as
    /// `/users/`, the list. (`label` and `matrix` write their prefix whatever the value.)
    /// A length the spec gives wins, `0` too: FastAPI writes `Path(min_length=0)` for a route that takes an empty value.
    /// A value of another type that may write nothing (an enum, a union, a model: evidently's `version`, an integer or
    /// `"latest"`, went out as `.string("")` to the list of versions) has its written segment checked.
    /// A list, dictionary or model, in any style but exploded `matrix` (a pair per element), has its written segment checked
    /// for an element holding the delimiter: `["a,b", "c"]` went as `a%2Cb,c`, read as three elements by connexion and
    /// openapi-core, and `["a.b"]` in exploded `label` as `.a.b`.
    private static func checkSegment(_ parameter: inout ParameterModel) {
        let style = parameter.serialization?.style
        let pairPerElement = style == .matrix && parameter.serialization?.explode == true
        switch parameter.type {
        case .array(let element), .dictionary(let element):
            // Integers, booleans and UUIDs never hold `,`, `.` or `;`.
            let holdsNoDelimiter: Set<SwiftType> = [.int, .int32, .int64, .bool, .uuid]
            parameter.checksSegment = !pairPerElement && !holdsNoDelimiter.contains(element)
        case .model:
            parameter.checksSegment = !pairPerElement
        default:
            break
        }
        guard style == nil || style == .simple, parameter.constraints.minLength == nil else { return }
        switch parameter.type {
        case .string, .dictionary:
            parameter.constraints.minLength = 1
        case .array(let element):
            parameter.constraints.minLength = 1
            if element == .string, parameter.constraints.element?.minLength == nil {
                var each = parameter.constraints.element ?? Constraints()
                each.minLength = 1
                parameter.constraints.element = each
            }
        case .json:
            parameter.checksSegment = true
        default:
            break
        }
    }

    /// The plural of `key` without its `[]` (`servers` for `server[]`) when `key` is a list beside `keys`'s bare name:
    /// Hetzner's form takes `server` (one) or `server[]` (several), the PHP and Rails spelling of a list, and the list
    /// was `server2`, with a warning; nil otherwise.
    private mutating func listName(ofKey key: String, type: SwiftType, besides keys: Set<String>) -> String? {
        guard !keys.isEmpty, key.hasSuffix("[]"), case .array = type.unwrapped, keys.contains(String(key.dropLast(2))) else { return nil }
        return Naming.plural(memberName(ofKey: String(key.dropLast(2))))
    }

    /// `allowReserved: true` of a query parameter or form field written whole: a scalar, or an array whose elements
    /// each make an item (the default `form` style); the delimited and bracket styles encode their delimiters. Of a path
    /// parameter (OpenAPI 3.2), a scalar in the default `simple` style: a list's `,` would be a delimiter and a value's
    /// `,` both, and the label and matrix styles' `.` and `;` likewise.
    private mutating func translateAllowReserved(_ parameter: ParameterSpec, role: String, type: SwiftType, serialization: Serialization?) -> Bool {
        guard let allowReserved = parameter.allowReserved, allowReserved.value else { return false }
        if role == "path" {
            guard serialization == nil, resolver.isParameterValue(type) else {
                problems.error("'allowReserved' of a path parameter applies to a scalar in the default simple style", at: allowReserved,
                               hint: "remove 'allowReserved'\(serialization == nil ? "" : " or the style")")
                return false
            }
            return true
        }
        guard role == "query" || role == "form field" else {
            problems.error("'allowReserved' applies to path and query parameters and form fields, not to a \(role) parameter", at: allowReserved,
                           hint: "remove it; \(role) values are \(role == "header" || role == "cookie" ? "sent as they are or percent-encoded by their rules" : "percent-encoded so that they cannot change the URL's structure")")
            return false
        }
        if let serialization {
            problems.error("'allowReserved' applies to values written whole (scalars, and arrays in the default form style), not in the \(serialization.style.rawValue) style",
                           at: allowReserved, hint: "remove 'allowReserved' or the style")
            return false
        }
        return true
    }

    /// A literal value checked against `type`; `role` names it in diagnostics (`default`, `const`).
    mutating func translateDefault(_ node: Located<JSONNode>, type: SwiftType, role: String = "default") -> DefaultValue? {
        let value: DefaultValue?
        switch (type.unwrapped, node.json) {
        case (.string, .string(let text)): value = .string(text)
        case (.bool, .bool(let flag)): value = .bool(flag)
        // JSON Schema counts `20.0` as the integer 20.
        case (.int, .number(let number)), (.int64, .number(let number)): value = number.wholeValue.map(DefaultValue.integer)
        case (.int32, .number(let number)):
            value = number.wholeValue.flatMap { Int32(exactly: $0) }.map { .integer(Int64($0)) }
        case (.double, .number(let number)): value = number.double.map(DefaultValue.double)
        case (_, .null) where type.isOptional: value = DefaultValue.none
        case (.model, .string), (.model, .number), (.model, .bool):
            guard let cases = resolver.enumCases(of: type), let rawType = resolver.enumRawType(of: type),
                  let literal = resolver.enumLiteral(node.value), literal.fits(rawType) else { value = nil; break }
            guard let match = cases.first(where: { $0.value.canonical == literal.canonical }) else {
                let values = cases.map(\.value.text)
                problems.error("\(role) \(literal.quoted) is not a value of the enum", at: node,
                               hint: Spelling.closest(to: literal.text, among: values).map { "did you mean '\($0)'?" } ?? "use one of: \(values.joined(separator: ", "))")
                return nil
            }
            value = .enumCase(match.swiftName, qualifier: type.isOptional ? type.unwrapped.code : nil)
        default: value = nil
        }
        if value == nil {
            problems.error("\(role) value (\(node.kindName)) does not fit the type '\(type.code)'", at: node,
                           hint: "write a \(role) of the declared type, or remove it")
        }
        return value
    }

    private mutating func translateBody(_ body: BodySpec, scope: inout NameScope) -> EndpointModel.Body? {
        switch body {
        case .json(let typeExpression, let contentType, let constraints):
            guard let type = resolver.resolve(typeExpression, problems: &problems) else { return nil }
            let name = scope.claim("body", for: typeExpression.with("body")).name
            return .json(ParameterModel(specName: "body", specPath: typeExpression.origin, wireName: "body", swiftName: name, type: type,
                                        defaultValue: type.isOptional ? DefaultValue.none : nil,
                                        constraints: translateConstraints(constraints, type: type), isUnlabeled: true),
                         contentType: contentType.map(\.value).flatMap { MediaKind.isDefault($0) ? nil : $0 })
        case .form(let fields, _, _):
            return .form(translateParameters(fields, role: "form field", scope: &scope))
        case .multipart(let fields, _, _):
            return .multipart(translateMultipartFields(fields, scope: &scope))
        case .data(let contentType, let optional):
            return .data(rawBody(.data, optional: optional, at: contentType, scope: &scope), contentType: contentType.value)
        case .text(let contentType, let optional):
            // Text goes out as UTF-8, which the content type says unless it names a charset itself.
            let sent = contentType.value.lowercased().contains("charset=") ? contentType.value : contentType.value + "; charset=utf-8"
            return .text(rawBody(.string, optional: optional, at: contentType, scope: &scope), contentType: sent)
        }
    }

    /// The unlabelled argument of a `data` or `text` body: `Data` or `String`, optional (and `nil` by default) when the
    /// body may be left out.
    private func rawBody(_ type: SwiftType, optional: Bool, at contentType: Located<String>, scope: inout NameScope) -> ParameterModel {
        ParameterModel(specName: "body", specPath: contentType.origin, wireName: "body", swiftName: scope.claim("body", for: contentType).name,
                       type: optional ? .optional(type) : type, defaultValue: optional ? DefaultValue.none : nil, isUnlabeled: true)
    }

    /// Multipart fields: text fields as form fields are, and `file` (or `file?`) fields as `MultipartFile`s, `[file]` (or
    /// `[file]?`) fields as arrays of them, one part each under the field's name.
    private mutating func translateMultipartFields(_ fields: [ParameterSpec], scope: inout NameScope) -> [ParameterModel] {
        var models: [ParameterModel] = []
        // LiteLLM's image edit takes `image` or `image[]`: the list is `images`, as in a query or a form.
        let keys = fields.contains { $0.key.value.utf8.last == UInt8(ascii: "]") } ? Set(fields.map(\.key.value)) : []
        for field in fields {
            let optional = field.type.value.isOptional
            let file = SwiftType.model("MultipartFile")
            let type: SwiftType
            switch field.type.value.unwrapped {
            case .named("file"): type = file
            case .array(.named("file")): type = .array(file)
            default:
                guard var model = translateParameter(field, role: "multipart field", besides: keys, scope: &scope) else { continue }
                model.partContentType = partContentType(of: field, sendsJSON: model.sendsJSONText)
                models.append(model)
                continue
            }
            let wanted = swiftName(field.swiftName).map(Naming.memberName)
                ?? listName(ofKey: field.key.value, type: type, besides: keys) ?? memberName(ofKey: field.key.value)
            let claim = scope.claim(wanted, for: field.key)
            problems.collision("multipart field", field.key, wanted: wanted, claim)
            models.append(ParameterModel(
                specName: field.key.value, specPath: field.key.origin,
                wireName: field.wireName?.value ?? field.key.value, swiftName: claim.name,
                type: optional ? .optional(type) : type, defaultValue: optional ? DefaultValue.none : nil, description: field.description,
                isFile: true, partContentType: partContentType(of: field, sendsJSON: false)
            ))
        }
        return models
    }

    /// A multipart field's `contentType`, one exact media type. A part of a model, union or list of models is sent as
    /// OpenAPI's default for it (`application/json`), which is all it may name.
    private mutating func partContentType(of field: ParameterSpec, sendsJSON: Bool) -> String? {
        guard let contentType = field.contentType else { return nil }
        guard SpecReader.isMediaType(contentType.value, allowingRanges: false) else {
            problems.error("a multipart field's 'contentType' must be one media type such as \"text/csv\", found '\(contentType.value)'", at: contentType,
                           hint: "remove it to send a file as its caller names it, and a value as text")
            return nil
        }
        guard !sendsJSON else {
            if !MediaKind.isDefault(contentType.value) {
                problems.error("multipart field '\(field.key.value)' holds a model or list, sent as application/json; its 'contentType' cannot be '\(contentType.value)'",
                               at: contentType, hint: "remove it")
            }
            return nil
        }
        return contentType.value
    }
}
