/// What a client method returns for an endpoint, and the Swift that decodes it from a ``ReceivedResponse``.
struct ResponseSignature {
    let endpoint: EndpointModel
    /// The endpoint's enum, which holds the nested `<Case>Response` and `<Case>Headers` types.
    let endpointType: String

    /// `<Enum>.<Case>Response`, set when there are several success statuses.
    var responseEnum: String? { endpoint.responseType.map { "\(endpointType).\($0)" } }
    /// `<Enum>.<Case>Headers`, set when the endpoint declares response headers.
    var headersStruct: String? { endpoint.headersType.map { "\(endpointType).\($0)" } }

    /// The type of the decoded body, or nil when there is none.
    var bodyType: String? {
        switch endpoint.response {
        case .none: nil
        case .data: "Data"
        case .decoded(let type): type.code
        case .byStatus: responseEnum
        }
    }

    /// The method's return type; nil when it returns nothing.
    var returnType: String? {
        guard let headersStruct else { return bodyType }
        return bodyType.map { "(body: \($0), headers: \(headersStruct))" } ?? headersStruct
    }

    /// The declared success statuses outside 2xx (such as 304), which the runtime must not throw for.
    var acceptedStatuses: [Int] {
        guard case .byStatus(let statuses) = endpoint.response else { return [] }
        return statuses.map(\.status).filter { !(200..<300).contains($0) }
    }

    /// Whether the plain `send`, `send(_:decoding:)` or `data(for:)` call is enough.
    var isSimple: Bool {
        if case .byStatus = endpoint.response { return false }
        return endpoint.responseHeaders.isEmpty && endpoint.errors.isEmpty
    }

    /// The body of the `decode` closure passed to `APIClient.send(_:errors:decode:)`, reading `response`.
    func decodingLines() -> [String] {
        let headers = headersStruct.map { "try \($0)(response)" }
        switch (bodyLines(), headers) {
        case (nil, nil): return []
        case (nil, let headers?): return [headers]
        case (let body?, nil): return body
        case (let body?, let headers?):
            guard body.count > 1 else { return ["(body: \(body[0]), headers: \(headers))"] }
            return ["let body: \(bodyType ?? "Void") = " + body[0]] + body.dropFirst() + ["return (body: body, headers: \(headers))"]
        }
    }

    /// The expression (one line, or a `switch` over several) that yields the body; nil when there is none.
    private func bodyLines() -> [String]? {
        switch endpoint.response {
        case .byStatus(let statuses):
            var lines = ["switch response.statusCode {"]
            for status in statuses {
                let payload = Self.expression(status.body).map { "(\($0))" } ?? ""
                lines.append("case \(status.status): .\(Naming.escaped(status.caseName))\(payload)")
            }
            lines += ["default: throw response.undeclaredStatus()", "}"]
            return lines
        case let single:
            return Self.expression(single).map { [$0] }
        }
    }

    private static func expression(_ response: EndpointModel.Response) -> String? {
        switch response {
        case .none, .byStatus: nil
        case .data: "response.body"
        case .decoded(let type): "try response.decode(\(type.code).self)"
        }
    }
}

extension ResponseSignature: CustomStringConvertible {
    /// The return type with the statuses it covers, for `endpoint-gen diff`: `Item`, or
    /// `ShopEndpoint.CreateResponse (200: Item, 204: none)`; `none` for no content.
    var description: String {
        var text = returnType ?? "none"
        if case .byStatus(let statuses) = endpoint.response {
            text += " (" + statuses.map { "\($0.status): \(Self.describe($0.body))" }.joined(separator: ", ") + ")"
        }
        if !endpoint.responseHeaders.isEmpty {
            text += " [headers: " + endpoint.responseHeaders.map { "\($0.wireName): \($0.type.code)" }.joined(separator: ", ") + "]"
        }
        return text
    }

    private static func describe(_ response: EndpointModel.Response) -> String {
        switch response {
        case .none, .byStatus: "none"
        case .data: "Data"
        case .decoded(let type): type.code
        }
    }
}
