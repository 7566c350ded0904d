@testable import EndpointGenerator
import Testing

/// One invalid document and the single diagnostic it must produce.
struct JSONErrorCase: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var location: String
    var message: String
    var path: String
    var hint: String?

    init(_ text: String, at location: String, _ message: String, path: String = "$", hint: String? = nil) {
        self.init(bytes: Array(text.utf8), at: location, message, path: path, hint: hint)
    }

    init(bytes: [UInt8], at location: String, _ message: String, path: String = "$", hint: String? = nil) {
        self.bytes = bytes
        self.location = location
        self.message = message
        self.path = path
        self.hint = hint
    }

    var testDescription: String {
        String(decoding: bytes, as: UTF8.self).debugDescription
    }
}

private let trailingComma = "JSON does not allow a trailing comma; remove it"
private let singleQuotes = "JSON strings use double quotes, not single quotes"
private let comments = "JSON has no comments; remove it"
private let notANumber = "JSON has no NaN or Infinity; use null or a string"
private let lowercaseLiterals = "the JSON literals are true, false and null, in lowercase"
private let saveAsUTF8 = "save the file as UTF-8"
private let surrogateHint = "a high surrogate \\uD800-\\uDBFF must be followed directly by a low surrogate \\uDC00-\\uDFFF"

private let structureCases: [JSONErrorCase] = [
    .init("", at: "1:1", "expected a JSON value, found end of input", hint: "the document is empty"),
    .init("  \n ", at: "2:2", "expected a JSON value, found end of input", hint: "the document is empty"),
    .init(#"{"a": 1 "b": 2}"#, at: "1:9", "expected ',' or '}' after object member, found '\"'",
          hint: "add ',' between members"),
    .init(#"{"a": 1,}"#, at: "1:9", "expected a key in double quotes after ',', found '}'", hint: trailingComma),
    .init("[1, 2,\n]", at: "2:1", "expected a JSON value after ',', found ']'", hint: trailingComma),
    .init("{'a': 1}", at: "1:2", "expected a key in double quotes or '}', found '''", hint: singleQuotes),
    .init("['a']", at: "1:2", "expected a JSON value or ']', found '''", path: "$[0]", hint: singleQuotes),
    .init("{\n  // note\n  \"a\": 1\n}", at: "2:3", "expected a key in double quotes or '}', found '/'", hint: comments),
    .init("[1 /* x */]", at: "1:4", "expected ',' or ']' after array element, found '/'", hint: comments),
    .init("{} // end", at: "1:4", "expected end of input after the root value, found '/'", hint: comments),
    .init("{a: 1}", at: "1:2", "expected a key in double quotes or '}', found 'a'",
          hint: "object keys must be strings in double quotes"),
    .init(#"{"a" 1}"#, at: "1:6", "expected ':' after object key, found '1'", path: "$.a"),
    .init(#"{"a" = 1}"#, at: "1:6", "expected ':' after object key, found '='", path: "$.a",
          hint: "use ':' between a key and its value"),
    .init("[1 2]", at: "1:4", "expected ',' or ']' after array element, found '2'", hint: "add ',' between elements"),
    .init("[1", at: "1:3", "expected ',' or ']' after array element, found end of input",
          hint: "the array starting at 1:1 is never closed"),
    .init("{\"a\": {\"b\": 1\n", at: "2:1", "expected ',' or '}' after object member, found end of input",
          path: "$.a", hint: "the object starting at 1:7 is never closed"),
    .init("{\"a\": [1,\n 2}", at: "2:3", "expected ',' or ']' after array element, found '}'", path: "$.a"),
    .init("{\"a\": [1, }]}", at: "1:11", "expected a JSON value after ',', found '}'", path: "$.a[1]"),
    .init(#"{"a":"#, at: "1:6", "expected a JSON value after ':', found end of input", path: "$.a"),
    .init("1 2", at: "1:3", "expected end of input after the root value, found '2'"),
    .init("[é]", at: "1:2", "expected a JSON value or ']', found 'é' (U+00E9)", path: "$[0]"),
    .init("[\u{1}]", at: "1:2", "expected a JSON value or ']', found control character U+0001", path: "$[0]"),
    .init("{\"k\": undefined}", at: "1:7", "expected a JSON value after ':', found 'undefined'", path: "$.k",
          hint: "strings must be in double quotes"),
    .init("[" + String(repeating: "x", count: 40) + "]", at: "1:2",
          "expected a JSON value or ']', found '\(String(repeating: "x", count: 24))…'", path: "$[0]",
          hint: "strings must be in double quotes"),
]

private let scalarCases: [JSONErrorCase] = [
    .init("+1", at: "1:1", "expected a JSON value, found '+'", hint: "JSON numbers cannot start with '+'; remove it"),
    .init(".5", at: "1:1", "expected a JSON value, found '.'", hint: "write a leading zero, as in 0.5"),
    .init("[01]", at: "1:3", "expected '.', 'e' or the end of the number after a leading '0', found '1'",
          path: "$[0]", hint: "JSON numbers cannot have leading zeros; remove them"),
    .init("-", at: "1:2", "expected a digit after '-', found end of input"),
    .init("-Infinity", at: "1:2", "expected a digit after '-', found 'Infinity'", hint: notANumber),
    .init("NaN", at: "1:1", "expected a JSON value, found 'NaN'", hint: notANumber),
    .init("True", at: "1:1", "expected a JSON value, found 'True'", hint: lowercaseLiterals),
    .init("[nul]", at: "1:2", "expected a JSON value or ']', found 'nul'", path: "$[0]", hint: lowercaseLiterals),
    .init("truex", at: "1:1", "expected a JSON value, found 'truex'", hint: "strings must be in double quotes"),
    .init("1.", at: "1:3", "expected a digit after '.', found end of input"),
    .init("1.e5", at: "1:3", "expected a digit after '.', found 'e5'"),
    .init("1e", at: "1:3", "expected a digit in the exponent, found end of input"),
    .init("1E+x", at: "1:4", "expected a digit in the exponent, found 'x'"),
    .init("\"abc", at: "1:5", "expected '\"' to end the string, found end of input",
          hint: "the string starting at 1:1 is never closed"),
    .init("{\n  \"a\": \"x\ny\"}", at: "2:10", "expected '\"' to end the string, found a line break", path: "$.a",
          hint: "JSON strings cannot span lines; close the string or write \\n"),
    .init("\"a\tb\"", at: "1:3", "unescaped tab in string", hint: "write it as \\t"),
    .init("\"a\u{1F}\"", at: "1:3", "unescaped control character U+001F in string", hint: "write it as \\u001F"),
    .init(#""\x""#, at: "1:3", "expected one of \" \\ / b f n r t u after '\\', found 'x'"),
    .init(#""\'""#, at: "1:3", "expected one of \" \\ / b f n r t u after '\\', found '''",
          hint: "a single quote needs no escape in JSON; write ' alone"),
    .init("\"\\", at: "1:3", "expected an escape character after '\\', found end of input"),
    .init(#"{"k": "\u12G4"}"#, at: "1:12", "expected 4 hexadecimal digits after '\\u', found 'G4'", path: "$.k"),
    .init(#""\u12"#, at: "1:6", "expected 4 hexadecimal digits after '\\u', found end of input"),
    .init(#"{"\uD83D": 1}"#, at: "1:3", "unpaired surrogate '\\uD83D' in string", hint: surrogateHint),
    .init(#""ab\uD83Dx""#, at: "1:4", "unpaired surrogate '\\uD83D' in string", hint: surrogateHint),
    .init(#""\ud83d\u0041""#, at: "1:2", "unpaired surrogate '\\ud83d' in string", hint: surrogateHint),
    .init(#""\uDE00\uD83D""#, at: "1:2", "unpaired surrogate '\\uDE00' in string", hint: surrogateHint),
    // Two high surrogates: taken as a pair, the second's offset from the low range underflowed.
    .init(#""\uD83D\uD83D""#, at: "1:2", "unpaired surrogate '\\uD83D' in string", hint: surrogateHint),
]

private let encodingCases: [JSONErrorCase] = [
    .init(bytes: [0x22, 0x61, 0xC3, 0x28, 0x22], at: "1:3", "invalid UTF-8 byte 0xC3", hint: saveAsUTF8),
    .init(bytes: [0x22, 0xC0, 0x80, 0x22], at: "1:2", "invalid UTF-8 byte 0xC0", hint: saveAsUTF8),
    .init(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], at: "1:2", "invalid UTF-8 byte 0xED", hint: saveAsUTF8),
    .init(bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], at: "1:2", "invalid UTF-8 byte 0xF4", hint: saveAsUTF8),
    .init(bytes: [0x22, 0xE2, 0x82], at: "1:2", "invalid UTF-8 byte 0xE2", hint: saveAsUTF8),
    .init(bytes: [0x22, 0x80, 0x22], at: "1:2", "invalid UTF-8 byte 0x80", hint: saveAsUTF8),
    .init(bytes: Array("[\"é\",\n \"😀\", ".utf8) + [0xFF], at: "2:7", "invalid UTF-8 byte 0xFF", path: "$[2]",
          hint: saveAsUTF8),
    .init(bytes: [0x7B, 0xFE], at: "1:2", "invalid UTF-8 byte 0xFE", hint: saveAsUTF8),
    .init(bytes: [0xFF, 0xFE, 0x7B, 0x00], at: "1:1", "invalid UTF-8 byte 0xFF",
          hint: "the file looks like UTF-16; save it as UTF-8"),
    .init(bytes: [0xFE, 0xFF, 0x00, 0x5B], at: "1:1", "invalid UTF-8 byte 0xFE",
          hint: "the file looks like UTF-16; save it as UTF-8"),
    .init(bytes: [0xEF, 0xBB, 0xBF], at: "1:1", "expected a JSON value, found end of input",
          hint: "the document is empty"),
]

@Test(arguments: structureCases + scalarCases + encodingCases)
func reportsOneLocatedSyntaxError(_ testCase: JSONErrorCase) throws {
    let result = JSONParseResult(bytes: testCase.bytes)
    #expect(result.root == nil)
    let diagnostic = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.file == "t.json")
    #expect(diagnostic.location.map { "\($0.line):\($0.column)" } == testCase.location)
    #expect(diagnostic.message == testCase.message)
    #expect(diagnostic.path?.description == testCase.path)
    #expect(diagnostic.hint == testCase.hint)
}

@Test func printsSyntaxErrorsCompilerStyle() {
    let result = JSONParseResult("{\n  \"endpoints\": {\"popular\": {\"path\": \"/x\",}}\n}")
    #expect(result.diagnostics.map(\.description) == [
        "t.json:2:42: error: expected a key in double quotes after ',', found '}' (at $.endpoints.popular)\n"
            + "t.json:2:42: note: JSON does not allow a trailing comma; remove it"
    ])
}
