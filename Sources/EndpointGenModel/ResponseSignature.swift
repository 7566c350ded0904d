/// What a client method returns for an endpoint: the body, the response enum of several statuses, the headers struct.
package struct ResponseSignature {
    package let endpoint: EndpointModel
    /// The endpoint's enum, which holds the nested `<Case>Response` and `<Case>Headers` types.
    package let endpointType: String

    package init(endpoint: EndpointModel, endpointType: String) {
        self.endpoint = endpoint
        self.endpointType = endpointType
    }

    /// `<Enum>.<Case>Response`, set when there are several success statuses.
    var responseEnum: String? { endpoint.responseType.map { "\(endpointType).\($0)" } }
    /// `<Enum>.<Case>Headers`, set when the endpoint declares response headers.
    package var headersStruct: String? { endpoint.headersType.map { "\(endpointType).\($0)" } }

    /// The type of the decoded body, or nil when there is none.
    package var bodyType: String? {
        switch endpoint.response {
        case .none: nil
        case .data, .bytes: "Data"
        case .text: "String"
        case .decoded(let type), .decodedWithin(let type, _): type.code
        case .byStatus: responseEnum
        case .stream(let stream): "AsyncThrowingStream<\(stream.elementCode), any Error>"
        }
    }

    /// The stream the method returns at once, without `async throws`; nil for a method that awaits its response.
    package var stream: StreamResponse? {
        if case .stream(let stream) = endpoint.response { return stream }
        return nil
    }

    /// The method's return type; nil when it returns nothing.
    package var returnType: String? {
        guard let headersStruct else { return bodyType }
        return bodyType.map { "(body: \($0), headers: \(headersStruct))" } ?? headersStruct
    }

    /// The declared success statuses outside 2xx (such as 304), which the runtime must not throw for.
    package var acceptedStatuses: [Int] {
        guard case .byStatus(let statuses) = endpoint.response else { return [] }
        return statuses.compactMap { entry in
            if case .code(let code) = entry.status, !entry.status.isSuccess { code } else { nil }
        }
    }

    /// Whether the plain `send`, `send(_:errors:decoding:)` (with or without error types) or `data(for:)` call is
    /// enough.
    package var isSimple: Bool {
        switch endpoint.response {
        case .byStatus, .bytes, .text, .decodedWithin, .stream: return false
        case .decoded: return endpoint.responseHeaders.isEmpty
        case .none, .data: return endpoint.responseHeaders.isEmpty && endpoint.errors.isEmpty
        }
    }
}

extension ResponseSignature: CustomStringConvertible {
    /// The return type with the statuses it covers, for `endpoint-gen diff`: `Item`, or
    /// `ShopEndpoint.CreateResponse (200: Item, 204: none)`; `none` for no content.
    package var description: String {
        var text = returnType ?? "none"
        if case .byStatus(let statuses) = endpoint.response {
            text += " (" + statuses.map { "\($0.status): \(Self.describe($0.body))" }.joined(separator: ", ") + ")"
        }
        if !endpoint.mediaOptions.isEmpty {
            // By media type: the document's order of them changes no Swift name or call.
            text += " [media: " + endpoint.mediaOptions.map { "\($0.mediaType) → \($0.methodName)" }.sorted().joined(separator: ", ") + "]"
        } else if let acceptField = endpoint.acceptField {
            text += " [\(acceptField)]"
        }
        if !endpoint.responseHeaders.isEmpty {
            text += " [headers: " + endpoint.responseHeaders.map { "\($0.wireName): \($0.type.code)" }.joined(separator: ", ") + "]"
        }
        return text
    }

    private static func describe(_ response: EndpointModel.Response) -> String {
        switch response {
        case .none, .byStatus: "none"
        case .data, .bytes: "Data"
        case .text: "String"
        case .decoded(let type), .decodedWithin(let type, _): type.code
        case .stream(let stream): "stream of \(stream.elementCode)"
        }
    }
}
