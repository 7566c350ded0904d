/// A stored property of an object model.
///
/// Its fields are held copy-on-write: models are read whole in many places (their properties filtered, compared as
/// shapes, printed), and each copy of the dozen fields retained and released them all: TMDB's 5,200 properties were
/// copied and destroyed half a million times.
package struct PropertyModel: Sendable, Hashable {
    private struct Fields: Sendable, Hashable {
        var specName: String
        var specPath: String
        var swiftName: String
        var wireName: String
        var type: SwiftType
        var description: String?
        var deprecation: DeprecationModel?
        var constraints: Constraints
        var coding: PropertyCoding
        var isReadOnly: Bool
        var indirectStorage: String?
        var validatesNested: Bool
    }

    private var fields: CopyOnWrite<Fields>

    init(
        specName: String, specPath: String, swiftName: String, wireName: String, type: SwiftType, description: String? = nil,
        deprecation: DeprecationModel? = nil, constraints: Constraints = Constraints(), coding: PropertyCoding = .standard,
        isReadOnly: Bool = false, indirectStorage: String? = nil, validatesNested: Bool = false
    ) {
        fields = CopyOnWrite(Fields(
            specName: specName, specPath: specPath, swiftName: swiftName, wireName: wireName, type: type, description: description,
            deprecation: deprecation, constraints: constraints, coding: coding, isReadOnly: isReadOnly,
            indirectStorage: indirectStorage, validatesNested: validatesNested
        ))
    }

    /// The property's key in the spec.
    package var specName: String {
        get { fields.value.specName }
        set { fields.value.specName = newValue }
    }

    /// Where the spec declares it, as a JSON path.
    package var specPath: String {
        get { fields.value.specPath }
        set { fields.value.specPath = newValue }
    }

    package var swiftName: String {
        get { fields.value.swiftName }
        set { fields.value.swiftName = newValue }
    }

    package var wireName: String {
        get { fields.value.wireName }
        set { fields.value.wireName = newValue }
    }

    package var type: SwiftType {
        get { fields.value.type }
        set { fields.value.type = newValue }
    }

    package var description: String? {
        get { fields.value.description }
        set { fields.value.description = newValue }
    }

    package var deprecation: DeprecationModel? {
        get { fields.value.deprecation }
        set { fields.value.deprecation = newValue }
    }

    package var constraints: Constraints {
        get { fields.value.constraints }
        set { fields.value.constraints = newValue }
    }

    package var coding: PropertyCoding {
        get { fields.value.coding }
        set { fields.value.coding = newValue }
    }

    /// Set by the server: decoded from responses, left out of what a request sends.
    package var isReadOnly: Bool {
        get { fields.value.isReadOnly }
        set { fields.value.isReadOnly = newValue }
    }

    /// The private stored property, of type `Indirect<T>`, behind this one when it closes a cycle of models that
    /// contain each other by value; nil for a plain stored property.
    package var indirectStorage: String? {
        get { fields.value.indirectStorage }
        set { fields.value.indirectStorage = newValue }
    }

    /// Whether it holds object models with a `validate()` (directly, optional, in arrays or dictionaries), which the
    /// model's `validate()` calls.
    package var validatesNested: Bool {
        get { fields.value.validatesNested }
        set { fields.value.validatesNested = newValue }
    }

    package var isIndirect: Bool { indirectStorage != nil }
    /// Whether the model's `validate()` reads it.
    package var isChecked: Bool { !constraints.isEmpty || validatesNested }
}
