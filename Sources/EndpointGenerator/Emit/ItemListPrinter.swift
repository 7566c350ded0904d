/// Prints the straight-line code that turns parameters into `[QueryItem]` or `[HTTPHeader]`.
struct ItemListPrinter {
    /// `QueryItem` or `HTTPHeader`.
    let type: String
    /// A wrapper applied to the returned array, e.g. `.form` for a form body.
    var wrap: String = ""

    func print(_ parameters: [ParameterModel], into printer: inout CodePrinter) {
        let simple = parameters.allSatisfy { !$0.type.isOptional && !Self.isArray($0.type) }
        if simple {
            let items = parameters.map(item).joined(separator: ", ")
            printer.line("    return \(wrapped("[\(items)]"))")
            return
        }
        printer.line("    var items: [\(type)] = []")
        for parameter in parameters {
            let name = Naming.escaped(parameter.swiftName)
            let append = Self.isArray(parameter.type)
                ? "items += \(name).map { \(type)(\(SwiftLiteral.string(parameter.wireName)), $0) }"
                : "items.append(\(item(parameter)))"
            printer.line(parameter.type.isOptional ? "    if let \(name) { \(append) }" : "    \(append)")
        }
        printer.line("    return \(wrapped("items"))")
    }

    private func item(_ parameter: ParameterModel) -> String {
        "\(type)(\(SwiftLiteral.string(parameter.wireName)), \(Naming.escaped(parameter.swiftName)))"
    }

    private func wrapped(_ expression: String) -> String {
        wrap.isEmpty ? expression : "\(wrap)(\(expression))"
    }

    private static func isArray(_ type: SwiftType) -> Bool {
        if case .array = type.unwrapped { return true }
        return false
    }
}
