import EndpointGenJSON
import EndpointGenSpec

/// Cookie parameters' `style` and `explode` → the native keys.
extension OpenAPIConverter {
    /// The native style keys of a cookie parameter of `type`: none for a scalar, which is one `name=value` pair in every
    /// style; `keys` for a list or an object, with a warning where `form` has no cookie syntax. Exploded, which is
    /// `form`'s default, OpenAPI joins the elements with `&` as in a query (`ids=3&ids=4`), which a server reads as one
    /// cookie holding the rest; the client sends a cookie per element instead, as OpenAPI 3.2's `cookie` style does.
    mutating func cookieStyleKeys(_ keys: Style, of parameter: JSONNode, name: String, type: TypeExpression, at schema: JSONNode) -> Style {
        guard !isSendable(type, allowArray: false) else { return Style() }
        if keys.explode?.value ?? true, parameter["style"]?.string != "cookie" {
            let isList = type.unwrapped.element != nil
            let part = isList ? "element" : "field"
            let example = isList ? "\(name)=a; \(name)=b" : "key=value; other=value"
            warning("cookie parameter '\(name)' is sent as a cookie per \(part) (\(example)), as OpenAPI 3.2's 'cookie' style writes it: "
                    + "exploded, style 'form' joins \(isList ? "a list's elements" : "an object's fields") with '&', no cookie syntax",
                    at: parameter["explode"] ?? schema,
                    hint: "declare 'explode: false' to send \(isList ? "\(name)=a,b" : "\(name)=key,value") in one cookie, or 'style: cookie' where the server reads a cookie per \(part)")
        }
        return keys
    }

    /// Reports the property `nested` of the cookie object `name`, which holds an object or array: OpenAPI defines no
    /// cookie syntax for it, so the warning says what the client sends, which the server may read otherwise.
    mutating func reportNestedCookieProperty(_ nested: String, of name: String, exploded: Bool, at schema: JSONNode) {
        let sent = exploded
            ? "an array is sent as a cookie per element (\(nested)=a; \(nested)=b), an object as one cookie of its keys and values joined with ',' (\(nested)=key,value)"
            : "its elements, or keys and values, are joined with ',' among the other fields' (\(name)=\(nested),a,b), which the server cannot tell apart"
        warning("cookie parameter '\(name)' is an object whose '\(nested)' holds an object or array, which OpenAPI leaves undefined in a cookie; \(sent)",
                at: schema, hint: "check how the server reads it, or declare '\(nested)' as a string the caller writes")
    }
}
