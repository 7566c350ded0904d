import EndpointGenJSON
import EndpointGenSpec
import Foundation

/// Converts an OpenAPI 3.0 / 3.1 / 3.2 document (read by ``JSONReader`` or ``YAMLReader``) into the ``Spec`` a native spec
/// reads as, every value located where the OpenAPI document writes it.
///
/// Every decision is made here, and everything the native format cannot express is reported as a warning at
/// its OpenAPI location; a problem that makes the document unusable (a remote `$ref`, a missing `paths`) is an
/// error. The ``Spec`` then goes through the ``Translator`` like a native one, so its diagnostics and the generated
/// back-references point into the OpenAPI document.
package struct OpenAPIConverter {
    let file: String
    let document: JSONNode
    /// Whether the document was joined with other files it refers to (``MultiFileDocument``).
    let includesOtherFiles: Bool
    /// The places of parameters at a URL, which the joining left out with a warning (``MultiFileDocument``).
    let unfetchedParameters: Set<SchemaPlace>
    /// Whether the examples the native format drops are reported: only when the native spec is what the run makes
    /// (`import`); the generated client is the same without them, and Firefly's 605 such warnings hid its one other.
    let reportsDroppedExamples: Bool
    /// Whether response examples are read into the spec's `examples`; without samples (``GenerationOptions/samples``)
    /// they are passed over unread, as compacting them is most of the work on a document made mostly of examples.
    let readsResponseExamples: Bool
    var diagnostics = DiagnosticCollector()
    /// The function names in the operationIds FastAPI made, which name operations and form bodies.
    let fastAPINames: FastAPINames
    let ninjaIDs: NinjaIDs
    /// The controllers' and handlers' ids @nestjs/swagger made, whose versions name an operation only beside another.
    let nestIDs: NestIDs
    /// The handlers' names in the ids Quart-Schema and sanic-ext made.
    let handlerIDs: HandlerIDs
    /// The ids in lower case alone that other ids spell as words (`addsamlsp` beside `deleteSamlSp`).
    let siblingCasedIDs: SiblingCasedIDs
    /// Whether the document's ids only spell their methods and paths (grape-swagger's), which then name no operation.
    let pathSpelledIDs: PathSpelledIDs
    /// The version every operationId carries (slurmrestd's `slurm_v0_0_38_get_jobs`), which names no operation.
    let idVersion: SharedVersion
    /// How many leading segments every path shares (`/lab/api` of JupyterLab's): no part of a name made of a path.
    let sharedPathSegments: Int
    /// How many leading segments of each path name no operation: the shared ones, then `api` and version segments.
    let unnamedPathSegments: [String: Int]
    /// The component schemas that only describe form and multipart bodies, which need no model.
    let formBodyComponents: Set<String>
    /// The document's components by name, where local references are resolved.
    let components: ComponentIndex
    /// Where each API key scheme sends its key, by scheme name: a parameter sending it too is left out.
    let apiKeys: [String: (place: String, name: String)]
    /// The security schemes whose credential the client sends in `Authorization`: a parameter of that name is left out
    /// where one of them applies.
    let authorizationSchemes: Set<String>
    /// Security schemes declared alike under several names, which are sent as one.
    let schemeGroups: SecuritySchemeGroups
    /// Models in creation order: component schemas first (reserved up front), then inline ones.
    var models: [ModelDraft] = []
    var modelIndex: [String: Int] = [:]
    /// Native type of each component schema, set when its conversion starts (models) or ends (aliases).
    var componentTypes: [String: TypeExpression] = [:]
    /// The Swift name of each component schema's key, given before any is converted.
    var componentNames: [String: String] = [:]
    var componentsInProgress: Set<String> = []
    /// Local `$ref`s (other than component schemas) being followed, to stop at cycles.
    var refsInProgress: [String] = []
    /// Types of local references already followed, so a schema used many times is converted (and named) once.
    var referenceTypes: [String: TypeExpression] = [:]
    /// Types of schemas written in place, by file and path: a component's property read again as a form field or a
    /// multipart part is the type its component gave it (`PetStatus`), not a second model of the same values.
    var inlineTypes: [SchemaPlace: TypeExpression] = [:]
    /// How many schemas ``type(of:hint:)`` is inside of right now.
    var schemaDepth = 0
    /// The form field whose type ``formBody(_:at:endpoint:)`` is reading, whose bytes a form sends as base64 text,
    /// not JSON.
    var formFieldInProgress: String?
    /// Details dropped within the current operation or component, reported once per kind.
    var dropped = DroppedDetails()
    /// Paths of property `const`s, which ``property`` maps instead of ``type(of:hint:)`` reporting them.
    var propertyConsts: Set<String> = []
    /// The `const`s of optional and nullable properties, which the native format cannot keep, with the warning each
    /// gets unless a union reads it as its tag (``reportOptionalConsts()``).
    var optionalConsts: [(constant: JSONNode, message: String)] = []
    /// The unions that select by a tag the document does not call a discriminator, by model name, with where the
    /// tags' `const`s are written (``impliedDiscriminator(of:)``).
    var impliedDiscriminators: [String: [SchemaPlace]] = [:]
    /// The error bodies declared so far, from which ``errorBody()`` infers the API-wide one.
    var errorTypes: [ErrorUse] = []
    /// Which schemas are only sent and which only decoded, once a property asks: a required read-only or write-only one,
    /// or an optional nullable one.
    var schemaDirections: SchemaDirections?
    /// What the schemas including each component schema through `allOf` declare, once a model requires a name it does
    /// not declare.
    var includers: AllOfIncluders?
    /// The parameters whose items may be null, reported together once the operations are converted.
    var nullableParameterItems = NullableParameterItems()
    /// Warnings a document repeats in every operation (a media type left out as a repeat of another of its
    /// operation's, `requestBody: null`, a response header that describes the connection), reported together once
    /// the operations are converted.
    var countedWarnings = CountedWarnings()

    init(document: JSONNode, file: String, includesOtherFiles: Bool = false, unfetchedParameters: Set<SchemaPlace> = [],
         reportsDroppedExamples: Bool = true, readsResponseExamples: Bool = true) {
        self.document = document
        fastAPINames = FastAPINames(document: document)
        ninjaIDs = NinjaIDs(document: document)
        siblingCasedIDs = SiblingCasedIDs(document: document)
        let paths = document["paths"]?.members?.map(\.key) ?? []
        pathSpelledIDs = PathSpelledIDs(document: document)
        let ids = Self.operationIDs(in: document, pathSpelledIDs: pathSpelledIDs)
        idVersion = SharedVersion(names: ids)
        nestIDs = NestIDs(ids: ids)
        handlerIDs = HandlerIDs(ids: ids)
        sharedPathSegments = Self.sharedPathSegments(of: paths)
        unnamedPathSegments = Self.unnamedPathSegments(of: paths)
        formBodyComponents = FormBodyComponents.keys(in: document)
        components = ComponentIndex(document)
        apiKeys = Self.apiKeys(of: document, components: components)
        authorizationSchemes = Self.authorizationSchemes(of: document, components: components)
        schemeGroups = SecuritySchemeGroups(document: document, components: components)
        self.file = file
        self.includesOtherFiles = includesOtherFiles
        self.unfetchedParameters = unfetchedParameters
        self.reportsDroppedExamples = reportsDroppedExamples
        self.readsResponseExamples = readsResponseExamples
    }

    /// Whether a parsed document is OpenAPI rather than a native spec: a top-level `openapi` (or `swagger`) key.
    package static func isOpenAPI(_ root: JSONNode) -> Bool {
        root["openapi"] != nil || root["swagger"] != nil
    }

    /// The spec `root`, read from `source`, converts to, or nil when it cannot be converted; the diagnostics say why,
    /// and what was left out.
    ///
    /// `load` reads the files the document's `$ref`s name (``MultiFileDocument``), from the root document's folder
    /// and `allowedFolders` only; without it such a reference is an error. `referencedBytes` is the size of those files.
    /// The examples the native format drops are reported when `reportsDroppedExamples`; response examples are read
    /// only when `readsResponseExamples`.
    package static func convert(
        _ root: JSONNode, source: Data, file: String, allowedFolders: [String] = [], load: (@Sendable (String) throws -> Data)? = nil,
        reportsDroppedExamples: Bool = true, readsResponseExamples: Bool = true
    ) -> (spec: Spec?, diagnostics: [Diagnostic], referencedBytes: Int) {
        var document = EncodedSlashReferences.decoded(in: SchemaResources.resolvingAnchors(in: root, file: file, source: source), source: source)
        var joinDiagnostics: [Diagnostic] = []
        var referencedBytes = 0
        var unfetchedParameters: Set<SchemaPlace> = []
        if let load {
            (document, joinDiagnostics, referencedBytes, unfetchedParameters) = MultiFileDocument.join(document, file: file, allowedFolders: allowedFolders,
                                                                                                        load: load)
            guard !joinDiagnostics.contains(where: { $0.severity == .error }) else { return (nil, joinDiagnostics, referencedBytes) }
        }
        // Before the converter reads the paths: names made from a path and its placeholders read it braced.
        let colonDiagnostics: [Diagnostic]
        (document, colonDiagnostics) = ColonPathParameters.braced(in: document, file: file)
        var converter = OpenAPIConverter(document: document, file: file, includesOtherFiles: referencedBytes > 0,
                                         unfetchedParameters: unfetchedParameters, reportsDroppedExamples: reportsDroppedExamples,
                                         readsResponseExamples: readsResponseExamples)
        let spec = converter.convert()
        return (spec, joinDiagnostics + colonDiagnostics + converter.diagnostics.diagnostics, referencedBytes)
    }

    /// The spec, or nil when the document cannot be converted (the reason is in ``diagnostics``).
    mutating func convert() -> Spec? {
        guard document.members != nil else {
            error("an OpenAPI document must be a JSON object, found \(document.kindName)", at: document)
            return nil
        }
        guard checkVersion() else { return nil }
        checkValueKinds()
        warnAboutYAML11Booleans()
        reserveComponentModels()
        reportUnknownKeysOfTheDocument()
        let info = document["info"]
        var spec = Spec(file: file, name: Located(apiName(), at: info?["title"] ?? info ?? document))
        spec.description = describe(info)
        (spec.servers, spec.defaultServer) = servers()
        spec.auth = auth()
        convertComponentSchemas()
        spec.endpoints = endpoints(hasAuth: spec.auth != nil)
        spec.auth = spec.auth.map { Self.withoutUnsentSchemes($0, endpoints: spec.endpoints) }
        if let items = nullableParameterItems.warning { warning(items.message, at: items.at) }
        for counted in countedWarnings.warnings { warning(counted.message, at: counted.at) }
        spec.endpointsPath = document["paths"]?.path ?? document.path
        finishUnions()
        reportOptionalConsts()
        unmarkNullHoldingUnions()
        spec.errorBody = errorBody()
        markServerMessages(besides: spec.errorBody)
        spec.models = models.map(\.spec)
        reportIgnoredTopLevelKeys()
        return diagnostics.hasErrors ? nil : spec
    }

    private mutating func checkVersion() -> Bool {
        if let swagger = document["swagger"] {
            error("Swagger 2.0 documents are not supported; convert it to OpenAPI 3 first", at: swagger,
                  hint: "e.g. with https://converter.swagger.io or `swagger2openapi`")
            return false
        }
        guard let node = document["openapi"], let version = node.string else {
            error("'openapi' must be a version string such as \"3.1.0\"", at: document["openapi"] ?? document)
            return false
        }
        // 3.2 adds to 3.1 without changing it: what the converter does not read (`query` operations, say) is reported
        // where it is written.
        if !(version.hasPrefix("3.0") || version.hasPrefix("3.1") || version.hasPrefix("3.2")) {
            warning("OpenAPI \(version) is not 3.0.x, 3.1.x or 3.2.x; converting it as 3.1", at: node)
        }
        return true
    }

    /// The API name: the essential words of `info.title`, else of the file's name (``APITitle``).
    func apiName() -> String {
        APITitle.name(title: document["info"]?["title"]?.string, fallback: SpecFile.stem(ofSpecAt: file))
    }

    private mutating func reportIgnoredTopLevelKeys() {
        if let node = document["webhooks"] { warning("'webhooks' are \(Self.requestsToTheApp)", at: node) }
        if let node = document["callbacks"] { warning("'callbacks' are not an OpenAPI document's own key; ignored", at: node) }
    }

    /// What webhooks and callbacks are to an SDK, as the warnings that leave them out say it: "not supported by the
    /// native format" named a format an OpenAPI user never wrote, and read as a gap the SDK would fill one day.
    static let requestsToTheApp = "requests the API sends to the app's own server, which a client does not make; no code is generated for them"

    /// A description for the native spec: the `summary` as its first paragraph, without the spaces around it, then the
    /// `description` without the indentation its lines share, leaving out either when it is blank or the description
    /// begins with the summary.
    // The summary is what Quick Help shows first: with the description alone, Petstore's `getOrderById` opened with
    // "For valid response try integer IDs with value <= 5 or > 10". A summary is one line, so its spaces are no
    // Markdown's (Glances' " Api Status" was `///  Api Status` on every operation).
    func describe(_ node: JSONNode?) -> String? {
        let description = node?["description"]?.string.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        guard let summary = node?["summary"]?.string.map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) }).flatMap({ $0.isEmpty ? nil : $0 }) else {
            return description
        }
        guard let description else { return summary }
        let stem = summary.hasSuffix(".") ? summary.dropLast() : summary[...]
        // Its indentation goes first: below the summary, a description indented as a whole no longer shares it.
        let dedented = SharedIndentation.removed(from: description)
        return dedented.hasPrefix(stem) ? dedented : summary + "\n\n" + dedented
    }

    /// The path diagnostics name for a value read from `valueFile` (``JSONNode/file``), nil for the document's own.
    func path(of valueFile: String?) -> String {
        valueFile.map { SpecFile.path(of: $0, besideSpecAt: file) } ?? file
    }

    mutating func warning(_ message: String, at node: JSONNode, hint: String? = nil) {
        diagnostics.warning(message, file: path(of: node.file), location: node.location, path: node.path, hint: hint)
    }

    mutating func error(_ message: String, at node: JSONNode, hint: String? = nil) {
        diagnostics.error(message, file: path(of: node.file), location: node.location, path: node.path, hint: hint)
    }

    mutating func warning<Value>(_ message: String, at located: Located<Value>, hint: String? = nil) {
        diagnostics.warning(message, file: path(of: located.file), location: located.location, path: located.path, hint: hint)
    }
}

extension OpenAPIConverter {
    /// Notes an example the native format drops, when ``reportsDroppedExamples``.
    mutating func noteDroppedExample(_ what: String, at node: JSONNode) {
        if reportsDroppedExamples { dropped.note(what, at: node) }
    }
}

/// Details the native format has no place for (schema examples, defaults it cannot take), counted per operation or component
/// and reported as one warning each, so a large document does not drown real problems in thousands of lines.
struct DroppedDetails: Sendable {
    private var counts: [(what: String, declaringSchema: String?, count: Int, first: JSONNode, hint: String?)] = []

    /// Notes a detail `what` left out at `node`; `hint` says what the app can do about it, where it can do something.
    mutating func note(_ what: String, at node: JSONNode, hint: String? = nil) {
        let declaringSchema = OpenAPIConverter.componentKey(at: node.path, in: .schemas, within: true)
        if let index = counts.firstIndex(where: { $0.what == what && $0.declaringSchema == declaringSchema }) {
            counts[index].count += 1
        } else {
            counts.append((what, declaringSchema, 1, node, hint))
        }
    }

    /// Reports and forgets what was noted, naming the component schema that declares it, else `owner` (e.g.
    /// "operation 'getPet'"): 1Password's `UUID.example` was reported as an example of `AuditEvent`, which uses it.
    mutating func flush(owner: String, into diagnostics: inout DiagnosticCollector, file: String) {
        for entry in counts {
            let amount = entry.count == 1 ? "1 \(entry.what)" : "\(entry.count) \(entry.what)s"
            let who = entry.declaringSchema.map { "schema '\($0)'" } ?? owner
            diagnostics.warning("\(who): \(amount) not kept in the generated SDK",
                              file: entry.first.file.map { SpecFile.path(of: $0, besideSpecAt: file) } ?? file, location: entry.first.location, path: entry.first.path,
                              hint: entry.hint)
        }
        counts.removeAll()
    }

    /// The hint of a parameter default left out: the caller leaves the value out, and the server applies its own.
    static let serverAppliesDefault = "a value the caller leaves nil is not sent, and the server applies its default"
}
