import EndpointKit
import Testing

/// Values written in OpenAPI styles and the bracket conventions reach the server byte for byte
/// (Tests/Server/serve.py echoes the raw request target and body).
@Suite(.requiresHTTPBin) struct StyleEncodingTests {
    @Test func pathQueryAndHeaderStylesArriveExactly() async throws {
        let echo = try await TestServer.client().styled(
            ids: [1, 2], types: ["album", "single&ep"], sizes: [10, 20], words: ["a&b", "c"],
            created: Bounds(gte: 1_700_000_000), color: Color(r: 100, g: 200, b: 150)
        )
        #expect(echo.target == "/raw/;ids=1;ids=2?client=endpointkit&types=album,single%26ep&sizes=10%7C20"
            + "&words=a%26b%20c&created%5Bgte%5D=1700000000")
        #expect(echo.headers["X-Color"] == "R=100,G=200,B=150")
        // A comma inside an element is `%2C`, but connexion and openapi-core decode before they split:
        // refused before sending rather than read as another element.
        do {
            _ = try await TestServer.client().styled(ids: [1], types: ["single,ep"], color: Color(r: 0, g: 0, b: 0))
            Issue.record("expected the list to be refused")
        } catch let EndpointError.invalidRequest(reason) {
            #expect(reason == .ambiguousList(name: "types"))
        }
    }

    @Test func elementsWithinTheirBoundsAreSentAndOthersRefused() async throws {
        // `sizes` declares `"each": { "minimum": 1 }`.
        let echo = try await TestServer.client().styled(ids: [7], types: [], sizes: [1, 2], color: Color(r: 0, g: 0, b: 0))
        #expect(echo.target == "/raw/;ids=7?client=endpointkit&sizes=1%7C2")
        do {
            _ = try await TestServer.client().styled(ids: [7], types: [], sizes: [0, 2], color: Color(r: 0, g: 0, b: 0))
            Issue.record("expected a validation error")
        } catch let EndpointError.invalidRequest(reason) {
            #expect(reason == .validationFailed(ValidationFailure(parameter: "sizes[0]", rule: .minimum("1"))))
        }
    }

    @Test func absentOptionalStylesWriteNothing() async throws {
        let echo = try await TestServer.client().styled(ids: [7], types: [], color: Color(r: 0, g: 0, b: 0))
        #expect(echo.target == "/raw/;ids=7?client=endpointkit")
    }

    @Test func nestedFormBodyUsesBracketKeys() async throws {
        let echo = try await TestServer.client().postNestedForm(
            mode: "payment",
            lineItems: [LineItem(price: "price_1", quantity: 2), LineItem(price: "price 2")],
            metadata: ["order_id": "6735", "note": "a&b"],
            expand: ["customer", "invoice"]
        )
        #expect(echo.body == "mode=payment"
            + "&line_items%5B0%5D%5Bprice%5D=price_1&line_items%5B0%5D%5Bquantity%5D=2&line_items%5B1%5D%5Bprice%5D=price%202"
            + "&metadata%5Bnote%5D=a%26b&metadata%5Border_id%5D=6735"
            + "&expand%5B%5D=customer&expand%5B%5D=invoice")
        #expect(echo.headers["Content-Type"] == "application/x-www-form-urlencoded")
    }

    @Test func jsonFieldsGoAsTextOrJSONText() async throws {
        let echo = try await TestServer.client().postJSONFields(
            items: [.object(["status": .string("opt-in"), "contact_id": .string("+1999")]), .string(#"{"contact_id":"+19"}"#), .number(7), .bool(true),
                    .integer(9_007_199_254_740_993)],
            addOns: nil
        )
        #expect(echo.body == "Items=%7B%22contact_id%22%3A%22%2B1999%22%2C%22status%22%3A%22opt-in%22%7D"
            + "&Items=%7B%22contact_id%22%3A%22%2B19%22%7D&Items=7&Items=true&Items=9007199254740993")
        let nested = try await TestServer.client().postJSONFields(
            items: [], addOns: .object(["lookup": .object(["fields": .array([.string("a"), .string("b")])])]), item: LineItem(price: "price_1", quantity: 2)
        )
        #expect(nested.body == "AddOns=%7B%22lookup%22%3A%7B%22fields%22%3A%5B%22a%22%2C%22b%22%5D%7D%7D"
            + "&item=%7B%22price%22%3A%22price_1%22%2C%22quantity%22%3A2%7D")
    }
}
