import EndpointGenModel

/// Accumulates Swift source line by line with indentation.
struct CodePrinter {
    // ASCII text goes into bytes rather than a String: appending to a String costs three times as much (its storage
    // checks and flags), and printing is mostly appending (a tenth of generating a large document). Text from the first
    // non-ASCII piece on goes into a String, since making a String of non-ASCII bytes checks them one by one (sample
    // responses of megabytes in many scripts).
    private var ascii: [UInt8] = []
    private var rest: String?
    private var indentation = 0

    /// The source printed so far.
    var text: String {
        let start = String(decoding: ascii, as: UTF8.self)
        guard let rest else { return start }
        return start + rest
    }

    /// Appends one line at the current indentation; an empty line has no trailing spaces.
    mutating func line(_ content: CodeLine = "") {
        if !content.isEmpty {
            // Appended piece by piece: a joined temporary would copy every line, sample responses of megabytes among them.
            indent()
            append(content)
        }
        newline()
    }

    /// Appends one line of `content` followed by `suffix` at the current indentation, without joining them first.
    private mutating func line(_ content: CodeLine, suffix: String) {
        indent()
        append(content)
        append(suffix)
        newline()
    }

    /// Appends one line of `pieces` at the current indentation, each appended as it is: a line of a sample response
    /// holds megabytes, which a line made first would copy once more.
    mutating func line(pieces: [String]) {
        indent()
        for piece in pieces { append(piece) }
        newline()
    }

    private mutating func newline() {
        if rest != nil { rest! += "\n" } else { ascii.append(UInt8(ascii: "\n")) }
    }

    /// The indentation in one piece: appending is the most of printing a line.
    private mutating func indent() {
        append(indentation < Self.indents.count ? Self.indents[indentation] : String(repeating: "    ", count: indentation))
    }

    /// Appends `content` as ``append(_:)-(String)`` does, an ASCII line straight from its bytes.
    private mutating func append(_ content: CodeLine) {
        if rest != nil || !content.withASCIIBytes({ ascii.append(contentsOf: $0) }) { append(content.text) }
    }

    /// Appends `piece` to the bytes while everything printed is ASCII, else to the String.
    private mutating func append(_ piece: String) {
        if rest != nil {
            rest! += piece
            return
        }
        var piece = piece
        let isASCII = piece.withUTF8 { piece in
            guard Self.isASCII(piece) else { return false }
            ascii.append(contentsOf: piece)
            return true
        }
        if !isASCII { rest = piece }
    }

    /// Whether every byte is below 0x80, without a branch per byte.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.reduce(0, |) < 0x80
    }

    /// The indentation of the first levels, made once.
    private static let indents = (0..<12).map { String(repeating: "    ", count: $0) }

    /// Prints `opener {`, the body one level deeper, then `closing` (`}`, or `}()` for a closure called at once).
    mutating func block(_ opener: CodeLine, closedBy closing: CodeLine = "}", _ body: (inout CodePrinter) -> Void) {
        line(opener, suffix: " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line(closing)
    }

    /// Prints `call { parameters in`, the closure's body one level deeper, then `}`.
    mutating func closure(_ call: String, parameters: String, _ body: (inout CodePrinter) -> Void) {
        line("\(call) { \(parameters) in")
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }

    /// Prints `label`, then `body` one level deeper: a `case …:` of a `switch`.
    mutating func indented(under label: CodeLine, _ body: (inout CodePrinter) -> Void) {
        line(label)
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// Prints `function(a, b)` on one line when it fits in ``wrappingWidth`` columns (not counting indentation), else
    /// `function(`, one argument per line one level deeper, then `)`.
    mutating func call(_ function: String, _ arguments: [String]) {
        let single = "\(function)(\(arguments.joined(separator: ", ")))"
        if single.count > Self.wrappingWidth { wrappedCall(function, arguments) } else { line(CodeLine(single)) }
    }

    /// Prints `function(`, one argument per line one level deeper, then `)` and `suffix`.
    mutating func wrappedCall(_ function: String, _ arguments: [String], suffix: String = "") {
        line(CodeLine(function), suffix: "(")
        indentation += 1
        for (index, argument) in arguments.enumerated() {
            line(CodeLine(argument), suffix: index < arguments.count - 1 ? "," : "")
        }
        indentation -= 1
        line(")", suffix: suffix)
    }

    /// Prints `declaration(` with one parameter per line, `) {`, the body one level deeper, then `}`.
    mutating func block(_ declaration: String, wrappedParameters parameters: [String], _ body: (inout CodePrinter) -> Void) {
        wrappedCall(declaration, parameters, suffix: " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line("}")
    }

    /// Prints `head [`, each element one level deeper followed by a comma, then `]`.
    mutating func arrayLiteral(_ head: String, _ elements: [String]) {
        line(CodeLine(head), suffix: " [")
        indentation += 1
        for element in elements { line(CodeLine(element), suffix: ",") }
        indentation -= 1
        line("]")
    }

    /// Prints `head [`, as many elements a line as fit in ``wrappingWidth`` columns (not counting indentation), each
    /// followed by a comma, then `]`: for lists of short literals, such as a union alternative's keys.
    mutating func packedArrayLiteral(_ head: String, _ elements: [String]) {
        line(CodeLine(head), suffix: " [")
        indentation += 1
        var current = ""
        for element in elements {
            if !current.isEmpty, current.count + 1 + element.count + 1 > Self.wrappingWidth {
                line(CodeLine(current))
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + element + ","
        }
        if !current.isEmpty { line(CodeLine(current)) }
        indentation -= 1
        line("]")
    }

    /// Prints `keyword a, b, c`, as many items a line as fit in ``wrappingWidth`` columns (not counting indentation),
    /// each further line starting with `keyword` again: `case` lists of an enum.
    mutating func list(_ keyword: String, _ items: [String]) {
        var current = ""
        for item in items {
            if !current.isEmpty, keyword.count + 1 + current.count + 2 + item.count > Self.wrappingWidth {
                line("\(keyword) \(current)")
                current = ""
            }
            current += current.isEmpty ? item : ", " + item
        }
        if !current.isEmpty { line("\(keyword) \(current)") }
    }

    /// The longest call ``call(_:_:)`` prints on one line.
    static let wrappingWidth = 100

    /// Prints `switch subject {` (after `assignment`, for a `switch` expression such as `let x = switch …`), the
    /// cases at the same level (Swift's convention), then `}`.
    mutating func switchBlock(_ subject: String, assignedBy assignment: String = "", _ cases: (inout CodePrinter) -> Void) {
        line("\(assignment)switch \(subject) {")
        cases(&self)
        line("}")
    }

    /// Prints a `///` doc comment, one line per source line; prints nothing for nil or empty text.
    mutating func documentation(_ text: String?) {
        guard let text else { return }
        documentationLines(SwiftLiteral.documentationLines(text))
    }

    private mutating func documentationLines(_ lines: [String]) {
        for content in lines {
            if content.isEmpty { line("///") } else { line("/// ", suffix: content) }
        }
    }

    /// Prints `@available(*, deprecated…)` when there is a deprecation.
    mutating func deprecation(_ deprecation: DeprecationModel?) {
        guard let deprecation else { return }
        line(CodeLine("@available(*, deprecated" + (deprecation.message.map { ", message: \(SwiftLiteral.string($0))" } ?? "") + ")"))
    }

    /// Prints a doc comment made of a summary, an optional parameter list and a back-reference to the spec, a blank
    /// line between them.
    mutating func documentation(_ summary: String?, parameters: [(name: String, description: String?)] = [], remark: String?) {
        var parts: [String] = []
        if let summary { parts.append(summary) }
        let described = parameters.compactMap { parameter in parameter.description.map { (parameter.name, $0) } }
        if !described.isEmpty {
            let list = described.map { name, description in
                // A description of several lines keeps them, indented under its item so that they stay part of it: Google
                // Maps' `avoid` lists its values and shows a request in a code block, which read as one line of
                // asterisks and backticks.
                let lines = SwiftLiteral.documentationLines(description)
                return (["  - \(name): " + (lines.first ?? "")] + lines.dropFirst().map { $0.isEmpty ? "" : "    " + $0 }).joined(separator: "\n")
            }
            parts.append((["- Parameters:"] + list).joined(separator: "\n"))
        }
        if let remark { parts.append("- Remark: Generated from `\(remark)`.") }
        // Each part's lines, rather than the lines of the parts joined: the same lines, without reading a long
        // description twice. Each part's lines begin and end with text, so one blank line goes between two.
        let lines = parts.map(SwiftLiteral.documentationLines).filter { !$0.isEmpty }
        documentationLines(Array(lines.joined(separator: [""])))
    }
}
