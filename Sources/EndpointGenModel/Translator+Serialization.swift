import EndpointGenSpec

extension Translator {
    /// The result of checking a parameter's `style` and `explode`: `value` is nil for the plain encoding.
    package struct CheckedSerialization {
        package var value: Serialization?
    }

    /// Checks `style` and `explode` against the parameter's role and decides how it is written; nil (after
    /// an error) when they cannot apply.
    mutating func translateSerialization(_ parameter: ParameterSpec, type: SwiftType, role: String) -> CheckedSerialization? {
        // The reader takes `style` and `explode` only where a style applies (not for multipart fields).
        guard let allowed = Serialization.Style.allowed(in: role) else { return CheckedSerialization() }
        var style = allowed[0]
        if let written = parameter.style {
            guard let chosen = Serialization.Style(rawValue: written.value), allowed.contains(chosen) else {
                let names = allowed.map(\.rawValue)
                problems.error("style '\(written.value)' cannot be used for a \(role)", at: written,
                               hint: Spelling.closest(to: written.value, among: names).map { "did you mean '\($0)'?" }
                                   ?? "use \(names.map { "'\($0)'" }.joined(separator: ", "))")
                return nil
            }
            style = chosen
        }
        let explode = parameter.explode?.value ?? style.explodesByDefault
        if let node = parameter.explode {
            if style == .deepObject, !explode {
                problems.error("OpenAPI defines 'deepObject' only with explode: true", at: node, hint: "remove \"explode\": false")
                return nil
            }
            if [.spaceDelimited, .pipeDelimited].contains(style), explode {
                problems.error("OpenAPI defines '\(style.rawValue)' only with explode: false", at: node,
                               hint: "remove \"explode\": true, or use \"style\": \"form\" for repeated keys")
                return nil
            }
        }
        // Any JSON in a form field's default style is written whole: scalars as text, arrays and objects as JSON text.
        let jsonIsWhole = role == "form field" && parameter.style == nil && parameter.explode == nil
        let resolver = resolver
        let isWhole = { (type: SwiftType) in resolver.isParameterValue(type) || (jsonIsWhole && type.unwrapped == .json) }
        let value: Serialization.Value
        let base = type.unwrapped
        if isWhole(base) {
            // A scalar is written as it is in every style but a path's label and matrix.
            guard style == .label || style == .matrix else { return CheckedSerialization() }
            value = .scalar
        } else if case .array(let element) = base, isWhole(element) {
            let isPlain = (role == "query" || role == "form field") && style == .form && explode
            guard !isPlain else { return CheckedSerialization() }
            value = .scalars
        } else {
            value = .encodable
        }
        return CheckedSerialization(value: Serialization(style: style, explode: explode, value: value))
    }

    /// Whether a value of `type` can be written by a style: scalars, models, `json` (written as the shape the value
    /// has), and arrays and dictionaries of those; not raw bytes.
    package static func isSerializable(_ type: SwiftType) -> Bool {
        switch type {
        case .data: false
        case .json: true
        case .array(let inner), .dictionary(let inner), .optional(let inner), .nullable(let inner): isSerializable(inner)
        case .string, .int, .int32, .int64, .double, .bool, .date, .calendarDate, .uuid, .url, .model: true
        }
    }
}
