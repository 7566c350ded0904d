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
            return !endpoint.responseHeaders.isEmpty || !endpoint.mediaOptions.isEmpty
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
                for option in endpoint.mediaOptions.dropFirst() {
                    if case .byStatus(let statuses) = option.response, let name = option.responseType {
                        if !first { printer.line() }
                        first = false
                        printResponseEnum(endpoint, named: name, statuses, into: &printer)
                    }
                }
                if let name = endpoint.headersType {
                    if !first { printer.line() }
                    first = false
                    if let alias = endpoint.headersAlias {
                        printer.documentation("The response header fields of `\(endpoint.caseName)`, the same as those of `\(alias.caseName)`.")
                        printer.line("\(access.modifier)typealias \(name) = \(alias.target)")
                    } else {
                        printHeaders(endpoint, named: name, into: &printer)
                    }
                }
                if let accept = endpoint.headers.last, !endpoint.mediaOptions.isEmpty {
                    if !first { printer.line() }
                    first = false
                    printMediaTypes(endpoint, named: accept.type.code, into: &printer)
                }
            }
        }
    }

    private func printResponseEnum(_ endpoint: EndpointModel, named name: String, _ statuses: [EndpointModel.StatusResponse], into printer: inout CodePrinter) {
        printer.documentation("The success responses of `\(endpoint.caseName)`, one case per status.", remark: endpoint.responseSpecPath)
        printer.block("\(access.declarationModifiers)enum \(name): Hashable, Sendable") { printer in
            for status in statuses {
                let body: String? = switch status.body {
                case .data, .bytes: "Data"
                case .text: "String"
                case .decoded(let type), .decodedWithin(let type, _): type.code
                case .none, .byStatus, .stream: nil
                }
                switch status.status {
                case .code(let code):
                    printer.documentation("Status \(code).")
                    printer.line("case \(Naming.escaped(status.caseName))\(body.map { "(\($0))" } ?? "")")
                case .range:
                    printer.documentation("A 2xx status that no other case is for, which it carries.")
                    printer.line("case \(Naming.escaped(status.caseName))(status: Int\(body.map { ", \($0)" } ?? ""))")
                }
            }
        }
    }

    /// The enum of the media types the endpoint's response comes in, which its `Accept` header parameter takes.
    private func printMediaTypes(_ endpoint: EndpointModel, named name: String, into printer: inout CodePrinter) {
        printer.documentation("The media types the response of `\(endpoint.caseName)` comes in, sent as its `Accept` header field.",
                              remark: endpoint.responseSpecPath)
        printer.block("\(access.declarationModifiers)enum \(name): String, CaseIterable, Hashable, Sendable, ParameterValue") { printer in
            for option in endpoint.mediaOptions {
                printer.documentation("`\(option.mediaType)`, which `\(option.methodName)` asks for.")
                printer.line("case \(Naming.escaped(option.caseName)) = \(SwiftLiteral.string(option.acceptValue))")
            }
        }
    }

    private func printHeaders(_ endpoint: EndpointModel, named name: String, into printer: inout CodePrinter) {
        let headers = endpoint.responseHeaders
        printer.documentation("The response header fields of `\(endpoint.caseName)`.", remark: endpoint.responseHeadersSpecPath)
        printer.block("\(access.declarationModifiers)struct \(name): Hashable, Sendable") { printer in
            for header in headers {
                printer.documentation(header.headerDocumentation)
                printer.line("\(access.modifier)var \(Naming.escaped(header.swiftName)): \(header.type.code)")
            }
            printer.line()
            printer.documentation("Creates the header fields, e.g. for a fake of the API.")
            let arguments = headers.map { "\(Naming.escaped($0.swiftName)): \($0.type.code)" + ($0.type.isOptional ? " = nil" : "") }
            printer.block("\(access.modifier)init(\(arguments, separator: ", "))") { printer in
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
