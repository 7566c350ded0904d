import EndpointGenModel

/// Prints the straight-line code that turns parameters into `[QueryItem]` or `[HTTPHeader]`.
///
/// Required scalars make an array literal; optional values, arrays and styled values need statements that
/// append to a local variable first.
struct ItemListPrinter {
    /// `QueryItem` or `HTTPHeader`.
    let type: String

    /// The array literal of `parameters`, or `nil` when some of them are optional or arrays.
    func literal(_ parameters: [ParameterModel]) -> String? {
        guard parameters.allSatisfy({ !$0.type.isOptional && !Self.isArray($0.type) && $0.serialization == nil }) else { return nil }
        return "[\(parameters.map(item).joined(separator: ", "))]"
    }

    /// Lines that declare `variable` and append every parameter to it, skipping absent optionals.
    func statements(_ parameters: [ParameterModel], variable: String) -> [String] {
        var lines = ["var \(variable): [\(type)] = []"]
        for parameter in parameters {
            let name = Naming.escaped(parameter.swiftName)
            let append = if let serialization = parameter.serialization {
                SerializationPrinter.append(parameter, serialization, type: type, to: variable)
            } else if Self.isArray(parameter.type) {
                "\(variable) += \(name).map { \(type)(\(SwiftLiteral.string(parameter.wireName)), $0) }"
            } else {
                "\(variable).append(\(item(parameter)))"
            }
            lines.append(parameter.type.isOptional ? "if let \(name) { \(append) }" : append)
        }
        return lines
    }

    private func item(_ parameter: ParameterModel) -> String {
        "\(type)(\(SwiftLiteral.string(parameter.wireName)), \(Naming.escaped(parameter.swiftName)))"
    }

    private static func isArray(_ type: SwiftType) -> Bool {
        if case .array = type.unwrapped { return true }
        return false
    }
}
