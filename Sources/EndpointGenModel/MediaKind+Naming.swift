import EndpointGenSpec

extension MediaKind {
    /// The case name of `mediaType` in an endpoint's media enum: `json` for plain JSON, a JSON format of its own
    /// named after it (`application/vnd.oai.openapi+json` → `oaiOpenapiJSON`, `application/problem+json` →
    /// `problemJSON`), `events`, `jsonLines`, else a short form of the subtype (`text/csv` → `csv`, `text/plain` →
    /// `text`, `image/*` → `image`, `application/octet-stream` → `binary`, `application/vnd.api.raw` → `apiRaw`).
    package static func caseName(of mediaType: String) -> String {
        let (type, subtype) = essence(mediaType)
        switch MediaKind(mediaType) {
        // Every `+json` type was `json`, so NetBox's schema endpoint named `application/vnd.oai.openapi+json`, listed
        // first, `json`, and plain `application/json` `json2`: which was which depended on the document's order.
        case .json where subtype.hasSuffix("+json"): return Naming.memberName(subtypeName(subtype.dropLast("+json".count)) + "JSON")
        case .json: return "json"
        case .eventStream: return "events"
        case .jsonLines: return "jsonLines"
        case .other: break
        }
        switch (type, subtype) {
        case ("*", _): return "any"
        case (_, "*"): return Naming.memberName(Casing.lowerCamel(type))
        case ("text", "plain"): return "text"
        case (_, "octet-stream"): return "binary"
        default: return shortName(ofSubtype: Substring(subtype))
        }
    }

    /// The case name of `mediaType` when ``caseName(of:)`` is another media type's already: its type and subtype for a
    /// type other than `application` (`text/xml` beside `application/xml` → `textXML`), else its subtype
    /// (`application/x-ndjson` beside `application/jsonl` → `ndjson`). PeerTube's `text/xml` feed was `xml2` beside
    /// `xml`, which said nothing of the type its method asks for.
    package static func fullCaseName(of mediaType: String) -> String {
        let (type, subtype) = essence(mediaType)
        let name = subtypeName(Substring(subtype))
        guard type != "application", type != "*", subtype != "*" else { return Naming.memberName(name) }
        return Naming.memberName(Casing.lowerCamel(type) + methodSuffix(ofCase: name))
    }

    /// A subtype as a member name, without an `x-` or `vnd.` prefix (`vnd.api.raw` → `apiRaw`).
    package static func shortName(ofSubtype subtype: Substring) -> String {
        Naming.memberName(subtypeName(subtype))
    }

    /// A subtype in lowerCamelCase without an `x-` or `vnd.` prefix, which says nothing of what the type holds; a
    /// file-format acronym after the first word in capitals (`svg+xml` → `svgXML`), as the `JSON` of `problemJSON` is:
    /// `svgXml` beside the `XMLBody` and `addPetXML` of the same API cased one acronym two ways.
    private static func subtypeName(_ subtype: Substring) -> String {
        var name = subtype
        for prefix in ["x-", "vnd."] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        let words = Casing.words(String(name))
        guard words.dropFirst().contains(where: { acronyms.contains($0.lowercased()) }) else { return Casing.lowerCamel(String(name)) }
        return Casing.lowerCamel(words[0]) + words.dropFirst().map(acronymCased).joined()
    }

    /// The suffix a media option's client method adds to the endpoint's name: the case name in UpperCamelCase, with
    /// the common file-format acronyms in capitals wherever they are (`completeEvents`, `reportCSV`, `logoPNG`,
    /// `getLogJSONLines`): `getLogJsonLines` beside `getExperimentJSON` cased one acronym two ways.
    package static func methodSuffix(ofCase caseName: String) -> String {
        Casing.words(caseName).map(acronymCased).joined()
    }

    /// A word capitalized, or in capitals when it is a file-format acronym.
    private static func acronymCased(_ word: String) -> String {
        acronyms.contains(word.lowercased()) ? word.uppercased() : Casing.capitalizedWords(word)
    }

    private static let acronyms: Set<String> = [
        "csv", "pdf", "png", "jpeg", "jpg", "gif", "xml", "html", "json", "zip", "svg", "tiff", "bmp", "mp3", "mp4", "yaml", "rtf", "ics", "webp",
    ]
}
