import EndpointKit
import Foundation
import Testing

/// A query string described the OpenAPI 3.2 way (`relay.yaml`'s `relayRooms`: one `in: querystring` parameter of a form),
/// sent to httpbin's `/anything`, which echoes the query it received. Left out before, the request went without it.
@Suite(.requiresHTTPBin) struct ImportedQueryStringTests {
    @Test func theFormsFieldsAreTheQueryEachInItsEncoding() async throws {
        let client = try await ImportedEventStreamTests.client()
        let echo = try await client.relayRooms(floor: 3, kind: [.meeting, .office], seats: .init(min: 4, max: 10))
        #expect(echo.args == [
            "floor": "3",
            // A form's array is exploded, a field per value; the object's Encoding Object asks for deepObject.
            "kind": ["meeting", "office"],
            "seats[min]": "4",
            "seats[max]": "10",
        ])
    }

    @Test func fieldsLeftOutAreNotSent() async throws {
        let echo = try await ImportedEventStreamTests.client().relayRooms(floor: 0)
        #expect(echo.args == ["floor": "0"])
    }
}
