import EndpointGenModel

extension PropertyModel {
    /// The property's case in the model's `CodingKeys`: its Swift name, or for a property stored in an `Indirect` the
    /// storage's name (`_parent = "parent"`), so that Swift's synthesized `Codable`, which codes stored properties by
    /// their keys, codes the storage under the property's wire name. Named after the property, it made every model
    /// with such a property write its own `init(from:)` and `encode(to:)`.
    var codingKey: String {
        indirectStorage ?? Naming.escaped(swiftName)
    }

    /// The property's case in `CodingKeys` as declared: its key, and its wire name when that differs from it.
    var codingKeyCase: String {
        wireName == (indirectStorage ?? swiftName) ? codingKey : "\(codingKey) = \(SwiftLiteral.string(wireName))"
    }
}
