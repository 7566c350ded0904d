/// The indentation the lines of a text share, which says nothing: a Python docstring kept as written (Ceph's
/// dashboard: `"\n        Get the list of managed modules.\n        :return: …"`) is indented as a whole, and Markdown
/// reads four spaces on as a code block.
package enum SharedIndentation {
    /// `lines` without the leading spaces every line that is not blank has. Indentation beyond the least indented
    /// line stays, so a code block inside the text is still one.
    ///
    /// A first line at the margin with the next one indented is a docstring's shape (its first line follows the
    /// opening quotes: `"Move an image to the trash.\n        Images, even …"`): then the lines after the first lose
    /// what they share. Markdown reads them as that paragraph's continuation either way, as no code block can
    /// interrupt a paragraph; a code block after a blank line is left as it is, and so are the items nested under a
    /// list item (`- Parameters:` and its `  - id: …`).
    package static func removed(from lines: [String]) -> [String] {
        guard let first = lines.first else { return lines }
        // Nearly every text's first line is text at the margin and its second, if any, is not indented: nothing to do.
        if let head = first.utf8.first, head != UInt8(ascii: " "), !isBlank(first), lines.count < 2 || lines[1].utf8.first != UInt8(ascii: " ") {
            return lines
        }
        let startsDocstring = lines.count > 1 && indentation(of: first) == 0 && !isListItem(first) && !isBlank(lines[1])
            && indentation(of: lines[1]) > 0
        let indented = startsDocstring ? lines.dropFirst() : lines[...]
        var margin = Int.max
        for line in indented where !isBlank(line) {
            margin = min(margin, indentation(of: line))
            if margin == 0 { return lines }
        }
        guard margin != Int.max else { return lines }
        return lines.prefix(upTo: indented.startIndex) + indented.map { line in
            String(line.utf8.dropFirst(min(indentation(of: line), margin))) ?? line
        }
    }

    /// `text` without the indentation its lines share (see ``removed(from:)``).
    package static func removed(from text: String) -> String {
        // Most texts have no line that begins with a space, which a scan of the bytes finds sooner than splitting them.
        let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
        let mayBeIndented = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.first != space else { return true }
            for index in bytes.indices.dropLast() where bytes[index] == newline && bytes[index + 1] == space { return true }
            return false
        }
        guard mayBeIndented != false else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let kept = removed(from: lines)
        return kept == lines ? text : kept.joined(separator: "\n")
    }

    private static func indentation(of line: String) -> Int {
        line.utf8.prefix { $0 == UInt8(ascii: " ") }.count
    }

    /// Whether `line` opens a Markdown list item: `-`, `*` or `+`, or a number and `.` or `)`, then a space.
    private static func isListItem(_ line: String) -> Bool {
        let bytes = line.utf8.drop { $0 == UInt8(ascii: " ") }
        let digits = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        let marker = bytes.dropFirst(digits).prefix(2)
        guard let symbol = marker.first, marker.dropFirst().first == UInt8(ascii: " ") else { return false }
        return digits == 0 ? "-*+".utf8.contains(symbol) : symbol == UInt8(ascii: ".") || symbol == UInt8(ascii: ")")
    }

    /// Spaces, tabs and a carriage return at most: a line that says nothing of the margin.
    private static func isBlank(_ line: String) -> Bool {
        line.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }
}
