/// `responses` → native `response`: the success response typed, every other status reported.
extension OpenAPIConverter {
    /// The native `response` of an operation, or nil for `"none"`.
    ///
    /// The success response is the lowest `2xx`, else `2XX`, else `default`. A JSON body is decoded into its type,
    /// no content is `"none"`, any other media type is `"data"`.
    mutating func response(of operation: JSONNode, endpoint: String) -> NativeNode? {
        guard let responses = operation["responses"], let members = responses.members, !members.isEmpty else {
            warning("an operation without 'responses' gets no response type", at: operation["responses"] ?? operation)
            return nil
        }
        let numbered = members.compactMap { member in Int(member.key).map { (code: $0, member: member) } }
        let success = numbered.filter { (200...299).contains($0.code) }.min { $0.code < $1.code }?.member
            ?? members.first { $0.key.uppercased() == "2XX" }
            ?? members.first { $0.key == "default" }
        let others = members.filter { $0.key != success?.key }.map(\.key)
        if !others.isEmpty {
            let what = others.count == 1 ? "response \(others[0]) is" : "responses \(others.joined(separator: ", ")) are"
            warning("\(what) not expressed by the native format yet (errors decode through 'errorBody' only)", at: responses)
        }
        guard let success, let response = dereferenced(success.value) else { return nil }
        if let headers = response["headers"]?.members, !headers.isEmpty {
            warning("response headers \(headers.map(\.key).joined(separator: ", ")) are not expressed by the native format yet", at: response["headers"] ?? response)
        }
        if let links = response["links"] { warning("response 'links' are not supported by the native format; ignored", at: links) }
        guard let content = response["content"]?.members, !content.isEmpty, success.key != "204" else { return nil }
        for media in content {
            for key in ["example", "examples"] { if let node = media.value[key] { dropped.note("response example", at: node) } }
        }
        guard let json = content.first(where: { BodyKind(mediaType: $0.key) == .json }) else {
            return .string("data", from: content.first?.value)
        }
        if content.count > 1 {
            warning("response also has \(content.map(\.key).filter { $0 != json.key }.joined(separator: ", ")); the native spec decodes \(json.key) only", at: response["content"] ?? response)
        }
        guard let schema = json.value["schema"] else { return .string("json", from: json.value) }
        if typeNames(of: schema).names == ["string"], schema["format"]?.string == "binary" { return .string("data", from: schema) }
        return .string(type(of: schema, hint: Naming.upperCamel(endpoint) + "Response"), from: schema)
    }
}
