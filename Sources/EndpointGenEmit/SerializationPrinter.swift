import EndpointGenModel

/// Prints the runtime calls that write a styled parameter (see ``Serialization``).
enum SerializationPrinter {
    /// The `FormValue` expression for the value named `name`.
    static func formValue(_ name: String, _ serialization: Serialization) -> String {
        switch serialization.value {
        case .scalar: ".of(\(name))"
        case .scalars: ".values(\(name))"
        case .encodable: "FormValue(encoding: \(name))"
        }
    }

    /// The style value of `type` (`QueryStyle` or `CookieStyle`), e.g. `QueryStyle.form(explode: false)` or
    /// `QueryStyle.deepObject`.
    private static func style(_ serialization: Serialization, type: String) -> String {
        switch serialization.style {
        case .spaceDelimited, .pipeDelimited, .deepObject: "\(type).\(serialization.style.rawValue)"
        default: "\(type).form(explode: \(serialization.explode))"
        }
    }

    /// The path segment of the path parameter: `PathSegment(id)`, `PathSegment(allowingReserved: name)` with
    /// `allowReserved`, or in its style `PathSegment("id", .values(id), style: .label(explode: true))`.
    static func pathSegment(_ parameter: ParameterModel) -> String {
        guard let serialization = parameter.serialization else {
            return "PathSegment(\(parameter.allowsReserved ? "allowingReserved: " : "")\(Naming.escaped(parameter.swiftName)))"
        }
        return pathSegment(parameter, serialization)
    }

    /// The path segment of the path parameter in its style, e.g. `PathSegment("id", .values(id), style: .label(explode: true))`.
    static func pathSegment(_ parameter: ParameterModel, _ serialization: Serialization) -> String {
        "PathSegment(\(SwiftLiteral.string(parameter.wireName)), \(formValue(Naming.escaped(parameter.swiftName), serialization)), "
            + "style: .\(serialization.style.rawValue)(explode: \(serialization.explode)))"
    }

    /// The statement that adds the parameter's items (`QueryItem`, written by `styleType`) or field (`HTTPHeader`) to
    /// `variable`.
    static func append(_ parameter: ParameterModel, _ serialization: Serialization, type: String, styleType: String,
                       to variable: String) -> String {
        let name = SwiftLiteral.string(parameter.wireName)
        let value = formValue(Naming.escaped(parameter.swiftName), serialization)
        if type == "HTTPHeader" {
            return "\(variable) += HTTPHeader.simpleStyle(\(name), \(value), explode: \(serialization.explode))"
        }
        return "\(style(serialization, type: styleType)).append(\(name), \(value), to: &\(variable))"
    }
}
