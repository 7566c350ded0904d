import EndpointKit
import Foundation
import Testing

/// The media types, cookies and reserved characters of `market.yaml`, sent by the generated client (imported from
/// the document) to the spec-validating server (Tests/Server/validating.py), which answers in the media type the
/// `Accept` field asks for and rejects an `Accept` that matches none the document declares.
@Suite(.requiresHTTPBin) struct MediaValidationTests {
    let server = ValidatingServer()

    @Test func chatAsksForAnEventStreamAndDecodesEachEventsData() async throws {
        let market = try await server.client(bearerKey: .constant("sk-1"), organization: "org-1")
        var contents: [String] = []
        for try await chunk in market.ai.createChatCompletionEvents(ChatCompletionRequest(model: "small-1", messages: [ChatMessage(role: .user, content: "Hi")])) {
            contents.append(chunk.choices.first?.message.content ?? "")
        }
        #expect(contents == ["Hel", "lo."])
        _ = try await server.accepted("createChatCompletion")
    }

    @Test func chargesComeAsJSONLinesOrCSVWithCookiesAndAReservedQueryValueAsWritten() async throws {
        let market = try await server.client(bearerKey: .constant("sk_test_1"))
        var ids: [String] = []
        let charges = market.payments.exportCharges(reportPath: "reports/2026:q4?v=1", note: "a/b", preferredLocale: .deDE,
                                                    recentReports: ["q3/2026", "q4 draft"])
        for try await charge in charges {
            ids.append(charge.id)
        }
        #expect(ids == ["ch_1", "ch_2"])
        let entry = try await server.accepted("exportCharges")
        // allowReserved: `/`, `:`, `?` and `=` as written; without it (`note`) percent-encoded.
        #expect(entry.target == "/v1/charges/export?report_path=reports/2026:q4?v=1&note=a%2Fb")
        // A list not exploded is one cookie, its elements joined by `,` (a space percent-encoded: no cookie holds one).
        #expect(entry.values?["cookie"] == json(#"{ "preferred_locale": "de-DE", "recent_reports": ["q3/2026", "q4%20draft"] }"#))
        #expect(entry.values?["query"] == json(#"{ "report_path": "reports/2026:q4?v=1", "note": "a/b" }"#))

        let csv = try await market.payments.exportChargesCSV(reportPath: "r")
        #expect(csv == "id,amount\nch_1,2000\nch_2,150\n")
    }

    @Test func aTileComesAsPNGBytes() async throws {
        let market = try await server.client()
        let png = try await market.maps.getTilePNG(style: .satellite, layers: ["roads"], position: Position(lat: 1, lng: 2, zoom: 3))
        #expect(png == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        _ = try await server.accepted("getTile")
    }

    @Test func aCSVBodyIsSentAsDeclaredText() async throws {
        let market = try await server.client(bearerKey: .constant("sk_test_1"))
        try await market.payments.importCharges("id,amount\nch_9,100\n")
        let entry = try await server.accepted("importCharges")
        #expect(entry.values?["body"] == .string("id,amount\nch_9,100\n"))
    }
}

/// A request body declared in several media types: each client method sends its own, and the server reads each as
/// the document declares it.
@Suite(.requiresHTTPBin) struct BodyMediaTypeValidationTests {
    @Test func eachBodyMediaTypeHasAClientMethodThatSendsIt() async throws {
        let update = MetadataUpdate(description: "gift", metadata: ["order_id": "6735"])
        let expected = json(#"{ "description": "gift", "metadata": { "order_id": "6735" } }"#)
        let sends: [(String, @Sendable (MarketClient) async throws -> Void)] = [
            ("application/json", { try await $0.payments.updateChargeMetadata(charge: "ch_1", update) }),
            ("application/merge-patch+json", { try await $0.payments.updateChargeMetadataMergePatch(charge: "ch_1", update) }),
            ("application/x-www-form-urlencoded", { try await $0.payments.updateChargeMetadataForm(charge: "ch_1", description: "gift", metadata: ["order_id": "6735"]) }),
        ]
        for (contentType, send) in sends {
            let server = ValidatingServer()
            try await send(try await server.client(bearerKey: .constant("sk_test_1")))
            let entry = try await server.accepted("updateChargeMetadata")
            #expect(entry.contentType == contentType)
            #expect(entry.values?["body"] == expected, "\(contentType)")
        }
    }
}

/// What validating.py rejects that the generated client never sends: the checks behind ``MediaValidationTests``.
extension ValidatorRejectionTests {
    @Test func anAcceptFieldThatMatchesNoDeclaredMediaType() async throws {
        var request = HandBuiltRequest(path: "/v1/charges/export", query: [QueryItem(name: "report_path", value: "r")])
        request.headers.append(HTTPHeader(name: "Accept", value: "application/xml"))
        let message = try await rejection(of: request)
        #expect(message.contains("Accept 'application/xml' matches none of the response's media types ['application/x-ndjson', 'text/csv']"))
    }

    @Test func reservedCharactersUnencodedWithoutAllowReserved() async throws {
        var request = HandBuiltRequest(path: "/v1/charges/export", query: [
            QueryItem(name: "report_path", value: "r"), QueryItem(name: "note", percentEncodedValue: "a/b:c"),
        ])
        request.headers.append(HTTPHeader(name: "Accept", value: "text/csv"))
        let message = try await rejection(of: request)
        #expect(message.contains("query parameter note: ['/', ':'] sent unencoded, which only allowReserved permits"))
    }

    @Test func aTextBodyOfAnUndeclaredContentType() async throws {
        let message = try await rejection(of: HandBuiltRequest(method: .post, path: "/v1/charges/import",
                                                               body: .data(Data("a,b".utf8), contentType: "text/plain")))
        #expect(message.contains("a body of Content-Type 'text/plain', but the operation declares ['text/csv']"))
    }
}
