import EndpointGenSpec

/// Form and multipart fields named apart from the operation's parameters by their place, as parameters of different
/// places are (``nameApartByPlace(_:)``).
extension OpenAPIConverter {
    /// Gives a form or multipart field whose name a path, query, header or cookie parameter already has a Swift name
    /// that says it goes in the body: Petstore's `updateUser` takes a path `username` and a form field `username`,
    /// which were `username` and `username2`, and are now `username` and `usernameBody`; Twilio's phone number update
    /// has `accountSid` and `accountSidBody`.
    static func nameBodyFieldsApart(_ endpoint: inout EndpointSpec) {
        let parameters = endpoint.pathParameters + endpoint.query + endpoint.headers + endpoint.cookies
        guard !parameters.isEmpty else { return }
        let taken = Set(parameters.map { $0.swiftName?.value ?? Casing.lowerCamel($0.key.value) })
        func apart(_ body: inout BodySpec) {
            switch body {
            case .form(var fields, let location, let path):
                apart(&fields)
                body = .form(fields, location: location, path: path)
            case .multipart(var fields, let location, let path):
                apart(&fields)
                body = .multipart(fields, location: location, path: path)
            case .json, .data, .text:
                return
            }
        }
        // Each body's fields are its case's own arguments beside the same parameters, so each is named apart alone.
        func apart(_ fields: inout [ParameterSpec]) {
            let own = fields.map { $0.swiftName?.value ?? Casing.lowerCamel($0.key.value) }
            guard own.contains(where: taken.contains) else { return }
            var names = taken.union(own)
            for index in fields.indices where fields[index].swiftName == nil && taken.contains(own[index]) {
                let key = fields[index].key
                let named = Casing.lowerCamel(key.value + " body")
                guard Casing.isPlainIdentifier(named), names.insert(named).inserted else { continue }
                fields[index].swiftName = key.with(named)
            }
        }
        if var body = endpoint.body {
            apart(&body)
            endpoint.body = body
        }
        for index in endpoint.alternativeBodies.indices { apart(&endpoint.alternativeBodies[index].body) }
    }
}
