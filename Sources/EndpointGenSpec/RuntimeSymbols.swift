/// Every type name generated code refers to, from EndpointKit, Foundation and the standard library.
///
/// A spec name equal to one of these would shadow it inside the generated module, so the model stage renames such
/// models, and the OpenAPI importer does not choose them. Keep this list in step with what the emitters print:
/// compiling `Generated/` catches drift.
package enum RuntimeSymbols {
    /// Types from EndpointKit.
    package static let endpointKit: Set<String> = [
        "APIClient", "BasicCredential", "CalendarDate", "Credential", "DeprecatedPropertyValidation", "Endpoint", "EndpointError", "EndpointKit", "GeneratedEndpoint", "HTTPHeader",
        "HTTPMethod", "Indirect", "JSONValue", "LowercaseUUIDEncodable", "LowercaseUUIDKey", "Middleware", "MultipartFile", "MultipartForm", "FormField", "FormValue", "Nullable", "PageSequence", "ParameterValue", "QueryStyle", "PathSegment", "PercentEncoding", "QueryItem",
        "ReceivedResponse", "RequestBody", "RequestParts", "SampleResponse", "SampleRoute", "Server", "ServerErrorBody", "ServerSentEvent", "TokenProvider",
        "Transport", "URIReference", "URLSessionTransport", "Validatable", "Validate",
    ]

    /// Types from Foundation and the standard library.
    package static let platform: Set<String> = [
        "Any", "AnyObject", "Array", "AsyncThrowingStream", "Bool", "CaseIterable", "Codable", "CodingKey", "CodingKeys", "Data", "Date", "Decodable",
        "Decoder", "DecodingError", "Dictionary", "Double", "Encodable", "Encoder", "Equatable", "Error", "Float", "Foundation",
        "Hashable", "Int", "Int32", "Int64", "Never", "Optional", "RawRepresentable", "Result", "Self", "Sendable",
        "Protocol", "String", "Swift", "Task", "TimeInterval", "Type", "URL", "URLSession", "UUID", "Void",
    ]

    package static func isReserved(_ name: String) -> Bool {
        endpointKit.contains(name) || platform.contains(name)
    }
}
