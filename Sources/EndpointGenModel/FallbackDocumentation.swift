// What generated doc comments say where the spec has no description.

extension ServerModel {
    /// The spec's description, else the URL.
    package var documentation: String { description ?? "`\(url)`" }
}

extension ServerTemplateModel {
    /// The spec's description, else the URL.
    package var documentation: String { description ?? "`\(url)`" }
}

extension ServerVariableModel {
    /// The spec's description, else what it replaces.
    package var documentation: String { description ?? "Replaces `{\(name)}` in the URL." }
}

extension SharedParameter {
    /// The spec's description, else where it is sent.
    package var documentation: String { description ?? "Sent as `\(wireName)`." }
}

extension ParameterModel {
    /// A response header field's documentation: the spec's description, else its name.
    package var headerDocumentation: String { description ?? "The `\(wireName)` field." }
}
