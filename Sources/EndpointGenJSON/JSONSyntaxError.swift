/// The syntax error that stopped parsing: where it happened and what to tell the user.
package struct JSONSyntaxError: Error {
    /// The byte offset at which parsing failed.
    package let offset: Int
    /// What was expected and what was found.
    package let message: String
    /// How to fix it, when there is a likely fix.
    package let hint: String?
    /// The path of the value or container being parsed.
    package let path: JSONPath
}
