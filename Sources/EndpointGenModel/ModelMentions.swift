/// The models that endpoints and API-wide declarations name in their types, which ``ShapeSharing/unnamed(_:aliases:namedElsewhere:)``
/// must keep declared.
extension APIModel {
    /// The names of the models mentioned anywhere but in models: endpoint parameters and bodies, responses of every
    /// media type and status, error bodies, response headers, paging, the shared parameters and the error body.
    package static func modelsMentioned(by endpoints: [EndpointModel], sharedParameters: [SharedParameter], errorBody: ErrorBodyModel?) -> Set<String> {
        var names: Set<String> = []
        func addType(_ type: SwiftType) { _ = type.renamingModels { names.insert($0); return $0 } }
        func addResponse(_ response: EndpointModel.Response) {
            switch response {
            case .decoded(let type), .decodedWithin(let type, _): addType(type)
            case .byStatus(let statuses): statuses.forEach { addResponse($0.body) }
            case .stream(.decodedEvents(let type, _)), .stream(.jsonLines(let type)): addType(type)
            case .none, .data, .bytes, .text, .stream(.events): break
            }
        }
        for endpoint in endpoints {
            (endpoint.parameters + endpoint.responseHeaders).forEach { addType($0.type) }
            addResponse(endpoint.response)
            endpoint.mediaOptions.forEach { addResponse($0.response) }
            endpoint.errors.forEach { addType($0.type) }
            if let paging = endpoint.paging { [paging.responseType, paging.itemType].forEach(addType) }
        }
        for parameter in sharedParameters {
            if case .supplied(_, let type, _) = parameter.value { addType(type) }
        }
        if let errorBody { names.insert(errorBody.typeName) }
        return names
    }
}

extension ModelDeclaration {
    /// The names of every model its declaration mentions (property, extra-key and alternative types), on which its
    /// shape depends.
    var mentionedModels: [String] {
        // Each type read in place and walked without being made again: collecting the types copied every property,
        // and renaming them to read their names built new types.
        var names: [String] = []
        switch self {
        case .object(let object):
            for index in object.properties.indices { object.properties[index].type.forEachModel { names.append($0) } }
            object.additionalProperties?.valueType.forEachModel { names.append($0) }
        case .enumeration:
            break
        case .union(let union):
            for index in union.alternatives.indices { union.alternatives[index].type?.forEachModel { names.append($0) } }
        }
        return names
    }
}

extension [ModelDeclaration] {
    /// The models reachable from `roots`: those named, and those their declarations mention, transitively.
    func reachable(from roots: Set<String>) -> Set<String> {
        var position: [String: Int] = Dictionary(minimumCapacity: count)
        for (index, model) in enumerated() { position[model.name] = index }
        var reached: Set<String> = []
        var pending = [String](roots)
        while let name = pending.popLast() {
            guard reached.insert(name).inserted, let index = position[name] else { continue }
            pending += self[index].mentionedModels
        }
        return reached
    }
}
