import Foundation

/// What a response media type is, for deciding how its body is read and what its option is called.
package enum MediaKind: Sendable, Equatable {
    /// `application/json`, `text/json` and every `*/*+json`: a type is decoded from it.
    case json
    /// `text/event-stream`: Server-Sent Events.
    case eventStream
    /// `application/jsonl`, `application/x-ndjson`, `application/json-seq`, `application/stream+json` and their
    /// spellings: one JSON value a line.
    case jsonLines
    /// Anything else, ranges (`image/*`, `*/*`) included: read as bytes or as text.
    case other

    /// The kind of `mediaType`, compared without regard to case or parameters.
    package init(_ mediaType: String) {
        let (type, subtype) = Self.essence(mediaType)
        switch (type, subtype) {
        case ("application", "json"), ("text", "json"): self = .json
        // Before `+json`: `stream+json` is a value a line, not one value.
        case ("application", let subtype) where Self.jsonLinesSubtypes.contains(subtype): self = .jsonLines
        case (_, let subtype) where subtype.hasSuffix("+json") && type != "*": self = .json
        case ("text", "event-stream"): self = .eventStream
        default: self = .other
        }
    }

    /// The subtypes of `application/…` that name JSON lines; `stream+json` is Spring WebFlux's and Cohere's, whose
    /// streamed answers were decoded as one JSON value and failed at the second line.
    package static let jsonLinesSubtypes: Set<String> = ["jsonl", "x-jsonl", "jsonlines", "x-jsonlines", "ndjson", "x-ndjson", "json-seq", "stream+json"]

    /// Whether `mediaType` is `application/json` (with at most a `charset`), which the runtime asks for by default.
    package static func isDefault(_ mediaType: String) -> Bool {
        // Nearly every media type of a document is written so, and spelling out the essence is not free.
        if mediaType == "application/json" { return true }
        return essence(mediaType) == ("application", "json") && representationParameters(mediaType).isEmpty
    }

    /// The parameters of `mediaType` other than `charset`, trimmed, in order: they choose a representation. Datadog's
    /// usage API answers `application/json;datetime-format=rfc3339` only to an `Accept` that asks for it, and its log
    /// intake reads one log from `application/json;simple` where `application/json` holds a list.
    package static func representationParameters(_ mediaType: String) -> [String] {
        guard let semicolon = mediaType.firstIndex(of: ";") else { return [] }
        return mediaType[mediaType.index(after: semicolon)...].split(separator: ";").compactMap { parameter in
            let trimmed = parameter.trimmingCharacters(in: .whitespaces)
            let name = trimmed.split(separator: "=", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces).lowercased()
            return trimmed.isEmpty || name == "charset" ? nil : trimmed
        }
    }

    /// Whether two media types name one subtype, one under `text/` and the other under `application/` (`text/xml` and
    /// `application/xml`, RFC 7303): one format, which the runtime reads for either.
    package static func areOneFormat(_ one: String, _ other: String) -> Bool {
        let (oneType, oneSubtype) = essence(one), (otherType, otherSubtype) = essence(other)
        return oneSubtype == otherSubtype && oneSubtype != "*" && Set([oneType, otherType]) == ["text", "application"]
    }

    /// Whether `mediaType` is a range that includes `application/json`, `*/*` or `application/*`: a type is decoded
    /// from its body as JSON, whatever type within the range the server labels it with.
    package static func isJSONRange(_ mediaType: String) -> Bool {
        let (type, subtype) = essence(mediaType)
        return subtype == "*" && (type == "*" || type == "application")
    }

    /// The lowercased `type/subtype` of `mediaType`, without parameters.
    package static func essence(_ mediaType: String) -> (type: String, subtype: String) {
        // Media types are ASCII, whose characters are bytes: read in place in one pass, the essences of a document's
        // media types (every response and body asks several times) were 2% of converting it.
        var text = mediaType
        let ascii = text.withUTF8 { bytes -> (type: String, subtype: String)? in
            guard bytes.reduce(0, |) < 0x80 else { return nil }
            let end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
            guard let slash = bytes[..<end].firstIndex(of: UInt8(ascii: "/")) else { return (lowercasedName(bytes[..<end]), "") }
            return (lowercasedName(bytes[..<slash]), lowercasedName(bytes[(slash + 1)..<end]))
        }
        return ascii ?? unicodeEssence(mediaType)
    }

    /// `name` without the spaces and tabs around it, lowercased.
    private static func lowercasedName(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let trimmed = name.trimmingBlanks
        return String(unsafeUninitializedCapacity: trimmed.count) { buffer in
            for (offset, byte) in trimmed.enumerated() { buffer[offset] = byte.isASCIIUppercase ? byte + 0x20 : byte }
            return trimmed.count
        }
    }

    private static func unicodeEssence(_ mediaType: String) -> (type: String, subtype: String) {
        let bare = mediaType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let names = bare.lowercased().split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return (names.first ?? "", names.count > 1 ? names[1] : "")
    }
}
