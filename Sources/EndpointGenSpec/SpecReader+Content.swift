import EndpointGenJSON

extension SpecReader {
    /// A `response` object keyed by media type:
    /// `{ "application/json": "Chat", "text/event-stream": { "type": "Chunk", "terminator": "[DONE]" } }`.
    mutating func readContent(_ members: [JSONMember], in node: JSONNode) -> [MediaResponseSpec] {
        members.compactMap { member in
            let mediaType = Located(member.key, location: member.keyLocation, path: member.value.path)
            guard Self.isMediaType(member.key, allowingRanges: true) else {
                let hint = member.key.count == 3 || member.key == "default"
                    ? "a response object is keyed either by status codes or by media types; write { \"200\": { \"\(member.key)\": … } } to give a status its media types"
                    : "write a media type as type/subtype, e.g. \"application/json\", \"text/csv\" or \"image/*\""
                problems.error("'\(member.key)' is not a media type", at: mediaType, hint: hint)
                return nil
            }
            if case .string = member.value.value {
                return readReading(member.value).map { MediaResponseSpec(mediaType: mediaType, reading: $0) }
            }
            guard var object = ObjectReader(member.value, describing: "a media type's response", problems: &problems) else { return nil }
            let typeNode = object.value("type")
            let terminator = object.string("terminator", problems: &problems)
            let swiftName = object.string("swiftName", problems: &problems)
            var alsoAccept: [Located<String>] = []
            if let node = object.value("alsoAccept") { alsoAccept = readAlsoAccept(node) ?? [] }
            object.finish(&problems)
            guard let typeNode else {
                problems.error("missing required key 'type'", at: member.value,
                               hint: "add \"type\": \"data\", \"events\", \"string\" or a type such as \"ChatChunk\"")
                return nil
            }
            return readReading(typeNode).map {
                MediaResponseSpec(mediaType: mediaType, reading: $0, terminator: terminator, swiftName: swiftName, alsoAccept: alsoAccept)
            }
        }
    }

    /// `"alsoAccept": ["text/xml"]`: media types (not ranges) as written.
    private mutating func readAlsoAccept(_ node: JSONNode) -> [Located<String>]? {
        guard case .array(let items) = node.value else {
            problems.error("'alsoAccept' must be an array of media types", at: node, hint: "write e.g. \"alsoAccept\": [\"text/xml\"]")
            return nil
        }
        return items.compactMap { item in
            guard case .string(let text) = item.value, Self.isMediaType(text, allowingRanges: false) else {
                problems.error("each entry of 'alsoAccept' must be a media type written as type/subtype, not a range", at: item,
                               hint: "write e.g. \"text/xml\"")
                return nil
            }
            return Located(text, at: item)
        }
    }

    /// `"data"`, `"events"` or a type expression.
    private mutating func readReading(_ node: JSONNode) -> Located<MediaReadingSpec>? {
        switch node.value {
        case .string("data"): return Located(.data, at: node)
        case .string("events"): return Located(.events, at: node)
        default: return readType(node).map { Located(.type($0.value), at: node) }
        }
    }

    /// Whether `text` is a media type as HTTP writes one (RFC 9110 §8.3.1): a token, `/`, a token, then any
    /// `; name=value` parameters, or `; name` alone as servers read it (Datadog's log intake takes one log as
    /// `application/json;simple`). With `allowingRanges`, `*/*` and `type/*` too.
    package static func isMediaType(_ text: String, allowingRanges: Bool) -> Bool {
        // An ASCII text's characters are its bytes (a CR LF pair aside, which is neither a separator nor a token's):
        // checked in place, where splitting it into substrings of characters was a twentieth of reading a response.
        var ascii = text
        if let isMediaType = ascii.withUTF8({ $0.reduce(0, |) < 0x80 ? isASCIIMediaType($0, allowingRanges: allowingRanges) : nil }) {
            return isMediaType
        }
        let pieces = text.split(separator: ";", omittingEmptySubsequences: false)
        let names = pieces[0].trimmingBlanks.split(separator: "/", omittingEmptySubsequences: false)
        guard names.count == 2, HTTPToken.isToken(names[0]), HTTPToken.isToken(names[1]) else { return false }
        if names[0] == "*" || names[1] == "*" {
            guard allowingRanges, names[1] == "*" else { return false }
        }
        return pieces.dropFirst().allSatisfy { parameter in
            let pair = parameter.trimmingBlanks.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return HTTPToken.isToken(pair[0]) && (pair.count == 1 || !pair[1].isEmpty)
        }
    }

    private static func isASCIIMediaType(_ text: UnsafeBufferPointer<UInt8>, allowingRanges: Bool) -> Bool {
        let pieces = text.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        let names = pieces[0].trimmingBlanks.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard names.count == 2, isToken(names[0]), isToken(names[1]) else { return false }
        let star: [UInt8] = [UInt8(ascii: "*")]
        if names[0].elementsEqual(star) || names[1].elementsEqual(star) {
            guard allowingRanges, names[1].elementsEqual(star) else { return false }
        }
        return pieces.dropFirst().allSatisfy { parameter in
            let pair = parameter.trimmingBlanks.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            return isToken(pair[0]) && (pair.count == 1 || !pair[1].isEmpty)
        }
    }

    /// An ASCII token: letters, digits and `!#$%&'*+-.^_`|~`.
    private static func isToken(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        !text.isEmpty && text.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
            case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
                 UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
                 UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"): true
            default: false
            }
        }
    }
}

private extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingBlanks: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}
