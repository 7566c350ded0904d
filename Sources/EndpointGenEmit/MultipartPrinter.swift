import EndpointGenModel

/// Prints the straight-line code that builds a `MultipartForm` from an endpoint's multipart fields: text fields
/// by their parameter value (arrays as repeated fields, absent optionals left out) and file parts.
enum MultipartPrinter {
    static func print(_ fields: [ParameterModel], variable: String, into printer: inout CodePrinter) {
        printer.line("var \(variable) = MultipartForm()")
        for field in fields {
            let name = Naming.escaped(field.swiftName)
            let wire = SwiftLiteral.string(field.wireName)
            // The declared type of the part: a text part's, or a file part's unless its `MultipartFile` names one.
            let typed = field.partContentType.map { ", contentType: " + SwiftLiteral.string($0) } ?? ""
            let add = if field.isFile, field.type.unwrapped.isArray {
                "for file in \(name) { \(variable).addFile(\(wire), file\(typed)) }"
            } else if field.isFile {
                "\(variable).addFile(\(wire), \(name)\(typed))"
            } else if field.sendsJSONText {
                "\(variable).addValue(\(wire), \(name))"
            } else if field.type.unwrapped.isArray {
                "for value in \(name) { \(variable).addField(\(wire), value\(typed)) }"
            } else {
                "\(variable).addField(\(wire), \(name)\(typed))"
            }
            printer.line(field.type.isOptional ? "if let \(name) { \(add) }" : CodeLine(add))
        }
    }
}
