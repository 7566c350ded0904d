import EndpointGenModel

extension ResponseSignature {
    /// Whether the call needs a `decode` closure body: it reads a body, several statuses or header fields.
    var decodesResponse: Bool {
        if case .byStatus = endpoint.response { return true }
        return headersStruct != nil || Self.expression(endpoint.response) != nil
    }

    /// Prints the body of the `decode` closure passed to `APIClient.send(_:errors:decode:)`, reading `response`.
    func printDecoding(into printer: inout CodePrinter) {
        let headers = headersStruct.map { "try \($0)(response)" }
        if case .byStatus(let statuses) = endpoint.response {
            let assignment = headers == nil ? "" : "let body: \(bodyType ?? "Void") = "
            printer.switchBlock("response.statusCode", assignedBy: assignment) { printer in
                for status in statuses {
                    switch status.status {
                    case .code(let code):
                        let payload = Self.expression(status.body).map { "(\($0))" } ?? ""
                        printer.line("case \(code): .\(Naming.escaped(status.caseName))\(payload)")
                    case .range:
                        let body = Self.expression(status.body).map { ", \($0)" } ?? ""
                        printer.line("case 200..<300: .\(Naming.escaped(status.caseName))(status: response.statusCode\(body))")
                    }
                }
                printer.line("default: throw response.undeclaredStatus()")
            }
            if let headers { printer.line("return (body: body, headers: \(headers))") }
        } else if let body = Self.expression(endpoint.response) {
            printer.line(CodeLine(headers.map { "(body: \(body), headers: \($0))" } ?? body))
        } else if let headers {
            printer.line(CodeLine(headers))
        }
    }

    private static func expression(_ response: EndpointModel.Response) -> String? {
        switch response {
        case .none, .byStatus, .stream: nil
        case .data: "response.body"
        case .bytes(let mediaRange): "try response.data(matching: \(SwiftLiteral.string(mediaRange)))"
        case .text(let mediaRange): "try response.text(matching: \(SwiftLiteral.string(mediaRange)))"
        case .decoded(let type): "try response.decode(\(type.code).self)"
        case .decodedWithin(let type, let mediaRange): "try response.decode(\(type.code).self, matching: \(SwiftLiteral.string(mediaRange)))"
        }
    }
}
