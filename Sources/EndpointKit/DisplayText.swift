/// A server's text made fit to show a user or write as one log line: a message is the server's to choose, and one of
/// 5 MiB, or holding a line break, an ANSI escape, NUL or a right-to-left override, reached `localizedDescription`
/// as it was, where it could forge log lines or hide what follows it.
enum DisplayText {
    /// The most characters kept; longer text ends in `…`.
    static let maximumLength = 1_000

    /// `text` as one line: line breaks and tabs become spaces, other control and bidirectional formatting characters
    /// are written as escapes (`\u{1B}`), and it is cut to ``maximumLength`` characters.
    static func line(_ text: some StringProtocol) -> String {
        var line = ""
        var count = 0
        for character in text {
            guard count < maximumLength else {
                line.append("…")
                break
            }
            count += 1
            guard character.unicodeScalars.contains(where: isUnsafe) else {
                line.append(character)
                continue
            }
            for scalar in character.unicodeScalars {
                if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                    line.append(" ")
                } else if isUnsafe(scalar) {
                    line += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    line.unicodeScalars.append(scalar)
                }
            }
        }
        return line
    }

    /// Control characters (C0, DEL, C1) and the bidirectional formatting characters (marks, embeddings, overrides,
    /// isolates) that reorder the text around them.
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
