import Foundation

/// What a response media type is, for deciding how its body is read and what its option is called.
package enum MediaKind: Sendable, Hashable {
    /// `application/json`, `text/json` and every `*/*+json`: a type is decoded from it.
    case json
    /// `text/event-stream`: Server-Sent Events.
    case eventStream
    /// `application/jsonl`, `application/x-ndjson`, `application/json-seq` and their spellings: one JSON value a line.
    case jsonLines
    /// Anything else, ranges (`image/*`, `*/*`) included: read as bytes or as text.
    case other

    /// The kind of `mediaType`, compared without regard to case or parameters.
    package init(_ mediaType: String) {
        let (type, subtype) = Self.essence(mediaType)
        switch (type, subtype) {
        case ("application", "json"), ("text", "json"): self = .json
        case (_, let subtype) where subtype.hasSuffix("+json") && type != "*": self = .json
        case ("text", "event-stream"): self = .eventStream
        case ("application", let subtype) where Self.jsonLinesSubtypes.contains(subtype): self = .jsonLines
        default: self = .other
        }
    }

    /// The subtypes of `application/…` that name JSON lines.
    package static let jsonLinesSubtypes: Set<String> = ["jsonl", "x-jsonl", "jsonlines", "x-jsonlines", "ndjson", "x-ndjson", "json-seq"]

    /// Whether `mediaType` is exactly `application/json`, which the runtime asks for by default.
    package static func isDefault(_ mediaType: String) -> Bool {
        essence(mediaType) == ("application", "json")
    }

    /// The lowercased `type/subtype` of `mediaType`, without parameters.
    package static func essence(_ mediaType: String) -> (type: String, subtype: String) {
        let bare = mediaType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let names = bare.lowercased().split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(trimmingWhitespace)
        return (names.first ?? "", names.count > 1 ? names[1] : "")
    }

    /// `name` without the whitespace around it, as Foundation's `.whitespaces` has it. Foundation's trimming is slow on
    /// Linux (every media type of an operation is read several times), so it trims only text that ends in a non-ASCII
    /// character once its spaces and tabs are off.
    private static func trimmingWhitespace(_ name: Substring) -> String {
        let scalars = name.unicodeScalars
        let isSpace = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
        guard let start = scalars.firstIndex(where: { !isSpace($0) }), let end = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        guard scalars[start].isASCII, scalars[end].isASCII else { return name.trimmingCharacters(in: .whitespaces) }
        return String(scalars[start...end])
    }
}
