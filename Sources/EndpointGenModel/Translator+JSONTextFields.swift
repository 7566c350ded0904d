import EndpointGenSpec

extension Translator {
    /// A form field with `"contentType": "application/json"`: any type, sent as its JSON text (OpenAPI's default for
    /// an object in a form), so neither a style nor `allowReserved` applies.
    mutating func translateJSONTextField(_ parameter: ParameterSpec, contentType: Located<String>, type: SwiftType, scope: inout NameScope) -> ParameterModel? {
        guard SpecReader.isMediaType(contentType.value, allowingRanges: false), MediaKind(contentType.value) == .json else {
            problems.error("a form field's 'contentType' must be a JSON media type, found '\(contentType.value)'", at: contentType,
                           hint: "write \"application/json\" to send the value as JSON text, or remove it to send the value as text")
            return nil
        }
        if let styled = parameter.style ?? parameter.explode.map({ $0.with(String($0.value)) }) {
            problems.error("a form field sent as JSON text has no 'style' or 'explode'", at: styled,
                           hint: "remove them, or remove 'contentType' to write the value in a style")
            return nil
        }
        if let allowReserved = parameter.allowReserved {
            problems.error("a form field sent as JSON text has no 'allowReserved'", at: allowReserved, hint: "remove it")
            return nil
        }
        let wanted = swiftName(parameter.swiftName).map(Naming.memberName) ?? memberName(ofKey: parameter.key.value)
        let claim = scope.claim(wanted, for: parameter.key)
        problems.collision("form field", parameter.key, wanted: wanted, claim)
        return ParameterModel(
            specName: parameter.key.value, specPath: parameter.key.origin, wireName: parameter.wireName?.value ?? parameter.key.value,
            swiftName: claim.name, type: type, defaultValue: type.isOptional ? DefaultValue.none : nil, description: parameter.description,
            // Its bounds are the value's, whatever text carries it (a grid's `maximum` went unchecked).
            constraints: translateConstraints(parameter.constraints, type: type), sendsJSONText: true
        )
    }
}
