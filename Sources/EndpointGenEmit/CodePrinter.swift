import EndpointGenModel

/// Accumulates Swift source line by line with indentation.
struct CodePrinter {
    private(set) var text = ""
    private var indentation = 0

    /// Appends one line at the current indentation; an empty line has no trailing spaces.
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += String(repeating: "    ", count: indentation) + content
        }
        text += "\n"
    }

    /// Prints `opener {`, the body one level deeper, then `}`.
    mutating func block(_ opener: String, _ body: (inout CodePrinter) -> Void) {
        line(opener + " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }

    /// Prints `call { parameters in`, the closure's body one level deeper, then `}`.
    mutating func closure(_ call: String, parameters: String, _ body: (inout CodePrinter) -> Void) {
        line("\(call) { \(parameters) in")
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }

    /// Prints `switch subject {`, the cases at the same level (Swift's convention), then `}`.
    mutating func switchBlock(_ subject: String, _ cases: (inout CodePrinter) -> Void) {
        line("switch \(subject) {")
        cases(&self)
        line("}")
    }

    /// Prints a `///` doc comment, one line per source line; prints nothing for nil or empty text.
    mutating func documentation(_ text: String?) {
        guard let text else { return }
        let lines = SwiftLiteral.documentationLines(text)
        guard !lines.isEmpty else { return }
        for content in lines {
            line(content.isEmpty ? "///" : "/// " + content)
        }
    }

    /// Prints `@available(*, deprecated…)` when there is a deprecation.
    mutating func deprecation(_ deprecation: DeprecationModel?) {
        guard let deprecation else { return }
        line("@available(*, deprecated" + (deprecation.message.map { ", message: \(SwiftLiteral.string($0))" } ?? "") + ")")
    }

    /// Prints a doc comment made of a summary, an optional parameter list and a back-reference to the spec.
    mutating func documentation(_ summary: String?, parameters: [(name: String, description: String?)] = [], remark: String?) {
        var parts: [String] = []
        if let summary { parts.append(summary) }
        let described = parameters.compactMap { parameter in parameter.description.map { (parameter.name, $0) } }
        if !described.isEmpty {
            let list = described.map { name, description in
                "  - \(name): " + SwiftLiteral.documentationLines(description).joined(separator: " ")
            }
            parts.append((["- Parameters:"] + list).joined(separator: "\n"))
        }
        if let remark { parts.append("- Remark: Generated from `\(remark)`.") }
        documentation(parts.joined(separator: "\n\n"))
    }
}
