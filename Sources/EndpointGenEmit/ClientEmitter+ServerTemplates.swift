import EndpointGenModel

/// The members of the environment type for servers whose URL the app completes.
extension ClientEmitter {
    /// `static func <name>(<variable>: String, <limited>: <Enum> = .<case>, …) -> Server`, which fills the URL's
    /// variables in.
    func printTemplate(_ template: ServerTemplateModel, into printer: inout CodePrinter) {
        // Said where the app picks a server, as `default` says it of a case.
        let isDefault = api.defaultServer == .template(template)
        let documentation = template.documentation + (isDefault ? "\n\nCalled with its defaults, the server a client uses when none is chosen." : "")
        printer.documentation(documentation, parameters: template.variables.map { ($0.swiftName, $0.documentation) }, remark: nil)
        let parameters = template.variables.map { variable in
            let name = Naming.escaped(variable.swiftName)
            guard let values = variable.values else {
                return "\(name): String" + (variable.defaultValue.map { " = \(SwiftLiteral.string($0))" } ?? "")
            }
            let defaultCase = variable.defaultValue.flatMap(values.caseName(of:))
            return "\(name): \(values.typeName)" + (defaultCase.map { " = .\(Naming.escaped($0))" } ?? "")
        }
        printer.block("\(access.modifier)static func \(Naming.escaped(template.functionName))(\(parameters, separator: ", ")) -> Server") { printer in
            let variables = template.variables.map { variable in
                SwiftLiteral.string(variable.name) + ": " + Naming.escaped(variable.swiftName) + (variable.values == nil ? "" : ".rawValue")
            }
            printer.line("Server(name: \(SwiftLiteral.string(template.name)), template: \(SwiftLiteral.string(template.url)), variables: [\(variables, separator: ", ")])")
        }
    }

    /// The enum of the values a server variable is limited to; a case's raw value is written only where it differs
    /// from its name.
    func printValues(_ values: ServerValuesModel, into printer: inout CodePrinter) {
        printer.documentation("The values `{\(values.variableName)}` takes in the server URLs.")
        printer.block("\(access.declarationModifiers)enum \(values.typeName): String, CaseIterable, Hashable, Sendable") { printer in
            for valueCase in values.cases {
                guard case .string(let value) = valueCase.value else { continue }
                let rawValue = valueCase.swiftName == value ? "" : " = \(SwiftLiteral.string(value))"
                printer.line("case \(Naming.escaped(valueCase.swiftName))\(rawValue)")
            }
        }
    }
}
