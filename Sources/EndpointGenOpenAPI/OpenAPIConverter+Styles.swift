import EndpointGenJSON
import EndpointGenSpec

/// OpenAPI `style` and `explode` (of Parameter Objects and of the Encoding Objects of form bodies) → native
/// `style` and `explode`, written only where they differ from the native defaults, which are OpenAPI's.
extension OpenAPIConverter {
    /// The native `style` and `explode` of `holder` (a Parameter or Encoding Object) of a value in `place` (`query`,
    /// `path`, `header` or `form field`), each nil when it is the default; warnings for what OpenAPI leaves undefined.
    mutating func styleKeys(of holder: JSONNode, name: String, place: String) -> Style {
        let allowed = place == "path" ? ["simple", "label", "matrix"] : place == "header" ? ["simple"]
            : ["form", "spaceDelimited", "pipeDelimited", "deepObject"]
        var style = allowed[0]
        if let node = holder["style"] {
            if let written = node.string, allowed.contains(written) {
                style = written
            } else {
                warning("style '\(node.string ?? node.kindName)' is not defined for \(place) '\(name)'; sent as '\(style)'", at: node,
                        hint: "use one of \(allowed.joined(separator: ", "))")
            }
        }
        var explode = holder["explode"]?.bool ?? (style == "form" || style == "deepObject")
        if let node = holder["explode"] {
            if style == "deepObject", !explode {
                warning("deepObject with explode: false is undefined in OpenAPI; '\(name)' is sent exploded (\(name)[key]=value)", at: node)
                explode = true
            } else if ["spaceDelimited", "pipeDelimited"].contains(style), explode {
                warning("\(style) with explode: true is undefined in OpenAPI; '\(name)' is sent as repeated keys (style form)", at: node)
                style = "form"
            }
        }
        for key in ["allowReserved", "allowEmptyValue"] {
            if let node = holder[key], node.bool == true { warning("'\(key)' is not supported by the native format; ignored", at: node) }
        }
        var keys = Style()
        if style != allowed[0] { keys.style = Located(style, at: holder["style"] ?? holder) }
        if explode != (style == "form" || style == "deepObject") { keys.explode = Located(explode, at: holder["explode"] ?? holder) }
        return keys
    }

    /// A value's native `style` and `explode`; nil where the native default applies.
    struct Style {
        var style: Located<String>?
        var explode: Located<Bool>?
    }

    /// The keys of a form field: its Encoding Object's style, else `deepObject` for an object or an array of
    /// objects, which OpenAPI would send as JSON text.
    mutating func formFieldStyleKeys(_ encoding: JSONNode?, name: String, type: TypeExpression, at schema: JSONNode) -> Style {
        if let encoding, ["style", "explode", "allowReserved"].contains(where: { encoding[$0] != nil }) {
            return styleKeys(of: encoding, name: name, place: "form field")
        }
        if let contentType = encoding?["contentType"] {
            warning("'contentType' of form field '\(name)' is not supported by the native format; it is sent as text", at: contentType)
        }
        guard !isSendable(type, allowArray: true) else { return Style() }
        warning("form field '\(name)' is an object without an Encoding Object, which OpenAPI sends as JSON text; it is sent with brackets (\(name)[key]=value)",
                at: schema, hint: "add encoding: { \(name): { style: deepObject, explode: true } } to say so")
        return Style(style: Located("deepObject", at: schema))
    }

    /// Whether a style can write values of the native `type`: anything but raw bytes and `json` (see
    /// ``Translator/isSerializable(_:)``).
    static func isSerializable(_ type: TypeExpression) -> Bool {
        !type.mentions("bytes") && !type.mentions("json")
    }
}
