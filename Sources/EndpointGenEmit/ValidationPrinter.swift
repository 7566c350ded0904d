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
        let bounds = [
            constraints.minimum.map { "min: \($0)" }, constraints.maximum.map { "max: \($0)" },
            constraints.exclusiveMinimum.map { "above: \($0)" }, constraints.exclusiveMaximum.map { "below: \($0)" },
        ].compactMap { $0 }
        if !bounds.isEmpty {
            printer.line("try Validate.range(\(value), of: \(name), \(bounds, separator: ", "))")
        }
        if let pattern = constraints.pattern {
            printer.line("try Validate.pattern(\(value), of: \(name), \(SwiftLiteral.string(pattern)))")
        }
    }

    /// The calls of `validate()` on the models `value` of `type` holds: `try address.validate()`, `try
    /// gift?.value?.validate()`, a `for` loop over an array or a dictionary's values (a closure would not keep the typed
    /// throw).
    static func printNestedChecks(value: String, type: SwiftType, depth: Int = 0, into printer: inout CodePrinter) {
        if let call = validateCall(value, type) {
            printer.line(CodeLine(call))
            return
        }
        switch type {
        case .optional(let wrapped), .nullable(let wrapped):
            let element = "value\(depth)"
            let held = if case .nullable = type { "\(value).value" } else { value }
            printer.block(CodeLine("if let \(element) = \(held)")) { printNestedChecks(value: element, type: wrapped, depth: depth + 1, into: &$0) }
        case .array(let element), .dictionary(let element):
            let item = "element\(depth)"
            let sequence = if case .dictionary = type { "\(value).values" } else { value }
            printer.block(CodeLine("for \(item) in \(sequence)")) { printNestedChecks(value: item, type: element, depth: depth + 1, into: &$0) }
        default:
            break
        }
    }

    /// The call for a model behind optionals and `Nullable`s, chained: nil for a type that needs a loop first.
    private static func validateCall(_ value: String, _ type: SwiftType) -> String? {
        switch type {
        case .model: "try \(value).validate()"
        case .optional(let wrapped): validateCall(value + "?", wrapped)
        case .nullable(let wrapped): validateCall(value + ".value?", wrapped)
        default: nil
        }
    }
}
