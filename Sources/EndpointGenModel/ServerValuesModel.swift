/// The values a server variable is limited to (its `enum`, a region say): a `String` enum nested in the environment
/// type, so that the app cannot pass a value the API is not served at.
package struct ServerValuesModel: Sendable, Equatable {
    /// The name of the nested enum, unique in the environment type; variables of one name and the same values share it.
    package var typeName: String
    /// The variable's name as written in braces.
    package var variableName: String
    /// A case per value, in the spec's order.
    package var cases: [EnumModel.Case]

    /// The case whose raw value is `value`, for a default argument.
    package func caseName(of value: String) -> String? {
        cases.first { $0.value == .string(value) }?.swiftName
    }
}

extension APIModel {
    /// The enums of the server variables, each once, in the order the templates first use them.
    package var serverValueTypes: [ServerValuesModel] {
        var seen: Set<String> = []
        return serverTemplates.flatMap(\.variables).compactMap(\.values).filter { seen.insert($0.typeName).inserted }
    }
}
