/// JSON pointers read code point by code point.
///
/// A name may start with a combining mark, a zero-width joiner or a variation selector, which Swift joins with the
/// `/` before it into one `Character`: split or compared by characters, `/components/schemas/\u{301}Pet` has no `/`
/// before its name, and its target "does not exist".
extension String {
    /// The tokens between the `/`s of a JSON pointer, still encoded; empty ones kept (`""` first for `/a`).
    var pointerTokens: [Substring] {
        unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).map(Substring.init)
    }

    /// The rest of the text after `prefix`, or nil when the text does not start with it.
    func droppingPointerPrefix(_ prefix: String) -> Substring? {
        guard unicodeScalars.starts(with: prefix.unicodeScalars) else { return nil }
        return Substring(unicodeScalars.dropFirst(prefix.unicodeScalars.count))
    }

    /// The last token of a pointer that is not empty, as `split(separator: "/").last` gave it.
    var lastPointerToken: Substring? {
        pointerTokens.last { !$0.isEmpty }
    }
}
