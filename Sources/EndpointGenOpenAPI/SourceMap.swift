import EndpointGenJSON

/// Maps positions in a printed native spec back to the OpenAPI values they were made from.
package struct SourceMap: Sendable {
    struct Entry: Sendable {
        /// Where a key or value starts in the printed native spec.
        var printed: SourceLocation
        /// The OpenAPI value it was made from.
        var origin: Origin
    }

    /// In printed order, which is also ascending `printed` order.
    var entries: [Entry]

    /// The origin of the key or value printed at `location`, or of the closest one printed before it.
    func origin(of location: SourceLocation) -> Origin? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].printed <= location { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? entries[low - 1].origin : entries.first?.origin
    }

    /// The path in the OpenAPI document of the value printed at `location`.
    package func originPath(of location: SourceLocation) -> JSONPath? {
        origin(of: location)?.path
    }

    /// `diagnostic`, about the printed native spec, moved to the OpenAPI value it concerns; positions quoted in
    /// the message (`… as 'id' (12:9)`) are moved too.
    package func remap(_ diagnostic: Diagnostic) -> Diagnostic {
        var moved = diagnostic
        if let location = diagnostic.location, let origin = origin(of: location) {
            moved.location = origin.location
            moved.path = origin.path
        }
        moved.message = remapQuotedPositions(in: diagnostic.message)
        return moved
    }

    /// Replaces each `line:column` that follows `(` or `at ` in a message by its OpenAPI position.
    private func remapQuotedPositions(in message: String) -> String {
        var result = ""
        var rest = Substring(message)
        while let start = rest.firstIndex(where: \.isNumber) {
            result += rest[..<start]
            let numbers = rest[start...].prefix { $0.isNumber || $0 == ":" }
            let parts = numbers.split(separator: ":")
            let quoted = result.hasSuffix("(") || result.hasSuffix("at ")
            if quoted, parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]),
               let origin = origin(of: SourceLocation(line: line, column: column)) {
                result += "\(origin.location.line):\(origin.location.column)"
            } else {
                result += numbers
            }
            rest = rest[numbers.endIndex...]
        }
        return result + rest
    }
}
