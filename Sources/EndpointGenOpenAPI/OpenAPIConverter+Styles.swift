import EndpointGenJSON
import EndpointGenSpec

/// OpenAPI `style`, `explode` and `allowReserved` (of Parameter Objects and of the Encoding Objects of form bodies) →
/// the native keys, written only where they differ from the native defaults, which are OpenAPI's.
extension OpenAPIConverter {
    /// The native `style`, `explode` and `allowReserved` of `holder` (a Parameter or Encoding Object) of a value in
    /// `place` (`query`, `path`, `header`, `cookie` or `form field`), each nil when it is the default; warnings for what
    /// OpenAPI leaves undefined.
    mutating func styleKeys(of holder: JSONNode, name: String, place: String) -> Style {
        let allowed = place == "path" ? ["simple", "label", "matrix"] : place == "header" ? ["simple"]
            : place == "cookie" ? ["form", "cookie"] : ["form", "spaceDelimited", "pipeDelimited", "deepObject"]
        var style = allowed[0]
        if let node = holder["style"] {
            if let written = node.string, allowed.contains(written) {
                style = written
            } else {
                warning("style '\(node.string ?? node.kindName)' is not defined for \(place) '\(name)'; sent as '\(style)'", at: node,
                        hint: "use one of \(allowed.joined(separator: ", "))")
            }
        }
        // OpenAPI 3.2's `cookie` style writes an exploded list as the client writes `form` in a cookie, a cookie per
        // element (see `CookieStyle`); it differs from `form` only where `form` has no cookie syntax.
        if style == "cookie" { style = "form" }
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
        if let node = holder["allowEmptyValue"], node.bool == true { reportAllowEmptyValue(node, of: holder, name: name, place: place) }
        var keys = Style()
        if style != allowed[0] { keys.style = Located(style, at: holder["style"] ?? holder) }
        if explode != (style == "form" || style == "deepObject") { keys.explode = Located(explode, at: holder["explode"] ?? holder) }
        if let node = holder["allowReserved"], node.bool == true {
            // OpenAPI 3.0 and 3.1 define it for query values only, 3.2 for path values too; the native format, for values
            // written whole (the default style).
            if place == "path", !definesPathAllowReserved {
                warning("'allowReserved' applies to path parameters from OpenAPI 3.2 on, and this document is \(document["openapi"]?.string ?? "older"); "
                        + "'\(name)' is percent-encoded", at: node, hint: "declare \"openapi\": \"3.2.0\" if the server reads '\(name)' as several segments")
            } else if place != "query" && place != "form field" && place != "path" {
                warning("'allowReserved' applies to query parameters and form fields, not to \(place) '\(name)'; ignored", at: node)
            } else if keys.style != nil || keys.explode != nil {
                warning("'allowReserved' is kept for values written whole, not in the \(style) style with explode: \(explode); '\(name)' is percent-encoded", at: node)
            } else {
                keys.allowReserved = Located(true, at: node)
            }
        }
        return keys
    }

    /// Whether the document's OpenAPI version defines `allowReserved` for path parameters: 3.2 does, as RFC 6570's
    /// reserved expansion (`{+name}`), where 3.0 and 3.1 say it applies to query parameters only.
    private var definesPathAllowReserved: Bool {
        document["openapi"]?.string?.hasPrefix("3.2") == true
    }

    /// Says what the client sends for a parameter with `allowEmptyValue: true`, which the native format has no key for:
    /// an empty string as any other value (`name=`). Other values are never empty, and a boolean there is mostly a
    /// flag read by its presence alone (django-allauth's `passwordless`), which `false` would turn on.
    private mutating func reportAllowEmptyValue(_ node: JSONNode, of parameter: JSONNode, name: String, place: String) {
        guard place == "query" else {
            warning("'allowEmptyValue' applies to query parameters, not to \(place) '\(name)'; ignored", at: node)
            return
        }
        let kinds = parameter["schema"].map { typeNames(of: peek($0)).names } ?? []
        if kinds == ["boolean"] {
            warning("'allowEmptyValue' is ignored: '\(name)' is sent as '\(name)=true' or '\(name)=false', never empty; a server that "
                    + "reads only whether '\(name)' is present reads false as true", at: node, hint: "pass nil to leave '\(name)' out")
        } else if kinds.isEmpty || kinds.contains("string") {
            warning("'allowEmptyValue' is ignored: an empty string is sent as '\(name)=' like any other value", at: node)
        } else {
            warning("'allowEmptyValue' is ignored: '\(name)' is \(kinds.joined(separator: " or ")), which is never sent empty", at: node)
        }
    }

    /// A value's native `style`, `explode` and `allowReserved`; nil where the native default applies.
    struct Style {
        var style: Located<String>?
        var explode: Located<Bool>?
        var allowReserved: Located<Bool>?
        /// `application/json`: the value is sent as its JSON text.
        var contentType: Located<String>?
    }

    /// The keys of a form field: its Encoding Object's style, else its JSON `contentType`, else (no Encoding Object)
    /// `application/json` for an object or an array of objects, which OpenAPI sends as JSON text by default.
    mutating func formFieldStyleKeys(_ encoding: JSONNode?, name: String, type: TypeExpression, at schema: JSONNode) -> Style {
        if let encoding, ["style", "explode", "allowReserved"].contains(where: { encoding[$0] != nil }) {
            return styleKeys(of: encoding, name: name, place: "form field")
        }
        let sentAsText = isSendable(type, allowArray: true) || Self.isAnyJSON(type) || isScalarUnion(type)
        if let contentType = encoding?["contentType"] {
            if let text = contentType.string, MediaKind(text) == .json { return Style(contentType: Located("application/json", at: contentType)) }
            // text/plain is how a scalar is sent anyway.
            if !(sentAsText && contentType.string.map { MediaKind.essence($0) == ("text", "plain") } == true) {
                warning("'contentType' of form field '\(name)' is ignored: the value is sent as \(sentAsText ? "text" : "JSON text")",
                        at: contentType)
            }
        }
        guard !sentAsText else { return Style() }
        // An object (or an array of them) without an Encoding Object goes as its JSON text, OpenAPI's default contentType.
        return Style(contentType: Located("application/json", at: schema))
    }

    /// Whether a form or multipart field holds JSON of any type (`json`, `[json]`, optional or not): sent as OpenAPI's
    /// Encoding Object does by default, scalars as text and arrays and objects as JSON text.
    static func isAnyJSON(_ type: TypeExpression) -> Bool {
        let base = type.unwrapped
        return (base.element?.unwrapped ?? base) == .json
    }

    /// Whether a style can write values of the native `type`: anything but raw bytes (see ``Translator/isSerializable(_:)``).
    static func isSerializable(_ type: TypeExpression) -> Bool {
        !type.mentions("bytes")
    }
}
