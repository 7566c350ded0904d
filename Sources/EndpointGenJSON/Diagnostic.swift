/// A problem found in a user's file, printed compiler-style so Xcode and SwiftPM can show it in place.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The input cannot be used as written.
        case error
        /// The input is usable but probably not what the author meant.
        case warning
    }

    /// How serious the problem is.
    public var severity: Severity
    /// What is wrong, in one line.
    public var message: String
    /// The path of the file as the user gave it.
    public var file: String
    /// Where the problem is; nil only when no position exists, such as for an unreadable file.
    public var location: SourceLocation?
    /// The JSON path of the offending value.
    public var path: JSONPath?
    /// How to fix the problem, in one sentence.
    public var hint: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        _ message: String,
        file: String,
        location: SourceLocation?,
        path: JSONPath?,
        hint: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.path = path
        self.hint = hint
    }

    /// The compiler-style text, `file:line:column: error: message (at $.path)`, followed by a `note:` line when there is a hint.
    public var description: String {
        description(kind: nil)
    }

    /// ``description`` with `[kind]` at the end of the diagnostic's own line, as a compiler names a warning's flag.
    public func description(kind: String?) -> String {
        // Into one byte buffer, made a String once: a large document prints thousands of warnings, and each piece
        // appended to a growing String cost more than the rest of printing it.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 * file.utf8.count + message.utf8.count + (hint?.utf8.count ?? 0) + 96)
        func append(_ text: String) {
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
        func appendPrefix() {
            // A file's name is the document's too (a `$ref`'s): escaped as the message is, so that a name holding a
            // line break and `FAKE:1:1: error:` prints no second diagnostic.
            DiagnosticText.append(file, to: &bytes)
            if let location {
                append(":\(location.line):\(location.column)")
            }
            bytes.append(UInt8(ascii: ":"))
        }
        appendPrefix()
        append(" \(severity.rawValue): ")
        DiagnosticText.append(message, to: &bytes)
        if let path {
            append(" (at ")
            var written: [UInt8] = []
            path.write(to: &written)
            DiagnosticText.append(written, to: &bytes)
            bytes.append(UInt8(ascii: ")"))
        }
        if let kind {
            append(" [")
            append(kind)
            bytes.append(UInt8(ascii: "]"))
        }
        if let hint {
            bytes.append(UInt8(ascii: "\n"))
            appendPrefix()
            append(" note: ")
            DiagnosticText.append(hint, to: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
