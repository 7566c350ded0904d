import EndpointGenSpec

/// The operationIds that write the method in lower case and the words of a path segment after it, without a break:
/// Meilisearch's 66 settings operations (a utoipa macro's) are `getstopWords` and `deletefacetSearch` on
/// `/indexes/{indexUid}/settings/stop-words` and `…/facet-search`, and read as one word each they were called
/// `getstopWords()` and `deletefacetSearch()`.
enum GluedMethodIDs {
    /// The method and the rest of `id` apart (`getstopWords` → `get stopWords`) when the rest is a literal segment of
    /// `path` in other spelling (`stop-words`); nil for any other id. The path has to show the break: `getaway` or
    /// `postcard` on a path without an `away` or `card` segment is a word of its own.
    static func words(ofID id: String, method: String, path: String) -> String? {
        guard id.utf8.count > method.utf8.count, id.hasPrefix(method) else { return nil }
        let rest = id.dropFirst(method.count)
        // `getChat` and `get_chat` are read apart already.
        guard let first = rest.utf8.first, first.isASCIILowercase else { return nil }
        let words = lowercasedWords(rest)
        let segments = path.split(separator: "/").filter { !$0.hasPrefix("{") }
        guard segments.contains(where: { lowercasedWords($0) == words }) else { return nil }
        return method + " " + rest
    }

    private static func lowercasedWords(_ text: Substring) -> [String] {
        Casing.words(String(text)).map { $0.lowercased() }
    }
}
