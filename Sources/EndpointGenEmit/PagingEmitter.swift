import EndpointGenModel

/// Prints the paged methods of a client or group service: for each endpoint with `paging`, an extension method
/// `<case>Pages(…)` returning EndpointKit's `PageSequence` of the endpoint's items.
///
/// They extend the concrete client rather than joining its protocol, so that fakes of the protocol stay as they are.
struct PagingEmitter {
    let api: APIModel
    let access: AccessLevel

    /// One extension per client or service with paged endpoints.
    func units() -> [String] {
        let endpointsByGroup = api.endpointsByGroup
        return ([api.rootGroup] + api.groups).compactMap { group in
            let paged = (endpointsByGroup[group.name] ?? []).filter { $0.paging != nil }
            guard !paged.isEmpty else { return nil }
            var printer = CodePrinter()
            printer.block("nonisolated extension \(group.serviceType)") { printer in
                for (index, endpoint) in paged.enumerated() {
                    if index > 0 { printer.line() }
                    printMethod(endpoint, of: group, into: &printer)
                }
            }
            return printer.text
        }
    }

    private func printMethod(_ endpoint: EndpointModel, of group: EndpointGroupModel, into printer: inout CodePrinter) {
        guard let paging = endpoint.paging else { return }
        let parameters = endpoint.parameters.filter { paging.takes($0.swiftName) }
        printer.documentation(
            "The pages of ``\(Naming.escaped(endpoint.caseName))``, fetched as iteration reaches them (`.pages`, or `.items` for the items one by one).",
            parameters: parameters.map { ($0.swiftName, $0.description) }, remark: paging.specPath
        )
        printer.deprecation(endpoint.deprecation)
        let arguments = parameters.map { ClientEmitter.parameterDeclaration($0) + EndpointEmitter.defaultClause($0.defaultValue) }
        let signature = "\(access.modifier)func \(Naming.escaped(paging.methodName))(\(arguments.joined(separator: ", "))) -> PageSequence<\(paging.itemType.code)>"
        printer.block(CodeLine(signature)) { printer in
            printer.wrappedCall("apiClient.pages", callArguments(endpoint, paging: paging, group: group))
        }
    }

    /// The arguments of the runtime call, one per line.
    private func callArguments(_ endpoint: EndpointModel, paging: PagingModel, group: EndpointGroupModel) -> [String] {
        let items = paging.items.map { "{ $0.\(Naming.escaped($0.swiftName))\($0.isOptional ? " ?? []" : "") }" } ?? "{ $0 }"
        let decoding = "decoding: \(paging.responseType.code).self"
        switch paging.style {
        case .pageNumber(_, let number, let first, let total):
            // EndpointKit counts pages in `Int`; a number beyond the parameter's width (no API that numbers its pages in
            // 32 bits has one) and a total beyond `Int` are clamped, which can only mean "many", rather than trap.
            let argument = number == .int ? "$0" : "\(number.code)(clamping: $0)"
            return ["numberedFrom: \(first)", "request: { \(value(endpoint, group: group, paging: argument)) }", decoding, "items: \(items)"]
                + (total.map { ["totalPages: { \(Self.pageCount($0)) }"] } ?? [])
        case .cursor(_, let source, let hasMore):
            let next = switch source {
            case .lastItem(let property): "{ $1.last?.\(Self.cursor(property)) }"
            case .response(let path): "{ page, _ in page.\(Self.read(path)) }"
            }
            return ["cursor: { \(value(endpoint, group: group, paging: "$0")) }", decoding, "items: \(items)", "next: \(next)"]
                + (hasMore.map { ["hasMore: { $0.\(Naming.escaped($0.swiftName)) }"] } ?? [])
        case .link(let next):
            return ["linkedFrom: \(value(endpoint, group: group, paging: nil))", decoding, "items: \(items)"]
                + (next.map { ["next: { $0.\(Self.nextURL($0)) }"] } ?? [])
        }
    }

    /// The number of pages read from `$0` as the optional `Int` EndpointKit counts in.
    private static func pageCount(_ total: PagingModel.Property) -> String {
        let read = "$0." + Naming.escaped(total.swiftName)
        guard total.type != .int else { return read }
        return total.isOptional ? "\(read).map { Int(clamping: $0) }" : "Int(clamping: \(read))"
    }

    /// The cursor or next-URL property read as an optional: `nextCursor`, or `nextCursor?.value` for a `Nullable`
    /// (always an optional one: a required nullable property is a plain optional).
    private static func cursor(_ property: PagingModel.Property) -> String {
        Naming.escaped(property.swiftName) + (property.isNullable ? "?.value" : "")
    }

    /// The value at the end of `path` read as an optional through its properties: `nextCursor`, `nextCursor?.value` for
    /// a `Nullable`, `meta?.page?.after` past optional ones.
    private static func read(_ path: [PagingModel.Property]) -> String {
        var read = ""
        for (index, property) in path.enumerated() {
            read += (index > 0 ? "." : "") + cursor(property)
            if index < path.count - 1, property.isOptional || property.isNullable { read += "?" }
        }
        return read
    }

    /// The next page's URL read as an optional text through the properties of `path`, as ``read(_:)`` reads it, with
    /// `.text` for a `url` (a ``URIReference``, which keeps the text as the server wrote it).
    private static func nextURL(_ path: [PagingModel.Property]) -> String {
        guard let last = path.last, last.type.nonNullable == .url else { return read(path) }
        return read(path) + (last.isOptional || last.isNullable ? "?" : "") + ".text"
    }

    /// The endpoint case with every argument, the paging parameter taking `paging` and a conditional header `nil`.
    private func value(_ endpoint: EndpointModel, group: EndpointGroupModel, paging argument: String?) -> String {
        let arguments = endpoint.parameters.map { parameter in
            let value = if endpoint.paging?.takes(parameter.swiftName) != false {
                Naming.escaped(parameter.swiftName)
            } else {
                parameter.swiftName == endpoint.paging?.pagingParameter ? argument ?? "nil" : "nil"
            }
            return "\(Naming.argumentLabel(parameter.swiftName)): \(value)"
        }
        return "\(group.endpointType).\(Naming.escaped(endpoint.caseName))" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
    }
}
