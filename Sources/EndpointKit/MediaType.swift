import Foundation

/// Media types as HTTP writes them in `Content-Type` and `Accept` (RFC 9110 §8.3.1): `type/subtype`, then
/// parameters after `;`, compared without regard to case.
enum MediaType {
    /// The `type/subtype` of `text`, lowercased and without parameters or surrounding blanks; `nil` when it has
    /// no `/` between two non-empty names.
    static func essence(of text: String) -> (type: String, subtype: String)? {
        let mediaType = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let parts = mediaType.trimmingCharacters(in: .whitespaces).lowercased().split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// The subtypes of `application/` that name JSON lines: one JSON value a line.
    static let jsonLinesSubtypes: Set<String> = ["jsonl", "x-jsonl", "jsonlines", "x-jsonlines", "ndjson", "x-ndjson"]

    /// Whether `contentType` names JSON lines (`application/x-ndjson`, `application/jsonl`, …).
    static func isJSONLines(_ contentType: String) -> Bool {
        guard let (type, subtype) = essence(of: contentType) else { return false }
        return type == "application" && jsonLinesSubtypes.contains(subtype)
    }

    /// Whether the media type of `contentType` is within `range`: the same type and subtype, or any subtype for
    /// `type/*`, or anything for `*/*`, even a `Content-Type` that is not `type/subtype`. Parameters on either side
    /// are ignored.
    static func matches(_ contentType: String, range: String) -> Bool {
        guard let wanted = essence(of: range) else { return false }
        if wanted.type == "*" { return true }
        guard let received = essence(of: contentType) else { return false }
        return wanted.type == received.type && (wanted.subtype == "*" || wanted.subtype == received.subtype)
    }

    /// The value of the parameter `name` of `text` (`charset` of `text/plain; charset=ISO-8859-1`), lowercased and
    /// unquoted; `nil` when it has none.
    static func parameter(_ name: String, of text: String) -> String? {
        for parameter in text.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == name else { continue }
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            return value.lowercased()
        }
        return nil
    }

    /// The encodings of the `charset` names a text body is read with; UTF-8 when the response names none.
    static func encoding(ofCharset charset: String) -> String.Encoding? {
        switch charset {
        case "utf-8", "utf8": .utf8
        case "us-ascii", "ascii": .ascii
        case "iso-8859-1", "latin1", "iso_8859-1", "l1": .isoLatin1
        case "windows-1252", "cp1252": .windowsCP1252
        case "utf-16": .utf16
        case "utf-16le": .utf16LittleEndian
        case "utf-16be": .utf16BigEndian
        default: nil
        }
    }
}
