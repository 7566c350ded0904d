import EndpointKit
import Foundation
import Testing

@Suite struct EndpointErrorTests {
    private struct Root: Decodable {
        struct Item: Decodable { var name: String }
        var items: [Item]
    }

    private func decodingFailure(_ json: String) -> DecodingFailure? {
        do {
            _ = try JSONDecoder().decode(Root.self, from: Data(json.utf8))
            return nil
        } catch {
            return DecodingFailure(type: Root.self, error: error, body: Data(json.utf8))
        }
    }

    @Test func codingPathNamesIndexesAndKeys() {
        #expect(decodingFailure(#"{"items":[{"name":"a"},{"name":5}]}"#)?.codingPath == "items[1].name")
        #expect(decodingFailure(#"{"items":[{"name":"a"},{}]}"#)?.codingPath == "items[1].name")
        #expect(decodingFailure(#"{"items":[null]}"#)?.codingPath == "items[0]")
        #expect(decodingFailure("{").map(\.codingPath) == "")
    }

    @Test func nonDecodingErrorKeepsItsDescriptionAndEmptyPath() {
        let failure = DecodingFailure(type: Int.self, error: CocoaError(.fileNoSuchFile), body: Data())
        #expect(failure.typeName == "Int")
        #expect(failure.codingPath == "")
        #expect(!failure.debugDescription.isEmpty)
    }

    @Test func bodyExcerptIsBoundedAndLossy() {
        let long = Data(String(repeating: "é", count: 500).utf8)
        let failure = DecodingFailure(type: Int.self, error: CocoaError(.coderReadCorrupt), body: long)
        #expect(failure.bodyExcerpt == String(repeating: "é", count: DecodingFailure.excerptLength))

        let invalid = DecodingFailure(type: Int.self, error: CocoaError(.coderReadCorrupt), body: Data([0x61, 0xFF, 0x62]))
        #expect(invalid.bodyExcerpt == "a\u{FFFD}b")
    }

    @Test func httpFailureClassifiesStatusAndDefaultsItsMessage() {
        #expect(HTTPFailure(statusCode: 401).isAuthentication)
        #expect(HTTPFailure(statusCode: 403).isAuthentication)
        #expect(!HTTPFailure(statusCode: 404).isAuthentication)
        #expect(HTTPFailure(statusCode: 499).isClientError && !HTTPFailure(statusCode: 500).isClientError)
        #expect(HTTPFailure(statusCode: 503).isServerError && !HTTPFailure(statusCode: 404).isServerError)
        #expect(HTTPFailure(statusCode: 429).isTransient && HTTPFailure(statusCode: 408).isTransient)
        #expect(!HTTPFailure(statusCode: 400).isTransient && !HTTPFailure(statusCode: 503).isTransient)
        #expect(HTTPFailure(statusCode: 500, message: "  \n").message == HTTPFailure.defaultMessage)
        #expect(HTTPFailure(statusCode: 500, message: " Down ").message == "Down")
    }

    @Test func errorDescriptionsSayWhatHappenedAndWhatToDo() {
        let cases: [(EndpointError, [String])] = [
            (.noConnection("offline"), ["offline", "connection"]),
            (.timedOut, ["too long", "Try again"]),
            (.cancelled, ["cancelled"]),
            (.transport("TLS"), ["TLS", "Try again"]),
            (.invalidRequest(.invalidBaseURL("x")), ["\"x\"", "Fix"]),
            (.http(HTTPFailure(statusCode: 401, message: "Bad token")), ["Bad token", "401", "Sign in"]),
            (.http(HTTPFailure(statusCode: 503)), [HTTPFailure.defaultMessage, "503", "later"]),
            (.http(HTTPFailure(statusCode: 422, message: "Name taken")), ["Name taken", "422", "Check the request"]),
            (.http(HTTPFailure(statusCode: 429, message: "Slow down")), ["Slow down", "429", "Try again later"]),
            (.http(HTTPFailure(statusCode: 408)), ["408", "Try again later"]),
            (.responseTooLarge(limit: 1000), ["1000 bytes", "maximum response size"]),
            (.decoding(DecodingFailure(typeName: "Movie", codingPath: "id", debugDescription: "Expected Int", bodyExcerpt: "{}")),
             ["Movie", "id", "Expected Int", "update the app"]),
        ]
        for (error, fragments) in cases {
            let text = error.localizedDescription
            for fragment in fragments {
                #expect(text.contains(fragment), "\(error): \(text)")
            }
            #expect(error.description.hasPrefix("EndpointError."))
        }
    }

    /// RetryMiddleware retries 408 and 429, so their message must not say retrying will not help.
    @Test func retriedStatusesDoNotSayRetryingWillNotHelp() {
        for status in RetryMiddleware.retryableStatusCodes {
            let text = EndpointError.http(HTTPFailure(statusCode: status)).localizedDescription
            #expect(!text.contains("will not help"), "\(status): \(text)")
        }
        #expect(EndpointError.http(HTTPFailure(statusCode: 404)).localizedDescription.contains("will not help"))
    }
}
