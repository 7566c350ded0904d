@testable import EndpointGenJSON
import Testing

private let popularPath = JSONPath.root.appending(key: "endpoints").appending(key: "popular").appending(key: "path")

@Test func printsFileLineColumnSeverityMessageAndPath() {
    let diagnostic = Diagnostic(
        .error, "message", file: "Specs/movies.json", location: EndpointGenJSON.SourceLocation(line: 12, column: 5), path: popularPath
    )
    #expect(diagnostic.description == "Specs/movies.json:12:5: error: message (at $.endpoints.popular.path)")
}

@Test func printsTheHintAsACompilerStyleNote() {
    let diagnostic = Diagnostic(
        .warning, "unused server", file: "a.json", location: EndpointGenJSON.SourceLocation(line: 3, column: 1),
        path: .root, hint: "remove it"
    )
    #expect(diagnostic.description == "a.json:3:1: warning: unused server (at $)\na.json:3:1: note: remove it")
}

/// A name from the document holding a newline printed a second, forged diagnostic; an escape sequence recoloured the
/// terminal; a right-to-left override reordered the line.
@Test func namesFromTheDocumentCannotBreakOrForgeALine() {
    let key = "\u{1B}[31mevil\nfake.json:1:1: error: forged"
    let diagnostic = Diagnostic(
        .warning, "unknown key '\(key)'", file: "a.json", location: EndpointGenJSON.SourceLocation(line: 1, column: 2),
        path: JSONPath.root.appending(key: key), hint: "did you mean 'x\u{202E}y'?"
    )
    let lines = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix(#"a.json:1:2: warning: unknown key '\u{1B}[31mevil\u{A}fake.json:1:1: error: forged' (at $"#) == true, "\(lines)")
    #expect(!diagnostic.description.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    #expect(lines.last == #"a.json:1:2: note: did you mean 'x\u{202E}y'?"#)
    let long = Diagnostic(.error, "unknown key '" + String(repeating: "k", count: 400_000) + "'", file: "a.json", location: nil, path: nil)
    #expect(long.description.count == "a.json: error: ".count + DiagnosticText.maximumLength + 1)
    #expect(long.description.hasSuffix("kkk…"))
}

/// A `$ref`'s file named `esc\e[31mred\e[0m\r\nFAKE:1:1: error: injected.yaml` printed raw escapes and a
/// forged line as the prefix of its own diagnostic.
@Test func aFileNameCannotBreakOrForgeALine() {
    let file = "esc\u{1B}[31mred\u{1B}[0m\r\nFAKE:1:1: error: injected\u{0}.yaml"
    let diagnostic = Diagnostic(.error, "end of input", file: file, location: EndpointGenJSON.SourceLocation(line: 2, column: 1), path: nil,
                                hint: "close it")
    let lines = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines == [#"esc\u{1B}[31mred\u{1B}[0m\u{D}\u{A}FAKE:1:1: error: injected\u{0}.yaml:2:1: error: end of input"#,
                      #"esc\u{1B}[31mred\u{1B}[0m\u{D}\u{A}FAKE:1:1: error: injected\u{0}.yaml:2:1: note: close it"#])
}

/// A line or paragraph separator (U+2028, U+2029) ends the line in editors and log viewers that follow Unicode, where a
/// document's name holding one printed a forged diagnostic: it is escaped as a line break is.
@Test func lineAndParagraphSeparatorsCannotBreakALine() {
    let key = "evil\u{2028}fake.json:1:1: error: forged\u{2029}"
    let diagnostic = Diagnostic(.warning, "unknown key '\(key)'", file: "a.json", location: EndpointGenJSON.SourceLocation(line: 1, column: 2), path: nil)
    #expect(diagnostic.description == #"a.json:1:2: warning: unknown key 'evil\u{2028}fake.json:1:1: error: forged\u{2029}'"#)
}

@Test func omitsMissingLocationAndPath() {
    let unreadable = Diagnostic(.error, "cannot read the file", file: "missing.json", location: nil, path: nil)
    #expect(unreadable.description == "missing.json: error: cannot read the file")
    let hinted = Diagnostic(.error, "cannot read", file: "m.json", location: nil, path: nil, hint: "check the path")
    #expect(hinted.description == "m.json: error: cannot read\nm.json: note: check the path")
    let pathless = Diagnostic(.error, "bad", file: "f.json", location: EndpointGenJSON.SourceLocation(line: 1, column: 2), path: nil)
    #expect(pathless.description == "f.json:1:2: error: bad")
}

@Test func collectsInOrderAndTracksErrors() {
    var collector = DiagnosticCollector()
    #expect(!collector.hasErrors)
    collector.warning("first", file: "f", location: nil, path: nil)
    #expect(!collector.hasErrors)
    collector.error("second", file: "f", location: EndpointGenJSON.SourceLocation(line: 2, column: 3), path: .root, hint: "fix")
    collector.append(Diagnostic(.warning, "third", file: "f", location: nil, path: nil))
    #expect(collector.hasErrors)
    #expect(collector.diagnostics.map(\.message) == ["first", "second", "third"])
    #expect(collector.diagnostics.map(\.severity) == [.warning, .error, .warning])
    #expect(collector.diagnostics[1].hint == "fix")
}

@Test func ordersLocationsByLineThenColumn() {
    let locations = [
        EndpointGenJSON.SourceLocation(line: 2, column: 1), EndpointGenJSON.SourceLocation(line: 1, column: 9), EndpointGenJSON.SourceLocation(line: 1, column: 2),
    ]
    #expect(locations.sorted().map { "\($0.line):\($0.column)" } == ["1:2", "1:9", "2:1"])
    #expect(EndpointGenJSON.SourceLocation(line: 3, column: 4) == EndpointGenJSON.SourceLocation(line: 3, column: 4))
}

/// A diagnostic's kind: its first four significant words, lowercased, without quoted parts, numbers and stop words,
/// the words a number counts in the singular, and a negation among them.
@Test(arguments: [
    ("operation 'operation0': 1 parameter example not kept in the generated SDK", "operation-parameter-example-not-kept"),
    ("OAuth2 scheme 'x' becomes a bearer token", "oauth2-scheme-becomes-bearer"),
    ("use `x` or \"y\" in 2 places", "use-place"), ("", "other"), ("'only' \"quoted\" 42", "other"),
    // The words a number counts are in the singular, so that the kind does not depend on the count.
    ("schema 'Two': 2 schema examples not kept in the generated SDK", "schema-schema-example-not-kept"),
    ("schema 'One': 1 schema example not kept in the generated SDK", "schema-schema-example-not-kept"),
    ("2 classes of values kept as strings", "class-values-kept-strings"),
    // A stop word after a number is still one: `has` is not made `ha`.
    ("error response 404 has no JSON body", "error-response-no-json-body"),
    // A negation stays: the kind must not say the opposite of the message.
    ("default string 'x' does not fit its pattern", "default-string-not-fit-pattern"),
    ("schema 'Größe' is odd", "schema-odd"), ("Größe of schema 'x' is odd", "größe-schema-odd"),
    // An apostrophe within a word neither opens nor closes a quote: LZT's quoted values made `enum-value-s-rainbow`.
    ("enum value 'Tom Clancy's Rainbow Six Siege' has the same Swift name as 'Tom Clancy's Siege'", "enum-value-same-swift"),
    ("enum value 'Tom Clancy’s Größe' has the same Swift name as 'Tom Clancy's Größe'", "enum-value-same-swift"),
    ("the server's answer 'x' is odd", "servers-answer-odd"), ("the server's answer 'ß' is odd", "servers-answer-odd"),
])
func kindsAreTheFirstFourSignificantWords(message: String, kind: String) {
    #expect(Diagnostic(.warning, message, file: "f", location: nil, path: nil).kind == kind)
}
