import EndpointGenModel

/// Prints the `Validate` calls that check one value against its spec constraints.
enum ValidationPrinter {
    /// One line per kind of constraint, e.g. `try Validate.length(email, of: "email", min: 1)`, then a loop over the
    /// elements of an array or values of a dictionary of `type` that have checks of their own, naming each by its index
    /// or key (`tags[2]`).
    static func printChecks(value: String, label: String, constraints: Constraints, type: SwiftType, into printer: inout CodePrinter) {
        printChecks(value: value, name: SwiftLiteral.string(label), constraints: constraints, type: type, depth: 0, into: &printer)
    }

    /// `name` is the Swift expression of the label: a string literal, interpolating indices and keys inside loops.
    private static func printChecks(value: String, name: String, constraints: Constraints, type: SwiftType, depth: Int, into printer: inout CodePrinter) {
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
        if let element = constraints.element {
            printElementChecks(value: value, name: name, constraints: element, type: type, depth: depth, into: &printer)
        }
    }

    /// Unwraps `value` of `type` to its array or dictionary and checks each element against `constraints`.
    private static func printElementChecks(value: String, name: String, constraints: Constraints, type: SwiftType, depth: Int, into printer: inout CodePrinter) {
        switch type {
        case .optional(let wrapped), .nullable(let wrapped):
            let unwrapped = "value\(depth)"
            let held = if case .nullable = type { "\(value).value" } else { value }
            printer.block(CodeLine("if let \(unwrapped) = \(held)")) {
                printElementChecks(value: unwrapped, name: name, constraints: constraints, type: wrapped, depth: depth + 1, into: &$0)
            }
        case .array(let element):
            let (index, item) = ("index\(depth)", "element\(depth)")
            printer.block(CodeLine("for (\(index), \(item)) in \(value).enumerated()")) {
                printChecks(value: item, name: subscripted(name, by: index), constraints: constraints, type: element, depth: depth + 1, into: &$0)
            }
        case .dictionary(let element):
            let (key, item) = ("key\(depth)", "element\(depth)")
            // The key quoted and escaped: a caller's key holding `]` or a line break made the name ambiguous, and a log line two.
            printer.block(CodeLine("for (\(key), \(item)) in \(value)")) {
                printChecks(value: item, name: subscripted(name, by: key + ".debugDescription"), constraints: constraints, type: element,
                            depth: depth + 1, into: &$0)
            }
        default:
            break
        }
    }

    /// The label literal `name` with `[\(expression)]` interpolated at its end: `"tags[\(index0)]"`. A raw literal
    /// (`#"…"#`, for a label holding a quote or backslash, which Swift names do not) keeps its label as it is.
    private static func subscripted(_ name: String, by variable: String) -> String {
        guard name.hasPrefix("\""), name.hasSuffix("\"") else { return name }
        return name.dropLast() + "[\\(\(variable))]\""
    }

    /// The calls of `validate()` on the models `value` of `type` holds: `try address.validate()`, `try
    /// gift?.value?.validate()`, a `for` loop over an array or a dictionary's values (a closure would not keep the typed
    /// throw). With a `label`, each call names a failure from there (`Validate.nested(_:in:)`): `pets[2].name`, not the
    /// model's `Pet.name`, which did not say which element failed.
    static func printNestedChecks(value: String, label: String? = nil, type: SwiftType, into printer: inout CodePrinter) {
        printNestedChecks(value: value, name: label.map(SwiftLiteral.string), type: type, depth: 0, into: &printer)
    }

    private static func printNestedChecks(value: String, name: String?, type: SwiftType, depth: Int, into printer: inout CodePrinter) {
        if let receiver = receiver(value, type) {
            // `Validate.nested` takes the model or nil: `gift?.value`, not the chain's `gift?.value?`.
            let model = receiver.hasSuffix("?") ? String(receiver.dropLast()) : receiver
            printer.line(CodeLine(name.map { "try Validate.nested(\(model), in: \($0))" } ?? "try \(receiver).validate()"))
            return
        }
        switch type {
        case .optional(let wrapped), .nullable(let wrapped):
            let element = "value\(depth)"
            let held = if case .nullable = type { "\(value).value" } else { value }
            printer.block(CodeLine("if let \(element) = \(held)")) {
                printNestedChecks(value: element, name: name, type: wrapped, depth: depth + 1, into: &$0)
            }
        case .array(let element), .dictionary(let element):
            let item = "element\(depth)"
            let isDictionary = if case .dictionary = type { true } else { false }
            guard let name else {
                printer.block(CodeLine("for \(item) in \(value)\(isDictionary ? ".values" : "")")) {
                    printNestedChecks(value: item, name: nil, type: element, depth: depth + 1, into: &$0)
                }
                return
            }
            // An element named by its index, a value by its key quoted (as `printElementChecks` names them).
            let (position, sequence) = isDictionary ? ("key\(depth)", value) : ("index\(depth)", "\(value).enumerated()")
            printer.block(CodeLine("for (\(position), \(item)) in \(sequence)")) {
                printNestedChecks(value: item, name: subscripted(name, by: position + (isDictionary ? ".debugDescription" : "")), type: element,
                                  depth: depth + 1, into: &$0)
            }
        default:
            break
        }
    }

    /// A model behind optionals and `Nullable`s as the receiver of a chained call (`gift?.value?`): nil for a type
    /// that needs a loop first.
    private static func receiver(_ value: String, _ type: SwiftType) -> String? {
        switch type {
        case .model: value
        case .optional(let wrapped): receiver(value + "?", wrapped)
        case .nullable(let wrapped): receiver(value + ".value?", wrapped)
        default: nil
        }
    }
}
