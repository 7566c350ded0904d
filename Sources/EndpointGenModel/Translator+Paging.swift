import EndpointGenJSON
import EndpointGenSpec

extension Translator {
    /// `endpoints` with the `paging` of their specs resolved: the parameter it fills, the response properties it
    /// reads, and the name of the client method, which must not take a name the endpoint's service already has.
    mutating func translatePaging(_ endpoints: [EndpointModel], groups: [EndpointGroupModel], models: [ModelDeclaration]) -> [EndpointModel] {
        let pagingSpecs = Dictionary(spec.endpoints.compactMap { endpoint in endpoint.paging.map { (endpoint.origin, $0) } },
                                     uniquingKeysWith: { first, _ in first })
        guard !pagingSpecs.isEmpty else { return endpoints }
        var scopes: [String?: NameScope] = [:]
        let builtIn = Located("", location: SourceLocation(line: 1, column: 1), path: .root)
        for endpoint in endpoints {
            let taken = RuntimeSymbols.serviceMembers.keys.sorted() + ["sampleRoutes", endpoint.caseName] + (endpoint.samplesProperty.map { [$0] } ?? [])
                + endpoint.mediaOptions.map(\.methodName)
            for name in taken { scopes[endpoint.group, default: NameScope()].reserve(name, by: builtIn) }
        }
        for group in groups { scopes[nil, default: NameScope()].reserve(group.propertyName ?? "", by: builtIn) }
        let objects = Dictionary(models.compactMap { declaration -> (String, ObjectModel)? in
            if case .object(let object) = declaration { return (object.name, object) } else { return nil }
        }, uniquingKeysWith: { first, _ in first })
        return endpoints.map { endpoint in
            guard let paging = pagingSpecs[endpoint.specPath] else { return endpoint }
            var paged = endpoint
            paged.paging = translatePaging(paging, of: endpoint, objects: objects)
            if paged.paging != nil {
                let wanted = endpoint.caseName + "Pages"
                let claim = scopes[endpoint.group, default: NameScope()].claim(wanted, for: Located(wanted, location: paging.location, path: paging.path, file: paging.file))
                if claim.collidedWith != nil {
                    problems.warning("the paged method of endpoint '\(endpoint.caseName)' would be '\(wanted)', which the client already has; it is named '\(claim.name)'",
                                     at: paging.items, hint: "rename the endpoint that takes the name")
                }
                paged.paging?.methodName = claim.name
            }
            return paged
        }
    }

    /// The type a page decodes, as ``ResponseSpec/pagedBody`` finds it in the spec.
    private static func pagedBody(of response: EndpointModel.Response) -> SwiftType? {
        switch response {
        case .decoded(let type):
            return type
        case .byStatus(let entries):
            let bodies = entries.filter { $0.body != .none }
            guard bodies.count == 1, case .decoded(let type) = bodies[0].body, case .code(let code) = bodies[0].status, (200..<300).contains(code),
                  entries.allSatisfy({ $0.body != .none || !$0.status.isSuccess }) else { return nil }
            return type
        default:
            return nil
        }
    }

    private mutating func translatePaging(_ paging: PagingSpec, of endpoint: EndpointModel, objects: [String: ObjectModel]) -> PagingModel? {
        guard endpoint.mediaOptions.isEmpty else {
            problems.error("a paged endpoint's response must come in one media type", at: paging.items,
                           hint: "keep only the JSON media type, or move the others to an endpoint of their own")
            return nil
        }
        guard let responseType = Self.pagedBody(of: endpoint.response) else {
            problems.error("a paged endpoint needs a decoded 'response' holding the items, alone or beside 3xx statuses without a body",
                           at: paging.items, hint: "write \"response\": \"ItemPage\", a model with an array of items, or \"[Item]\"")
            return nil
        }
        let responseObject = responseType.unwrapped.modelName.flatMap { objects[$0] }
        let items: PagingModel.Property?
        let itemType: SwiftType
        if paging.items.value == PagingSpec.wholeBody {
            guard case .array(let element) = responseType.unwrapped else {
                problems.error("'items' is \".\" but the response '\(responseType.code)' is not an array", at: paging.items,
                               hint: "name the response property that holds the items, e.g. \"items\": \"results\"")
                return nil
            }
            (items, itemType) = (nil, element)
        } else {
            guard let property = lookUp(paging.items, in: responseObject, responseType: responseType, role: "'items'") else { return nil }
            guard case .array(let element) = property.type.unwrapped else {
                problems.error("'items' property '\(paging.items.value)' has type '\(property.type.code)', which is not an array", at: paging.items,
                               hint: "name the response property that holds the page's items, an array such as \"[Movie]\"")
                return nil
            }
            (items, itemType) = (Self.reference(property), element)
        }
        let style: PagingModel.Style
        switch paging.style {
        case .link(nil):
            style = .link(next: nil)
        case .link(let nextName?):
            guard let path = propertyPath(nextName, role: "'link'", responseObject: responseObject, responseType: responseType, objects: objects),
                  let property = path.last else { return nil }
            guard [.string, .url].contains(property.type.unwrapped.nonNullable) else {
                problems.error("'link' property '\(nextName.value)' has type '\(property.type.code)'; the next page's URL must be a 'string' or 'url'",
                               at: nextName, hint: "declare it as \"url?\": the last page has none")
                return nil
            }
            style = .link(next: path.map(Self.reference))
        case .page(let parameterName, let totalName, let firstPage):
            guard let parameter = queryParameter(parameterName, of: endpoint) else { return nil }
            guard parameter.type.unwrapped.isInteger else {
                problems.error("page parameter '\(parameterName.value)' has type '\(parameter.type.code)'; page numbers must be an integer ('int', 'int32' or 'int64')",
                               at: parameterName, hint: "declare it as \"int\" (or \"int?\")")
                return nil
            }
            // `first` before the parameter's default: an optional parameter imported from OpenAPI has none the client
            // sends (its `default` is the server's), and pages counted from 0 asked for page 1 first.
            var first: Int64 = firstPage?.value ?? 1
            if firstPage == nil, case .integer(let value)? = parameter.defaultValue { first = value }
            var total: PagingModel.Property?
            if let totalName {
                guard let property = lookUp(totalName, in: responseObject, responseType: responseType, role: "'total'") else { return nil }
                guard property.type.unwrapped.isInteger else {
                    problems.error("'total' property '\(totalName.value)' has type '\(property.type.code)'; the number of pages must be an integer ('int', 'int32' or 'int64')",
                                   at: totalName)
                    return nil
                }
                total = Self.reference(property)
            }
            style = .pageNumber(parameter: parameter.swiftName, number: parameter.type.unwrapped, first: first, total: total)
        case .cursor(let parameterName, let from, let hasMoreName):
            guard let parameter = queryParameter(parameterName, of: endpoint) else { return nil }
            guard parameter.type.isOptional else {
                problems.error("cursor parameter '\(parameterName.value)' must be optional: the first page is asked for without a cursor", at: parameterName,
                               hint: "declare it as \"\(parameter.type.code.lowercased())?\"")
                return nil
            }
            guard let source = cursorSource(from, itemType: itemType, objects: objects, responseObject: responseObject, responseType: responseType) else { return nil }
            let sourceType: SwiftType
            switch source {
            case .lastItem(let property): sourceType = property.type
            case .response(let path):
                guard let last = path.last else { return nil }
                sourceType = last.type
            }
            // A nullable cursor's null says there is no next page, as an absent one does.
            guard sourceType.unwrapped.nonNullable == parameter.type.unwrapped else {
                problems.error("cursor 'from' '\(from.value)' has type '\(sourceType.code)' but parameter '\(parameterName.value)' has type '\(parameter.type.code)'",
                               at: from, hint: "the cursor is sent as read: declare both with the same type")
                return nil
            }
            var hasMore: PagingModel.Property?
            if let hasMoreName {
                guard let property = lookUp(hasMoreName, in: responseObject, responseType: responseType, role: "'hasMore'") else { return nil }
                guard property.type.unwrapped == .bool else {
                    problems.error("'hasMore' property '\(hasMoreName.value)' has type '\(property.type.code)'; it must be 'bool'", at: hasMoreName)
                    return nil
                }
                hasMore = Self.reference(property)
            }
            switch source {
            case .lastItem(let property): style = .cursor(parameter: parameter.swiftName, source: .lastItem(Self.reference(property)), hasMore: hasMore)
            case .response(let path): style = .cursor(parameter: parameter.swiftName, source: .response(path.map(Self.reference)), hasMore: hasMore)
            }
        }
        var model = PagingModel(methodName: endpoint.caseName + "Pages", responseType: responseType, itemType: itemType,
                                items: items, style: style, specPath: paging.path.description)
        // Optional all of them: ``optionalConditionalHeaders(of:)`` made a required one so.
        model.conditionalHeaders = Set(endpoint.headers.filter { Self.conditionalFields.contains($0.wireName.lowercased()) }.map(\.swiftName))
        return model
    }

    /// The headers of a paged endpoint, a required conditional one made optional with a warning: its paged method leaves
    /// them out, as a validator is one page's (a required `If-None-Match` went to every page, and the second
    /// answered 304).
    mutating func optionalConditionalHeaders(of endpoint: EndpointSpec) -> [ParameterSpec] {
        endpoint.headers.map { header in
            guard !header.type.value.isOptional, Self.conditionalFields.contains((header.wireName?.value ?? header.key.value).lowercased()) else {
                return header
            }
            problems.warning("header '\(header.key.value)' of paged endpoint '\(endpoint.name.value)' is optional: its paged method leaves it out, "
                             + "as a validator is one page's", at: header.key)
            var optional = header
            optional.type = header.type.with(.optional(header.type.value))
            return optional
        }
    }

    /// The request header fields that make a request conditional (RFC 9110 §13.1).
    private static let conditionalFields: Set<String> = ["if-none-match", "if-modified-since", "if-match", "if-unmodified-since", "if-range"]

    private enum CursorProperty {
        case lastItem(PropertyModel)
        case response([PropertyModel])
    }

    /// `lastItem.<property>` of the item model, or a property of the response, or of an object in it by a dotted path
    /// (Datadog's `meta.page.after`).
    private mutating func cursorSource(_ from: Located<String>, itemType: SwiftType, objects: [String: ObjectModel], responseObject: ObjectModel?, responseType: SwiftType) -> CursorProperty? {
        guard from.value.hasPrefix(PagingSpec.lastItemPrefix) else {
            return propertyPath(from, role: "cursor 'from'", responseObject: responseObject, responseType: responseType, objects: objects).map(CursorProperty.response)
        }
        let name = from.with(String(from.value.dropFirst(PagingSpec.lastItemPrefix.count)))
        let itemObject = itemType.unwrapped.modelName.flatMap { objects[$0] }
        return lookUp(name, in: itemObject, responseType: itemType, role: "cursor 'from'").map(CursorProperty.lastItem)
    }

    /// The response property `name` names, or the properties on the way to it when it is a dotted path through object
    /// properties (`meta.next_page_url`, Twilio's): a property whose own name holds the dot (`@odata.nextLink`) first.
    private mutating func propertyPath(_ name: Located<String>, role: String, responseObject: ObjectModel?, responseType: SwiftType,
                                       objects: [String: ObjectModel]) -> [PropertyModel]? {
        let steps = name.value.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let holdsWholeName = responseObject?.properties.contains { $0.swiftName == name.value || $0.wireName == name.value } ?? true
        guard steps.count > 1, !holdsWholeName else {
            return lookUp(name, in: responseObject, responseType: responseType, role: role).map { [$0] }
        }
        var path: [PropertyModel] = []
        var object = responseObject
        var type = responseType
        for step in steps {
            guard let property = lookUp(name.with(step), in: object, responseType: type, role: role) else { return nil }
            path.append(property)
            type = property.type.unwrapped.nonNullable
            object = type.modelName.flatMap { objects[$0] }
        }
        return path
    }

    /// The property `name` (its Swift or wire name) of `object`, reporting a missing one with did-you-mean.
    private mutating func lookUp(_ name: Located<String>, in object: ObjectModel?, responseType: SwiftType, role: String) -> PropertyModel? {
        guard let object else {
            problems.error("\(role) '\(name.value)' names a property, but '\(responseType.code)' is not an object model", at: name,
                           hint: "make the response a model with that property")
            return nil
        }
        if let property = object.properties.first(where: { $0.swiftName == name.value || $0.wireName == name.value }) { return property }
        let names = object.properties.map(\.swiftName)
        problems.error("\(role) '\(name.value)' is not a property of '\(object.name)'", at: name,
                       hint: Spelling.closest(to: name.value, among: names).map { "did you mean '\($0)'?" } ?? "use one of: \(names.joined(separator: ", "))")
        return nil
    }

    /// The query parameter written under `name` (its spec key, wire name or Swift name).
    private mutating func queryParameter(_ name: Located<String>, of endpoint: EndpointModel) -> ParameterModel? {
        if let parameter = endpoint.query.first(where: { $0.wireName == name.value || $0.swiftName == name.value }) { return parameter }
        let names = endpoint.query.map(\.wireName)
        problems.error("'\(name.value)' is not a query parameter of endpoint '\(endpoint.caseName)'", at: name,
                       hint: Spelling.closest(to: name.value, among: names).map { "did you mean '\($0)'?" }
                           ?? "declare it under 'query', e.g. \"query\": { \"\(name.value)\": \"string?\" }")
        return nil
    }

    private static func reference(_ property: PropertyModel) -> PagingModel.Property {
        let isNullable = if case .nullable = property.type.unwrapped { true } else { false }
        return PagingModel.Property(swiftName: property.swiftName, isOptional: property.type.isOptional, isNullable: isNullable, type: property.type.unwrapped)
    }
}

private extension SwiftType {
    /// The Swift name of a model type; nil for any other type.
    var modelName: String? {
        if case .model(let name) = self { name } else { nil }
    }
}
