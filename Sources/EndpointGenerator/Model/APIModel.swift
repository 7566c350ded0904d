/// Stage 2's output: one API, resolved and validated, with every Swift name and type decided.
///
/// Emitters only print what this says.
struct APIModel: Sendable {
    /// The spec's file name as shown in generated headers, e.g. `movies.endpoints.json`.
    var sourceName: String
    var name: String
    var description: String?
    var typeNames: APITypeNames
    var servers: [ServerModel]
    /// The default server; nil only for a models-only spec, which has no servers.
    var defaultServer: ServerModel?
    var sharedQuery: [SharedParameter]
    var sharedHeaders: [SharedParameter]
    var auth: AuthModel
    var errorBody: ErrorBodyModel?
    /// Every endpoint in spec order, whatever its group.
    var endpoints: [EndpointModel]
    /// The types of the endpoints outside any group: `<Name>Endpoint`, `<Name>API` and `<Name>Client`.
    var rootGroup: EndpointGroupModel
    /// The spec's groups in order of first use; endpoints outside them belong to ``rootGroup``.
    var groups: [EndpointGroupModel]
    var models: [ModelDeclaration]
    /// How many levels of models each model holds by value, by Swift name (see ``NestingLimiter``).
    var inlineDepths: [String: Int] = [:]
    /// Modules holding imported specs' models (an import's `module`), imported by every generated file.
    var importedModules: [String] = []

    /// The endpoints of `group`, in spec order.
    func endpoints(in group: EndpointGroupModel) -> [EndpointModel] {
        endpoints.filter { $0.group == group.name }
    }

    /// Every group that gets an endpoint enum: the root group when it has endpoints (or when there are no
    /// groups at all), then each named group.
    var endpointEnums: [EndpointGroupModel] {
        let root = rootGroup
        let hasRoot = groups.isEmpty || endpoints.contains { $0.group == nil }
        return (hasRoot ? [root] : []) + groups
    }

    /// Whether the spec only declares models (for other specs to import): no endpoints and no servers,
    /// so its Endpoint and Client files hold no declarations.
    var isModelsOnly: Bool { endpoints.isEmpty && servers.isEmpty }

    /// Shared parameters the app supplies at run time, which become ``APITypeNames/sharedParameters``.
    var suppliedSharedParameters: [SharedParameter] {
        (sharedQuery + sharedHeaders).filter { if case .supplied = $0.value { true } else { false } }
    }
}

/// The types generated for one group of endpoints (a service on the client), or for the ungrouped ones.
struct EndpointGroupModel: Sendable, Hashable {
    /// The group's name in UpperCamelCase; nil for the endpoints outside any group.
    var name: String?
    /// The enum with a case per endpoint, e.g. `SocialFriendsEndpoint`.
    var endpointType: String
    /// The protocol of the group's methods, e.g. `SocialFriendsAPI`.
    var protocolType: String
    /// The struct that implements them, e.g. `SocialFriendsService`; the client for the root group.
    var serviceType: String
    /// The client's property returning the service, e.g. `friends`; nil for the root group.
    var propertyName: String?
    /// The root protocol's associated type for this group's service, e.g. `FriendsService`: the client's property
    /// returns the concrete service, so that calls through it keep their default arguments. Nil for the root group.
    var serviceRequirement: String?
    /// The enum's static property listing a stub route per endpoint with examples; nil without examples.
    var sampleRoutesProperty: String?
}

/// The names of the types generated for one API.
struct APITypeNames: Sendable, Hashable {
    /// The API's name in UpperCamelCase, the prefix of every other name.
    var apiName: String
    var endpoint: String
    var client: String
    var service: String
    var environment: String
    var sharedParameters: String

    /// The names for the API `apiName`; a trailing `API` is left out (`StripeAPI` → `StripeClient`, `StripeAPI`), so
    /// that no name ends in `APIAPI`.
    init(apiName: String) {
        let apiName = apiName.count > 3 && apiName.hasSuffix("API") ? String(apiName.dropLast(3)) : apiName
        self.apiName = apiName
        endpoint = apiName + "Endpoint"
        client = apiName + "Client"
        service = apiName + "API"
        environment = apiName + "Environment"
        sharedParameters = apiName + "SharedParameters"
    }

    var all: [String] { [endpoint, client, service, environment, sharedParameters] }

    /// The types of the endpoints outside any group: `<Name>Endpoint`, `<Name>API` and `<Name>Client`.
    var rootGroup: EndpointGroupModel {
        EndpointGroupModel(name: nil, endpointType: endpoint, protocolType: service, serviceType: client, propertyName: nil)
    }

    /// The type names of the group `name` (UpperCamelCase), with the client property `propertyName`.
    func group(_ name: String, propertyName: String) -> EndpointGroupModel {
        let prefix = apiName + name
        return EndpointGroupModel(name: name, endpointType: prefix + "Endpoint", protocolType: prefix + "API",
                                  serviceType: prefix + "Service", propertyName: propertyName, serviceRequirement: name + "Service")
    }
}

struct ServerModel: Sendable, Hashable {
    var caseName: String
    var name: String
    var url: String
    var description: String?
}

struct SharedParameter: Sendable, Hashable {
    enum Value: Sendable, Hashable {
        /// A constant, as its wire text.
        case fixed(String)
        /// Supplied by the app, stored under this Swift property name, with an optional default.
        case supplied(swiftName: String, type: SwiftType, defaultValue: DefaultValue?)
    }

    var wireName: String
    var value: Value
    var description: String?
}

/// The API's security schemes, each a credential the client takes, and the requirement of endpoints without
/// their own.
struct AuthModel: Sendable, Hashable {
    var schemes: [AuthSchemeModel] = []
    /// Alternatives (any one suffices), each the names of schemes sent together; empty needs no credentials.
    var defaultRequirement: [[String]] = []

    var isEmpty: Bool { schemes.isEmpty }
}

/// One security scheme: its spec name (which requirements and the runtime use) and its initializer argument.
struct AuthSchemeModel: Sendable, Hashable {
    var name: String
    /// The client initializer's argument holding the credential.
    var swiftName: String
    var kind: AuthSchemeKind
    var description: String?
}

/// One property on the way to an error body's message.
struct MessageStep: Sendable, Hashable {
    var swiftName: String
    /// Whether the property is optional, so the next step is reached through `?.`.
    var isOptional: Bool
}

struct ErrorBodyModel: Sendable, Hashable {
    var typeName: String
    /// The properties leading to the human-readable message, outermost first (`error`, `message` for
    /// `{"error": {"message": …}}`); empty when there is none.
    var messagePath: [MessageStep]
    /// Whether this spec's Models file declares the `ServerErrorBody` conformance; false when the model and
    /// its conformance come from an imported spec.
    var emitsConformance = true
}

struct ParameterModel: Sendable, Hashable {
    var wireName: String
    var swiftName: String
    var type: SwiftType
    var defaultValue: DefaultValue?
    var description: String?
    var constraints = Constraints()
    /// The style it is written in; nil for the plain encoding (see ``Serialization``).
    var serialization: Serialization?
}

/// Checks run before sending, with bounds as Swift literals of the value's type.
struct Constraints: Sendable, Hashable {
    var minLength: Int?
    var maxLength: Int?
    var minimum: String?
    var maximum: String?
    var pattern: String?

    var isEmpty: Bool { self == Constraints() }
}

struct EndpointModel: Sendable, Hashable {
    enum PathPart: Sendable, Hashable {
        case literal(String)
        case parameter(swiftName: String)
    }

    enum Body: Sendable, Hashable {
        case json(ParameterModel)
        case form([ParameterModel])
        /// Text fields and `MultipartFile` fields, in spec order.
        case multipart([ParameterModel])
        /// The raw bytes (a `Data` associated value) and their content type.
        case data(ParameterModel, contentType: String)
    }

    enum Response: Sendable, Hashable {
        case none
        case data
        case decoded(SwiftType)
        /// Several success statuses: the client returns the nested enum `<Case>Response`.
        case byStatus([StatusResponse])
    }

    /// One success status of a ``Response/byStatus(_:)`` response.
    struct StatusResponse: Sendable, Hashable {
        var status: Int
        /// The case of `<Case>Response`, e.g. `created` for 201.
        var caseName: String
        /// `.none`, `.data` or `.decoded`.
        var body: Response
    }

    /// A sample response body from the spec, for stubbing.
    struct Example: Sendable, Hashable {
        var status: Int
        /// The body as compact JSON text.
        var json: String
    }

    /// An error body decoded for one status.
    /// The statuses an error body applies to, as the spec keys them: `422`, `4XX` or `default`.
    enum ErrorStatus: Sendable, Hashable {
        case code(Int)
        /// Every status whose first digit is this: 4 for `4XX`.
        case range(Int)
        case otherwise
    }

    struct StatusError: Sendable, Hashable {
        var status: ErrorStatus
        var type: SwiftType
    }

    var caseName: String
    var description: String?
    var method: String
    var path: [PathPart]
    var pathParameters: [ParameterModel]
    var query: [ParameterModel]
    var headers: [ParameterModel]
    var body: Body?
    var response: Response
    var errors: [StatusError] = []
    /// Header fields read from a 2xx response into the nested struct `<Case>Headers`.
    var responseHeaders: [ParameterModel] = []
    /// Sample bodies by status, as compact JSON text, in spec order.
    var examples: [Example] = []
    /// The enum's static property holding the samples, e.g. `popularSamples`; nil without examples.
    var samplesProperty: String?
    /// The nested enum of the success statuses, e.g. `CreateResponse`, when there are several.
    var responseType: String?
    /// The nested struct of the response header fields, e.g. `CreateHeaders`, when there are any.
    var headersType: String?
    var requiresAuth: Bool
    /// The endpoint's own requirement (alternatives of scheme names) when it differs from the API's; nil uses it.
    var security: [[String]]? = nil
    /// `true`/`false` when the spec opts the endpoint in or out of retries; nil leaves it to the method.
    var isRetryable: Bool?
    /// Seconds, replacing the client's timeout.
    var timeout: Double?
    var deprecation: Deprecation?
    /// The UpperCamelCase name of the endpoint's group; nil outside any group.
    var group: String?
    var specPath: String
    /// How the client fetches the endpoint's pages; nil when it is not paged.
    var paging: PagingModel?
    /// The names of the locals that build the request, none of them a parameter's.
    var locals = RequestLocals()

    /// Every associated value in declaration order: path, query, header parameters, then the body.
    var parameters: [ParameterModel] {
        var all = pathParameters + query + headers
        switch body {
        case .json(let parameter), .data(let parameter, _): all.append(parameter)
        case .form(let fields), .multipart(let fields): all += fields
        case nil: break
        }
        return all
    }
}

/// The locals an endpoint's request-building branch declares for its item lists and multipart form, named in the
/// scope of its parameters, which the branch binds beside them.
struct RequestLocals: Sendable, Hashable {
    var query = "query"
    var headers = "headers"
    var fields = "fields"
    var form = "form"
}

enum ModelDeclaration: Sendable, Hashable {
    case object(ObjectModel)
    case enumeration(EnumModel)
    case union(UnionModel)

    var name: String {
        switch self {
        case .object(let object): object.name
        case .enumeration(let enumeration): enumeration.name
        case .union(let union): union.name
        }
    }
}

/// A `oneOf` model: a Swift enum with a case per alternative.
struct UnionModel: Sendable, Hashable {
    struct Alternative: Sendable, Hashable {
        var caseName: String
        var type: SwiftType
        /// The discriminator values that select it; the first is the one sent. Empty without a discriminator.
        var discriminatorValues: [String]
    }

    var name: String
    var description: String?
    var alternatives: [Alternative]
    /// The wire key whose value selects the alternative; nil when alternatives are tried in order.
    var discriminator: String?
    /// Declared `indirect` because it is part of a cycle of models that contain each other by value.
    var isIndirect = false
    var specPath: String
}

struct ObjectModel: Sendable, Hashable {
    var name: String
    var description: String?
    var properties: [PropertyModel]
    var specPath: String

    /// Whether the model gets a `validate()` method.
    var hasConstraints: Bool { properties.contains { !$0.constraints.isEmpty } }

    /// Whether the model writes its own `init(from:)` and `encode(to:)` instead of Swift's synthesized ones
    /// (which would also require an `@Indirect` optional's key to be present).
    var needsCustomCoding: Bool { properties.contains { $0.coding.needsCustomCoding || $0.isIndirect } }
}

struct PropertyModel: Sendable, Hashable {
    var swiftName: String
    var wireName: String
    var type: SwiftType
    var description: String?
    var deprecation: Deprecation?
    var constraints = Constraints()
    var coding = PropertyCoding.standard
    /// The private stored property, of type `Indirect<T>`, behind this one when it closes a cycle of models that
    /// contain each other by value; nil for a plain stored property.
    var indirectStorage: String?

    var isIndirect: Bool { indirectStorage != nil }
}

struct EnumModel: Sendable, Hashable {
    struct Case: Sendable, Hashable {
        var swiftName: String
        /// The wire value as text: the string, or the integer in decimal.
        var rawValue: String
    }

    var name: String
    var description: String?
    /// Whether the raw values are integers (`Int`) rather than strings.
    var isInteger = false
    var cases: [Case]
    var specPath: String
}

/// A default argument value, printed by the emitters as a Swift literal.
enum DefaultValue: Sendable, Hashable {
    case string(String)
    case integer(Int64)
    case double(Double)
    case bool(Bool)
    case enumCase(String)
    case none
}
