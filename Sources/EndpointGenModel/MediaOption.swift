/// One media type of an endpoint whose response comes in several (`application/json` or `text/event-stream`): a case
/// of the nested enum that its `Accept` header parameter takes, and the client method that asks for it.
package struct MediaOption: Sendable, Equatable {
    /// The case of the nested enum, e.g. `events`.
    package var caseName: String
    /// The media type (or range) as the spec declares it, e.g. `text/event-stream`.
    package var mediaType: String
    /// The client method that asks for it: the endpoint's own name for the first option, e.g. `completeEvents` for
    /// another.
    package var methodName: String
    /// What that method returns.
    package var response: EndpointModel.Response
    /// The nested enum of its success statuses, when it has several (as for ``EndpointModel/responseType``).
    package var responseType: String?
    /// Where the spec declares the media type, as a JSON path.
    package var specPath: String
    /// The media types its method asks for after its own and reads as it reads that one (`text/xml` after
    /// `application/xml`).
    package var alsoAccept: [String] = []

    /// The `Accept` field its client method sends: the media type and those it reads alike, with JSON first for a type
    /// decoded from a range.
    package var acceptValue: String { response.accept(asking: ([mediaType] + alsoAccept).joined(separator: ", ")) }
}

/// A response body read as it arrives, element by element.
package enum StreamResponse: Sendable, Equatable {
    /// Server-Sent Events as they are: EndpointKit's `ServerSentEvent`.
    case events
    /// The data of each Server-Sent Event decoded from JSON; an event whose data is `terminator` ends the stream.
    case decodedEvents(SwiftType, terminator: String?)
    /// Each line of a JSON-lines body (`application/jsonl`, `application/x-ndjson`) decoded from JSON.
    case jsonLines(SwiftType)

    /// The Swift type of each element.
    package var elementCode: String {
        switch self {
        case .events: "ServerSentEvent"
        case .decodedEvents(let type, _), .jsonLines(let type): type.code
        }
    }
}

extension EndpointModel {
    /// The endpoint as the client method of `option` reads it: that option's response and status enum, and no other
    /// options, so that ``ResponseSignature`` describes that method.
    package func answering(_ option: MediaOption) -> EndpointModel {
        var chosen = self
        chosen.response = option.response
        chosen.responseType = option.responseType
        chosen.mediaOptions = []
        return chosen
    }
}

/// One method of an endpoint on the client, its service and their protocol: the endpoint's own, or one per media
/// option after the first.
package struct ClientMethodModel: Sendable, Equatable {
    /// The method's name.
    package var name: String
    /// The endpoint as this method reads it (see ``EndpointModel/answering(_:)``).
    package var endpoint: EndpointModel
    /// The parameters the method takes: the endpoint's, without the `Accept` header parameter of a media choice.
    package var parameters: [ParameterModel]
    /// The Swift name of the `Accept` header parameter of a media choice, which the method sets to ``acceptCase``.
    package var acceptParameter: String?
    /// The case of the media enum the method asks for, e.g. `events`.
    package var acceptCase: String?
    /// The media type it asks for when it is one of several, for its documentation.
    package var mediaType: String?
}

extension EndpointModel {
    /// The client methods of the endpoint: one, or one per media option.
    package var clientMethods: [ClientMethodModel] {
        // A stream field is the method's to set, not the caller's.
        let streamField: String? = if case .field(let name)? = streamFlag { name } else { nil }
        let callersParameters = parameters.filter { $0.swiftName != streamField }
        guard !mediaOptions.isEmpty, let accept = headers.last else {
            return [ClientMethodModel(name: caseName, endpoint: self, parameters: callersParameters)]
        }
        let taken = callersParameters.filter { $0 != accept }
        return mediaOptions.map { option in
            ClientMethodModel(name: option.methodName, endpoint: answering(option), parameters: taken,
                              acceptParameter: accept.swiftName, acceptCase: option.caseName, mediaType: option.mediaType)
        }
    }
}
