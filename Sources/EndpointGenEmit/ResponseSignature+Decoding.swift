import EndpointGenModel

extension ResponseSignature {
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
        case .none, .byStatus, .stream: nil
        case .data: "response.body"
        case .bytes(let mediaRange): "try response.data(matching: \(SwiftLiteral.string(mediaRange)))"
        case .text(let mediaRange): "try response.text(matching: \(SwiftLiteral.string(mediaRange)))"
        case .decoded(let type): "try response.decode(\(type.code).self)"
        }
    }
}
