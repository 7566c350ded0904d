import EndpointGenSpec
import Foundation

/// The short API name a person would pick from an OpenAPI document's `info.title`: `Swagger Petstore - OpenAPI
/// 3.0` → `Petstore`, `GitHub's Official OpenAPI Spec + Octokit extension` → `GitHub`, `Stripe API` → `Stripe`.
enum APITitle {
    /// Words that describe the document rather than name the API.
    private static let filler: Set<String> = [
        "a", "an", "the", "official", "openapi", "swagger", "spec", "specification", "definition", "document",
        "api", "apis", "rest", "restful", "web", "http", "https", "json", "yaml", "sample", "reference",
    ]

    /// The name from `title`, else from the document's file name (`fallback`), else `Remote`: never empty, never a
    /// bare `API`, which would name the client `APIClient` like EndpointKit's own, and never longer than a name a
    /// person would type: the first six words, of 64 characters together at most (a title of 5 MB prefixed every type
    /// and every call with it, and took 10 GB to generate).
    static func name(title: String?, fallback: String) -> String {
        for candidate in [title.map(essential), fallback].compactMap({ $0 }) {
            // Tokens as written, so that `OpenAPI` is recognised before camel case splits it into `Open API`.
            var words = Array(candidate.split { !$0.isLetter && !$0.isNumber }.lazy.map(String.init).filter { !isFiller($0) }.prefix(6))
            // A Postman collection turned into a document ends its title so: `Datadog API V1 Collection` prefixed 584
            // of Datadog's types with `DatadogCollection`.
            if words.count > 1, words.last?.lowercased() == "collection" { words.removeLast() }
            guard !words.isEmpty else { continue }
            let name = Casing.upperCamel(words.joined(separator: " "))
            if name.count <= 64 { return name }
        }
        return "Remote"
    }

    /// The title before an addition (`+ …`, `(…)`, `| …`, `: …`), a subtitle (a dash before an article: `Amarillo -
    /// The Carpooling Intermediary`), or what it is for (`LocalStack REST API for Community`; after it when nothing
    /// before names the API: `API Specification for the Decentraland Catalyst Comms Service`), without possessives
    /// (`GitHub's` → `GitHub`) or a domain's ending (`ChangeDetection.io` → `ChangeDetection`). A dash before other
    /// words is part of the name (`Twilio - Accounts`).
    private static func essential(_ title: String) -> String {
        var head = title.split(whereSeparator: { "+(|:".contains($0) }).first.map(String.init) ?? title
        for dash in [" - ", " \u{2013} ", " \u{2014} "] {
            guard let range = head.range(of: dash),
                  let next = head[range.upperBound...].split(separator: " ").first?.lowercased(), ["the", "a", "an"].contains(next),
                  namesSomething(head[..<range.lowerBound]) else { continue }
            head = String(head[..<range.lowerBound])
        }
        if let range = head.range(of: " for ", options: .caseInsensitive) {
            head = namesSomething(head[..<range.lowerBound]) ? String(head[..<range.lowerBound]) : String(head[range.upperBound...])
        }
        for domain in [".io", ".com", ".org", ".net", ".dev", ".ai", ".app"] {
            // In lower case, as host names are written: `ASP.NET`, `Socket.IO` and `Character.AI` are names.
            while let range = head.range(of: domain),
                  range.upperBound == head.endIndex || !head[range.upperBound].isLetter {
                head.removeSubrange(range)
            }
        }
        return head.replacingOccurrences(of: "'s ", with: " ").replacingOccurrences(of: "\u{2019}s ", with: " ")
    }

    /// Whether `text` has a word that is no filler.
    private static func namesSomething(_ text: Substring) -> Bool {
        text.split { !$0.isLetter && !$0.isNumber }.contains { !isFiller(String($0)) }
    }

    private static func isFiller(_ word: String) -> Bool {
        let lower = word.lowercased()
        if filler.contains(lower) { return true }
        // Versions: `3`, `v2`, `V10`.
        let digits = lower.hasPrefix("v") ? lower.dropFirst() : Substring(lower)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}
