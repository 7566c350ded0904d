import EndpointGenModel

/// Prints the straight-line code that turns parameters into `[QueryItem]` or `[HTTPHeader]`.
///
/// Required scalars make an array literal; optional values, arrays and styled values need statements that
/// append to a local variable first.
struct ItemListPrinter {
    /// `QueryItem` or `HTTPHeader`.
    let type: String

    /// The array literal of `fixed` items (expressions) and `parameters`, or `nil` when some of them are optional or
    /// arrays.
    func literal(_ parameters: [ParameterModel], fixed: [String] = []) -> String? {
        guard parameters.allSatisfy({ !$0.type.isOptional && !Self.isArray($0.type) && $0.serialization == nil }) else { return nil }
        return "[\((fixed + parameters.map(item)).joined(separator: ", "))]"
    }

    /// Lines that declare `variable` with the `fixed` items and append every parameter to it, skipping absent
    /// optionals.
    func statements(_ parameters: [ParameterModel], variable: String, fixed: [String] = []) -> [String] {
        var lines = ["var \(variable): [\(type)] = [\(fixed.joined(separator: ", "))]"]
        for parameter in parameters {
            let name = Naming.escaped(parameter.swiftName)
            let append = if let serialization = parameter.serialization {
                SerializationPrinter.append(parameter, serialization, type: type, to: variable)
            } else if Self.isArray(parameter.type) {
                "\(variable) += \(name).map { \(item(parameter, value: "$0")) }"
            } else {
                "\(variable).append(\(item(parameter)))"
            }
            lines.append(parameter.type.isOptional ? "if let \(name) { \(append) }" : append)
        }
        return lines
    }

    private func item(_ parameter: ParameterModel) -> String {
        item(parameter, value: Naming.escaped(parameter.swiftName))
    }

    /// The item of `value`; with `allowReserved`, its value encoded ahead, keeping reserved characters as they are.
    private func item(_ parameter: ParameterModel, value: String) -> String {
        let name = SwiftLiteral.string(parameter.wireName)
        guard parameter.allowsReserved else { return "\(type)(\(name), \(value))" }
        return "\(type)(name: \(name), percentEncodedValue: PercentEncoding.encodeAllowingReserved(\(value).parameterValue))"
    }

    private static func isArray(_ type: SwiftType) -> Bool {
        if case .array = type.unwrapped { return true }
        return false
    }
}
