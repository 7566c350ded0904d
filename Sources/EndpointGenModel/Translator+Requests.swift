extension Translator {
    /// Decides what each endpoint's request code needs once every model is known: whether its JSON body is
    /// validated and whether it opts out of the API's credentials.
    func decideRequests(_ endpoints: [EndpointModel], models: [ModelDeclaration], auth: AuthModel) -> [EndpointModel] {
        let validated = Set(models.compactMap { model in
            if case .object(let object) = model, object.validates { object.name } else { nil }
        })
        return endpoints.map { endpoint in
            var decided = endpoint
            if case .json(let body, _)? = endpoint.body, case .model(let name) = body.type.unwrapped {
                decided.validatesBody = validated.contains(name)
            }
            decided.optsOutOfAuthentication = !auth.isEmpty && !endpoint.requiresAuth
            return decided
        }
    }
}
