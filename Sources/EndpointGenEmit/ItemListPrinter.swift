import EndpointGenModel

/// Prints the code that turns parameters into `[QueryItem]`, `[HTTPHeader]` or, for a form with fields sent as JSON
/// text, `[FormField]`: an array literal, or statements that append to a local (see ``RequestLocals``).
struct ItemListPrinter {
    /// `QueryItem`, `HTTPHeader` or `FormField`.
    let type: String
    /// The runtime type whose cases write a styled `QueryItem` list: `CookieStyle` for cookies, else `QueryStyle`.
    var styleType = "QueryStyle"

    /// The array literal of the `fixed` items (expressions) and `parameters`, which ``RequestLocals`` found to need
    /// no local.
    func literal(_ parameters: [ParameterModel], fixed: [String] = []) -> String {
        "[\((fixed + parameters.map(item)).joined(separator: ", "))]"
    }

    /// Declares `variable` with the `fixed` items and appends every parameter to it, skipping absent optionals.
    func print(_ parameters: [ParameterModel], variable: String, fixed: [String] = [], into printer: inout CodePrinter) {
        printer.line("var \(variable): [\(type)] = [\(fixed, separator: ", ")]")
        for parameter in parameters {
            let name = Naming.escaped(parameter.swiftName)
            let append = if let serialization = parameter.serialization {
                SerializationPrinter.append(parameter, serialization, type: type, styleType: styleType, to: variable)
            } else if parameter.type.unwrapped.isArray {
                "\(variable) += \(name).map { \(item(parameter, value: "$0")) }"
            } else {
                "\(variable).append(\(item(parameter)))"
            }
            printer.line(parameter.type.isOptional ? "if let \(name) { \(append) }" : CodeLine(append))
        }
    }

    private func item(_ parameter: ParameterModel) -> String {
        item(parameter, value: Naming.escaped(parameter.swiftName))
    }

    /// The item of `value`; with `allowReserved`, its value encoded ahead, keeping reserved characters as they are.
    private func item(_ parameter: ParameterModel, value: String) -> String {
        let name = SwiftLiteral.string(parameter.wireName)
        guard type == "FormField" else { return plainItem(parameter, name: name, value: value) }
        return parameter.sendsJSONText ? ".json(\(name), \(value))" : ".item(\(plainItem(parameter, name: name, value: value)))"
    }

    private func plainItem(_ parameter: ParameterModel, name: String, value: String) -> String {
        let type = type == "FormField" ? "QueryItem" : type
        guard parameter.allowsReserved else { return "\(type)(\(name), \(value))" }
        return "\(type)(name: \(name), percentEncodedValue: PercentEncoding.encodeAllowingReserved(\(value).parameterValue))"
    }
}
