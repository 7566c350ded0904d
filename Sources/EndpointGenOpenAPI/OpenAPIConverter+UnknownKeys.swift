import EndpointGenJSON
import EndpointGenSpec

/// Keys an OpenAPI object does not define (`x-` extensions aside) are reported where they are written, with the key
/// they are probably a misspelling of: a parameter's `requird: true` made it optional, a media type's `type:` in place
/// of `schema:` (Ceph's dashboard, 255 times) made its responses `JSONValue`, and nothing said so.
extension OpenAPIConverter {
    /// Reports the unknown keys of the document, its components, and the parameters, request bodies, responses and
    /// media types of its operations: each object once, where it is written (a `$ref` is checked at its target). Path
    /// items and operations are checked as the endpoints are read.
    mutating func reportUnknownKeysOfTheDocument() {
        reportUnknownKeys(of: document, known: Self.documentKeys, what: "document")
        if let components = document["components"] {
            reportUnknownKeys(of: components, known: Self.componentsKeys, what: "components")
            for member in components["parameters"]?.members ?? [] { checkParameter(member.value) }
            for member in components["requestBodies"]?.members ?? [] { checkRequestBody(member.value) }
            for member in components["responses"]?.members ?? [] { checkResponse(member.value) }
            for member in components["headers"]?.members ?? [] { checkHeader(member.value) }
        }
        for path in document["paths"]?.members ?? [] where !path.key.isSpecificationExtension {
            for parameter in path.value["parameters"]?.elements ?? [] { checkParameter(parameter) }
            for member in path.value.members ?? [] where Self.operationMethods.contains(member.key) {
                let operation = member.value
                for parameter in operation["parameters"]?.elements ?? [] { checkParameter(parameter) }
                if let body = operation["requestBody"] { checkRequestBody(body) }
                for response in operation["responses"]?.members ?? [] where !response.key.isSpecificationExtension { checkResponse(response.value) }
            }
        }
    }

    /// Keys the converter does not know (`x-` extensions aside), reported once per object. Where the object holds a
    /// schema under `schema`, a schema keyword written beside it (Swagger 2's `type`, `default`) is said to go there.
    mutating func reportUnknownKeys(of node: JSONNode, known: ObjectKeys, what: String) {
        guard let members = node.members else { return }
        // Read in place: copying each member (its node, path and file) was most of the pass.
        for index in members.indices where !known.lookup.contains(members[index].key) {
            let member = members[index]
            guard !member.key.isSpecificationExtension else { continue }
            let hint = known.names.contains("schema") && Self.schemaKeywords.contains(member.key)
                ? "in OpenAPI 3 it belongs inside 'schema'"
                : Spelling.closest(to: member.key, among: known.names).map { "did you mean '\($0)'?" }
            warning("unknown \(what) key '\(member.key)'; ignored", at: member.value, hint: hint)
        }
    }

    private mutating func checkParameter(_ parameter: JSONNode) {
        checkObject(parameter, known: Self.parameterKeys, what: "parameter")
    }

    private mutating func checkHeader(_ header: JSONNode) {
        checkObject(header, known: Self.headerKeys, what: "header")
    }

    private mutating func checkRequestBody(_ body: JSONNode) {
        checkObject(body, known: Self.requestBodyKeys, what: "request body")
    }

    private mutating func checkResponse(_ response: JSONNode) {
        checkObject(response, known: Self.responseKeys, what: "response")
        if response["$ref"] == nil {
            for header in response["headers"]?.members ?? [] where !Self.isIgnoredHeader(header.key) { checkHeader(header.value) }
        }
    }

    /// An object that holds `content` (not a reference, which is checked where it leads), and its media types.
    private mutating func checkObject(_ node: JSONNode, known: ObjectKeys, what: String) {
        guard node["$ref"] == nil else { return }
        reportUnknownKeys(of: node, known: known, what: what)
        for media in node["content"]?.members ?? [] {
            if media.value["schema"] == nil, let reference = media.value["$ref"] {
                // Read as the schema (``schema(of:)``): what the author meant, said once where it is written.
                warning("a media type's '$ref' belongs inside 'schema'; it is read as the schema", at: reference)
                reportUnknownKeys(of: media.value, known: Self.mediaTypeKeysBesideReference, what: "media type")
            } else {
                reportUnknownKeys(of: media.value, known: Self.mediaTypeKeys, what: "media type")
            }
        }
    }

    /// The keys of each object, as OpenAPI 3.0, 3.1 and 3.2 define them (``OpenAPIObjectKind``, which also says what
    /// each holds).
    static let documentKeys = ObjectKeys(OpenAPIObjectKind.document.fieldNames)
    static let componentsKeys = ObjectKeys(OpenAPIObjectKind.components.fieldNames)
    static let pathItemKeys = ObjectKeys(OpenAPIObjectKind.pathItem.fieldNames)
    static let operationKeys = ObjectKeys(OpenAPIObjectKind.operation.fieldNames)
    /// An operation's keys and `links`, which is reported as belonging to a response where the endpoint is read, once:
    /// as an unknown key too, `links: null` drew two warnings for one key.
    static let operationKeysBesideLinks = ObjectKeys(operationKeys.names + ["links"])
    static let headerKeys = ObjectKeys(OpenAPIObjectKind.header.fieldNames)
    static let parameterKeys = ObjectKeys(OpenAPIObjectKind.parameter.fieldNames)
    static let requestBodyKeys = ObjectKeys(OpenAPIObjectKind.requestBody.fieldNames)
    static let responseKeys = ObjectKeys(OpenAPIObjectKind.response.fieldNames)
    static let mediaTypeKeys = ObjectKeys(OpenAPIObjectKind.mediaType.fieldNames)
    /// A media type's keys when it holds a `$ref` where `schema` belongs, which is read as its schema.
    static let mediaTypeKeysBesideReference = ObjectKeys(mediaTypeKeys.names + ["$ref"])

    /// Schema keywords that Swagger 2 wrote on parameters and that documents still write beside `schema`.
    private static let schemaKeywords: KeywordSet = ["type", "format", "items", "properties", "default", "enum", "minimum", "maximum",
                                                     "minLength", "maxLength", "pattern", "nullable", "$ref", "oneOf", "anyOf", "allOf"]
}

/// The keys an OpenAPI object defines: a keyword set that every key of every such object is looked up in, and the
/// names a misspelt key is compared with.
struct ObjectKeys: ExpressibleByArrayLiteral {
    let names: [String]
    let lookup: KeywordSet

    init(_ names: [String]) {
        self.names = names
        lookup = KeywordSet(names)
    }

    init(arrayLiteral names: String...) {
        self.init(names)
    }
}
