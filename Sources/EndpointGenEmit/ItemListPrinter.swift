import EndpointGenModel

/// Prints the code that turns parameters into `[QueryItem]` or `[HTTPHeader]`: an array literal, or statements
/// that append to a local (see ``RequestLocals``).
struct ItemListPrinter {
    /// `QueryItem` or `HTTPHeader`.
    let type: String

    /// The array literal of `parameters`, which ``RequestLocals`` found to need no local.
    func literal(_ parameters: [ParameterModel]) -> String {
        "[\(parameters.map(item).joined(separator: ", "))]"
    }

    /// Declares `variable` and appends every parameter to it, skipping absent optionals.
    func print(_ parameters: [ParameterModel], variable: String, into printer: inout CodePrinter) {
        printer.line("var \(variable): [\(type)] = []")
        for parameter in parameters {
            let name = Naming.escaped(parameter.swiftName)
            let append = if let serialization = parameter.serialization {
                SerializationPrinter.append(parameter, serialization, type: type, to: variable)
            } else if parameter.type.unwrapped.isArray {
                "\(variable) += \(name).map { \(type)(\(SwiftLiteral.string(parameter.wireName)), $0) }"
            } else {
                "\(variable).append(\(item(parameter)))"
            }
            printer.line(parameter.type.isOptional ? "if let \(name) { \(append) }" : append)
        }
    }

    private func item(_ parameter: ParameterModel) -> String {
        "\(type)(\(SwiftLiteral.string(parameter.wireName)), \(Naming.escaped(parameter.swiftName)))"
    }
}
