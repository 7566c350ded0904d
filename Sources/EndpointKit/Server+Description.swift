/// A server as a log or a debugger shows it: a base URL's user information (`https://user:password@host`, or a key as
/// the user, as Stripe takes it) is left out, and so are the values of the template's variables that fill it in.
extension Server: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `Server(name: "custom", baseURL: "https://<redacted>@api.example.com")`.
    public var description: String {
        "Server(name: \"\(name)\", baseURL: \"\(Self.withoutUserInfo(baseURL))\")"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The name, the base URL without its user information, the template and its variables, those in the template's
    /// user information redacted.
    public var customMirror: Mirror {
        let hidden = template.flatMap(Self.userInfo).map { info in Set(variables.keys.filter { info.contains("{\($0)}") }) } ?? []
        let shown = variables.map { ($0.key, hidden.contains($0.key) ? Redactor.placeholder : $0.value) }
        return Mirror(self, children: ["name": name, "baseURL": Self.withoutUserInfo(baseURL), "template": template as Any,
                                       "variables": Dictionary(uniqueKeysWithValues: shown)],
                      displayStyle: .struct)
    }

    /// `url` with its user information, if it has any, as `<redacted>`.
    static func withoutUserInfo(_ url: String) -> String {
        guard let info = userInfo(url) else { return url }
        return String(url[..<info.startIndex]) + Redactor.placeholder + String(url[info.endIndex...])
    }

    /// The user information of `url`, before the `@` of its authority; nil when it has none.
    private static func userInfo(_ url: String) -> Substring? {
        guard let scheme = url.range(of: "://") else { return nil }
        let authority = url[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return authority.lastIndex(of: "@").map { authority[..<$0] }
    }
}
