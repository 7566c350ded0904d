import EndpointKit
import Testing

/// A form body arrives field for field, with `Content-Type: application/x-www-form-urlencoded`.
@Suite(.requiresHTTPBin) struct FormBodyTests {
    @Test func fieldsArriveExactly() async throws {
        let echo = try await TestServer.client().postForm(name: "a b&c=d+e", note: "100% é/日本?#")
        #expect(echo.form == ["name": "a b&c=d+e", "note": "100% é/日本?#"])
        #expect(echo.headers["Content-Type"] == "application/x-www-form-urlencoded")
        #expect(echo.json == nil)
    }

    @Test func optionalFieldIsOmittedWhenNil() async throws {
        let echo = try await TestServer.client().postForm(name: "only")
        #expect(echo.form == ["name": "only"])
    }
}
