/// Every type name generated code refers to, from EndpointKit, Foundation and the standard library, and those code
/// using the SDK does.
///
/// A spec name equal to one of these would shadow it inside the generated module (or in the app), so the model stage
/// renames such models, and the OpenAPI importer does not choose them. Keep this list in step with what the emitters print:
/// compiling `Generated/` catches drift.
package enum RuntimeSymbols {
    /// Types from EndpointKit.
    package static let endpointKit: Set<String> = [
        "APIClient", "BasicCredential", "CalendarDate", "Credential", "DeprecatedPropertyValidation", "Endpoint", "EndpointError", "EndpointKit", "GeneratedEndpoint", "HTTPHeader",
        "HTTPMethod", "Indirect", "JSONValue", "LowercaseUUIDEncodable", "LowercaseUUIDKey", "Middleware", "MultipartFile", "MultipartForm", "FormField", "FormValue", "Nullable", "PageSequence", "ParameterValue", "QueryStyle", "PathSegment", "PercentEncoding", "QueryItem",
        "ReceivedResponse", "RequestBody", "RequestParts", "SampleResponse", "SampleRoute", "Server", "ServerErrorBody", "ServerSentEvent", "TokenProvider",
        "Transport", "URIReference", "URLSessionTransport", "Validatable", "Validate",
    ]

    /// Types from Foundation.
    package static let foundation: Set<String> = ["Data", "Date", "Foundation", "TimeInterval", "URL", "URLSession", "UUID"]

    /// Types from Foundation and the standard library.
    package static let platform: Set<String> = foundation.union([
        "Any", "AnyObject", "Array", "AsyncThrowingStream", "Bool", "CaseIterable", "Codable", "CodingKey", "CodingKeys", "Decodable",
        "Decoder", "DecodingError", "Dictionary", "Double", "Encodable", "Encoder", "Equatable", "Error", "Float",
        "Hashable", "Int", "Int32", "Int64", "Never", "Optional", "RawRepresentable", "Result", "Self", "Sendable",
        "Protocol", "String", "Swift", "Task", "Type", "Void",
    ])

    /// Types of the standard library and Foundation that code using a generated SDK names, beside those generated code
    /// does: a model named so hid Swift's in every file importing the SDK (Chroma's `Collection` broke
    /// `func total<C: Collection>`; a `Set` model, every `Set<Int>`), or made a Foundation one ambiguous.
    package static let appFacing: Set<String> = [
        "Actor", "AsyncSequence", "AsyncStream", "AttributedString", "BidirectionalCollection", "BinaryInteger", "Bundle", "Calendar",
        "Character", "CharacterSet", "ClosedRange", "Collection", "Comparable", "CustomDebugStringConvertible", "CustomStringConvertible",
        "DateComponents", "DateFormatter", "Decimal", "Duration", "FileManager", "FixedWidthInteger", "Hasher", "Identifiable",
        "IndexPath", "IndexSet", "Int16", "Int8", "IteratorProtocol", "JSONDecoder", "JSONEncoder", "KeyPath", "Locale", "MainActor",
        "Mirror", "MutableCollection", "Notification", "NotificationCenter", "NumberFormatter", "Numeric", "ObjectIdentifier",
        "OptionSet", "RandomAccessCollection", "Range", "RangeReplaceableCollection", "Sequence", "Set", "StringProtocol", "Substring",
        "TimeZone", "Timer", "UInt", "UInt16", "UInt32", "UInt64", "UInt8", "URLComponents", "URLQueryItem", "URLRequest",
        "HTTPURLResponse", "UserDefaults",
    ]

    /// The names no endpoint method of a generated service can take, and what each names: its own members, and `self`,
    /// which a call cannot name without backticks (`client.users.self()` is the service itself). An endpoint named so is
    /// renamed.
    package static let serviceMembers: [String: String] = [
        "apiClient": "the runtime client the service sends through", "init": "the service's initializer", "self": "the service itself",
    ]

    package static func isReserved(_ name: String) -> Bool {
        endpointKit.contains(name) || platform.contains(name) || appFacing.contains(name)
    }
}
