import EndpointGenJSON

/// Reads the members of one JSON object by key, reporting wrong value types and unknown keys.
///
/// Every key asked for is remembered; ``finish(_:)`` reports the keys nobody asked for, with a
/// did-you-mean suggestion, so a typo such as `"reponse"` never passes silently.
package struct ObjectReader {
    package let node: JSONNode
    private let members: [JSONMember]
    private var known: [String] = []

    /// Returns nil (after reporting) when `node` is not an object.
    package init?(_ node: JSONNode, describing what: String, problems: inout Problems) {
        guard case .object(let members) = node.value else {
            problems.error("\(what) must be an object, found \(node.kindName)", at: node)
            return nil
        }
        self.node = node
        self.members = members
    }

    /// The value under `key`, if present.
    package mutating func value(_ key: String) -> JSONNode? {
        if !known.contains(key) { known.append(key) }
        return members.first { $0.key == key }?.value
    }

    /// A string under `key`; reports a present value of another type.
    package mutating func string(_ key: String, problems: inout Problems) -> Located<String>? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value.value else {
            problems.error("'\(key)' must be a string, found \(value.kindName)", at: value)
            return nil
        }
        return Located(text, at: value)
    }

    /// A required string under `key`; reports its absence at the object.
    mutating func requiredString(_ key: String, problems: inout Problems, hint: String) -> Located<String>? {
        guard value(key) != nil else {
            problems.error("missing required key '\(key)'", at: node, hint: hint)
            return nil
        }
        return string(key, problems: &problems)
    }

    /// A boolean under `key`; reports a present value of another type.
    package mutating func bool(_ key: String, problems: inout Problems) -> Located<Bool>? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value.value else {
            if let problem = YAML11Booleans.problem(with: value, key: key, file: problems.file) {
                problems.error(problem.message, at: value, hint: problem.hint)
            } else {
                problems.error("'\(key)' must be true or false, found \(value.kindName)", at: value)
            }
            return nil
        }
        return Located(flag, at: value)
    }

    /// The members of an object under `key`, in source order; reports a present value of another type.
    package mutating func members(_ key: String, problems: inout Problems) -> [JSONMember]? {
        guard let value = value(key) else { return nil }
        guard case .object(let members) = value.value else {
            problems.error("'\(key)' must be an object, found \(value.kindName)", at: value)
            return nil
        }
        return members
    }

    /// Reports every key that was never asked for.
    package func finish(_ problems: inout Problems) {
        for member in members where !known.contains(member.key) {
            let suggestion = Spelling.closest(to: member.key, among: known)
            problems.error(
                "unknown key '\(member.key)'",
                location: member.keyLocation,
                path: node.path.appending(key: member.key),
                hint: suggestion.map { "did you mean '\($0)'?" }
                    ?? "allowed keys here: \(known.map { "'\($0)'" }.joined(separator: ", "))"
            )
        }
    }
}

extension ObjectReader {
    /// The constraint keys of a parameter, property, JSON body or `additionalProperties` object, and of its `each` (its
    /// elements' constraints); their meaning is checked by the translator.
    package mutating func constraints(problems: inout Problems) -> ConstraintsSpec {
        var constraints = ConstraintsSpec()
        constraints.minLength = value("minLength").map { Located($0) }
        constraints.maxLength = value("maxLength").map { Located($0) }
        constraints.minimum = value("minimum").map { Located($0) }
        constraints.maximum = value("maximum").map { Located($0) }
        constraints.exclusiveMinimum = value("exclusiveMinimum").map { Located($0) }
        constraints.exclusiveMaximum = value("exclusiveMaximum").map { Located($0) }
        constraints.pattern = string("pattern", problems: &problems)
        if let node = value("each"), var each = ObjectReader(node, describing: "'each'", problems: &problems) {
            constraints.each = Located(each.constraints(problems: &problems), at: node)
            each.finish(&problems)
        }
        return constraints
    }
}
