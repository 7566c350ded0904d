import EndpointGenJSON
import EndpointGenSpec

/// The model stage's output: one API, resolved and validated, with every Swift name and type decided.
///
/// Emitters only print what this says.
package struct APIModel: Sendable {
    /// The spec's file name as shown in generated headers, e.g. `movies.endpoints.json`.
    package var sourceName: String
    package var name: String
    package var description: String?
    package var typeNames: APITypeNames
    /// The servers of fixed URLs: the cases of the environment enum.
    package var servers: [ServerModel]
    /// The servers whose URLs have parts the app supplies: functions of the environment type.
    package var serverTemplates: [ServerTemplateModel]
    /// The default server; nil when there are no servers, or the first server is a template of values the app must
    /// supply, so that the client takes its server as an argument.
    package var defaultServer: DefaultServerModel?
    package var sharedQuery: [SharedParameter]
    package var sharedHeaders: [SharedParameter]
    package var auth: AuthModel
    package var errorBody: ErrorBodyModel?
    /// The other models that conform to `ServerErrorBody` (a model's `serverMessage`): error bodies an endpoint
    /// declares for its statuses, whose message `EndpointError` shows.
    package var serverMessages: [ErrorBodyModel] = []
    /// Every endpoint in spec order, whatever its group.
    package var endpoints: [EndpointModel]
    /// The types of the endpoints outside any group: `<Name>Endpoint`, `<Name>API` and `<Name>Client`.
    package var rootGroup: EndpointGroupModel
    /// The spec's groups in order of first use; endpoints outside them belong to ``rootGroup``.
    package var groups: [EndpointGroupModel]
    package var models: [ModelDeclaration]
    /// Models declared as a type alias of an earlier model of the same shape, by Swift name (see ``ShapeSharing``).
    package var aliases: [String: String] = [:]
    /// How many levels of models each model holds by value, by Swift name (see ``NestingLimiter``).
    package var inlineDepths: [String: Int] = [:]
    /// The modules holding imported specs' models (an import's `module`), by name.
    package var importedModules: [ModuleImport] = []
    /// Where the spec declares its sections, for the back-references of what is generated from a whole section.
    package var sectionPaths = SectionPaths()

    /// The modules every generated file imports: EndpointKit, Foundation, then ``importedModules``.
    package var imports: [ModuleImport] {
        [.endpointKit, .foundation] + importedModules
    }

    /// The type names of every module in ``imports``.
    package var importedTypeNames: Set<String> {
        imports.reduce(into: []) { $0.formUnion($1.typeNames) }
    }

    /// The endpoints of each group by its name (nil for the root group), in spec order: made in one pass, as finding a
    /// group's endpoints among all of them, group after group, read every endpoint once per group.
    package var endpointsByGroup: [String?: [EndpointModel]] {
        Dictionary(grouping: endpoints, by: \.group)
    }

    /// Every group that gets an endpoint enum: the root group when it has endpoints (or when there are no
    /// groups at all), then each named group.
    package var endpointEnums: [EndpointGroupModel] {
        let root = rootGroup
        let hasRoot = groups.isEmpty || endpoints.contains { $0.group == nil }
        return (hasRoot ? [root] : []) + groups
    }

    /// Whether the spec only declares models (for other specs to import): no endpoints and no servers,
    /// so its Endpoint and Client files hold no declarations.
    package var isModelsOnly: Bool { endpoints.isEmpty && servers.isEmpty }

    /// Shared parameters the app supplies at run time, which become ``APITypeNames/sharedParameters``.
    package var suppliedSharedParameters: [SharedParameter] {
        (sharedQuery + sharedHeaders).filter { if case .supplied = $0.value { true } else { false } }
    }

    /// Whether every shared value the app supplies has a default, so that it need supply none.
    package var suppliedSharedParametersHaveDefaults: Bool {
        (sharedQuery + sharedHeaders).allSatisfy { if case .supplied(_, _, nil) = $0.value { false } else { true } }
    }
}

/// The types generated for one group of endpoints (a service on the client), or for the ungrouped ones.
package struct EndpointGroupModel: Sendable, Equatable {
    /// The group's name in UpperCamelCase; nil for the endpoints outside any group.
    package var name: String?
    /// The enum with a case per endpoint, e.g. `SocialFriendsEndpoint`.
    package var endpointType: String
    /// The protocol of the group's methods, e.g. `SocialFriendsAPI`.
    package var protocolType: String
    /// The struct that implements them, e.g. `SocialFriendsService`; the client for the root group.
    package var serviceType: String
    /// The client's property returning the service, e.g. `friends`; nil for the root group.
    package var propertyName: String?
    /// The root protocol's associated type for this group's service, e.g. `FriendsService`: the client's property
    /// returns the concrete service, so that calls through it keep their default arguments. Nil for the root group.
    package var serviceRequirement: String?
    /// The enum's static property listing a stub route per endpoint with examples; nil without examples.
    package var sampleRoutesProperty: String?
    /// The positions, among the group's endpoints, of the cases each `switch self` over the enum lists, one part
    /// after another: one part up to ``EndpointGroupModel/casesPerSwitch`` cases, more for larger enums.
    package var switchParts: [Range<Int>] = []

    /// The most cases one `switch` over an endpoint enum lists; a larger enum's switches are parts chained by their
    /// `default`. Swift gives up checking a switch over more than about 620 cases with associated values for
    /// exhaustiveness (an error, "unable to check that this switch is exhaustive in reasonable time"), and the
    /// compiler's mandatory passes take time that grows faster than a function's length: the `requestParts` of an
    /// untagged 1,000-operation document compiled in 41 s of CPU as parts of 500 cases, 29 s of 200, 24 s of 100
    /// and 26 s of 50.
    package static let casesPerSwitch = 100

    /// The parts of ``casesPerSwitch`` cases that an enum of `count` cases splits its switches into.
    package static func switchParts(count: Int) -> [Range<Int>] {
        stride(from: 0, to: max(count, 1), by: casesPerSwitch).map { $0..<min(count, $0 + casesPerSwitch) }
    }

    /// The name of the member holding part `part` of a switch: `member` itself for the first, `member2`, `member3`,
    /// … for the parts after it, which only the part before calls. They are instance members of the enum, beside
    /// only its fixed instance members; its cases are static members, so no endpoint can take one of the names.
    package static func partMember(_ member: String, part: Int) -> String {
        part == 0 ? member : member + String(part + 1)
    }
}

/// The names of the types generated for one API.
package struct APITypeNames: Sendable, Equatable {
    /// The API's name in UpperCamelCase, the prefix of every other name.
    package var apiName: String
    package var endpoint: String
    package var client: String
    /// The protocol with a method per endpoint outside any group, e.g. `MoviesAPI`.
    package var protocolType: String
    package var environment: String
    package var sharedParameters: String

    /// The names for the API `apiName`; a trailing `API` is left out (`StripeAPI` → `StripeClient`, `StripeAPI`), so
    /// that no name ends in `APIAPI`.
    package init(apiName: String) {
        let apiName = apiName.count > 3 && apiName.hasSuffix("API") ? String(apiName.dropLast(3)) : apiName
        self.apiName = apiName
        endpoint = apiName + "Endpoint"
        client = apiName + "Client"
        protocolType = apiName + "API"
        environment = apiName + "Environment"
        sharedParameters = apiName + "SharedParameters"
    }

    package var all: [String] { [endpoint, client, protocolType, environment, sharedParameters] }

    /// The types of the endpoints outside any group: `<Name>Endpoint`, `<Name>API` and `<Name>Client`.
    package var rootGroup: EndpointGroupModel {
        EndpointGroupModel(name: nil, endpointType: endpoint, protocolType: protocolType, serviceType: client, propertyName: nil)
    }

    /// The type names of the group `name` (UpperCamelCase), with the client property `propertyName`.
    package func group(_ name: String, propertyName: String) -> EndpointGroupModel {
        let prefix = apiName + name
        return EndpointGroupModel(name: name, endpointType: prefix + "Endpoint", protocolType: prefix + "API",
                                  serviceType: prefix + "Service", propertyName: propertyName, serviceRequirement: name + "Service")
    }
}

/// The JSON paths of a spec's sections: `$.servers`, `$.endpoints` and `$.shared` in a native spec; an OpenAPI
/// document's endpoints are under `$.paths`.
package struct SectionPaths: Sendable, Equatable {
    package var servers = "$.servers"
    package var endpoints = "$.endpoints"
    package var shared = "$.shared"
}

package struct ServerModel: Sendable, Equatable {
    package var caseName: String
    /// The server's name as the spec writes it.
    package var name: String
    package var url: String
    package var description: String?
    /// Where the spec declares it, as a JSON path.
    package var specPath: String
}

/// The server a client calls when the app names none.
package enum DefaultServerModel: Sendable, Equatable {
    /// A server of a fixed URL: `<Name>Environment.default`.
    case environment(ServerModel)
    /// A template whose every variable has a default among its values: the function called with no arguments.
    case template(ServerTemplateModel)

    /// The server's name as the spec writes it.
    package var name: String {
        switch self {
        case .environment(let server): server.name
        case .template(let template): template.name
        }
    }
}

/// A server whose URL the app completes: `static func <functionName>(<variables>) -> Server`.
package struct ServerTemplateModel: Sendable, Equatable {
    package var functionName: String
    /// The server's name as the spec writes it.
    package var name: String
    /// The URL as the spec writes it, `{name}` for each variable.
    package var url: String
    package var description: String?
    /// The function's parameters, in the spec's order.
    package var variables: [ServerVariableModel]
    /// Where the spec declares it, as a JSON path.
    package var specPath: String

    /// Whether every URL the function makes is one the spec lists: each variable has `enum` values and a default
    /// among them, so that its call without arguments may be the client's default. A free value (a tenant's
    /// subdomain, whose default is often a placeholder) never is.
    package var isClosed: Bool {
        variables.allSatisfy { $0.values != nil && $0.defaultValue != nil }
    }
}

/// The server an endpoint alone is served at (an upload or intake host).
package struct EndpointServerModel: Sendable, Equatable {
    /// A variable of the API's servers that the URL names, with the value it takes when the client's server gives none.
    package struct Variable: Sendable, Equatable {
        package var name: String
        package var defaultValue: String?
    }

    /// The base URL. A `{name}` in it is a variable of the API's servers, which takes the client's server's value (its
    /// region, say).
    package var url: String
    /// The variables the URL names, in its order.
    package var variables: [Variable]
}

/// A parameter of a server template: a `{name}` of its URL.
package struct ServerVariableModel: Sendable, Equatable {
    /// The name written in braces.
    package var name: String
    package var swiftName: String
    package var defaultValue: String?
    package var description: String?
    /// The enum of the values it is limited to; nil when it takes any `String`.
    package var values: ServerValuesModel? = nil
}

package struct SharedParameter: Sendable, Equatable {
    package enum Value: Sendable, Equatable {
        /// A constant, as its wire text.
        case fixed(String)
        /// Supplied by the app, stored under this Swift property name, with an optional default.
        case supplied(swiftName: String, type: SwiftType, defaultValue: DefaultValue?)
    }

    /// The key the spec writes it under.
    package var specName: String
    /// Where the spec declares it, as a JSON path.
    package var specPath: String
    package var wireName: String
    package var value: Value
    package var description: String?
}

/// The API's security schemes, each a credential the client takes, and the requirement of endpoints without
/// their own.
package struct AuthModel: Sendable, Equatable {
    package var schemes: [AuthSchemeModel] = []
    /// Alternatives (any one suffices), each the names of schemes sent together; empty needs no credentials.
    package var defaultRequirement: [[String]] = []

    package var isEmpty: Bool { schemes.isEmpty }
}

/// One security scheme: its spec name (which requirements and the runtime use) and its initializer argument.
package struct AuthSchemeModel: Sendable, Equatable {
    package var name: String
    /// The client initializer's argument holding the credential.
    package var swiftName: String
    package var kind: AuthSchemeKind
    package var description: String?
}

/// One property on the way to an error body's message.
package struct MessageStep: Sendable, Equatable {
    package var swiftName: String
    /// Whether the property is optional, so the next step is reached through `?.`.
    package var isOptional: Bool
    /// Whether the property is a `Nullable<String>`, whose text is its `value` (ASP.NET's ProblemDetails `detail`).
    package var isNullable = false
}

package struct ErrorBodyModel: Sendable, Equatable {
    package var typeName: String
    /// The properties leading to the human-readable message, outermost first (`error`, `message` for
    /// `{"error": {"message": …}}`); empty when there is none.
    package var messagePath: [MessageStep]
    /// Whether this spec's Models file declares the `ServerErrorBody` conformance; false when the model and
    /// its conformance come from an imported spec.
    package var emitsConformance = true
}

/// Checks run before sending, with bounds as Swift literals of the value's type.
package struct Constraints: Sendable, Hashable {
    package var minLength: Int?
    package var maxLength: Int?
    package var minimum: String?
    package var maximum: String?
    package var exclusiveMinimum: String?
    package var exclusiveMaximum: String?
    package var pattern: String?
    /// The checks of every element of an array or value of a dictionary.
    package var element: Constraints? {
        get { elementStorage.first }
        set { elementStorage = newValue.map { [$0] } ?? [] }
    }
    /// An array, as a struct cannot hold itself: empty or one element.
    private var elementStorage: [Constraints] = []

    package var isEmpty: Bool { self == Constraints() }

    /// No checks.
    package init() {}
}

package struct EndpointModel: Sendable, Equatable {
    package enum PathPart: Sendable, Equatable {
        case literal(String)
        case parameter(swiftName: String)
    }

    package indirect enum Body: Sendable, Equatable {
        /// The value encoded as JSON, sent as `application/json` unless `contentType` names another JSON media type.
        case json(ParameterModel, contentType: String?)
        case form([ParameterModel])
        /// Text fields and file fields (``ParameterModel/isFile``), in spec order.
        case multipart([ParameterModel])
        /// The raw bytes (a `Data` associated value) and their content type.
        case data(ParameterModel, contentType: String)
        /// A `String` sent as UTF-8 text with this content type.
        case text(ParameterModel, contentType: String)
    }

    package enum Response: Sendable, Equatable {
        case none
        case data
        case decoded(SwiftType)
        /// The type decoded from JSON once the response's `Content-Type` is within this range, which includes
        /// `application/json` (`*/*`): a body declared under a range may come labelled with any type in it.
        case decodedWithin(SwiftType, mediaRange: String)
        /// Several success statuses: the client returns the nested enum `<Case>Response`.
        case byStatus([StatusResponse])
        /// The raw bytes of a declared media type, once the response's `Content-Type` is within this range.
        case bytes(mediaRange: String)
        /// The body as text, once the response's `Content-Type` is within this media range.
        case text(mediaRange: String)
        /// A body read as it arrives: the client method returns an `AsyncThrowingStream`.
        case stream(StreamResponse)
    }

    /// One success status of a ``Response/byStatus(_:)`` response.
    package struct StatusResponse: Sendable, Equatable {
        package var status: SuccessStatus
        /// The case of `<Case>Response`, e.g. `created` for 201.
        package var caseName: String
        /// Any response but `.byStatus` and `.stream`.
        package var body: Response
    }

    /// The statuses one case of a ``Response/byStatus(_:)`` response is read for.
    package enum SuccessStatus: Sendable, Equatable, CustomStringConvertible {
        /// One 2xx or 3xx status.
        case code(Int)
        /// `2XX`: every 2xx status the response does not list; its case carries the status.
        case range

        /// Whether it is a 2xx status: the class, or a code of it.
        package var isSuccess: Bool {
            switch self {
            case .code(let code): (200..<300).contains(code)
            case .range: true
            }
        }

        /// As the spec keys it: `201`, `2XX`.
        package var description: String {
            switch self {
            case .code(let code): String(code)
            case .range: "2XX"
            }
        }
    }

    /// A sample response body from the spec, for stubbing.
    package struct Example: Sendable, Equatable {
        package var status: Int
        /// The body as compact JSON text.
        package var json: String
    }

    /// The statuses an error body applies to, as the spec keys them: `422`, `4XX` or `default`.
    package enum ErrorStatus: Sendable, Equatable {
        case code(Int)
        /// Every status whose first digit is this: 4 for `4XX`.
        case range(Int)
        case otherwise
    }

    /// An error body decoded for one status.
    package struct StatusError: Sendable, Equatable {
        package var status: ErrorStatus
        package var type: SwiftType
    }

    /// The endpoint's key in the spec.
    package var specName: String
    package var caseName: String
    package var description: String?
    package var method: RequestMethod
    /// The path as the spec writes it, e.g. `/movie/{id}`.
    package var template: String
    package var path: [PathPart]
    /// The server the endpoint alone is served at, instead of the API's servers; nil for those.
    package var server: EndpointServerModel? = nil
    package var pathParameters: [ParameterModel]
    package var query: [ParameterModel]
    package var headers: [ParameterModel]
    /// Sent in the `Cookie` header field.
    package var cookies: [ParameterModel] = []
    package var body: Body?
    /// What the client method returns; with ``mediaOptions``, what the first option's method returns.
    package var response: Response
    /// The `Accept` field of a response in one media type other than JSON, e.g. `image/png`; nil for JSON, and when
    /// ``mediaOptions`` has the `Accept` header parameter choose.
    package var acceptField: String?
    /// The media types the response comes in, when there are several: the `Accept` header parameter (the last of
    /// ``headers``) picks one; the first is the endpoint's own method, each other gets a client method of its own.
    package var mediaOptions: [MediaOption] = []
    package var errors: [StatusError] = []
    /// Header fields read from a 2xx response into the nested struct `<Case>Headers`.
    package var responseHeaders: [ParameterModel] = []
    /// Sample bodies by status, as compact JSON text, in spec order.
    package var examples: [Example] = []
    /// The enum's static property holding the samples, e.g. `popularSamples`; nil without examples.
    package var samplesProperty: String?
    /// The nested enum of the success statuses, e.g. `CreateResponse`, when there are several.
    package var responseType: String?
    /// The nested struct of the response header fields, e.g. `CreateHeaders`, when there are any.
    package var headersType: String?
    /// Set when an earlier endpoint's header fields are the same: ``headersType`` is then a type alias of its struct
    /// (see ``ResponseHeaderSharing``).
    package var headersAlias: HeadersAlias? = nil
    package var requiresAuth: Bool
    /// The endpoint's own requirement (alternatives of scheme names) when it differs from the API's; nil uses it.
    package var security: [[String]]? = nil
    /// `true`/`false` when the spec opts the endpoint in or out of retries; nil leaves it to the method.
    package var isRetryable: Bool?
    /// Seconds, replacing the client's timeout.
    package var timeout: Double?
    package var deprecation: DeprecationModel?
    /// The UpperCamelCase name of the endpoint's group; nil outside any group.
    package var group: String?
    package var specPath: String
    /// Where the spec declares the success responses, the response header fields and the examples.
    package var responseSpecPath: String
    package var responseHeadersSpecPath: String
    package var examplesSpecPath: String
    /// How the client fetches the endpoint's pages; nil when it is not paged.
    package var paging: PagingModel?
    /// The Swift names of the parameters (a JSON body, a form or multipart field, a query parameter) whose models
    /// `validate()` checks, as they hold, in a list, dictionary or union too, a model with constraints.
    package var validatesNested: Set<String> = []
    /// The locals its request code builds lists in, none of them a parameter's name (see ``RequestLocals``).
    package var locals = RequestLocals()
    /// Whether its request must say it needs no credentials: the API has some and this endpoint sends none.
    package var optsOutOfAuthentication = false
    /// The boolean its request sends to ask for a stream of events, which each client method sets to what it reads.
    package var streamFlag: StreamFlag?

    /// Every associated value in declaration order: path, query, header parameters, cookies, then the body.
    package var parameters: [ParameterModel] {
        // Into one array sized up front: the emitters ask for every endpoint's parameters a dozen times, and adding
        // the lists up made three arrays in between, copying (retaining) every parameter into each.
        var all: [ParameterModel] = []
        all.reserveCapacity(pathParameters.count + query.count + headers.count + cookies.count + bodyParameterCount)
        all += pathParameters
        all += query
        all += headers
        all += cookies
        switch body {
        case .json(let parameter, _), .data(let parameter, _), .text(let parameter, _): all.append(parameter)
        case .form(let fields), .multipart(let fields): all += fields
        case nil: break
        }
        return all
    }

    /// How many associated values the body adds.
    private var bodyParameterCount: Int {
        switch body {
        case .json, .data, .text: 1
        case .form(let fields), .multipart(let fields): fields.count
        case nil: 0
        }
    }
}

package indirect enum ModelDeclaration: Sendable, Equatable {
    case object(ObjectModel)
    case enumeration(EnumModel)
    case union(UnionModel)

    package var name: String {
        switch self {
        case .object(let object): object.name
        case .enumeration(let enumeration): enumeration.name
        case .union(let union): union.name
        }
    }

    /// Where the spec declares it, as a JSON path.
    package var specPath: String {
        switch self {
        case .object(let object): object.specPath
        case .enumeration(let enumeration): enumeration.specPath
        case .union(let union): union.specPath
        }
    }
}

/// A `oneOf` model: a Swift enum with a case per alternative.
package struct UnionModel: Sendable, Equatable {
    package struct Alternative: Sendable, Hashable {
        package var caseName: String
        /// The payload's type; nil for an alternative of one JSON value (`null`, `false`, `true`), a case without payload.
        package var type: SwiftType?
        /// The boolean a case without payload stands for (`"oneOf": ["false", "[string]"]`); nil for `null`, and for
        /// every case with a payload.
        package var boolean: Bool? = nil
        /// The string a case without payload stands for (`"oneOf": ["\"hidden\"", "string"]`); nil for every other case.
        package var string: String? = nil
        /// The discriminator values that select it; the first is the one sent, unless ``sendsOwnValue``. Empty for an
        /// alternative that is tried in order: every alternative without a discriminator, and those that are not
        /// objects with one.
        package var discriminatorValues: [String]
        /// Whether the payload's own property holds which of several values is sent (GitHub's check run is `queued`
        /// or `in_progress` in one alternative).
        package var sendsOwnValue = false
        /// The wire keys of an object model tried in order that decodes from any object (no key is required): it is
        /// tried in its turn only for an object holding one of them, and otherwise after every other alternative, so
        /// that `{"limit": 5}` is not read as an empty `Cursor` and its limit lost (see ``UnionKeys``). Nil otherwise.
        package var keys: [String]? = nil
        /// The values an object model tried in order requires of its keys, each an enum of one value: it is tried
        /// only for an object holding each of them (see ``UnionTags``). Empty otherwise.
        package var tags: [Tag] = []
        /// Whether the payload holds a model whose `validate()` the union's calls (see ``NestedValidation``).
        package var validatesNested = false
    }

    /// A discriminator value that selects several alternatives, which are tried in turn: two message types may both be
    /// `"type": "message"`.
    package struct SharedValue: Sendable, Hashable {
        package var value: String
        /// The indices in ``UnionModel/alternatives`` of those it selects, in the order they are tried.
        package var alternatives: [Int]
    }

    /// The JSON a case without payload stands for: `null`, `false`, `true` or a string as JSON writes it, so that a
    /// quote or backslash in it reads as it is sent (`"a\"b"`, not `"a"b"`).
    package static func literal(_ alternative: Alternative) -> String {
        alternative.string.map { JSONValue.string($0).compactText } ?? alternative.boolean.map { $0 ? "true" : "false" } ?? "null"
    }

    /// A key and the one string value an alternative allows it.
    package struct Tag: Sendable, Hashable {
        package var key: String
        package var value: String
    }

    /// The model's name as the spec writes it.
    package var specName: String
    package var name: String
    package var description: String?
    package var alternatives: [Alternative]
    /// The wire key whose value selects an object alternative; nil when alternatives are tried in order.
    package var discriminator: String?
    /// Whether an object may lack the ``discriminator`` key; one without it is decoded as the first of
    /// ``fallbackAlternatives`` that fits.
    package var discriminatorIsOptional = false
    /// The discriminator values that select several alternatives, in the order they are first listed.
    package var sharedValues: [SharedValue] = []
    /// Declared `indirect` because it is part of a cycle of models that contain each other by value.
    package var isIndirect = false
    /// Whether no JSON value can decode as two of the alternatives (an object, a string, `null`): the order they are
    /// tried in then changes nothing, and the union is of one shape with any other listing them in another order.
    package var isOrderFree = false
    package var specPath: String

    /// Whether the union has a `validate()`: an alternative holds a model with constraints.
    package var validates: Bool { alternatives.contains(where: \.validatesNested) }

    /// The alternatives tried in order: with a discriminator, those it does not select (the value is not an object).
    package var triedAlternatives: [Alternative] { alternatives.filter(\.discriminatorValues.isEmpty) }

    /// The alternatives tried in order for a value the discriminator does not select: ``triedAlternatives``, or every
    /// alternative when an object may lack the key (it may be any of them).
    package var fallbackAlternatives: [Alternative] { discriminatorIsOptional ? alternatives : triedAlternatives }
}

package struct ObjectModel: Sendable, Equatable {
    /// The model's name as the spec writes it (`User.address` for an inline one).
    package var specName: String
    package var name: String
    package var description: String?
    package var properties: [PropertyModel]
    /// The dictionary property keeping the keys the model does not declare; nil when they are ignored.
    package var additionalProperties: AdditionalPropertiesModel?
    package var specPath: String

    /// Whether its own properties, or the values it keeps of other keys, have constraints (the messages of their checks
    /// name the model).
    package var hasConstraints: Bool {
        properties.contains { !$0.constraints.isEmpty } || additionalProperties.map { !$0.constraints.isEmpty } == true
    }

    /// Whether the model gets a `validate()` method: its properties or other keys' values have constraints, or its
    /// properties hold models that do.
    package var validates: Bool {
        properties.contains(where: \.isChecked) || additionalProperties.map { !$0.constraints.isEmpty } == true
    }

    /// Whether deprecated properties are checked: reading them warns unless the reader is deprecated, so a deprecated
    /// method checks them and `validate()` calls it through the runtime's `DeprecatedPropertyValidation`.
    package var validatesDeprecatedProperties: Bool { properties.contains { $0.deprecation != nil && $0.isChecked } }

    /// Whether the model writes its own `init(from:)` instead of Swift's synthesized one, which cannot keep undeclared
    /// keys. (An `Indirect` storage is coded by Swift's under the property's key, which `CodingKeys` gives it.)
    package var needsCustomDecoding: Bool {
        additionalProperties != nil || properties.contains { $0.coding.needsCustomDecoding }
    }

    /// Whether the model writes its own `encode(to:)`; Swift's synthesized one is cheaper to compile where it suffices,
    /// but cannot write undeclared keys or leave read-only properties out of requests.
    package var needsCustomEncoding: Bool {
        additionalProperties != nil || properties.contains { $0.coding.needsCustomEncoding || $0.isReadOnly }
    }
}

package struct EnumModel: Sendable, Equatable {
    package struct Case: Sendable, Equatable {
        package var swiftName: String
        /// The wire value.
        package var value: EnumLiteral
        /// Where the spec writes the value, as a JSON path.
        package var specPath: String
    }

    /// The model's name as the spec writes it.
    package var specName: String
    package var name: String
    package var description: String?
    /// The Swift type of the raw values, which `unknown` also holds.
    package var rawType: EnumRawType = .string
    package var cases: [Case]
    package var specPath: String
}

/// A default argument value, printed by the emitters as a Swift literal.
package enum DefaultValue: Sendable, Hashable {
    case string(String)
    case integer(Int64)
    /// Always finite: ``Translator`` refuses a number that does not fit a `Double`.
    case double(Double)
    case bool(Bool)
    /// A case of an enum model, written `.name`, or `Enum.name` when `qualifier` names the enum: for an optional
    /// argument, where `.none` would be `Optional.none` rather than a case named `none`.
    case enumCase(String, qualifier: String? = nil)
    case none
}

/// A deprecated endpoint or property, printed as `@available(*, deprecated, message: …)`.
package struct DeprecationModel: Sendable, Hashable {
    /// What to use instead, when the spec says.
    package var message: String?

    package init(message: String? = nil) {
        self.message = message
    }
}
