import EndpointGenJSON

/// One spec file as written: structurally checked, not yet resolved.
///
/// Produced by ``SpecReader`` from a native spec, or by the OpenAPI converter with every value located in the OpenAPI
/// document; ``Translator`` turns it into an ``APIModel``, and ``SpecPrinter`` prints it as a native spec.
package struct Spec: Sendable {
    package var file: String
    package var name: Located<String>
    package var description: String?
    package var servers: [ServerSpec]
    package var defaultServer: Located<String>?
    package var keyStyle: KeyStyle
    package var sharedQuery: [ParameterSpec]
    package var sharedHeaders: [ParameterSpec]
    package var auth: AuthSpec?
    package var errorBody: ErrorBodySpec?
    package var endpoints: [EndpointSpec]
    package var models: [ModelSpec]
    /// Other spec files, relative to this one, whose models this spec's types may name.
    package var imports: [ImportSpec] = []
    /// Where the endpoints are declared: `$.endpoints`, or `$.paths` in an OpenAPI document. Code generated for them
    /// as a whole refers back to it, also when there are none.
    package var endpointsPath = JSONPath.root.appending(key: "endpoints")
}

/// One entry of `imports`: a spec file, and the module its generated models are in when not this one.
package struct ImportSpec: Sendable {
    package var path: Located<String>
    package var module: Located<String>?
}

/// How model property keys map to wire keys when a property gives no `wireName`.
package enum KeyStyle: String, Sendable, CaseIterable {
    /// The key is sent exactly as written in the spec.
    case verbatim
    /// The key as written (camelCase) is sent in snake_case.
    case snakeCase = "snake_case"
}

package struct ServerSpec: Sendable {
    package var name: Located<String>
    /// The URL, in which each of `variables` is written `{name}`.
    package var url: Located<String>
    package var description: String?
    /// The parts of the URL the app supplies (a tenant's subdomain, a region, a port): a server with variables is a
    /// template the client is given by calling a function, not one fixed URL.
    package var variables: [ServerVariableSpec] = []
}

/// A `{name}` in a server's URL that the app supplies, with the value it takes when not given.
package struct ServerVariableSpec: Sendable {
    package var name: Located<String>
    package var defaultValue: Located<String>?
    package var description: String?
    /// The values it is limited to (`enum`), in the spec's order, each once; empty when any string is taken.
    package var allowedValues: [Located<String>] = []
}

/// A path, query, header, form or shared parameter.
package struct ParameterSpec: Sendable {
    /// The key it was written under: the wire name unless `wireName` says otherwise.
    package var key: Located<String>
    package var type: Located<TypeExpression>
    package var wireName: Located<String>?
    package var swiftName: Located<String>?
    package var description: String?
    package var defaultValue: Located<JSONNode>?
    /// A constant sent on every request (shared parameters only).
    package var fixedValue: Located<JSONNode>?
    package var constraints = ConstraintsSpec()
    /// `"style"`: OpenAPI's serialization style (`form`, `deepObject`, `label`, …), checked by the translator.
    package var style: Located<String>?
    /// `"explode"`: whether arrays and objects are written as separate values.
    package var explode: Located<Bool>?
    /// `"allowReserved"`: RFC 3986's reserved characters are sent unencoded (path and query parameters, form fields).
    package var allowReserved: Located<Bool>?
    /// `"contentType"` of a form field: `application/json` sends the value as its JSON text.
    package var contentType: Located<String>? = nil
}

/// `minLength`, `maxLength`, `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum` and `pattern` as written, and
/// `each`: the constraints of every element of an array or value of a dictionary.
///
/// The values live behind one reference, absent when there are none (as for most parameters and properties): every
/// parameter and property holds constraints and is copied whole many times, and the optional values held inline made
/// each such copy, and the code the compiler emits for it in every file that copies one, several times as long.
package struct ConstraintsSpec: Sendable, Equatable {
    private struct Values: Sendable, Equatable {
        var minLength: Located<JSONNode>?
        var maxLength: Located<JSONNode>?
        var minimum: Located<JSONNode>?
        var maximum: Located<JSONNode>?
        var exclusiveMinimum: Located<JSONNode>?
        var exclusiveMaximum: Located<JSONNode>?
        var pattern: Located<String>?
        var each: Located<ConstraintsSpec>?

        var isEmpty: Bool {
            minLength == nil && maxLength == nil && minimum == nil && maximum == nil && exclusiveMinimum == nil && exclusiveMaximum == nil
                && pattern == nil && (each?.value.isEmpty ?? true)
        }
    }

    /// Immutable, so shared copies stay independent: a change makes a new one.
    private final class Box: Sendable {
        let values: Values

        init(_ values: Values) { self.values = values }
    }

    private var box: Box?

    package init() {}

    private var values: Values {
        get { box?.values ?? Values() }
        set { box = newValue.isEmpty ? nil : Box(newValue) }
    }

    package var minLength: Located<JSONNode>? {
        get { box?.values.minLength }
        set { values.minLength = newValue }
    }

    package var maxLength: Located<JSONNode>? {
        get { box?.values.maxLength }
        set { values.maxLength = newValue }
    }

    package var minimum: Located<JSONNode>? {
        get { box?.values.minimum }
        set { values.minimum = newValue }
    }

    package var maximum: Located<JSONNode>? {
        get { box?.values.maximum }
        set { values.maximum = newValue }
    }

    /// A bound the value must be greater than (JSON Schema's `exclusiveMinimum`: Pydantic's `gt`).
    package var exclusiveMinimum: Located<JSONNode>? {
        get { box?.values.exclusiveMinimum }
        set { values.exclusiveMinimum = newValue }
    }

    /// A bound the value must be less than (JSON Schema's `exclusiveMaximum`: Pydantic's `lt`).
    package var exclusiveMaximum: Located<JSONNode>? {
        get { box?.values.exclusiveMaximum }
        set { values.exclusiveMaximum = newValue }
    }

    package var pattern: Located<String>? {
        get { box?.values.pattern }
        set { values.pattern = newValue }
    }

    /// `each`: the constraints of every element of an array or value of a dictionary (OpenAPI's `items` and
    /// `additionalProperties`), with where it was written.
    package var each: Located<ConstraintsSpec>? {
        get { box?.values.each }
        set { values.each = newValue }
    }

    package var isEmpty: Bool { box == nil }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.box?.values == rhs.box?.values }
}

/// `auth` as written: named schemes and the requirement of endpoints that name none.
package struct AuthSpec: Sendable {
    package var schemes: [AuthSchemeSpec]
    /// `require`, or nil when absent (see ``isShorthand`` for the default).
    package var require: RequirementSpec?
    /// Written with the `token`/`apiKey` shorthand rather than `schemes`: the default requirement is then
    /// every scheme together, as before schemes could be named.
    package var isShorthand: Bool
    package var location: SourceLocation
    package var path: JSONPath
    /// The file it was written in when not the spec's own (see ``Located/file``).
    package var file: String?
}

/// One entry of `auth.schemes`: a name the requirements use, and what it sends.
package struct AuthSchemeSpec: Sendable {
    package var name: Located<String>
    package var kind: AuthSchemeKind
    package var description: String?
}

/// What a security scheme sends.
package enum AuthSchemeKind: Sendable, Equatable {
    /// A token from a `TokenProvider` in the header `header`, as `"<scheme> <token>"` or bare when nil.
    case token(header: String, scheme: String?)
    /// A user name and password sent as `Authorization: Basic …`.
    case basic
    /// A fixed key.
    case apiKey(name: String, placement: APIKeyPlacement)
}

/// Where an API key goes.
package enum APIKeyPlacement: String, Sendable, CaseIterable { case query, header, cookie }

/// A security requirement as written: alternatives (any one suffices), each the scheme names sent together.
package struct RequirementSpec: Sendable {
    package var alternatives: [[Located<String>]]
    package var location: SourceLocation
    package var path: JSONPath
    /// The file it was written in when not the spec's own (see ``Located/file``).
    package var file: String?

    package init(alternatives: [[Located<String>]], location: SourceLocation, path: JSONPath, file: String? = nil) {
        self.alternatives = alternatives
        self.location = location
        self.path = path
        self.file = file
    }
}

/// An endpoint's `auth`: `true`/`false`, or its own requirement.
package enum EndpointAuthSpec: Sendable {
    case flag(Located<Bool>)
    case requirement(RequirementSpec)
}

package struct ErrorBodySpec: Sendable {
    package var model: Located<String>
    package var messageProperty: Located<String>?
}

package struct EndpointSpec: Sendable {
    package var name: Located<String>
    /// The Swift name of its case and client methods when not the name in lowerCamelCase: an imported operation whose
    /// id repeats its group's name (GitHub's `issues/list-for-repo`) is called `client.issues.listForRepo(…)`.
    package var swiftName: Located<String>? = nil
    package var description: String?
    package var method: Located<String>
    package var path: Located<String>
    /// The URL of the server the endpoint alone is served at (an upload host), instead of the API's; nil for those.
    package var server: Located<String>? = nil
    package var pathParameters: [ParameterSpec]
    package var query: [ParameterSpec]
    package var headers: [ParameterSpec]
    /// Sent in the `Cookie` header field.
    package var cookies: [ParameterSpec] = []
    package var body: BodySpec?
    /// The other media types the body may be sent in, after ``body``: each its own endpoint case and client method.
    package var alternativeBodies: [AlternativeBodySpec] = []
    package var response: Located<ResponseSpec>
    /// Error bodies decoded for particular statuses.
    package var errors: [StatusErrorSpec]
    /// Header fields read from a 2xx response.
    package var responseHeaders: [ParameterSpec]
    /// Sample response bodies by status, for stubbing.
    package var examples: [ExampleSpec]
    package var auth: EndpointAuthSpec?
    package var retry: Located<Bool>?
    package var timeout: Located<JSONNode>?
    package var deprecation: Deprecation?
    /// The group (tag) whose service the endpoint belongs to; nil for the client itself.
    package var group: Located<String>?
    /// How the endpoint's results are split into pages; nil when they are not.
    package var paging: PagingSpec?
    package var location: SourceLocation
    package var jsonPath: JSONPath
    /// The file it was written in when not the spec's own (see ``Located/file``).
    package var file: String?
}

extension EndpointSpec {
    /// Where the endpoint was written, for back-references (see ``Located/origin``).
    package var origin: String { jsonPath.described(inFile: file) }
}

extension ModelSpec {
    /// Where the model was written, for back-references (see ``Located/origin``).
    package var origin: String { path.described(inFile: name.file) }
}

package indirect enum BodySpec: Sendable {
    /// The value encoded as JSON, sent as `application/json` or the JSON media type `contentType` names
    /// (`application/merge-patch+json`), checked against `constraints` (a list's length, `each` of its elements).
    case json(Located<TypeExpression>, contentType: Located<String>? = nil, constraints: ConstraintsSpec = ConstraintsSpec())
    case form([ParameterSpec], location: SourceLocation, path: JSONPath)
    /// `multipart/form-data`: text fields and `file` fields.
    case multipart([ParameterSpec], location: SourceLocation, path: JSONPath)
    /// Raw bytes sent with this content type; when `optional`, the argument may be `nil` and then nothing is sent.
    case data(contentType: Located<String>, optional: Bool = false)
    /// A `String` sent as UTF-8 text with this content type (`text/csv`); `optional` as for `data`.
    case text(contentType: Located<String>, optional: Bool = false)
}

extension BodySpec {
    /// The media type the body is sent as, `type/subtype` in lower case, with the parameters that choose a
    /// representation (all but `charset`: `application/json;simple`).
    package var contentType: String {
        let written: String = switch self {
        case .json(_, let contentType, _): contentType?.value ?? "application/json"
        case .form: "application/x-www-form-urlencoded"
        case .multipart: "multipart/form-data"
        case .data(let contentType, _), .text(let contentType, _): contentType.value
        }
        let essence = MediaKind.essence(written)
        return ([essence.type + "/" + essence.subtype] + MediaKind.representationParameters(written)).joined(separator: ";")
    }
}

/// A body media type after an endpoint's first: `"body": ["Pet", { "form": { … }, "swiftName": "addPetForm" }]`.
package struct AlternativeBodySpec: Sendable {
    package var body: BodySpec
    /// The Swift name of its endpoint case and client method, when not derived from the endpoint's and the body's.
    package var swiftName: Located<String>?
    /// Where the entry is written.
    package var location: SourceLocation
    package var path: JSONPath
    package var file: String?

    package init(body: BodySpec, swiftName: Located<String>?, at node: JSONNode) {
        self.body = body
        self.swiftName = swiftName
        self.location = node.location
        self.path = node.path
        self.file = node.file
    }
}

package enum ResponseSpec: Sendable, Equatable {
    case none
    case data
    case decoded(TypeExpression)
    /// The object form: one response per 2xx status code, in spec order.
    case byStatus([StatusResponseSpec])
    /// The object form keyed by media type: how each media type the response comes in is read, in spec order.
    case content([MediaResponseSpec])
}

extension ResponseSpec {
    /// The type a page of a paged endpoint decodes: the decoded response, or the one decoded 2xx body of a response by
    /// status whose other statuses are 3xx without a body (GitHub's lists declare `304 Not Modified` beside their `200`;
    /// pages are fetched without conditions, so no 304 comes), or the type of the one JSON media type a response comes in
    /// (JSON:API's `application/vnd.api+json`, which each page is asked for as the first is). Nil for any other response.
    package var pagedBody: TypeExpression? {
        switch self {
        case .decoded(let type):
            return type
        case .content(let media) where media.count == 1 && MediaKind(media[0].mediaType.value) == .json:
            if case .type(let type) = media[0].reading.value { return type }
            return nil
        case .byStatus(let entries):
            var body: TypeExpression?
            for entry in entries {
                let code = Int(entry.status.value)
                switch entry.response.value {
                case .none where code.map { (300..<400).contains($0) } ?? false:
                    continue
                case .decoded(let type) where body == nil && code.map { (200..<300).contains($0) } ?? false:
                    body = type
                default:
                    return nil
                }
            }
            return body
        case .none, .data, .content:
            return nil
        }
    }
}

/// One entry of a `response` object keyed by media type: `"text/event-stream": { "type": "Chunk", "terminator": "[DONE]" }`.
package struct MediaResponseSpec: Sendable, Equatable {
    /// The media type (or range, `image/*`) as written.
    package var mediaType: Located<String>
    /// `"data"`, `"events"` or a type, as written; what they mean depends on the media type.
    package var reading: Located<MediaReadingSpec>
    /// An event stream's data that ends it (OpenAI's `[DONE]`).
    package var terminator: Located<String>?
    /// The Swift name of the client method that asks for this media type, when it is not the first.
    package var swiftName: Located<String>?
    /// Other media types its method asks for after it in `Accept` and reads as it reads this one (`text/xml` for
    /// `application/xml`, `application/problem+json` for `application/json`).
    package var alsoAccept: [Located<String>] = []
}

/// What a media type's body is read as, as written.
package enum MediaReadingSpec: Sendable, Equatable {
    /// `"data"`: the raw bytes.
    case data
    /// `"events"`: Server-Sent Events as they are.
    case events
    /// A type: decoded from JSON, each event's data or each JSON line; `string` for text.
    case type(TypeExpression)
}

/// One entry of a `response` object: `"201": "Item"`.
package struct StatusResponseSpec: Sendable, Equatable {
    /// The status code as written, e.g. `"201"`.
    package var status: Located<String>
    package var response: Located<ResponseSpec>

    package init(status: Located<String>, response: Located<ResponseSpec>) {
        self.status = status
        self.response = response
    }
}

/// One entry of `examples`: a status code and a sample body.
package struct ExampleSpec: Sendable, Equatable {
    package var status: Located<String>
    /// The body as compact JSON text (see ``JSONValue/compactText``): what generated code answers with. Kept as text
    /// because nothing looks inside it, so that an OpenAPI example written as JSON text need not be read into values.
    package var json: String

    package init(status: Located<String>, body: JSONNode) {
        self.init(status: status, json: body.value.compactText)
    }

    package init(status: Located<String>, json: String) {
        self.status = status
        self.json = json
    }
}

/// One entry of `errors`: `"404": "NotFound"`.
package struct StatusErrorSpec: Sendable, Equatable {
    package var status: Located<String>
    package var type: Located<TypeExpression>

    package init(status: Located<String>, type: Located<TypeExpression>) {
        self.status = status
        self.type = type
    }
}

package struct ModelSpec: Sendable {
    package indirect enum Kind: Sendable {
        case object([PropertySpec])
        /// Open enums; their values may be strings, numbers, booleans or a mix of them.
        case enumeration([EnumValueSpec])
        /// `oneOf`: a value of one of several types.
        case union(UnionSpec)

        /// Whether the model is an object model.
        package var isObject: Bool {
            if case .object = self { true } else { false }
        }

        /// What the model is, for messages: "an object", "an enum" or "a oneOf".
        package var article: String {
            switch self {
            case .object: "an object"
            case .enumeration: "an enum"
            case .union: "a oneOf"
            }
        }
    }

    package var name: Located<String>
    package var description: String?
    /// For an object model after ``AllOfMerger``: the included models' properties first, then its own.
    package var kind: Kind
    /// The models whose properties an object model includes (`"allOf"`), in order.
    package var allOf: [Located<String>] = []
    /// What an object model does with keys it does not declare; nil when it does not say (they are ignored).
    package var additionalProperties: AdditionalPropertiesSpec?
    package var location: SourceLocation
    package var path: JSONPath
    /// Whether the spec declares it inline (a property's `properties`, an OpenAPI schema outside
    /// `components.schemas` other than the body of a `components.responses` entry) under a name the generator made up,
    /// so that it may share one type with others of its shape.
    package var isInline = false
    /// The file it was written in when not the spec's own (see ``Located/file``).
    package var file: String?
    /// The property (or dotted path, as `errorBody`'s `message`) holding the message of an object model an endpoint
    /// declares as an error: the model conforms to `ServerErrorBody`, and `EndpointError` shows the message.
    package var serverMessage: Located<String>?
}

/// A `oneOf` model: the alternatives' types, and how to tell them apart.
package struct UnionSpec: Sendable {
    /// A value of the discriminator property and a model it selects. A value may select several models, which are then
    /// told apart by their other keys.
    package struct Mapping: Sendable {
        package var value: Located<String>
        package var model: Located<String>

        package init(value: Located<String>, model: Located<String>) {
            self.value = value
            self.model = model
        }
    }

    /// Type names, arrays (`[string]`) and dictionaries; the name ``nullAlternative`` stands for JSON's `null`, those
    /// of ``booleanAlternatives`` for `false` and `true`, and a name in double quotes for that one string
    /// (``string(of:)``).
    package var alternatives: [Located<TypeExpression>]
    /// The property whose value selects an object alternative; nil means "try each in order".
    package var discriminator: Located<String>?
    /// Explicit values, in source order; alternatives without one use their model name. A value that selects several
    /// models has an entry for each.
    package var mapping: [Mapping] = []
    /// Whether an object may leave the discriminator out (`"optional": true`): one without it is decoded by trying the
    /// alternatives in order. Pydantic's tags (`type: Literal["x"] = "x"`) have a default, so servers may omit them.
    package var discriminatorIsOptional = false

    /// The alternative that stands for JSON's `null`: `"oneOf": ["string", "null"]`.
    package static let nullAlternative = "null"

    /// The alternatives that stand for one JSON boolean, by name: `"oneOf": ["false", "[string]"]` takes `false` or a
    /// list of strings, and `true` is neither.
    package static let booleanAlternatives: [String: Bool] = ["false": false, "true": true]

    /// The boolean `type` stands for as an alternative; nil for every other type.
    package static func boolean(of type: TypeExpression) -> Bool? {
        guard case .named(let name) = type else { return nil }
        return booleanAlternatives[name]
    }

    /// The string `type` stands for as an alternative written in double quotes (`"oneOf": ["\"hidden\"", "string"]`
    /// takes the string `hidden`, as a case without payload, or any other string); nil for every other type.
    package static func string(of type: TypeExpression) -> String? {
        guard case .named(let name) = type, name.count > 1, name.first == "\"", name.last == "\"" else { return nil }
        return String(name.dropFirst().dropLast())
    }

    /// The alternative that stands for the one string `value` (``string(of:)``).
    package static func stringAlternative(_ value: String) -> TypeExpression {
        .named("\"" + value + "\"")
    }

    /// Whether `type` is an alternative of one JSON value: `null`, `false`, `true` or a string in double quotes.
    package static func isLiteral(_ type: TypeExpression) -> Bool {
        type == .named(nullAlternative) || boolean(of: type) != nil || string(of: type) != nil
    }

    /// The most alternatives a union may list. Whether an alternative can ever be decoded depends on every one
    /// before it, so a union costs the square of its alternatives: 20,000 took 33 s. Real unions list tens.
    package static let maximumAlternatives = 1_000

    /// The error for a union listing `count` alternatives, more than ``maximumAlternatives``.
    package static func tooManyAlternatives(_ count: Int, keyword: String) -> String {
        "'\(keyword)' lists \(count) alternatives; at most \(maximumAlternatives) are read"
    }
}

/// An object model's `additionalProperties`: `false`, `true` (any JSON value) or the type of the values of the keys
/// it does not declare, kept in a dictionary property.
package struct AdditionalPropertiesSpec: Sendable {
    /// The values' type; nil for `false`, which keeps no other keys.
    package var type: Located<TypeExpression>?
    /// The constraints of each value.
    package var constraints = ConstraintsSpec()
    package var swiftName: Located<String>?
    package var description: String?
    package var location: SourceLocation
    package var path: JSONPath
    /// The file it was written in when not the spec's own (see ``Located/file``).
    package var file: String?
}

/// One value of an `enum` model.
package struct EnumValueSpec: Sendable {
    package var value: Located<EnumLiteral>
    /// The case name given in the object form (`"enum": { "low": 1 }`); nil in the array form.
    package var caseName: Located<String>?
}

/// An enum value as JSON writes it.
package enum EnumLiteral: Sendable, Hashable {
    case string(String)
    case integer(Int64)
    /// A number with a fraction or an exponent, or an integer beyond 64 bits: always finite, `text` as written.
    case number(Double, text: String)
    case bool(Bool)

    /// The value as text: the string itself, a number as written, `true` or `false`.
    package var text: String {
        switch self {
        case .string(let text): text
        case .integer(let value): String(value)
        case .number(_, let text): text
        case .bool(let flag): flag ? "true" : "false"
        }
    }

    /// The value as JSON: a string in quotes, others as ``text``.
    package var json: String {
        if case .string(let text) = self { return "\"\(text)\"" }
        return text
    }
}

package struct PropertySpec: Sendable {
    package var key: Located<String>
    package var type: Located<TypeExpression>
    package var wireName: Located<String>?
    package var swiftName: Located<String>?
    package var description: String?
    package var deprecation: Deprecation?
    package var constraints = ConstraintsSpec()
    /// `"nullable": true`: the key is always sent, `null` when there is no value.
    package var nullable: Located<Bool>?
    /// `"readOnly": true`: the server sets it; decoded from responses, never sent in a request.
    package var readOnly: Located<Bool>?
    /// `"default"`: the value used when the key is absent; checked against the type by the translator.
    package var defaultValue: Located<JSONNode>?
    /// `"const"`: the only value the property can have.
    package var constValue: Located<JSONNode>?
}

/// `"deprecated": true` or `"deprecated": "Use … instead."` on an endpoint or property.
package struct Deprecation: Sendable, Equatable {
    package var message: String?

    package init(message: String? = nil) {
        self.message = message
    }
}
