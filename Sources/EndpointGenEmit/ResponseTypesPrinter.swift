import EndpointGenModel

/// Prints the types nested in an endpoint enum for its endpoints' responses: `<Case>Response`, an enum
/// with a case per success status, and `<Case>Headers`, a struct of the declared response header fields.
struct ResponseTypesPrinter {
    let endpointType: String
    let access: AccessLevel

    /// Prints `extension <Enum> { … }` when any of `endpoints` needs a nested type.
    func print(_ endpoints: [EndpointModel], into printer: inout CodePrinter) {
        let needing = endpoints.filter { endpoint in
            if case .byStatus = endpoint.response { return true }
            return !endpoint.responseHeaders.isEmpty
        }
        guard !needing.isEmpty else { return }
        printer.line()
        printer.block("extension \(endpointType)") { printer in
            var first = true
            for endpoint in needing {
                if case .byStatus(let statuses) = endpoint.response, let name = endpoint.responseType {
                    if !first { printer.line() }
                    first = false
                    printResponseEnum(endpoint, named: name, statuses, into: &printer)
                }
                if let name = endpoint.headersType {
                    if !first { printer.line() }
                    first = false
                    printHeaders(endpoint, named: name, into: &printer)
                }
            }
        }
    }

    private func printResponseEnum(_ endpoint: EndpointModel, named name: String, _ statuses: [EndpointModel.StatusResponse], into printer: inout CodePrinter) {
        printer.documentation("The success responses of `\(endpoint.caseName)`, one case per status.", remark: endpoint.responseSpecPath)
        printer.block("\(access.declarationModifiers)enum \(name): Hashable, Sendable") { printer in
            for status in statuses {
                printer.documentation("Status \(status.status).")
                let payload: String
                switch status.body {
                case .data: payload = "(Data)"
                case .decoded(let type): payload = "(\(type.code))"
                case .none, .byStatus: payload = ""
                }
                printer.line("case \(Naming.escaped(status.caseName))\(payload)")
            }
        }
    }

    private func printHeaders(_ endpoint: EndpointModel, named name: String, into printer: inout CodePrinter) {
        let headers = endpoint.responseHeaders
        printer.documentation("The response header fields of `\(endpoint.caseName)`.", remark: endpoint.responseHeadersSpecPath)
        printer.block("\(access.declarationModifiers)struct \(name): Hashable, Sendable") { printer in
            for header in headers {
                printer.documentation(header.description ?? "The `\(header.wireName)` field.")
                printer.line("\(access.modifier)var \(Naming.escaped(header.swiftName)): \(header.type.code)")
            }
            printer.line()
            printer.documentation("Creates the header fields, e.g. for a fake of the API.")
            let arguments = headers.map { "\(Naming.escaped($0.swiftName)): \($0.type.code)" + ($0.type.isOptional ? " = nil" : "") }
            printer.block("\(access.modifier)init(\(arguments.joined(separator: ", ")))") { printer in
                for header in headers {
                    printer.line("self.\(Naming.escaped(header.swiftName)) = \(Naming.escaped(header.swiftName))")
                }
            }
            printer.line()
            printer.documentation("Reads the fields from a response; a missing required field or a malformed value throws ``EndpointError/decoding(_:)``.")
            printer.block("\(access.modifier)init(_ response: ReceivedResponse) throws(EndpointError)") { printer in
                for header in headers {
                    let read = header.type.isOptional ? "headerIfPresent" : "header"
                    // `self.`: a field may be named `response`, like the parameter it is read from.
                    printer.line("self.\(Naming.escaped(header.swiftName)) = try response.\(read)(\(SwiftLiteral.string(header.wireName)), as: \(header.type.unwrapped.code).self)")
                }
            }
        }
    }
}
