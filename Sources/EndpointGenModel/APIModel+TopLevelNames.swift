/// The names an API's generated code declares at the top level of its module.
extension APIModel {
    /// Every top-level type the generated files declare: the models (type aliases included) and, unless the spec only
    /// declares models, the endpoint, client and environment types and each group's.
    package var topLevelTypeNames: [String] {
        guard !isModelsOnly else { return models.map(\.name) }
        let groupTypes = groups.flatMap { [$0.endpointType, $0.protocolType, $0.serviceType] }
        return typeNames.all + groupTypes + models.map(\.name)
    }
}
