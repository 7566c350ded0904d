extension ObjectModel {
    /// Stores the property at `position` in a private `Indirect` named after it (`_parent`, or `_parent2` when
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

extension PropertyModel {
    /// The type of the private storage: `Indirect<T>?` for an optional `T?`, so that an absent value needs no
    /// allocation, and `Indirect<T>` otherwise.
    package var indirectStorageType: String {
        if case .optional(let wrapped) = type { "Indirect<\(wrapped.code)>?" } else { "Indirect<\(type.code)>" }
    }

    /// Swift that reads the storage named `storage` as a value of the property's type.
    package func unboxing(_ storage: String) -> String {
        type.isOptional ? "\(storage)?.wrappedValue" : "\(storage).wrappedValue"
    }

    /// Swift that turns `expression`, a value of the property's type, into its storage. `expression` must be a
    /// postfix expression (a name or a call, `try` included); parenthesize anything else.
    package func boxing(_ expression: String) -> String {
        type.isOptional ? "\(expression).map { Indirect(wrappedValue: $0) }" : "Indirect(wrappedValue: \(expression))"
    }
}

extension ModelDeclaration {
    /// The models this one holds by value: through properties not already stored out of line, or through the
    /// alternatives of a union that is not `indirect`.
    package var inlineModels: [String] {
        switch self {
        // Reading each property in place: filtering them first, or mapping them through a closure, copied every property,
        // and cycle breaking and nesting limits ask this of every model.
        case .object(let object):
            var names: [String] = []
            for index in object.properties.indices where !object.properties[index].isIndirect {
                if let name = object.properties[index].type.inlineModel { names.append(name) }
            }
            return names
        case .union(let union): return union.isIndirect ? [] : union.alternatives.compactMap { $0.type?.inlineModel }
        case .enumeration: return []
        }
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
