/// A client as a log or a debugger shows it: its configuration, whose secrets are left out, and not the state it keeps
/// to redact them, which holds them (`dump(client)` printed the API key and passwords).
extension APIClient: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `APIClient(configuration: …)`, without secrets.
    public var description: String { "APIClient(configuration: \(configuration))" }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The configuration alone.
    public var customMirror: Mirror { Mirror(self, children: ["configuration": configuration], displayStyle: .struct) }
}
