/// The access level of the generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`
    case `package`
    case `internal`

    /// The modifiers of a generated type or extension: the access level and `nonisolated`.
    ///
    /// `nonisolated` keeps the declarations free of any actor in a module built with default MainActor
    /// isolation, where a main-actor-isolated `Codable` or `ServerErrorBody` conformance cannot be used
    /// by the nonisolated runtime. A protocol takes ``modifier`` alone: `nonisolated` on it made the methods of a
    /// conforming `@MainActor` fake nonisolated, which then could not touch the fake's state.
    package var declarationModifiers: String { modifier + "nonisolated " }

    /// The modifier with its trailing space, empty for `internal` (the default needs no keyword).
    package var modifier: String {
        switch self {
        case .public: "public "
        case .package: "package "
        case .internal: ""
        }
    }
}
