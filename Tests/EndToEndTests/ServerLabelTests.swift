@testable import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// What real servers label otherwise than a document says, against Tests/Server/origin.py playing them:
/// Piccolo Admin's errors as text without a `Content-Type`, Label Studio's export as an attachment labelled
/// `application/.json`.
@Suite(.requiresHTTPBin) struct ServerLabelTests {
    static func client() async throws -> APIClient {
        APIClient(configuration: .init(server: Server(baseURL: try await OriginServer.baseURL())), transport: URLSessionTransport(configuration: .ephemeral))
    }

    @Test func anErrorExplainedWithoutAContentTypeShowsTheExplanation() async throws {
        let client = try await Self.client()
        let error = await endpointError { _ = try await client.data(for: Fetch("/unlabelled-error", requiresAuthentication: false)) }
        guard case .http(let failure)? = error else {
            Issue.record("expected .http, got \(String(describing: error))")
            return
        }
        #expect(failure.statusCode == 400)
        #expect(failure.message == "Unrecognised __operator argument - bogus")
    }

    @Test func aFileSentAsAnAttachmentIsTheBytesWhateverItsLabel() async throws {
        let client = try await Self.client()
        let data = try await client.send(Fetch("/export", requiresAuthentication: false)) { response throws(EndpointError) in
            try response.data(matching: "application/json")
        }
        #expect(data == Data(#"[{"id": 1}]"#.utf8))
    }
}
