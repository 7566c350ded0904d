/// A server as a log or a debugger shows it: a base URL's password (`https://user:password@host`) is left out.
extension Server: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `Server(name: "custom", baseURL: "https://user:<redacted>@api.example.com")`.
    public var description: String {
        "Server(name: \"\(name)\", baseURL: \"\(Self.withoutPassword(baseURL))\")"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The name, the base URL without its password, the template and its variables.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "baseURL": Self.withoutPassword(baseURL), "template": template as Any, "variables": variables],
               displayStyle: .struct)
    }

    /// `url` with the password of its user information, if it has one, as `<redacted>`.
    static func withoutPassword(_ url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let authority = url[scheme.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return url }
        return String(url[...colon]) + Redactor.placeholder + String(url[at...])
    }
}
