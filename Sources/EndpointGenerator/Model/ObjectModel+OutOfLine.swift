extension ObjectModel {
    /// Stores the property at `position` in a private `Indirect<T>` named after it (`_parent`, or `_parent2` when
    /// a property already has that name), behind a computed property of the same name and type.
    mutating func storeOutOfLine(propertyAt position: Int) {
        guard !properties[position].isIndirect else { return }
        let taken = Set(properties.map(\.swiftName) + properties.compactMap(\.indirectStorage))
        let wanted = "_" + properties[position].swiftName
        var storage = wanted
        var number = 2
        while taken.contains(storage) {
            storage = wanted + String(number)
            number += 1
        }
        properties[position].indirectStorage = storage
    }
}

extension SwiftType {
    /// The model a value of this type stores inline, if any: the model itself, or wrapped in an optional or
    /// `Nullable`. Arrays and dictionaries store their elements out of line.
    var inlineModel: String? {
        switch self {
        case .model(let name): name
        case .optional(let wrapped), .nullable(let wrapped): wrapped.inlineModel
        default: nil
        }
    }
}
