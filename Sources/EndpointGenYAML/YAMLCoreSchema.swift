import EndpointGenJSON

/// The YAML 1.2 core schema's resolution of plain scalars: `null`, booleans and numbers; everything else, YAML
/// 1.1's `yes`/`no`/`on`/`off` included, is a string. Numbers are rewritten as JSON number text.
enum YAMLCoreSchema {
    /// The value of a plain scalar, or nil for `.inf` and `.nan`, which JSON cannot hold.
    static func value(ofPlain text: String) -> JSONValue? {
        // The first byte decides which resolutions can apply; most scalars, keys above all, are plainly text.
        guard let first = text.utf8.first else { return .null }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            return isNull(text) ? .null : .string(text)
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return bool(text).map(JSONValue.bool) ?? .string(text)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            if let number = integerText(text) ?? floatText(text) { return .number(JSONNumber(text: number)) }
            return isSpecialFloat(text) ? nil : .string(text)
        default:
            return .string(text)
        }
    }

    /// Whether `text` is one of the core schema's nulls: `~`, `null`, `Null`, `NULL` or nothing.
    static func isNull(_ text: String) -> Bool {
        switch text.utf8.count {
        case 0: true
        case 1: text == "~"
        // Only words of the right length are compared, so keys such as `name` or `nullable` cost a length check.
        case 4: text == "null" || text == "Null" || text == "NULL"
        default: false
        }
    }

    /// The boolean `text` spells (`true`, `True`, `TRUE`, `false`, `False`, `FALSE`), if any.
    static func bool(_ text: String) -> Bool? {
        switch text.utf8.count {
        case 4 where text == "true" || text == "True" || text == "TRUE": true
        case 5 where text == "false" || text == "False" || text == "FALSE": false
        default: nil
        }
    }

    /// Whether `text` is `.inf`, `.nan` or a variant, which are floats without a JSON form.
    static func isSpecialFloat(_ text: String) -> Bool {
        let unsigned = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : text[...]
        return [".inf", ".Inf", ".INF"].contains(unsigned) || [".nan", ".NaN", ".NAN"].contains(text)
    }

    /// The JSON text of a core schema integer (`12`, `-0012`, `+3`, `0o17`, `0x1F`), or nil.
    static func integerText(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        if bytes.count > 2 && bytes[0] == UInt8(ascii: "0") && (bytes[1] == UInt8(ascii: "x") || bytes[1] == UInt8(ascii: "o")) {
            guard let value = UInt64(String(decoding: bytes[2...], as: UTF8.self), radix: bytes[1] == UInt8(ascii: "x") ? 16 : 8),
                  bytes[2...].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") }) else { return nil }
            return String(value)
        }
        let signed = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+")
        let digits = bytes[(signed ? 1 : 0)...]
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        return (bytes.first == UInt8(ascii: "-") ? "-" : "") + withoutLeadingZeros(digits)
    }

    /// The JSON text of a core schema float (`1.5`, `.5`, `1.`, `-2e10`), or nil.
    static func floatText(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? 1 : 0
        let integerStart = index
        while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        let integer = bytes[integerStart..<index]
        var fraction = bytes[index..<index]
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
            fraction = bytes[fractionStart..<index]
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        var exponent = ""
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            var sign = ""
            if index < bytes.count && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")) {
                sign = bytes[index] == UInt8(ascii: "-") ? "-" : "+"
                index += 1
            }
            let exponentStart = index
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
            guard index > exponentStart else { return nil }
            exponent = "e" + sign + String(decoding: bytes[exponentStart..<index], as: UTF8.self)
        }
        guard index == bytes.count else { return nil }
        return (bytes.first == UInt8(ascii: "-") ? "-" : "") + withoutLeadingZeros(integer)
            + (fraction.isEmpty ? "" : "." + String(decoding: fraction, as: UTF8.self)) + exponent
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func withoutLeadingZeros(_ digits: ArraySlice<UInt8>) -> String {
        let significant = digits.drop { $0 == UInt8(ascii: "0") }
        return significant.isEmpty ? "0" : String(decoding: significant, as: UTF8.self)
    }
}
