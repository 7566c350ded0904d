import EndpointGenJSON
import EndpointGenSpec

/// The model a property's inline schema is named after: the component schema that declares the property.
extension OpenAPIConverter {
    /// The Swift name of the component object schema that declares the property `schema` directly, in its
    /// `properties` or those of its `allOf` parts (`components.schemas.TaskCompact.allOf[1].properties.created_by`);
    /// nil for a property declared anywhere else. A schema that includes another through `allOf` takes the other's
    /// properties as they are: Asana's `TaskCompact.created_by` was `AttachmentResponseParentCreatedBy` in every model
    /// that has it, after the first includer the generator happened to read.
    static func declaringComponentModel(of schema: JSONNode, in componentTypes: [String: TypeExpression]) -> String? {
        // The three outermost steps rule out an operation's property without the list of every step.
        let start = schema.path.outermost(3)
        guard start.count == 3, start[0] == .key("components"), start[1] == .key("schemas"),
              case .key(let key) = start[2] else { return nil }
        let path = schema.path.components
        guard path.count >= 5, path[path.count - 2] == .key("properties") else { return nil }
        // Between the component and its `properties`, only `allOf` parts: deeper, the property is an inline object's.
        var index = 3
        while index < path.count - 2 {
            guard path[index] == .key("allOf"), index + 1 < path.count - 2, case .index = path[index + 1] else {
                return nil
            }
            index += 2
        }
        return componentTypes[key]?.unwrapped.name
    }
}
