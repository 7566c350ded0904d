import EndpointGenJSON
import EndpointGenSpec
import Foundation

/// The model stage: turns a ``Spec`` into an ``APIModel``, checking meaning and deciding every Swift name and type.
package struct Translator {
    package var problems: Problems
    package let spec: Spec
    package var resolver = TypeResolver(models: [:])
    /// The JSON shapes of the models, to judge union alternatives and properties of unions that hold `null`.
    var modelShapes = ModelShapes(models: [])
    /// Spells the paths of models and properties, each container once.
    var pathDescriber = JSONPath.Describer()
    /// The member name of each wire key named so far (``memberName(ofKey:)``).
    var keyMemberNames: [String: String] = [:]

    /// Models of imported spec files, which types may name but which are not emitted here.
    package let imported: ImportedModels

    /// The target's choices: type prefix (applied here) and selected endpoints (applied by the caller).
    package let options: GenerationOptions
    /// Whether the caller left out some of the spec's endpoints (``GenerationOptions/include``, `exclude`) and kept
    /// some: the models only the left-out ones use are then left out too.
    package let leftOutEndpoints: Bool

    package init(spec: Spec, imported: ImportedModels = ImportedModels(), options: GenerationOptions = GenerationOptions(),
                 leftOutEndpoints: Bool = false) {
        self.spec = spec
        self.imported = imported
        self.options = options
        self.leftOutEndpoints = leftOutEndpoints
        problems = Problems(file: spec.file)
    }

    /// The model, or nil when the spec has errors (all of them are then in ``problems``).
    package mutating func translate(sourceName: String) -> APIModel? {
        let apiName = Casing.upperCamel(spec.name.value)
        var typeNames = APITypeNames(apiName: options.typePrefix + apiName)
        // A name written as its Swift name already is one (`Shop`, `Мессенджер`).
        if spec.name.value != apiName {
            problems.warning("API name '\(spec.name.value)' is written as '\(apiName)' in Swift", at: spec.name,
                             hint: "write \"name\": \"\(apiName)\" to silence this")
        }
        if let taken = typeNames.all.first(where: RuntimeSymbols.isReserved) {
            typeNames = APITypeNames(apiName: typeNames.apiName + "Service")
            problems.warning("API name '\(spec.name.value)' would name a type '\(taken)', which generated code uses from EndpointKit or Swift; "
                             + "its types are named '\(typeNames.client)', '\(typeNames.protocolType)', …", at: spec.name,
                             hint: "choose a more specific name, e.g. the service's")
        }
        var groups = translateGroups(typeNames: typeNames)
        let acyclic = RecursionBreaker.breakingCycles(in: translateModels(reserved: Set(typeNames.all + Self.typeNames(of: groups))))
        var (models, inlineDepths) = NestingLimiter.limiting(acyclic, imported: imported.inlineDepths)
        NestedValidation.mark(&models)
        UnionKeys.mark(&models)
        UnionTags.mark(&models)
        UnionSharedValues.order(&models)
        let inlineModels = Set(spec.models.filter(\.isInline).compactMap { resolver.models[$0.name.value]?.swiftName })
        let (servers, serverTemplates) = translateServers(environment: typeNames.environment)
        let defaultServer = resolveDefaultServer(servers, templates: serverTemplates)
        var sharedScope = NameScope()
        let sharedQuery = translateShared(spec.sharedQuery, scope: &sharedScope)
        let sharedHeaders = translateShared(spec.sharedHeaders.filter { checkHeaderName(of: $0) }, scope: &sharedScope)
        let errorBody = translateErrorBody(models)
        let serverMessages = translateServerMessages(models, besides: errorBody)
        let auth = translateAuth()
        var rootGroup = typeNames.rootGroup
        var endpoints = translateEndpoints(auth: auth, root: &rootGroup, groups: &groups)
        endpoints = translatePaging(endpoints, groups: groups, models: models)
        endpoints = decideRequests(endpoints, models: models, auth: auth)
        nameNestedTypes(&endpoints, models: models, apiTypes: typeNames.all + Self.typeNames(of: groups))
        ResponseHeaderSharing.share(&endpoints) { endpoint in (groups.first { $0.name == endpoint.group } ?? rootGroup).endpointType }
        checkImportedModules()
        guard !problems.hasErrors else { return nil }
        let namedElsewhere = APIModel.modelsMentioned(by: endpoints, sharedParameters: sharedQuery + sharedHeaders, errorBody: errorBody)
        if leftOutEndpoints {
            // Datadog with 150 of its operations included kept all 6,297 models: 8.4 MB of Swift where 1.1 MB served.
            let used = models.reachable(from: namedElsewhere)
            models.removeAll { !used.contains($0.name) }
        }
        var aliases = ShapeSharing.aliases(of: models, inline: inlineModels, roots: namedElsewhere)
        let unnamed = ShapeSharing.unnamed(models, aliases: aliases, namedElsewhere: namedElsewhere)
        aliases = aliases.filter { !unnamed.contains($0.key) }
        var api = APIModel(
            sourceName: sourceName, name: apiName, description: spec.description, typeNames: typeNames,
            servers: servers, serverTemplates: serverTemplates, defaultServer: defaultServer, sharedQuery: sharedQuery, sharedHeaders: sharedHeaders,
            auth: auth, errorBody: errorBody, endpoints: endpoints, rootGroup: rootGroup, groups: groups,
            models: models.filter { !unnamed.contains($0.name) }, aliases: aliases, inlineDepths: inlineDepths,
            importedModules: Set(spec.imports.compactMap(\.module?.value)).sorted().map { module in
                ModuleImport(module: module, typeNames: imported.modules[module] ?? [])
            },
            sectionPaths: sectionPaths()
        )
        api.serverMessages = Self.declared(serverMessages, aliases: aliases, models: api.models, besides: errorBody)
        return api
    }

    /// Each conformance on the model that declares its type: an inline error body shared with a look-alike is the
    /// earlier model under another name, which conforms once (the errorBody model by its own conformance); a model
    /// left out declares nothing to conform.
    private static func declared(_ conformances: [ErrorBodyModel], aliases: [String: String], models: [ModelDeclaration],
                                 besides errorBody: ErrorBodyModel?) -> [ErrorBodyModel] {
        let names = Set(models.map(\.name))
        var seen: Set<String> = errorBody.map { [$0.typeName] } ?? []
        return conformances.compactMap { conformance in
            var conformance = conformance
            conformance.typeName = aliases[conformance.typeName] ?? conformance.typeName
            return names.contains(conformance.typeName) && seen.insert(conformance.typeName).inserted ? conformance : nil
        }
    }

    /// The sections the spec's servers, endpoints and shared parameters are in; servers and shared parameters are
    /// found from the first one, as code is generated for them only when there are some.
    private func sectionPaths() -> SectionPaths {
        var paths = SectionPaths()
        if let server = spec.servers.first { paths.servers = server.name.path.section.description }
        paths.endpoints = spec.endpointsPath.description
        if let shared = (spec.sharedQuery + spec.sharedHeaders).first { paths.shared = shared.key.path.section.description }
        return paths
    }

    private mutating func translateShared(_ parameters: [ParameterSpec], scope: inout NameScope) -> [SharedParameter] {
        parameters.compactMap { parameter in
            let wireName = parameter.wireName?.value ?? parameter.key.value
            guard let type = resolver.resolve(parameter.type, problems: &problems) else { return nil }
            guard resolver.isParameterValue(type) else {
                problems.error("shared parameter '\(parameter.key.value)' has type '\(parameter.type.value)', which cannot be sent in a query or header",
                               at: parameter.type, hint: "use a scalar such as \"string\" or a string enum")
                return nil
            }
            if let fixed = parameter.fixedValue {
                // A constant must fit its declared type; its wire text is written as given.
                guard translateDefault(fixed, type: type.unwrapped) != nil else { return nil }
                let text: String
                switch fixed.json {
                case .string(let value): text = value
                case .number(let number): text = number.text
                case .bool(let flag): text = flag ? "true" : "false"
                default: return nil
                }
                return SharedParameter(specName: parameter.key.value, specPath: parameter.key.origin, wireName: wireName,
                                       value: .fixed(text), description: parameter.description)
            }
            let wanted = swiftName(parameter.swiftName).map(Naming.memberName) ?? memberName(ofKey: parameter.key.value)
            let claim = scope.claim(wanted, for: parameter.key)
            problems.collision("shared parameter", parameter.key, wanted: wanted, claim)
            let defaultValue = parameter.defaultValue.flatMap { translateDefault($0, type: type) } ?? (type.isOptional ? DefaultValue.none : nil)
            return SharedParameter(
                specName: parameter.key.value, specPath: parameter.key.origin, wireName: wireName, value: .supplied(swiftName: claim.name, type: type, defaultValue: defaultValue),
                description: parameter.description
            )
        }
    }

    /// `path.described(inFile: file)`, each container of the path spelled once per translation: an OpenAPI
    /// document's models and properties sit deep in it, and spelling their paths whole was a twentieth of
    /// translating TMDB.
    mutating func describedPath(_ path: JSONPath, inFile file: String?) -> String {
        let spelled = pathDescriber.describe(path)
        return file.map { "\($0): \(spelled)" } ?? spelled
    }

    /// The Swift member name a property or parameter with wire key `key` wants, `Naming.memberName(Casing.lowerCamel(key))`,
    /// each key spelled once per translation: a large spec repeats its keys in model after model (TMDB's 5,200
    /// properties have a few hundred), and spelling each again was a tenth of translating its properties.
    mutating func memberName(ofKey key: String) -> String {
        if let known = keyMemberNames[key] { return known }
        // A key without letters spells its symbols, as an enum value does: GitHub's reactions `+1` and `-1`.
        let name = Naming.memberName(Self.spelledName(key))
        keyMemberNames[key] = name
        return name
    }

    /// Refuses an imported module named by a keyword: `import class` does not compile.
    private mutating func checkImportedModules() {
        for module in spec.imports.compactMap(\.module) where Naming.keywords.contains(module.value) {
            problems.error("module '\(module.value)' is a Swift keyword, which an import cannot name", at: module,
                           hint: "write the name of the target, e.g. \"CommonSDK\"")
        }
    }

    /// A `swiftName` given in the spec, checked to be a plain Swift identifier.
    package mutating func swiftName(_ given: Located<String>?) -> String? {
        guard let given else { return nil }
        guard Casing.isPlainIdentifier(given.value) else {
            problems.error("swiftName '\(given.value)' is not a Swift identifier", at: given,
                           hint: "use letters, digits and '_', starting with a letter, e.g. \"\(Casing.lowerCamel(given.value))\"")
            return nil
        }
        return given.value
    }

    private mutating func translateErrorBody(_ models: [ModelDeclaration]) -> ErrorBodyModel? {
        guard let errorBody = spec.errorBody else { return nil }
        if let entry = imported.entries[errorBody.model.value], spec.models.allSatisfy({ $0.name.value != errorBody.model.value }) {
            guard imported.errorBodies.contains(errorBody.model.value) else {
                problems.error("errorBody model '\(errorBody.model.value)' is imported from \(imported.files[errorBody.model.value] ?? "another spec"), which does not declare it as its errorBody",
                               at: errorBody.model, hint: "add \"errorBody\": \"\(errorBody.model.value)\" to that spec, so its ServerErrorBody conformance is generated once")
                return nil
            }
            return ErrorBodyModel(typeName: entry.swiftName, messagePath: [], emitsConformance: false)
        }
        guard let entry = resolver.models[errorBody.model.value] else {
            problems.error("errorBody model '\(errorBody.model.value)' is not declared", at: errorBody.model,
                           hint: Spelling.closest(to: errorBody.model.value, among: resolver.models.keys.sorted()).map { "did you mean '\($0)'?" }
                               ?? "declare it under 'models'")
            return nil
        }
        guard case .object(let object)? = models.first(where: { $0.name == entry.swiftName }) else {
            problems.error("errorBody model '\(errorBody.model.value)' must be an object model", at: errorBody.model)
            return nil
        }
        guard let requested = errorBody.messageProperty else {
            // Without an explicit choice, a string property whose wire key is `message` is the message.
            let message = object.properties.first { $0.wireName == "message" && Self.isMessageText($0.type) }
            return ErrorBodyModel(typeName: object.name, messagePath: message.map { [Self.messageStep($0)] } ?? [])
        }
        guard let path = messagePath(requested, in: object, models: models) else { return nil }
        return ErrorBodyModel(typeName: object.name, messagePath: path)
    }

    /// The `ServerErrorBody` conformance of each object model with a `serverMessage`, in spec order; the errorBody
    /// model's message is its `message`, and a `serverMessage` beside it is an error.
    private mutating func translateServerMessages(_ models: [ModelDeclaration], besides errorBody: ErrorBodyModel?) -> [ErrorBodyModel] {
        // By name, looked up once per model with a message: a document with an inline error per operation has
        // thousands (a search through the models for each took the 10,000-operation synthetic document from 7 s to 41).
        var objects: [String: ObjectModel] = [:]
        if spec.models.contains(where: { $0.serverMessage != nil }) {
            for case .object(let object) in models { objects[object.name] = object }
        }
        return spec.models.compactMap { model in
            guard let message = model.serverMessage, let entry = resolver.models[model.name.value],
                  let object = objects[entry.swiftName]
            else { return nil }
            guard object.name != errorBody?.typeName else {
                problems.error("'serverMessage' of the errorBody model '\(model.name.value)' is its errorBody's 'message'", at: message,
                               hint: "write \"errorBody\": { \"model\": \"\(model.name.value)\", \"message\": \"\(message.value)\" }")
                return nil
            }
            return messagePath(message, in: object, models: models, key: "serverMessage").map { ErrorBodyModel(typeName: object.name, messagePath: $0) }
        }
    }

    /// The properties named by `message` (`statusMessage`, or a dotted path such as `error.message` through
    /// object properties), each by Swift name or wire key; nil after reporting a step that does not resolve.
    /// `key` names what holds the path in messages: `errorBody message` or `serverMessage`.
    private mutating func messagePath(_ message: Located<String>, in root: ObjectModel, models: [ModelDeclaration], key: String = "errorBody message") -> [MessageStep]? {
        var steps: [MessageStep] = []
        var object = root
        let names = message.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for (index, name) in names.enumerated() {
            guard let property = object.properties.first(where: { $0.swiftName == name || $0.wireName == name }) else {
                problems.error("\(key) property '\(name)' is not a property of '\(object.name)'", at: message,
                               hint: Spelling.closest(to: name, among: object.properties.map(\.swiftName)).map { "did you mean '\($0)'?" })
                return nil
            }
            steps.append(Self.messageStep(property))
            if index == names.count - 1 {
                guard Self.isMessageText(property.type) else {
                    problems.error("\(key) property '\(property.swiftName)' must be a string", at: message)
                    return nil
                }
            } else {
                guard case .model(let next) = property.type.unwrapped, case .object(let nested)? = models.first(where: { $0.name == next }) else {
                    problems.error("\(key) step '\(name)' must be an object property to read '\(names[index + 1])' from", at: message)
                    return nil
                }
                object = nested
            }
        }
        return steps
    }

    /// Whether a property of `type` holds a message: a string, or a string that may be `null`.
    private static func isMessageText(_ type: SwiftType) -> Bool {
        type.unwrapped == .string || type.unwrapped == .nullable(.string)
    }

    private static func messageStep(_ property: PropertyModel) -> MessageStep {
        MessageStep(swiftName: property.swiftName, isOptional: property.type.isOptional, isNullable: property.type.unwrapped == .nullable(.string))
    }
}
