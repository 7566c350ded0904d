extension PathSegment {
    /// Encodes `value`, the path parameter `name`, in `style` (see ``PathStyle``): for example
    /// `PathSegment("color", .values(["blue", "black"]), style: .matrix(explode: true))` is
    /// `;color=blue;color=black`. A label of `.` or of an empty value would be a dot segment, and is percent-encoded.
    public init(_ name: String, _ value: FormValue, style: PathStyle) {
        description = Self.outsideDotSegments(style.text(name, value))
    }
}

extension PathStyle {
    /// The text of `value` as the path parameter `name`, percent-encoded except for the delimiters.
    func text(_ name: String, _ value: FormValue) -> String {
        switch (self, value) {
        case (_, .array([])), (_, .object([])):
            // RFC 6570 treats an empty list or map as undefined: nothing is written, not even the prefix.
            return ""
        case (.simple(let explode), _):
            return Self.joined(value, separator: ",", explodedPairs: explode)
        case (.label(let explode), _):
            return "." + Self.joined(value, separator: explode ? "." : ",", explodedPairs: explode)
        case (.matrix, .value(let text)):
            return Self.matrixPair(PercentEncoding.encode(name), text)
        case (.matrix(explode: false), _):
            return ";" + PercentEncoding.encode(name) + "=" + Self.joined(value, separator: ",", explodedPairs: false)
        case (.matrix(explode: true), .array(let elements)):
            let encodedName = PercentEncoding.encode(name)
            var text = ""
            for element in elements {
                var scalars = ScalarJoiner(separator: ",", encode: false)
                scalars.add(element, explodedPairs: false)
                text += Self.matrixPair(encodedName, scalars.text)
            }
            return text
        case (.matrix(explode: true), .object(let fields)):
            var text = ""
            for field in fields {
                var scalars = ScalarJoiner(separator: ",", encode: false)
                scalars.add(field.value, explodedPairs: false)
                text += Self.matrixPair(PercentEncoding.encode(field.key), scalars.text)
            }
            return text
        }
    }

    /// `;name=value`, or `;name` for an empty value as RFC 6570 writes it.
    private static func matrixPair(_ encodedName: String, _ value: String) -> String {
        value.isEmpty ? ";" + encodedName : ";" + encodedName + "=" + PercentEncoding.encode(value)
    }

    private static func joined(_ value: FormValue, separator: String, explodedPairs: Bool) -> String {
        var scalars = ScalarJoiner(separator: separator, encode: true)
        scalars.add(value, explodedPairs: explodedPairs)
        return scalars.text
    }
}

extension HTTPHeader {
    /// The header field `name` with `value` in OpenAPI's `simple` style (`blue,black,brown`; an object as
    /// `R,100,G,200` or, exploded, `R=100,G=200`), not percent-encoded; no field for an empty array or object.
    ///
    /// An element of an array or object that holds a comma would be read as two, so the field is then not sent:
    /// building the request throws ``InvalidRequestReason/invalidHeader(name:)``.
    public static func simpleStyle(_ name: String, _ value: FormValue, explode: Bool) -> [HTTPHeader] {
        var scalars = ScalarJoiner(separator: ",", encode: false)
        scalars.add(value, explodedPairs: explode)
        guard !scalars.isEmpty else { return [] }
        var header = HTTPHeader(name: name, value: scalars.text)
        // A single value may hold commas; only a list's elements would be read apart.
        let isList = if case .value = value { false } else { true }
        header.isAmbiguousList = isList && scalars.holdsSeparator
        return [header]
    }
}
