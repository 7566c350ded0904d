import EndpointGenModel

/// Prints the straight-line code that builds a `MultipartForm` from an endpoint's multipart fields: text fields
/// by their parameter value (arrays as repeated fields, absent optionals left out) and `MultipartFile` parts.
enum MultipartPrinter {
    static func statements(_ fields: [ParameterModel], variable: String) -> [String] {
        var lines = ["var \(variable) = MultipartForm()"]
        for field in fields {
            let name = Naming.escaped(field.swiftName)
            let wire = SwiftLiteral.string(field.wireName)
            let add: String
            switch field.type.unwrapped {
            case .model("MultipartFile"): add = "\(variable).addFile(\(wire), \(name))"
            case .array: add = "for value in \(name) { \(variable).addField(\(wire), value) }"
            default: add = "\(variable).addField(\(wire), \(name))"
            }
            lines.append(field.type.isOptional ? "if let \(name) { \(add) }" : add)
        }
        return lines
    }
}
