import EndpointGenSpec

extension Translator {
    /// The success response: `none`, `data` or a type; by status (a 3xx such as `304 Not Modified` is an outcome the
    /// caller switches on, not an error) and by media type see ``translateSuccess(_:)``.
    mutating func translateResponse(_ response: Located<ResponseSpec>) -> EndpointModel.Response? {
        switch response.value {
        case .none: return EndpointModel.Response.none
        case .data: return .data
        case .decoded(let expression):
            return resolver.resolve(response.with(expression), problems: &problems)
                .map(EndpointModel.Response.decoded)
        case .byStatus, .content:
            // Statuses and media types are read by `translateSuccess`, one variant per media type.
            return translateSuccess(response)?.first?.response
        }
    }

    /// `errors`: a status code (300 to 599), a class (`3XX`, `4XX`, `5XX`) or `default` → the type its body decodes as.
    mutating func translateErrors(_ errors: [StatusErrorSpec]) -> [EndpointModel.StatusError] {
        errors.compactMap { entry in
            let status: EndpointModel.ErrorStatus
            let text = entry.status.value
            if text == "default" {
                status = .otherwise
            } else if text.count == 3, text.dropFirst().uppercased() == "XX", let digit = text.first?.wholeNumberValue, (3...5).contains(digit) {
                status = .range(digit)
            } else if let code = statusCode(entry.status, in: 300...599, role: "an error",
                                            hint: "write a code such as \"404\", a class such as \"4XX\", or \"default\"") {
                status = .code(code)
            } else {
                return nil
            }
            return resolver.resolve(entry.type, problems: &problems).map { EndpointModel.StatusError(status: status, type: $0) }
        }
    }

    /// `responseHeaders`: fields read from a 2xx response; scalars a header can carry, or enums.
    mutating func translateResponseHeaders(_ headers: [ParameterSpec], scope: inout NameScope) -> [ParameterModel] {
        let readable = headers.filter { header in
            guard let type = resolver.resolve(header.type, problems: &problems) else { return false }
            switch type.unwrapped {
            case .string, .int, .int32, .int64, .double, .bool, .uuid, .url:
                break
            case let other where resolver.isParameterValue(other) && !other.isParameterScalar:
                break
            default:
                problems.error("response header '\(header.key.value)' has type '\(header.type.value)', which a header field cannot carry",
                               at: header.type, hint: "use string, int, int32, int64, double, bool, uuid, url or an enum; read dates as string")
                return false
            }
            if let defaultValue = header.defaultValue {
                problems.error("response header '\(header.key.value)' cannot have a default", at: defaultValue,
                               hint: "make it optional (\"\(header.type.value)?\") if the server may leave it out")
                return false
            }
            if !header.constraints.isEmpty {
                problems.error("response header '\(header.key.value)' cannot have constraints", at: header.key,
                               hint: "constraints check what the app sends; remove them from response headers")
                return false
            }
            return true
        }
        return translateParameters(readable, role: "response header", scope: &scope)
    }

    /// `examples`: a status code (100 to 599) → a sample body of any JSON.
    mutating func translateExamples(_ examples: [ExampleSpec]) -> [EndpointModel.Example] {
        examples.compactMap { example in
            statusCode(example.status, in: 100...599, role: "an example", hint: "write e.g. \"200\"").map {
                EndpointModel.Example(status: $0, json: example.json)
            }
        }
    }

    /// The status code written as `text`, which must be a whole number in `range`.
    mutating func statusCode(_ text: Located<String>, in range: ClosedRange<Int>, role: String, hint: String) -> Int? {
        guard text.value.count == 3, let status = Int(text.value), range.contains(status) else {
            problems.error("'\(text.value)' is not a status code for \(role); use \(range.lowerBound) to \(range.upperBound)", at: text, hint: hint)
            return nil
        }
        return status
    }

    /// `ok` for 200, `created` for 201 …; `status207` for a status without a common name.
    package static func caseName(ofStatus status: Int) -> String {
        let names = [
            200: "ok", 201: "created", 202: "accepted", 203: "nonAuthoritativeInformation", 204: "noContent",
            205: "resetContent", 206: "partialContent", 300: "multipleChoices", 301: "movedPermanently", 302: "found",
            303: "seeOther", 304: "notModified", 307: "temporaryRedirect", 308: "permanentRedirect",
        ]
        return names[status] ?? "status\(status)"
    }
}
