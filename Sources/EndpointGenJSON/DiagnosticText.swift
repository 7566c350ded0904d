/// A message or hint as a diagnostic line prints it: one line, whatever names from the document it quotes.
///
/// A document's key holding a newline and `file:1:1: error: …` printed a second, forged diagnostic that IDEs and CI
/// parse, an escape sequence recoloured the terminal, and a 400 KB key made a 400 KB line.
enum DiagnosticText {
    /// Most of a message: a longer one is cut, and says so.
    static let maximumLength = 2_000

    /// Appends `text` to `bytes`: each control character, line or paragraph separator and bidirectional override
    /// (which reorders what a terminal shows) as a Swift escape (`\u{1B}`), cut after ``maximumLength`` characters.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        // Nearly every message is printable ASCII and short enough, and thousands are printed.
        if text.utf8.count <= maximumLength, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
            bytes.append(contentsOf: text.utf8)
            return
        }
        appendEscaped(text, to: &bytes)
    }

    /// Appends UTF-8 `text` (a JSON path as written) to `bytes` as ``append(_:to:)`` does.
    static func append(_ text: [UInt8], to bytes: inout [UInt8]) {
        if text.count <= maximumLength, text.allSatisfy({ (0x20...0x7E).contains($0) }) {
            bytes.append(contentsOf: text)
            return
        }
        appendEscaped(String(decoding: text, as: UTF8.self), to: &bytes)
    }

    private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        for (index, scalar) in text.unicodeScalars.enumerated() {
            guard index < maximumLength else {
                bytes.append(contentsOf: "…".utf8)
                return
            }
            if isHidden(scalar) {
                bytes.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".utf8)
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    /// C0 and C1 controls, DEL, U+2028/U+2029, and the bidirectional embeddings, overrides and isolates.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
