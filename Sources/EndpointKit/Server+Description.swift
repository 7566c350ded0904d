/// A server as a log or a debugger shows it: a base URL's user information (`https://user:password@host`, or a key as
/// the user, as Stripe takes it) is left out, as a ``Redactor`` leaves it out of any text, and so are the values of the
/// template's variables that fill it in.
extension Server: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `Server(name: "custom", baseURL: "https://<redacted>@api.example.com")`.
    public var description: String {
        "Server(name: \"\(name)\", baseURL: \"\(Self.redactor.text(baseURL))\")"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The name, the base URL without its user information, the template and its variables, those in the template's
    /// user information (its placeholders the redactor removes) redacted.
    public var customMirror: Mirror {
        let redactedTemplate = template.map(Self.redactor.text)
        let shown = variables.map { name, value in
            let hidden = template?.contains("{\(name)}") == true && redactedTemplate?.contains("{\(name)}") == false
            return (name, hidden ? Redactor.placeholder : value)
        }
        return Mirror(self, children: ["name": name, "baseURL": Self.redactor.text(baseURL), "template": template as Any,
                                       "variables": Dictionary(uniqueKeysWithValues: shown)],
                      displayStyle: .struct)
    }

    /// A redactor of user information alone: a server knows no other secret.
    private static let redactor = RequestSafety.standard.redactor()
}
