import EndpointGenJSON
import EndpointGenSpec

/// drf-spectacular writes a Django field with choices that may be blank as `oneOf: [XEnum, BlankEnum]` (and
/// `NullEnum` too when it is nullable), where `BlankEnum` is `enum: [""]`. The choice is the enum, whose `unknown`
/// case reads and sends the empty string, not a union of two enums that both read any text. The enum gains no case
/// for it: drf shares one component enum among every field with those choices, and the others refuse `""`.
extension OpenAPIConverter {
    /// The string enum alternative of `alternatives` (`null` already left out) when the other one allows only `""`;
    /// nil for any other choice.
    func blankChoice(_ alternatives: [JSONNode]) -> JSONNode? {
        guard alternatives.count == 2 else { return nil }
        let targets = alternatives.map(peek)
        guard let blankIndex = targets.firstIndex(where: { Self.stringValues(of: $0) == [""] }) else { return nil }
        let choices = targets[1 - blankIndex]
        guard typeNames(of: choices).names.allSatisfy({ $0 == "string" }), !Self.stringValues(of: choices).isEmpty else { return nil }
        return alternatives[1 - blankIndex]
    }
}

