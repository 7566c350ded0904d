@testable import EndpointGenDiff
@testable import EndpointGenJSON
@testable import EndpointGenModel
import Foundation
import Testing

/// Every bad spec gets a located diagnostic: `file:line:column: severity: message (at $.path)`.
@Suite struct SpecDiagnosticsTests {
    /// `line:column` of the first occurrence of `marker` in `text` (1-based, columns in characters).
    static func position(of marker: String, in text: String) -> String {
        let range = text.range(of: marker)!
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(line):\(column)"
    }

    static func expectDiagnostic(_ text: String, at marker: String, _ message: String, severity: String = "error", path: String, hint: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = SpecFixture.generate(text)
        let expected = "test.endpoints.json:\(position(of: marker, in: text)): \(severity): \(message) (at \(path))"
        let rendered = SpecFixture.rendered(result)
        #expect(rendered.contains { $0.hasPrefix(expected) }, "expected \(expected)\ngot \(rendered)", sourceLocation: sourceLocation)
        if let hint {
            #expect(rendered.contains { $0.contains("note: \(hint)") }, "missing hint \(hint) in \(rendered)", sourceLocation: sourceLocation)
        }
        if severity == "error" {
            #expect(result.files.isEmpty, "no files may be produced for a spec with errors", sourceLocation: sourceLocation)
        }
    }

    @Test func invalidJSONIsLocated() {
        let text = "{\n  \"name\": \"Test\",\n  \"servers\": {,}\n}"
        let result = SpecFixture.generate(text)
        #expect(result.files.isEmpty)
        #expect(SpecFixture.rendered(result).first?.hasPrefix("test.endpoints.json:3:15: error:") == true, "\(SpecFixture.rendered(result))")
    }

    @Test func unknownKeySuggestsTheIntendedOne() {
        let text = SpecFixture.spec(endpoints: #"{ "list": { "method": "GET", "path": "/items", "reponse": "[string]" } }"#)
        Self.expectDiagnostic(text, at: "\"reponse\"", "unknown key 'reponse'", path: "$.endpoints.list.reponse", hint: "did you mean 'response'?")
    }

    @Test func wrongValueType() {
        let text = SpecFixture.spec(endpoints: #"{ "list": { "method": "GET", "path": 5 } }"#)
        Self.expectDiagnostic(text, at: "5 }", "'path' must be a string, found number", path: "$.endpoints.list.path")
    }

    @Test func unresolvedReferenceSuggestsAModel() {
        let text = SpecFixture.spec(
            endpoints: #"{ "movie": { "method": "GET", "path": "/m", "response": "Movi" } }"#,
            models: #"{ "Movie": { "properties": { "id": "int" } } }"#
        )
        Self.expectDiagnostic(text, at: "\"Movi\"", "unknown type 'Movi'", path: "$.endpoints.movie.response", hint: "did you mean 'Movie'?")
    }

    @Test func unknownFormatSuggestsTheScalar() {
        let text = SpecFixture.spec(models: #"{ "Event": { "properties": { "at": "datetime" } } }"#)
        Self.expectDiagnostic(text, at: "\"datetime\"", "unknown type 'datetime'", path: "$.models.Event.properties.at", hint: "did you mean 'date-time'?")
    }

    @Test func typeSyntaxErrorPointsInsideTheString() {
        let text = SpecFixture.spec(models: #"{ "Page": { "properties": { "items": "[int" } } }"#)
        // The error is at the end of `[int`: the opening quote + 4 characters.
        let start = Self.position(of: "\"[int\"", in: text).split(separator: ":").map { Int($0)! }
        let result = SpecFixture.generate(text)
        let expected = "test.endpoints.json:\(start[0]):\(start[1] + 5): error: invalid type \"[int\": missing ']'"
        #expect(SpecFixture.rendered(result).contains { $0.hasPrefix(expected) }, "\(SpecFixture.rendered(result))")
    }

    /// 30,000 brackets overflowed the parser's stack; 24 made a property swiftc type-checked for seconds.
    @Test func aTypeNestsAtMostTwelveArraysAndDictionaries() {
        let twelve = String(repeating: "[", count: 11) + "[string: int]" + String(repeating: "]", count: 11)
        #expect(SpecFixture.generate(SpecFixture.spec(models: #"{ "Grid": { "properties": { "cells": "\#(twelve)" } } }"#)).succeeded)
        let deep = String(repeating: "[", count: 30_000) + "int" + String(repeating: "]", count: 30_000)
        let text = SpecFixture.spec(models: #"{ "Grid": { "properties": { "cells": "\#(deep)" } } }"#)
        let start = Self.position(of: "\"[[", in: text).split(separator: ":").map { Int($0)! }
        let rendered = SpecFixture.rendered(SpecFixture.generate(text))
        let quoted = String(repeating: "[", count: 60) + "…"
        #expect(rendered.first?.hasPrefix("test.endpoints.json:\(start[0]):\(start[1] + 13): error: invalid type \"\(quoted)\": a type may nest at most "
                + "12 arrays and dictionaries (at $.models.Grid.properties.cells)") == true, "\(rendered)")
    }

    @Test func aTypeSyntaxErrorWrittenTwiceIsReportedAtEachPlace() {
        // Each type text is parsed once; its error must still point into each string that writes it.
        let text = SpecFixture.spec(models: #"{ "Page": { "properties": { "items": "[int", "more": "[int" } } }"#)
        let rendered = SpecFixture.rendered(SpecFixture.generate(text))
        for key in ["items", "more"] {
            let start = Self.position(of: "\"\(key)\": \"[int\"", in: text).split(separator: ":").map { Int($0)! }
            let column = start[1] + key.count + 4 + 5
            #expect(rendered.contains { $0.hasPrefix("test.endpoints.json:\(start[0]):\(column): error: invalid type \"[int\": missing ']' (at $.models.Page.properties.\(key))") },
                    "\(rendered)")
        }
    }

    @Test func collidingNamesAreRenamedWithAWarningNamingBoth() {
        let text = SpecFixture.spec(
            endpoints: #"{ "get_user": { "method": "GET", "path": "/a/{id}", "pathParameters": { "id": "int" }, "query": { "ID": "int" } }, "getUser": { "method": "GET", "path": "/b" } }"#,
            models: #"{ "Mode": { "enum": ["a-b", "a_b", "", "🙂"] } }"#
        )
        Self.expectDiagnostic(text, at: "\"getUser\"", "endpoint 'getUser' has the same Swift name 'getUser' as 'get_user' (4:18); it is named 'getUser2'",
                              severity: "warning", path: "$.endpoints.getUser")
        Self.expectDiagnostic(text, at: "\"ID\"", "query parameter 'ID' has the same Swift name 'id' as 'id' (\(Self.position(of: "\"id\": \"int\" }", in: text))); it is named 'id2'",
                              severity: "warning", path: "$.endpoints.get_user.query.ID")
        let result = SpecFixture.generate(text)
        #expect(SpecFixture.file("Endpoint", of: result).contains("case getUser(id: Int, id2: Int)"))
        // `a_b` keeps its own spelling, which is an identifier; `""` is `empty`, and `🙂` has no name.
        #expect(SpecFixture.file("Models", of: result).contains("case aB\n    case a_b\n    case empty\n    case value\n"))
    }

    @Test func duplicateJSONKeys() {
        let text = SpecFixture.spec(models: #"{ "A": { "properties": { "id": "int" } }, "A": { "enum": ["x"] } }"#)
        let result = SpecFixture.generate(text)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.contains { $0.message.contains("duplicate key \"A\"") }, "\(SpecFixture.rendered(result))")
    }

    @Test func placeholderWithoutParameter() {
        let text = SpecFixture.spec(endpoints: #"{ "item": { "method": "GET", "path": "/items/{id}" } }"#)
        Self.expectDiagnostic(text, at: "{id}\"", "placeholder '{id}' has no path parameter", path: "$.endpoints.item.path",
                              hint: "declare it: \"pathParameters\": { \"id\": \"string\" }")
    }

    @Test func aMisspelledPlaceholderSuggestsTheDeclaredParameter() {
        let text = SpecFixture.spec(endpoints: #"{ "item": { "method": "GET", "path": "/items/{codes}/x", "pathParameters": { "code": "string" } } }"#)
        Self.expectDiagnostic(text, at: "{codes}/x", "placeholder '{codes}' has no path parameter", path: "$.endpoints.item.path",
                              hint: "did you mean '{code}', the declared path parameter?")
    }

    @Test(arguments: ["/items?page=1", "/items#top"])
    func aPathWithAQueryOrFragment(path: String) {
        let text = SpecFixture.spec(endpoints: #"{ "item": { "method": "GET", "path": "\#(path)" } }"#)
        Self.expectDiagnostic(text, at: "\"\(path)\"", "path must not contain '?' or '#'", path: "$.endpoints.item.path",
                              hint: "declare query values under 'query'")
    }

    @Test func pathParameterWithoutPlaceholder() {
        let text = SpecFixture.spec(endpoints: #"{ "item": { "method": "GET", "path": "/items", "pathParameters": { "id": "int" } } }"#)
        Self.expectDiagnostic(text, at: "\"id\"", "path parameter 'id' has no '{id}' placeholder in the path", path: "$.endpoints.item.pathParameters.id")
    }

    @Test func getCannotCarryABody() {
        let text = SpecFixture.spec(
            endpoints: #"{ "search": { "method": "GET", "path": "/search", "body": "Query" } }"#,
            models: #"{ "Query": { "properties": { "text": "string" } } }"#
        )
        Self.expectDiagnostic(text, at: "\"GET\"", "a GET request cannot carry a body", path: "$.endpoints.search.method")
    }

    @Test func defaultMustBeAnEnumMember() {
        let text = SpecFixture.spec(
            endpoints: #"{ "list": { "method": "GET", "path": "/l", "query": { "sort": { "type": "Order", "default": "acending" } } } }"#,
            models: #"{ "Order": { "enum": ["ascending", "descending"] } }"#
        )
        Self.expectDiagnostic(text, at: "\"acending\"", "default 'acending' is not a value of the enum", path: "$.endpoints.list.query.sort.default",
                              hint: "did you mean 'ascending'?")
    }

    @Test func defaultMustFitTheType() {
        let text = SpecFixture.spec(endpoints: #"{ "list": { "method": "GET", "path": "/l", "query": { "page": { "type": "int", "default": "one" } } } }"#)
        Self.expectDiagnostic(text, at: "\"one\"", "default value (string) does not fit the type 'Int'", path: "$.endpoints.list.query.page.default")
    }

    @Test func lowercaseMethodGetsAHint() {
        let text = SpecFixture.spec(endpoints: #"{ "list": { "method": "get", "path": "/l" } }"#)
        Self.expectDiagnostic(text, at: "\"get\"", "unknown HTTP method 'get'", path: "$.endpoints.list.method", hint: "write it in upper case: 'GET'")
    }

    @Test func invalidServerURL() {
        let text = #"{ "name": "Test", "servers": { "production": "api.example.com" }, "endpoints": {} }"#
        Self.expectDiagnostic(text, at: "\"api.example.com\"", "invalid server URL 'api.example.com'", path: "$.servers.production")
    }

    /// Foundation takes each of these, and the runtime refused them when it built a request, so every call
    /// of the SDK failed.
    @Test(arguments: ["https://a.example.com/a b", "https://a.example.com/\r\n", "https://a.example.com:99999", "https://user:pw@a.example.com"])
    func aServerURLNoRequestCanUseIsInvalid(url: String) {
        let text = #"{ "name": "Test", "servers": { "production": "\#(url.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n"))" }, "endpoints": {} }"#
        let rendered = SpecFixture.rendered(SpecFixture.generate(text))
        #expect(rendered.contains { $0.contains("error: invalid server URL") }, "\(rendered)")
        #expect(SpecFixture.generate(#"{ "name": "Test", "servers": { "production": "https://a.example.com:8443/v1" }, "endpoints": {} }"#).succeeded)
    }

    @Test func missingRequiredKeys() {
        let text = #"{ "endpoints": { "ping": { "method": "GET", "path": "/ping" } } }"#
        let rendered = SpecFixture.rendered(SpecFixture.generate(text))
        #expect(rendered.contains { $0.hasPrefix("test.endpoints.json:1:1: error: missing required key 'name' (at $)") }, "\(rendered)")
        // Without endpoints a spec declares models only, for others to import, and needs no servers.
        #expect(SpecFixture.generate(#"{ "name": "Common", "models": { "Tag": { "enum": ["a"] } } }"#).succeeded)
    }

    @Test func withoutServersTheClientTakesItsServerWithoutADefault() async throws {
        // An OpenAPI document without servers made `https://api.example.com` the default, where `Client(token:)` would
        // have sent the app's token (allauth, JupyterHub's relative `/hub/api`).
        let result = SpecFixture.generate(#"{ "name": "Hub", "auth": { "schemes": { "token": { "type": "bearer" } } }, "endpoints": { "ping": { "method": "GET", "path": "/ping" } } }"#)
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("        server: Server,\n"), "\(client)")
        #expect(!client.contains("Environment"))
        try await TypeCheck.run(result.files, moduleName: "NoServers")
    }

    @Test func everyProblemIsReportedInOneRun() {
        let text = SpecFixture.spec(
            endpoints: #"{ "a": { "method": "FETCH", "path": "x" }, "b": { "method": "GET", "path": "/b", "response": "Nope" } }"#,
            models: #"{ "M": { "properties": { "x": "strin" } } }"#
        )
        let errors = SpecFixture.generate(text).diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 3, "\(errors.map(\.description))")
        #expect(errors.allSatisfy { $0.location != nil && $0.path != nil })
    }

    @Test func modelNamesThatWouldShadowRuntimeTypesAreRenamed() {
        let text = SpecFixture.spec(
            endpoints: #"{ "server": { "method": "GET", "path": "/s", "response": "Server" } }"#,
            models: #"{ "Server": { "properties": { "id": "int" } } }"#
        )
        let result = SpecFixture.generate(text)
        #expect(result.succeeded)
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.message.contains("it is named 'ServerModel' in Swift") == true)
        #expect(SpecFixture.file("Models", of: result).contains("public nonisolated struct ServerModel: Codable, Hashable, Sendable"))
        #expect(SpecFixture.file("Client", of: result).contains("func server() async throws -> ServerModel"))
    }

    @Test func requestedErrorMessageMustBeAString() {
        let text = SpecFixture.spec(models: #"{ "Failure": { "properties": { "code": "int" } } }"#, extra: #" "errorBody": { "model": "Failure", "message": "code" },"#)
        Self.expectDiagnostic(text, at: "\"code\" }", "errorBody message property 'code' must be a string", path: "$.errorBody.message")
    }

    @Test func aServerMessageNamesATextPropertyOfAnObjectModel() {
        Self.expectDiagnostic(SpecFixture.spec(models: #"{ "Failure": { "properties": { "code": "int" }, "serverMessage": "code" } }"#),
                              at: "\"code\" }", "serverMessage property 'code' must be a string", path: "$.models.Failure.serverMessage")
        Self.expectDiagnostic(SpecFixture.spec(models: #"{ "Kind": { "enum": ["a"], "serverMessage": "text" } }"#),
                              at: "\"text\" }", "'serverMessage' applies only to an object model, not to an enum", path: "$.models.Kind.serverMessage")
        Self.expectDiagnostic(SpecFixture.spec(models: #"{ "Failure": { "properties": { "text": "string" }, "serverMessage": "text" } }"#, extra: #" "errorBody": "Failure","#),
                              at: "\"text\" }", "'serverMessage' of the errorBody model 'Failure' is its errorBody's 'message'", path: "$.models.Failure.serverMessage",
                              hint: #"write "errorBody": { "model": "Failure", "message": "text" }"#)
    }

    @Test func swiftNameMustBeAnIdentifier() {
        let text = SpecFixture.spec(endpoints: #"{ "item": { "method": "GET", "path": "/i", "query": { "id": { "type": "int", "swiftName": "my-id" } } } }"#)
        Self.expectDiagnostic(text, at: "\"my-id\"", "swiftName 'my-id' is not a Swift identifier", path: "$.endpoints.item.query.id.swiftName",
                              hint: "use letters, digits and '_', starting with a letter, e.g. \"myId\"")
        let endpoint = SpecFixture.spec(endpoints: #"{ "issuesList": { "swiftName": "list all", "method": "GET", "path": "/i" } }"#)
        Self.expectDiagnostic(endpoint, at: "\"list all\"", "swiftName 'list all' is not a Swift identifier", path: "$.endpoints.issuesList.swiftName",
                              hint: "use letters, digits and '_', starting with a letter, e.g. \"listAll\"")
    }

    /// `init` is every service's initializer: the warning says so, not that the name clashed with itself at 1:1.
    @Test func anEndpointNamedLikeAServiceMemberIsToldWhoseNameItIs() {
        let spec = SpecFixture.spec(endpoints: #"{ "ini": { "swiftName": "init", "method": "GET", "path": "/i" } }"#)
        let messages = SpecFixture.generate(spec).diagnostics.map(\.message)
        #expect(messages == ["endpoint 'ini' would have the Swift name 'init', which generated code uses for the service's initializer; it is named 'init2'"])
    }

    /// An endpoint's `swiftName` names its case and methods; its key stays its name in the spec.
    @Test func anEndpointsSwiftNameNamesItsCaseAndMethods() {
        let spec = SpecFixture.spec(endpoints: #"{ "issuesList": { "swiftName": "list", "method": "GET", "path": "/i", "group": "issues" } }"#)
        let files = SpecFixture.generate(spec)
        #expect(SpecFixture.file("Endpoint", of: files).contains("    case list\n"))
        #expect(SpecFixture.file("Client", of: files).contains("public func list() async throws {"))
    }

    @Test func sharedConstantMustFitItsType() {
        let text = SpecFixture.spec(extra: #" "shared": { "query": { "debug": { "type": "bool", "value": "yes" } } },"#)
        Self.expectDiagnostic(text, at: "\"yes\"", "default value (string) does not fit the type 'Bool'", path: "$.shared.query.debug.value")
    }

    @Test func sharedNamesCollidingAcrossQueryAndHeadersAreRenamed() {
        let text = SpecFixture.spec(extra: #" "shared": { "query": { "page_size": "int" }, "headers": { "page-size": "int" } },"#)
        Self.expectDiagnostic(text, at: "\"page-size\"", "shared parameter 'page-size' has the same Swift name 'pageSize' as 'page_size' (\(Self.position(of: "\"page_size\"", in: text))); it is named 'pageSize2'",
                              severity: "warning", path: "$.shared.headers['page-size']")
    }

    @Test func specVersionAcceptsOnePointZero() {
        let text = SpecFixture.spec(extra: #" "specVersion": 1.0,"#)
        #expect(SpecFixture.generate(text).diagnostics.isEmpty)
        Self.expectDiagnostic(SpecFixture.spec(extra: #" "specVersion": 2,"#), at: "2,", "unsupported specVersion; this endpoint-gen reads version 1", path: "$.specVersion")
    }

    @Test func diagnosticsAreInFileOrder() {
        let text = SpecFixture.spec(
            endpoints: #"{ "a": { "method": "GET", "path": "/a", "response": "Nope" } }"#,
            models: #"{ "M": { "properties": { "x": "int" }, "colour": 1 } }"#
        )
        let lines = SpecFixture.generate(text).diagnostics.compactMap { $0.location?.line }
        #expect(lines == lines.sorted() && lines.count == 2, "\(lines)")
    }

    @Test func implicitErrorMessageMustBeAStringOtherwiseThereIsNone() {
        let result = SpecFixture.generate(SpecFixture.spec(models: #"{ "Failure": { "properties": { "message": "int" } } }"#, extra: #" "errorBody": "Failure","#))
        #expect(result.succeeded, "\(SpecFixture.rendered(result))")
        #expect(SpecFixture.file("Models", of: result).contains("""
                /// The document names no property for the message: `EndpointError` reads it where APIs conventionally put one.
                public var serverMessage: String? { nil }
            """))
    }
}
