import EndpointGenModel

/// Prints the `Validate` calls that check one value against its spec constraints.
enum ValidationPrinter {
    /// One line per kind of constraint, e.g. `try Validate.length(email, of: "email", min: 1)`.
    static func printChecks(value: String, label: String, constraints: Constraints, into printer: inout CodePrinter) {
        let name = SwiftLiteral.string(label)
        let lengths = [constraints.minLength.map { "min: \($0)" }, constraints.maxLength.map { "max: \($0)" }].compactMap { $0 }
        if !lengths.isEmpty {
            printer.line("try Validate.length(\(value), of: \(name), \(lengths, separator: ", "))")
        }
        let bounds = [constraints.minimum.map { "min: \($0)" }, constraints.maximum.map { "max: \($0)" }].compactMap { $0 }
        if !bounds.isEmpty {
            printer.line("try Validate.range(\(value), of: \(name), \(bounds, separator: ", "))")
        }
        if let pattern = constraints.pattern {
            printer.line("try Validate.pattern(\(value), of: \(name), \(SwiftLiteral.string(pattern)))")
        }
    }
}
