import Foundation

/// What a response media type is, for deciding how its body is read and what its option is called.
package enum MediaKind: Sendable, Equatable {
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
        // Media types are ASCII, whose characters are bytes: splitting and trimming them as characters (and through
        // Foundation) was 3% of converting a large document.
        guard mediaType.utf8.allSatisfy({ $0 < 0x80 }) else { return unicodeEssence(mediaType) }
        let bare = mediaType.utf8.prefix { $0 != UInt8(ascii: ";") }.map { $0.isASCIIUppercase ? $0 + 0x20 : $0 }
        let names = bare.split(separator: UInt8(ascii: "/"), maxSplits: 1, omittingEmptySubsequences: false).map { name in
            let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
            guard let start = name.firstIndex(where: { !isSpace($0) }), let end = name.lastIndex(where: { !isSpace($0) }) else { return "" }
            return String(decoding: name[start...end], as: UTF8.self)
        }
        return (names.first ?? "", names.count > 1 ? names[1] : "")
    }

    private static func unicodeEssence(_ mediaType: String) -> (type: String, subtype: String) {
        let bare = mediaType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let names = bare.lowercased().split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return (names.first ?? "", names.count > 1 ? names[1] : "")
    }
}
