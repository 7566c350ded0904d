@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Reading a body by its declared media type: bytes and text, with the `Content-Type` checked as declared.
@Suite struct MediaReadingTests {
    private func response(_ contentType: String?, body: Data, status: Int = 200) -> ReceivedResponse {
        let url = URL(string: "https://api.example.com/x")!
        let fields = contentType.map { ["Content-Type": $0] } ?? [:]
        return ReceivedResponse(HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)!, body: body, decoder: JSONDecoder())
    }

    /// changedetection.io answers a `DELETE` declared as `200 text/plain` with `204` labelled JSON: no
    /// content is empty text or bytes, whatever its label; the same label on a 200 is still refused.
    @Test func aResponseWithNoContentIsEmptyWhateverItsLabel() throws {
        #expect(try response("application/json", body: Data(), status: 204).text(matching: "text/plain") == "")
        #expect(try response("application/json", body: Data(), status: 205).data(matching: "image/png") == Data())
        #expect(failure { _ = try response("application/json", body: Data(), status: 200).text(matching: "text/plain") } != nil)
    }

    private func failure(_ read: () throws -> Void) -> DecodingFailure? {
        do {
            try read()
            return nil
        } catch {
            if case .decoding(let failure)? = error as? EndpointError { return failure }
            return nil
        }
    }

    @Test(arguments: [
        ("image/png", "image/png"), ("IMAGE/PNG; q=1", "image/png"), ("image/png", "image/*"), ("image/webp", "*/*"),
        ("text/csv; charset=utf-8", "text/csv; charset=utf-8"),
        // A list, as an Accept field writes it: any of its ranges (a tile in the format its path names).
        ("image/jpeg", "image/png, image/jpeg"), ("image/png", "image/png,image/jpeg"), ("image/webp", "image/png, image/*"),
        ("application/x-tar", "image/png, application/octet-stream"),
    ])
    func bytesWithinTheDeclaredRangeAreHandedOver(contentType: String, range: String) throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        #expect(try response(contentType, body: png).data(matching: range) == png)
    }

    /// A document declares a file as `application/octet-stream`; pypiserver labels its `.tar.gz` `application/x-tar`,
    /// and S3 an untyped object `binary/octet-stream`. Any binary data is octet-stream, so each is handed over.
    @Test(arguments: ["application/x-tar", "application/zip", "binary/octet-stream", "image/png", "APPLICATION/OCTET-STREAM"])
    func octetStreamTakesWhateverTheServerLabelsItsFile(contentType: String) throws {
        let bytes = Data([0x1F, 0x8B, 0x08, 0x00])
        #expect(try response(contentType, body: bytes).data(matching: "application/octet-stream") == bytes)
        #expect(try response(contentType, body: bytes).data(matching: "Application/Octet-Stream; q=1") == bytes)
    }

    @Test func anEmptyBodyReadAsAnOptionalIsNil() throws {
        // A redirect's declared body may be absent (Airflow's login `307`); a required one still fails.
        #expect(try response("application/json", body: Data()).decode(Movie?.self) == nil)
        #expect(try response("text/html; charset=utf-8", body: Data()).decode(Movie?.self) == nil)
        #expect(failure { _ = try response("application/json", body: Data()).decode(Movie.self) } != nil)
    }

    @Test func aBodyWithoutContentTypeIsTakenAsWhatWasAskedFor() throws {
        #expect(try response(nil, body: Data("a,b".utf8)).text(matching: "text/csv") == "a,b")
    }

    @Test func anotherMediaTypeIsADecodingErrorWithTheBody() {
        let page = failure { _ = try response("text/html; charset=utf-8", body: Data("<html>sign in</html>".utf8)).data(matching: "image/png") }
        #expect(page?.debugDescription == "Expected image/png, but the response's Content-Type is text/html; charset=utf-8.")
        #expect(page?.bodyExcerpt == "<html>sign in</html>")
        #expect(page?.typeName == "Data")
        #expect(failure { _ = try response("application/json", body: Data("{}".utf8)).text(matching: "text/*") } != nil)
        #expect(failure { _ = try response("image/gif", body: Data()).data(matching: "image/png, image/jpeg") }?.debugDescription
            == "Expected image/png, image/jpeg, but the response's Content-Type is image/gif.")
    }

    /// Label Studio sends its JSON export as an attachment labelled `application/.json`, a server that does
    /// not know a file's type labels it `application/octet-stream`, and JupyterLab declares `application/markdown` and
    /// sends `text/markdown`; each was refused. An HTML page where bytes were declared still is.
    @Test func bytesSentAsAFileOrAsAnyBinaryDataAndOneFormatUnderTextOrApplication() throws {
        let export = Data(#"[{"id": 1}]"#.utf8)
        let url = URL(string: "https://api.example.com/export")!
        let attachment = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                                         headerFields: ["Content-Type": "application/.json", "Content-Disposition": #"attachment; filename="project-1.json""#])!
        #expect(try ReceivedResponse(attachment, body: export, decoder: JSONDecoder()).data(matching: "application/json") == export)
        #expect(try response("application/octet-stream", body: export).data(matching: "application/json") == export)
        #expect(try response("text/markdown; charset=utf-8", body: Data("# Licenses".utf8)).text(matching: "application/markdown") == "# Licenses")
        #expect(try response("application/xml", body: Data("<a/>".utf8)).text(matching: "text/xml") == "<a/>")
        #expect(failure { _ = try response("application/.json", body: export).data(matching: "application/json") } != nil)
        #expect(failure { _ = try response("text/html", body: Data("<html>sign in</html>".utf8)).text(matching: "application/markdown") } != nil)
    }

    @Test(arguments: [
        ("application/octet-stream", "*/*"), ("text/plain; charset=UTF-8", "*/*"), ("application/json", "*/*"), ("json", "*/*"),
        ("application/x-java-serialized-object", "application/*"),
    ])
    func jsonDeclaredUnderARangeDecodesWhateverTypeInItLabelsIt(contentType: String, range: String) throws {
        // A Spring Boot API documents its JSON as `*/*`, and its server may label it as bytes or text.
        #expect(try response(contentType, body: Data(#"{"id":"1"}"#.utf8)).decode([String: String].self, matching: range) == ["id": "1"])
        #expect(try response(nil, body: Data("[1]".utf8)).decode([Int].self, matching: range) == [1])
    }

    @Test func jsonUnderARangeIsRefusedOutsideTheRangeOrWhenItIsNotJSON() {
        let outside = failure { _ = try response("text/html", body: Data("<html>sign in</html>".utf8)).decode([String: String].self, matching: "application/*") }
        #expect(outside?.debugDescription == "Expected application/*, but the response's Content-Type is text/html.")
        #expect(outside?.typeName == "Dictionary<String, String>")
        let page = failure { _ = try response("text/html", body: Data("<html>sign in</html>".utf8)).decode([String: String].self, matching: "*/*") }
        #expect(page?.bodyExcerpt == "<html>sign in</html>")
        #expect(page?.debugDescription.contains("Content-Type") == false)
    }

    @Test func textIsReadInTheCharsetTheResponseNames() throws {
        #expect(try response("text/plain", body: Data("grüße".utf8)).text(matching: "text/plain") == "grüße")
        #expect(try response("text/plain; charset=\"ISO-8859-1\"", body: Data([0x67, 0x72, 0xFC, 0xDF, 0x65])).text(matching: "text/plain") == "grüße")
        #expect(try response("text/plain;charset=UTF-16LE", body: Data([0x68, 0x00, 0x69, 0x00])).text(matching: "text/*") == "hi")
        // A parameter's name is case-insensitive (RFC 9110 §5.6.6).
        #expect(try response("text/plain; Charset=ISO-8859-1", body: Data([0x63, 0x61, 0x66, 0xE9])).text(matching: "text/plain") == "café")
    }

    @Test func textThatIsNotValidInItsCharsetOrAnUnknownCharsetIsAnError() {
        let invalid = failure { _ = try response("text/plain", body: Data([0x61, 0xFF, 0x62])).text(matching: "text/plain") }
        #expect(invalid?.debugDescription == "The body is not valid utf-8 text.")
        let unknown = failure { _ = try response("text/plain; charset=koi8-r", body: Data("a".utf8)).text(matching: "text/plain") }
        #expect(unknown?.debugDescription == "The response's charset 'koi8-r' is not one this client reads; read the body as data instead.")
    }
}

/// Request values that keep RFC 3986's reserved characters (`allowReserved`), and URLs kept as written.
@Suite struct ReservedCharacterTests {
    @Test(arguments: [
        ("https://shop.example/done?id={CHECKOUT_SESSION_ID}", "https://shop.example/done?id=%7BCHECKOUT_SESSION_ID%7D"),
        ("a/b:c@d!$'()*,;=?", "a/b:c@d!$'()*,;=?"),
        ("a&b+c#d[e] f", "a%26b%2Bc%23d%5Be%5D%20f"),
        ("100%25 sure, 50% not", "100%25%20sure,%2050%25%20not"),
        ("grüße", "gr%C3%BC%C3%9Fe"),
        ("%", "%25"), ("%4", "%254"), ("%4g", "%254g"),
        // An escape that ends the value is one too.
        ("50%25", "50%25"), ("%41", "%41"),
    ])
    func reservedCharactersAndEncodedBytesPassTheRestIsEncoded(value: String, encoded: String) {
        #expect(PercentEncoding.encodeAllowingReserved(value) == encoded)
    }

    @Test func aReservedValueReachesTheURLAsEncoded() throws {
        let parts = RequestParts(method: .get, path: "/go", query: [
            QueryItem(name: "next", percentEncodedValue: PercentEncoding.encodeAllowingReserved("https://a.example/b?c=d")),
            QueryItem("plain", "https://a.example/b?c=d"),
        ])
        let request = try RequestBuilder(server: testServer).makeRequest(for: parts)
        #expect(request.url?.absoluteString == "http://127.0.0.1:8000/api/v3/go?next=https://a.example/b?c=d&plain=https%3A%2F%2Fa.example%2Fb%3Fc%3Dd")
    }

    @Test func aURIReferenceKeepsItsTextEverywhere() throws {
        let reference: URIReference = "https://shop.example/done?id={CHECKOUT_SESSION_ID}"
        #expect(String(decoding: try JSONEncoder().encode([reference]), as: UTF8.self) == #"["https:\/\/shop.example\/done?id={CHECKOUT_SESSION_ID}"]"#)
        #expect(try JSONDecoder().decode([URIReference].self, from: Data(#"["", "{/other_user}"]"#.utf8)) == ["", "{/other_user}"])
        #expect(QueryItem("success_url", reference).value == "https://shop.example/done?id={CHECKOUT_SESSION_ID}")
        #expect(URIReference(headerField: "/next?page=2")?.text == "/next?page=2")
        #expect(reference.url?.host == "shop.example")
        #expect(URIReference(URL(string: "https://a.example/b")!).text == "https://a.example/b")
        let form = RequestBuilder.formEncoded([QueryItem("success_url", reference)])
        #expect(form == "success_url=https%3A%2F%2Fshop.example%2Fdone%3Fid%3D%7BCHECKOUT_SESSION_ID%7D")
    }
}
