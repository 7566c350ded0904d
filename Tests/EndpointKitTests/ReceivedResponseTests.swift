@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// Reading a 2xx response by status and header fields, as generated clients do.
@Suite struct ReceivedResponseTests {
    enum Tier: String { case free, pro }
    enum Level: Int { case low = 1, high = 2 }

    private func response(status: Int = 200, headers: [String: String] = [:], body: String = "") -> ReceivedResponse {
        let url = URL(string: "https://api.example.com/x")!
        let http = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
        return ReceivedResponse(http, body: Data(body.utf8), decoder: JSONDecoder())
    }

    @Test func headerFieldsAreMatchedCaseInsensitivelyAndParsed() throws {
        let fields = response(headers: ["x-count": " 42 ", "X-Ratio": "0.5", "X-Flag": "TRUE", "X-Id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                                        "X-Tier": "pro", "X-Level": "2", "Link": "https://a.example.com/p2"])
        #expect(try fields.header("X-Count", as: Int.self) == 42)
        #expect(try fields.header("x-ratio", as: Double.self) == 0.5)
        #expect(try fields.header("X-Flag", as: Bool.self))
        #expect(try fields.header("X-Id", as: UUID.self) == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(try fields.header("X-Tier", as: Tier.self) == .pro)
        #expect(try fields.header("X-Level", as: Level.self) == .high)
        #expect(try fields.header("link", as: URL.self).absoluteString == "https://a.example.com/p2")
        #expect(try fields.headerIfPresent("ETag", as: String.self) == nil)
    }

    @Test func aMissingRequiredFieldIsADecodingErrorNamingIt() {
        #expect {
            _ = try response().header("X-Count", as: Int.self)
        } throws: { error in
            guard case EndpointError.decoding(let failure) = error else { return false }
            return failure.codingPath == "header X-Count" && failure.debugDescription == "The response has no 'X-Count' header field."
        }
    }

    @Test(arguments: [("X-Count", "many"), ("X-Tier", "gold"), ("X-Level", "9"), ("X-Flag", "yes")])
    func aMalformedValueIsADecodingError(name: String, value: String) {
        let fields = response(headers: [name: value])
        #expect(throws: EndpointError.self) {
            switch name {
            case "X-Count": _ = try fields.headerIfPresent(name, as: Int.self)
            case "X-Tier": _ = try fields.headerIfPresent(name, as: Tier.self)
            case "X-Level": _ = try fields.headerIfPresent(name, as: Level.self)
            default: _ = try fields.headerIfPresent(name, as: Bool.self)
            }
        }
    }

    @Test func bodiesDecodeOnlyAsJSON() throws {
        #expect(try response(headers: ["Content-Type": "application/problem+json"], body: "[1,2]").decode([Int].self) == [1, 2])
        #expect(throws: EndpointError.self) {
            _ = try response(headers: ["Content-Type": "text/html"], body: "<html>").decode([Int].self)
        }
    }

    @Test func anUndeclaredStatusNamesIt() {
        guard case .decoding(let failure) = response(status: 206, body: "partial").undeclaredStatus() else {
            Issue.record("expected .decoding")
            return
        }
        #expect(failure.debugDescription == "The status 206 is not one of the endpoint's declared responses.")
        #expect(failure.bodyExcerpt == "partial")
    }

    @Test func aStatusPayloadIsPreferredAndItsMessageUsed() throws {
        struct Missing: Decodable, Sendable, ServerErrorBody {
            var detail: String
            var serverMessage: String? { detail }
        }
        let url = URL(string: "https://api.example.com/x")!
        let http = HTTPURLResponse(url: url, statusCode: 404, httpVersion: "HTTP/1.1", headerFields: [:])!
        let failure = HTTPFailure(response: http, body: Data(#"{"detail":"No such item."}"#.utf8), errorBody: nil,
                                  statusError: Missing.self, decoder: JSONDecoder())
        #expect(failure.payload(as: Missing.self)?.detail == "No such item.")
        #expect(failure.message == "No such item.")
        let html = HTTPFailure(response: http, body: Data("<html>".utf8), errorBody: nil, statusError: Missing.self, decoder: JSONDecoder())
        #expect(html.statusPayload == nil)
        #expect(html.message == "The server found nothing at this address.")
    }

    /// Beside the endpoint's general error body, the status's own one gives the message, as it gives the payload: the
    /// general body decoded from the same JSON said less, or another field.
    @Test func aStatusPayloadsMessageComesBeforeTheGeneralBodys() throws {
        struct Missing: Decodable, Sendable, ServerErrorBody {
            var detail: String
            var serverMessage: String? { detail }
        }
        struct General: Decodable, Sendable, ServerErrorBody {
            var code: String?
            var serverMessage: String? { code }
        }
        let url = try #require(URL(string: "https://api.example.com/x"))
        let http = try #require(HTTPURLResponse(url: url, statusCode: 404, httpVersion: "HTTP/1.1", headerFields: [:]))
        let failure = HTTPFailure(response: http, body: Data(#"{"detail":"No such item.","code":"not_found"}"#.utf8), errorBody: General.self,
                                  statusError: Missing.self, decoder: JSONDecoder())
        #expect(failure.message == "No such item.")
        #expect((failure.payload as? General)?.code == "not_found")
    }
}

@Suite struct MediaTypeTests {
    @Test(arguments: [
        ("application/json", true), (" Application/JSON ; charset=utf-8", true), ("\tTEXT/json", true), ("", true),
        (" ; charset=utf-8", true), ("application/problem+JSON", true), ("+json", true), ("\u{A0}application/json\u{2003}", true),
        ("application/jsonp", false), ("text/html", false), ("application/json-seq", false), ("json", false),
        ("appl\u{130}cation/json", false),
    ])
    func jsonMediaTypes(contentType: String, isJSON: Bool) {
        #expect(ReceivedResponse.isJSON(contentType) == isJSON)
    }
}
