import EndpointGenJSON

/// A Swift type the generated code uses, decided by ``Translator``.
// Only the cases that hold another type are indirect: a model's name is held in place, as every property and
// parameter type names one, and boxing each name was an allocation per type made.
package enum SwiftType: Sendable, Hashable {
    case string, int, int32, int64, double, bool, date, calendarDate, uuid, url, data
    /// Any JSON value, as EndpointKit's `JSONValue`.
    case json
    case model(String)
    indirect case array(SwiftType)
    indirect case dictionary(SwiftType)
    indirect case optional(SwiftType)
    /// EndpointKit's `Nullable<T>`: a value or an explicit `null`.
    indirect case nullable(SwiftType)

    /// The Swift type of each of the spec's scalar type names (``TypeExpression/scalarNames``).
    package static let scalars: [String: SwiftType] = [
        "string": .string, "int": .int, "int32": .int32, "int64": .int64, "double": .double, "bool": .bool,
        "date-time": .date, "date": .calendarDate, "uuid": .uuid, "url": .url, "bytes": .data,
        "json": .json,
    ]

    /// The type as written in Swift source.
    package var code: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .int32: "Int32"
        case .int64: "Int64"
        case .double: "Double"
        case .bool: "Bool"
        case .date: "Date"
        case .calendarDate: "CalendarDate"
        case .data: "Data"
        case .uuid: "UUID"
        // Foundation's URL rewrites what it parses (`{ID}` becomes `%7BID%7D`); EndpointKit's keeps the text.
        case .url: "URIReference"
        case .json: "JSONValue"
        case .model(let name): name
        case .array(let element): "[\(element.code)]"
        case .dictionary(let value): "[String: \(value.code)]"
        case .optional(let wrapped): "\(wrapped.code)?"
        case .nullable(let wrapped): "Nullable<\(wrapped.code)>"
        }
    }

    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Whether the type is an array (not an optional one).
    package var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    package var unwrapped: SwiftType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// Whether the type is a `UUID` or holds them through optionals, arrays, dictionaries and `Nullable`s, which
    /// EndpointKit's `LowercaseUUIDEncodable` writes in lowercase (a model holding one writes its own).
    package var holdsUUIDs: Bool {
        switch self {
        case .uuid: true
        case .array(let inner), .dictionary(let inner), .optional(let inner), .nullable(let inner): inner.holdsUUIDs
        case .string, .int, .int32, .int64, .double, .bool, .date, .calendarDate, .url, .data, .json, .model: false
        }
    }

    /// Whether the type is an integer of any width (`Int`, `Int32`, `Int64`).
    package var isInteger: Bool {
        [.int, .int32, .int64].contains(self)
    }

    /// The type a `Nullable` wraps; itself for any other type.
    package var nonNullable: SwiftType {
        if case .nullable(let wrapped) = self { wrapped } else { self }
    }

    /// Whether a value can be written as a path segment, query item, form field or header.
    var isParameterScalar: Bool {
        switch self {
        case .string, .int, .int32, .int64, .double, .bool, .date, .calendarDate, .uuid, .url, .data: true
        case .json, .model, .array, .dictionary, .optional, .nullable: false
        }
    }
}
