import EndpointGenSpec

/// Finds inline models of identical shape, so that one type serves them all.
///
/// A spec that writes its schemas inline (as many OpenAPI documents do) repeats the same shape per operation: TMDB's
/// 401 body is a new object in each of 150 operations. Each group of identical inline models keeps the first in spec
/// order as its one declaration, and every other name becomes a type alias of it: signatures keep the names the
/// spec implies, user code that names any of them keeps compiling, and adding an unrelated operation changes
/// nothing. Models the spec names itself are never merged: `Dog` and `Cat` stay two types even when alike.
package enum ShapeSharing {
    /// The aliases: each inline model's Swift name that has an earlier model of the same shape → that model's name.
    ///
    /// Two models have the same shape when they are the same kind with the same description and the same members
    /// (names, wire names, types, documentation, constraints, coding, in order), where the types they refer to count as
    /// the same when those have the same shape in turn.
    package static func aliases(of models: [ModelDeclaration], inline: Set<String>) -> [String: String] {
        var canonical: [String: String] = [:]
        // Merging models can make the models that hold them alike too, so repeat until nothing changes.
        while true {
            var first: [Shape: String] = [:]
            var merged = false
            for model in models where inline.contains(model.name) && canonical[model.name] == nil {
                guard let shape = Shape(model, canonical: canonical) else { continue }
                if let earlier = first[shape] {
                    canonical[model.name] = earlier
                    merged = true
                } else {
                    first[shape] = model.name
                }
            }
            if !merged { return canonical }
        }
    }

    /// A model without its names and spec locations, with the types it refers to replaced by their canonical names.
    private enum Shape: Hashable {
        /// `validatedAs` is the model's name when it has constraints, which its validation errors quote.
        case object(description: String?, validatedAs: String?, properties: [PropertyModel])
        case enumeration(description: String?, rawType: EnumRawType, cases: [String], values: [EnumLiteral])

        init?(_ model: ModelDeclaration, canonical: [String: String]) {
            switch model {
            case .object(let object):
                self = .object(description: object.description, validatedAs: object.hasConstraints ? object.name : nil, properties: object.properties.map { property in
                    var shape = property
                    shape.specName = ""
                    shape.specPath = ""
                    shape.type = property.type.renamingModels { canonical[$0] ?? $0 }
                    return shape
                })
            case .enumeration(let enumeration):
                self = .enumeration(description: enumeration.description, rawType: enumeration.rawType,
                                    cases: enumeration.cases.map(\.swiftName), values: enumeration.cases.map(\.value))
            case .union:
                // A union's decoding error names the union itself, so two of them are never quite the same.
                return nil
            }
        }
    }
}

extension SwiftType {
    /// The type with every model name passed through `rename`.
    func renamingModels(_ rename: (String) -> String) -> SwiftType {
        switch self {
        case .model(let name): .model(rename(name))
        case .array(let element): .array(element.renamingModels(rename))
        case .dictionary(let value): .dictionary(value.renamingModels(rename))
        case .optional(let wrapped): .optional(wrapped.renamingModels(rename))
        case .nullable(let wrapped): .nullable(wrapped.renamingModels(rename))
        default: self
        }
    }
}
