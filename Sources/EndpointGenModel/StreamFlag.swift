/// The boolean a request sends to choose between one JSON answer and a stream of events: OpenAI's `stream`, in the
/// JSON bodies of chat completions and responses and in the multipart ones of transcriptions and image edits. A
/// method that reads the stream sends `true` and one that reads JSON `false`, so neither is a choice left to the
/// caller: `createChatCompletionEvents` sent the flag the caller left out, got JSON, and failed.
package enum StreamFlag: Sendable, Equatable {
    /// A form or multipart field, by its Swift name.
    case field(swiftName: String)
    /// A property of the JSON body's model: its Swift name, and whether it is `Nullable`.
    case bodyProperty(swiftName: String, nullable: Bool)

    /// The flag of `endpoint`: a boolean `stream` field or property of its body, when a method of it reads a stream;
    /// nil otherwise. `objects` gives an object model by its Swift name.
    static func of(_ endpoint: EndpointModel, objects: (String) -> ObjectModel?) -> StreamFlag? {
        let streams = { (response: EndpointModel.Response) in if case .stream = response { true } else { false } }
        guard streams(endpoint.response) || endpoint.mediaOptions.contains(where: { streams($0.response) }) else { return nil }
        switch endpoint.body {
        case .form(let fields), .multipart(let fields):
            return fields.first { $0.specName == "stream" && $0.type.unwrapped == .bool }.map { .field(swiftName: $0.swiftName) }
        case .json(let body, _):
            // A constant has no setter, and setting a deprecated property warns: those are left to the document.
            guard case .model(let name) = body.type.unwrapped, let model = objects(name),
                  let property = model.properties.first(where: { $0.specName == "stream" }),
                  property.coding.isStored, property.deprecation == nil else { return nil }
            switch property.type.unwrapped {
            case .bool: return .bodyProperty(swiftName: property.swiftName, nullable: false)
            case .nullable(.bool): return .bodyProperty(swiftName: property.swiftName, nullable: true)
            default: return nil
            }
        default:
            return nil
        }
    }
}
