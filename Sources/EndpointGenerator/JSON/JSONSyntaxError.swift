/// The syntax error that stopped parsing: where it happened and what to tell the user.
struct JSONSyntaxError: Error {
    /// The byte offset at which parsing failed.
    let offset: Int
    /// What was expected and what was found.
    let message: String
    /// How to fix it, when there is a likely fix.
    let hint: String?
    /// The path of the value or container being parsed.
    let path: JSONPath
}
