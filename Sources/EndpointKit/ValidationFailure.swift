/// A value that breaks a constraint declared in the spec, found before anything was sent.
public struct ValidationFailure: Sendable, Hashable, CustomStringConvertible {
    /// The constraint that failed.
    public enum Rule: Sendable, Hashable {
        case minLength(Int)
        case maxLength(Int)
        case minimum(String)
        case maximum(String)
        /// The value must be greater than this bound.
        case exclusiveMinimum(String)
        /// The value must be less than this bound.
        case exclusiveMaximum(String)
        case pattern(String)
    }

    /// The parameter or property as named in Swift, e.g. `email` or `Credentials.email`.
    public var parameter: String
    public var rule: Rule

    public init(parameter: String, rule: Rule) {
        self.parameter = parameter
        self.rule = rule
    }

    /// The parameter named from `path`, where the model it was found in is held: the model's type, the name's first
    /// part (`Pet` of `Pet.name` or `Pet.tags[0]`), gives way to `path` (`pets[2].name`).
    func within(_ path: String) -> String {
        guard let start = parameter.firstIndex(where: { $0 == "." || $0 == "[" }) else { return path }
        return path + parameter[start...]
    }

    /// E.g. `email must not be shorter than 1 character`.
    public var description: String {
        switch rule {
        case .minLength(let length): "\(parameter) must not be shorter than \(length) \(length == 1 ? "character or element" : "characters or elements")"
        case .maxLength(let length): "\(parameter) must not be longer than \(length) \(length == 1 ? "character or element" : "characters or elements")"
        case .minimum(let bound): "\(parameter) must be at least \(bound)"
        case .maximum(let bound): "\(parameter) must be at most \(bound)"
        case .exclusiveMinimum(let bound): "\(parameter) must be greater than \(bound)"
        case .exclusiveMaximum(let bound): "\(parameter) must be less than \(bound)"
        case .pattern(let pattern): "\(parameter) must match the pattern \(pattern)"
        }
    }
}
