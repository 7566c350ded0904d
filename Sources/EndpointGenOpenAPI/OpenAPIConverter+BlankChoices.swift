import EndpointGenJSON
import EndpointGenSpec

/// drf-spectacular writes a Django field with choices that may be blank as `oneOf: [XEnum, BlankEnum]` (and
/// `NullEnum` too when it is nullable), where `BlankEnum` is `enum: [""]`. The empty string is one more value of the
/// choice: the enum takes it as a case, and the choice is the enum, not a union of two enums that both read any text.
extension OpenAPIConverter {
    /// The string enum alternative of `alternatives` (`null` already left out) when the other one allows only `""`;
    /// nil for any other choice.
    func blankChoice(_ alternatives: [JSONNode]) -> (choices: JSONNode, blank: JSONNode)? {
        guard alternatives.count == 2 else { return nil }
        let targets = alternatives.map(peek)
        guard let blankIndex = targets.firstIndex(where: { Self.stringValues(of: $0) == [""] }) else { return nil }
        let choices = targets[1 - blankIndex]
        guard typeNames(of: choices).names.allSatisfy({ $0 == "string" }), !Self.stringValues(of: choices).isEmpty,
              let blank = targets[blankIndex]["enum"]?.elements?.first ?? targets[blankIndex]["const"] else { return nil }
        return (alternatives[1 - blankIndex], blank)
    }

    /// Gives each enum model of ``blankChoices`` its empty string value, unless it lists it already.
    mutating func foldBlankChoices() {
        for (name, blank) in blankChoices.sorted(by: { $0.key < $1.key }) {
            guard let index = modelIndex[name], case .enumeration(var cases)? = models[index].kind,
                  !cases.contains(where: { $0.value.value == .string("") }) else { continue }
            cases.append(EnumValueSpec(value: Located(.string(""), at: blank)))
            models[index].kind = .enumeration(cases)
        }
    }
}
