import EndpointKit
import EndpointKitTesting
import Foundation
import MoviesSDK
import Testing

/// The spec's `examples` drive a stub transport, as Moya's `sampleData` does: app tests need no network.
@Suite struct SampleRoutesTests {
    private func client(_ transport: StubTransport) -> MoviesClient {
        MoviesClient(apiKey: "k", shared: MoviesSharedParameters(), transport: transport)
    }

    @Test func theSampleRoutesAnswerWithTheSpecsSuccessExample() async throws {
        let page = try await client(StubTransport(samples: MoviesEndpoint.sampleRoutes)).recommended(id: 550, page: 2)
        #expect(page.results.map(\.title) == ["Pulp Fiction"])
        #expect(page.results.first?.genreIds == [53, 80])
    }

    @Test func routesMatchAnyValueOfAPathParameter() async throws {
        let transport = StubTransport(samples: MoviesEndpoint.sampleRoutes)
        for id in [1, 550, 999_999] {
            #expect(try await client(transport).recommended(id: id).numberOfResults == 1)
        }
        #expect(transport.recordedRequestCount == 3)
    }

    @Test func anErrorSampleMakesAScenario() async throws {
        let notFound = try #require(MoviesEndpoint.recommendedSamples[404])
        let transport = StubTransport(routes: [StubRoute(.get, "/movie/{id}/recommendations", [.response(StubResponse(notFound))])])
        do {
            _ = try await client(transport).recommended(id: 1)
            Issue.record("expected a 404")
        } catch EndpointError.http(let failure) {
            #expect(failure.statusCode == 404)
            #expect(failure.message == "The resource you requested could not be found.")
        }
    }

    @Test func endpointsWithoutExamplesAreNotRouted() async throws {
        let transport = StubTransport(samples: MoviesEndpoint.sampleRoutes)
        await #expect(throws: EndpointError.self) { _ = try await client(transport).popular() }
    }
}
