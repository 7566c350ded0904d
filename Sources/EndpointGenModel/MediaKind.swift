import Foundation
import EndpointGenSpec

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
    static let jsonLinesSubtypes: Set<String> = ["jsonl", "x-jsonl", "jsonlines", "x-jsonlines", "ndjson", "x-ndjson", "json-seq"]

    /// Whether `mediaType` is exactly `application/json`, which the runtime asks for by default.
    package static func isDefault(_ mediaType: String) -> Bool {
        essence(mediaType) == ("application", "json")
    }

    /// The lowercased `type/subtype` of `mediaType`, without parameters.
    static func essence(_ mediaType: String) -> (type: String, subtype: String) {
        let bare = mediaType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let names = bare.lowercased().split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return (names.first ?? "", names.count > 1 ? names[1] : "")
    }

    /// The case name of `mediaType` in an endpoint's media enum: `json`, `events`, `jsonLines`, else a short form of
    /// the subtype (`text/csv` → `csv`, `text/plain` → `text`, `image/*` → `image`, `application/octet-stream` →
    /// `binary`, `application/vnd.api.raw` → `apiRaw`).
    package static func caseName(of mediaType: String) -> String {
        switch MediaKind(mediaType) {
        case .json: return "json"
        case .eventStream: return "events"
        case .jsonLines: return "jsonLines"
        case .other: break
        }
        let (type, subtype) = essence(mediaType)
        switch (type, subtype) {
        case ("*", _): return "any"
        case (_, "*"): return Naming.memberName(Casing.lowerCamel(type))
        case ("text", "plain"): return "text"
        case (_, "octet-stream"): return "binary"
        default:
            var name = Substring(subtype)
            for prefix in ["x-", "vnd."] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
            return Naming.memberName(Casing.lowerCamel(String(name)))
        }
    }

    /// The suffix a media option's client method adds to the endpoint's name: the case name in UpperCamelCase, with
    /// the common file-format acronyms in capitals (`completeEvents`, `reportCSV`, `logoPNG`).
    package static func methodSuffix(ofCase caseName: String) -> String {
        acronyms.contains(caseName) ? caseName.uppercased() : Casing.upperCamel(caseName)
    }

    private static let acronyms: Set<String> = [
        "csv", "pdf", "png", "jpeg", "jpg", "gif", "xml", "html", "json", "zip", "svg", "tiff", "bmp", "mp3", "mp4", "yaml", "rtf", "ics", "webp",
    ]
}
