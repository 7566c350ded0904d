extension Translator {
    /// Decides what each endpoint's request code needs once every model is known: which parameters' models
    /// `validate()` checks, and whether it opts out of the API's credentials.
    func decideRequests(_ endpoints: [EndpointModel], models: [ModelDeclaration], auth: AuthModel) -> [EndpointModel] {
        let validated = Set(models.compactMap { model in
            switch model {
            case .object(let object) where object.validates: object.name
            case .union(let union) where union.validates: union.name
            default: nil
            }
        })
        var objects: [String: ObjectModel] = [:]
        for case .object(let object) in models { objects[object.name] = object }
        return endpoints.map { endpoint in
            var decided = endpoint
            decided.streamFlag = StreamFlag.of(endpoint) { objects[$0] }
            // A list or dictionary of models too: FastAPI's `list[Tagged]` body went unchecked; and a model
            // sent as a form field, a multipart part or a query parameter: drf-spectacular's nested serializers.
            decided.validatesNested = Set(endpoint.parameters.filter { NestedValidation.holdsModel(in: validated, $0.type) }.map(\.swiftName))
            decided.optsOutOfAuthentication = !auth.isEmpty && !endpoint.requiresAuth
            return decided
        }
    }
}
