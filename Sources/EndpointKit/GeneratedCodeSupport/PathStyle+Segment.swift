extension PathSegment {
    /// Encodes `value`, the path parameter `name`, in `style` (see ``PathStyle``): for example
    /// `PathSegment("color", .values(["blue", "black"]), style: .matrix(explode: true))` is
    /// `;color=blue;color=black`. A label of `.` or of an empty value would be a dot segment, and is percent-encoded.
    public init(_ name: String, _ value: FormValue, style: PathStyle) {
        let written = style.written(name, value)
        description = Self.outsideDotSegments(written.text)
        isAmbiguousList = written.holdsSeparator
    }
}

extension PathStyle {
    /// The text of `value` as the path parameter `name`, percent-encoded except for the delimiters, and whether an
    /// element of a list holds the delimiter that joins it (see ``ScalarJoiner/holdsSeparator``): `a.b` in an
    /// exploded `label` list, a comma elsewhere, which servers read as two elements once decoded.
    func written(_ name: String, _ value: FormValue) -> (text: String, holdsSeparator: Bool) {
        let isList = if case .value = value { false } else { true }
        switch (self, value) {
        case (_, .array([])), (_, .object([])):
            // RFC 6570 treats an empty list or map as undefined: nothing is written, not even the prefix.
            return ("", false)
        case (.simple(let explode), _):
            let joined = Self.joined(value, separator: ",", explodedPairs: explode)
            return (joined.text, isList && joined.holdsSeparator)
        case (.label(let explode), _):
            let joined = Self.joined(value, separator: explode ? "." : ",", explodedPairs: explode)
            return ("." + joined.text, isList && joined.holdsSeparator)
        case (.matrix, .value(let text)):
            return (Self.matrixPair(PercentEncoding.encode(name), text), false)
        case (.matrix(explode: false), _):
            let joined = Self.joined(value, separator: ",", explodedPairs: false)
            return (";" + PercentEncoding.encode(name) + "=" + joined.text, joined.holdsSeparator)
        case (.matrix(explode: true), .array(let elements)):
            let encodedName = PercentEncoding.encode(name)
            var text = ""
            for element in elements {
                var scalars = ScalarJoiner(separator: ",", escaping: .none)
                scalars.add(element, explodedPairs: false)
                text += Self.matrixPair(encodedName, scalars.text)
            }
            // Each element is a pair of its own: nothing to tell apart.
            return (text, false)
        case (.matrix(explode: true), .object(let fields)):
            var text = ""
            for field in fields {
                var scalars = ScalarJoiner(separator: ",", escaping: .none)
                scalars.add(field.value, explodedPairs: false)
                text += Self.matrixPair(PercentEncoding.encode(field.key), scalars.text)
            }
            return (text, false)
        }
    }

    /// `;name=value`, or `;name` for an empty value as RFC 6570 writes it.
    private static func matrixPair(_ encodedName: String, _ value: String) -> String {
        value.isEmpty ? ";" + encodedName : ";" + encodedName + "=" + PercentEncoding.encode(value)
    }

    private static func joined(_ value: FormValue, separator: String, explodedPairs: Bool) -> ScalarJoiner {
        var scalars = ScalarJoiner(separator: separator, escaping: .percent)
        scalars.add(value, explodedPairs: explodedPairs)
        return scalars
    }
}

extension HTTPHeader {
    /// The header field `name` with `value` in OpenAPI's `simple` style (`blue,black,brown`; an object as
    /// `R,100,G,200` or, exploded, `R=100,G=200`), not percent-encoded; no field for an empty array or object.
    ///
    /// An element of an array or object that holds a comma would be read as two, so the field is then not sent:
    /// building the request throws ``InvalidRequestReason/invalidHeader(name:)``.
    public static func simpleStyle(_ name: String, _ value: FormValue, explode: Bool) -> [HTTPHeader] {
        var scalars = ScalarJoiner(separator: ",", escaping: .none)
        scalars.add(value, explodedPairs: explode)
        guard !scalars.isEmpty else { return [] }
        var header = HTTPHeader(name: name, value: scalars.text)
        // A single value may hold commas; only a list's elements would be read apart.
        let isList = if case .value = value { false } else { true }
        header.isAmbiguousList = isList && scalars.holdsSeparator
        return [header]
    }
}
