/// The access level of the generated declarations.
public enum AccessLevel: String, Sendable, CaseIterable {
    case `public`
    case `package`
    case `internal`

    /// The modifier with its trailing space, empty for `internal` (the default needs no keyword).
    var modifier: String {
        switch self {
        case .public: "public "
        case .package: "package "
        case .internal: ""
        }
    }
}
