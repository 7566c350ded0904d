import EndpointGenSpec

/// A success response as the client method of one of its media types returns it.
struct MediaVariant {
    /// The media type as written; nil for a response written without one (`"Movie"`, `"data"`, `"none"`).
    var mediaType: Located<String>?
    var response: EndpointModel.Response
    /// The name the spec gives the client method of a media type after the first.
    var swiftName: Located<String>?
    /// The media types its `Accept` lists after its own, which its method reads as it reads that one.
    var alsoAccept: [String] = []

    /// The media type the variant is compared by across statuses: its own, `application/json` for a decoded type
    /// written without one, nil for no content or raw data.
    var key: String? {
        if let mediaType { return mediaType.value.lowercased() }
        if case .decoded = response { return "application/json" }
        return nil
    }

    var isStream: Bool {
        if case .stream = response { return true }
        return false
    }
}

extension Translator {
    /// The success response once per media type it comes in, in spec order: one variant for a response written
    /// without media types or with one, several for `{ "application/json": "Chat", "text/event-stream": "Chunk" }`
    /// (each one by status when statuses list them).
    mutating func translateSuccess(_ response: Located<ResponseSpec>) -> [MediaVariant]? {
        switch response.value {
        case .content(let entries):
            return translateContent(entries, at: response)
        case .byStatus(let entries):
            return translateStatuses(entries, at: response)
        case .none, .data, .decoded:
            return translateResponse(response).map { [MediaVariant(mediaType: nil, response: $0)] }
        }
    }

    /// `response` by status: one variant per media type, in which each status is read in that media type; every
    /// status with a body must offer the same media types, and a stream must be the only status.
    private mutating func translateStatuses(_ entries: [StatusResponseSpec], at response: Located<ResponseSpec>) -> [MediaVariant]? {
        guard !entries.isEmpty else {
            problems.error("'response' lists no status", at: response, hint: "write e.g. \"response\": { \"200\": \"Item\", \"201\": \"Item\" }")
            return nil
        }
        var statuses: [(status: EndpointModel.SuccessStatus, variants: [MediaVariant], source: Located<ResponseSpec>)] = []
        var failed = false
        for entry in entries {
            guard let status = successStatus(entry.status) else { failed = true; continue }
            if status == .range, statuses.contains(where: { $0.status == .range }) {
                problems.error("'\(entry.status.value)' lists the class 2XX a second time", at: entry.status, hint: "keep one of '2XX' and '2xx'")
                failed = true
                continue
            }
            let variants: [MediaVariant]?
            switch entry.response.value {
            case .byStatus:
                problems.error("the response of status \(status) must be \"none\", \"data\", a type or an object of media types", at: entry.response)
                variants = nil
            case .content(let media):
                variants = translateContent(media, at: entry.response)
            case .none, .data, .decoded:
                variants = translateResponse(entry.response).map { [MediaVariant(mediaType: nil, response: $0)] }
            }
            guard let variants else { failed = true; continue }
            if entries.count > 1, let stream = variants.first(where: \.isStream), let mediaType = stream.mediaType {
                problems.error("a streamed response (\(mediaType.value)) must be the endpoint's only success status", at: mediaType,
                               hint: "give the stream an endpoint of its own, or remove the other statuses")
                failed = true
            }
            statuses.append((status, variants, entry.response))
        }
        guard !failed else { return nil }
        let offering = statuses.filter { $0.variants.contains { $0.key != nil } }
        let media = offering.first?.variants ?? statuses[0].variants
        let keys = Set(media.compactMap(\.key))
        for other in offering.dropFirst() where Set(other.variants.compactMap(\.key)) != keys {
            let listed = { (variants: [MediaVariant]) in variants.compactMap(\.key).joined(separator: ", ") }
            problems.error("status \(other.status) offers \(listed(other.variants)) but status \(offering[0].status) offers \(listed(media)); "
                           + "every status with a body must offer the same media types", at: other.source,
                           hint: "give every status the same media types, or split the endpoint")
            return nil
        }
        // `2XX` reads what the statuses listed do not, so its case comes last.
        statuses = statuses.filter { $0.status != .range } + statuses.filter { $0.status == .range }
        let listsA2xx = statuses.contains { $0.status != .range && $0.status.isSuccess }
        return media.map { variant in
            let byStatus = statuses.map { entry in
                let body = entry.variants.first { $0.key != nil && $0.key == variant.key } ?? entry.variants[0]
                let caseName = switch entry.status {
                case .code(let code): Self.caseName(ofStatus: code)
                case .range: listsA2xx ? "otherSuccess" : "success"
                }
                return EndpointModel.StatusResponse(status: entry.status, caseName: caseName, body: body.response)
            }
            return MediaVariant(mediaType: variant.mediaType, response: Self.shortForm(of: byStatus) ?? .byStatus(byStatus),
                                swiftName: variant.swiftName, alsoAccept: Self.alsoAccepted(by: variant, in: statuses.map(\.variants)))
        }
    }

    /// The media types the `Accept` of `variant`'s method lists after its own: those any status lists beside it, in
    /// status order, once each. Only the first status's were asked for, so a server answering `201` in the `text/xml`
    /// a `201` allowed was asked for `application/xml` alone.
    private static func alsoAccepted(by variant: MediaVariant, in statuses: [[MediaVariant]]) -> [String] {
        guard let key = variant.key else { return variant.alsoAccept }
        var seen: Set<String> = []
        var listed: [String] = []
        for other in statuses.flatMap({ $0.filter { $0.key == key } }).flatMap(\.alsoAccept) {
            let essence = MediaKind.essence(other)
            if seen.insert(essence.type + "/" + essence.subtype).inserted { listed.append(other) }
        }
        return listed
    }

    /// The body the client returns as for the short form, when the statuses need no enum: one 2xx status or `2XX`
    /// alone, or one 2xx status and `2XX` with the same body (every 2xx status reads that body).
    private static func shortForm(of statuses: [EndpointModel.StatusResponse]) -> EndpointModel.Response? {
        switch statuses.count {
        case 1 where statuses[0].status.isSuccess:
            return statuses[0].body
        case 2 where statuses[0].status.isSuccess && statuses[1].status == .range && statuses[0].body == statuses[1].body:
            return statuses[0].body
        default:
            return nil
        }
    }

    /// A key of `response` by status: a 2xx or 3xx code, or `2XX` (also written `2xx`).
    private mutating func successStatus(_ text: Located<String>) -> EndpointModel.SuccessStatus? {
        if text.value.uppercased() == "2XX" { return .range }
        return statusCode(text, in: 200...399, role: "a success response",
                          hint: "write a code such as \"201\" or the class \"2XX\"; declare error bodies under 'errors'").map { .code($0) }
    }

    /// A response object keyed by media type: one variant per media type, in spec order.
    private mutating func translateContent(_ entries: [MediaResponseSpec], at response: Located<ResponseSpec>) -> [MediaVariant]? {
        guard !entries.isEmpty else {
            problems.error("'response' lists no media type", at: response, hint: "write e.g. \"response\": { \"application/json\": \"Item\" }")
            return nil
        }
        var variants: [MediaVariant] = []
        var seen: Set<String> = []
        var failed = false
        for (index, entry) in entries.enumerated() {
            let essence = MediaKind.essence(entry.mediaType.value)
            guard seen.insert("\(essence.type)/\(essence.subtype)").inserted else {
                problems.error("media type '\(entry.mediaType.value)' is listed twice", at: entry.mediaType, hint: "keep one entry per media type")
                failed = true
                continue
            }
            if index == 0, let swiftName = entry.swiftName {
                problems.error("the first media type is read by the endpoint's own method, which 'swiftName' cannot rename", at: swiftName,
                               hint: "rename the endpoint, or give 'swiftName' to the media types after the first")
                failed = true
            }
            var alsoAccept: [String] = []
            for other in entry.alsoAccept {
                guard Self.readsAlike(entry.mediaType.value, other.value) else {
                    problems.error("'alsoAccept' lists '\(other.value)', which the method for '\(entry.mediaType.value)' does not read as it reads that",
                                   at: other,
                                   hint: "list media types of its format only: JSON ones beside JSON, JSON lines beside JSON lines, text/xml beside application/xml")
                    failed = true
                    continue
                }
                let otherEssence = MediaKind.essence(other.value)
                guard seen.insert("\(otherEssence.type)/\(otherEssence.subtype)").inserted else {
                    problems.error("media type '\(other.value)' is listed twice", at: other, hint: "keep one entry per media type")
                    failed = true
                    continue
                }
                alsoAccept.append(other.value)
            }
            guard let body = translateMedia(entry) else { failed = true; continue }
            variants.append(MediaVariant(mediaType: entry.mediaType, response: body, swiftName: entry.swiftName, alsoAccept: alsoAccept))
        }
        return failed ? nil : Self.bytesOfAnyType(variants) ?? variants
    }

    /// One variant asking for every media type of `variants` when each is bytes and none names its own method: a tile
    /// API's PNG, JPEG and WebP, where the path's `format` picks the one sent, were a method each that refused the
    /// others' types, so the method called had to agree with the path (TiTiler). Nil for any other.
    private static func bytesOfAnyType(_ variants: [MediaVariant]) -> [MediaVariant]? {
        guard variants.count > 1, let first = variants.first?.mediaType, variants.allSatisfy({ $0.swiftName == nil }) else { return nil }
        var ranges: [String] = []
        for variant in variants {
            guard case .bytes(let range) = variant.response else { return nil }
            ranges.append(range)
            ranges += variant.alsoAccept
        }
        let listed = ranges.joined(separator: ", ")
        return [MediaVariant(mediaType: first.with(listed), response: .bytes(mediaRange: listed))]
    }

    /// Whether the method reading `mediaType` reads `other` as it reads that one: two JSON media types, two names of
    /// JSON lines, or one subtype under `text/` and under `application/` (`text/xml` and `application/xml`).
    static func readsAlike(_ mediaType: String, _ other: String) -> Bool {
        switch (MediaKind(mediaType), MediaKind(other)) {
        case (.json, .json), (.jsonLines, .jsonLines):
            return true
        case (.other, .other):
            return MediaKind.areOneFormat(mediaType, other)
        default:
            return false
        }
    }

    /// How the body of one media type is read: JSON media types decode a type; `text/event-stream` gives events or
    /// decodes each event's data; JSON lines decode each line; a range holding `application/json` (`*/*`) decodes a type
    /// whatever type in it labels the body; any other media type is bytes (`data`) or text (`string`).
    private mutating func translateMedia(_ entry: MediaResponseSpec) -> EndpointModel.Response? {
        let mediaType = entry.mediaType.value
        let kind = MediaKind(mediaType)
        if let terminator = entry.terminator {
            guard kind == .eventStream, case .type = entry.reading.value else {
                problems.error("'terminator' ends a text/event-stream whose events decode as a type; it does not apply here", at: terminator,
                               hint: "remove it, or use it with \"text/event-stream\": { \"type\": \"Chunk\", \"terminator\": \"[DONE]\" }")
                return nil
            }
        }
        switch (entry.reading.value, kind) {
        case (.data, _):
            return .bytes(mediaRange: mediaType)
        case (.events, .eventStream):
            return .stream(.events)
        case (.events, _):
            problems.error("'events' reads a text/event-stream, not \(mediaType)", at: entry.reading,
                           hint: "use \"data\" for the bytes\(kind == .other ? " or \"string\" for the text" : " or a type to decode")")
            return nil
        case (.type(let expression), .json):
            return resolver.resolve(typeExpression(expression, at: entry.reading), problems: &problems).map(EndpointModel.Response.decoded)
        case (.type(.named("string")), .eventStream):
            problems.error("each event of a text/event-stream is decoded from JSON; \"string\" would expect JSON strings", at: entry.reading,
                           hint: "use \"events\" to read each event's text as it is (ServerSentEvent.data)")
            return nil
        case (.type(let expression), .eventStream):
            return resolver.resolve(typeExpression(expression, at: entry.reading), problems: &problems).map {
                .stream(.decodedEvents($0, terminator: entry.terminator?.value))
            }
        case (.type(let expression), .jsonLines):
            return resolver.resolve(typeExpression(expression, at: entry.reading), problems: &problems).map { .stream(.jsonLines($0)) }
        case (.type(.named("string")), .other):
            return .text(mediaRange: mediaType)
        case (.type(let expression), .other) where MediaKind.isJSONRange(mediaType):
            return resolver.resolve(typeExpression(expression, at: entry.reading), problems: &problems).map {
                .decodedWithin($0, mediaRange: mediaType)
            }
        case (.type(let expression), .other):
            problems.error("a \(mediaType) body is read as \"data\" (bytes) or \"string\" (text), not as '\(expression)'", at: entry.reading,
                           hint: "types are decoded only from JSON media types (application/json, */*+json), the ranges holding application/json (*/*, application/*), text/event-stream and JSON lines")
            return nil
        }
    }
}

extension Translator {
    /// `expression` located where `reading` was written.
    private func typeExpression(_ expression: TypeExpression, at reading: Located<MediaReadingSpec>) -> Located<TypeExpression> {
        Located(expression, location: reading.location, path: reading.path)
    }
}

/// What an endpoint's request asks for and its client methods return, decided from its media variants.
struct MediaDecision {
    var response: EndpointModel.Response
    /// The fixed `Accept` field, for one media type other than `application/json`.
    var acceptField: String?
    /// Several media types: each one's case and response; method names are claimed later, with the endpoint names.
    var options: [MediaOption] = []
}

extension Translator {
    /// Decides the response, the `Accept` field or header parameter (added to `headers`, named in `scope`) and the
    /// media options of an endpoint whose success response comes in `variants`.
    mutating func decideMedia(_ variants: [MediaVariant], of endpoint: EndpointSpec, headers: inout [ParameterModel], scope: inout NameScope) -> MediaDecision {
        guard let first = variants.first else { return MediaDecision(response: .none) }
        if variants.contains(where: \.isStream), !endpoint.responseHeaders.isEmpty, let header = endpoint.responseHeaders.first {
            problems.error("a streamed response cannot declare response headers: its method returns the stream as soon as it is asked for",
                           at: header.key, hint: "remove 'responseHeaders', or read them with a separate request")
        }
        guard variants.count > 1 else {
            let mediaType = first.mediaType?.value
            return MediaDecision(response: first.response, acceptField: mediaType.flatMap {
                MediaKind.isDefault($0) && first.alsoAccept.isEmpty ? nil : first.response.accept(asking: ([$0] + first.alsoAccept).joined(separator: ", "))
            })
        }
        if let written = endpoint.headers.first(where: { ($0.wireName?.value ?? $0.key.value).caseInsensitiveCompare("Accept") == .orderedSame }) {
            problems.error("the response comes in several media types, so the 'Accept' header is chosen by the client method called; "
                           + "it cannot be a parameter too", at: written.key, hint: "remove the 'Accept' header parameter")
        }
        // `application/json` claims its name first, wherever it is listed: `text/json` (`textJSON`) or a parameter of
        // another `application/json` (Datadog's `datetime-format`, numbered) is the one renamed.
        var cases = NameScope()
        var caseNames: [Int: String] = [:]
        let claimOrder = variants.indices.sorted { first, second in
            let firstPlain = variants[first].mediaType.map { MediaKind.isDefault($0.value) } ?? false
            let secondPlain = variants[second].mediaType.map { MediaKind.isDefault($0.value) } ?? false
            return firstPlain != secondPlain ? firstPlain : first < second
        }
        for index in claimOrder {
            guard let mediaType = variants[index].mediaType else { continue }
            var wanted = MediaKind.caseName(of: mediaType.value)
            if cases.holds(wanted), case let fuller = MediaKind.fullCaseName(of: mediaType.value), !cases.holds(fuller) { wanted = fuller }
            let claim = cases.claim(wanted, for: mediaType)
            problems.collision("media type", mediaType, wanted: wanted, claim)
            caseNames[index] = claim.name
        }
        var options: [MediaOption] = []
        for (index, variant) in variants.enumerated() {
            guard let mediaType = variant.mediaType, let caseName = caseNames[index] else { continue }
            // The method's name is claimed with the endpoints' (`nameMediaMethods`); until then, the one the spec gives.
            options.append(MediaOption(caseName: caseName, mediaType: mediaType.value, methodName: swiftName(variant.swiftName) ?? "", response: variant.response,
                                       specPath: mediaType.origin, alsoAccept: variant.alsoAccept))
        }
        let source = first.mediaType ?? endpoint.name
        let name = scope.claim("accept", for: source).name
        let listed = options.map { "`\($0.mediaType)`" }.joined(separator: ", ")
        headers.append(ParameterModel(
            specName: "Accept", specPath: source.origin, wireName: "Accept", swiftName: name,
            type: .model(""), defaultValue: .enumCase(options[0].caseName),
            description: "The media type the response is asked for: \(listed). Each has a client method of its own."
        ))
        return MediaDecision(response: first.response, options: options)
    }
}

extension Translator {
    /// Names the client method of each media option of `endpoint` (declared at `source`) in the scope of its service:
    /// the first option's is the endpoint's own; another's is the one the spec gives, else the endpoint's name followed
    /// by the option's (`completeEvents`, `reportCSV`), renamed with a warning when the service already has it.
    mutating func nameMediaMethods(of endpoint: inout EndpointModel, source: Located<String>, in scopes: inout [String?: NameScope]) {
        for index in endpoint.mediaOptions.indices {
            guard index > 0 else {
                endpoint.mediaOptions[index].methodName = endpoint.caseName
                continue
            }
            let option = endpoint.mediaOptions[index]
            let wanted = option.methodName.isEmpty ? endpoint.caseName + MediaKind.methodSuffix(ofCase: option.caseName) : option.methodName
            let claim = scopes[endpoint.group, default: NameScope()].claim(wanted, for: source)
            if claim.collidedWith != nil || claim.reservedFor != nil {
                problems.warning("the method asking endpoint '\(source.value)' for \(option.mediaType) would be '\(wanted)', which the client already has; it is named '\(claim.name)'",
                                 at: source, hint: "give the media type a \"swiftName\"")
            }
            endpoint.mediaOptions[index].methodName = claim.name
        }
    }
}
