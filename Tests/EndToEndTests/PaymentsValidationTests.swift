import EndpointKit
import Foundation
import Testing

/// The payments operations of `market.yaml`, sent by the generated client to the spec-validating server
/// (Tests/Server/validating.py), which must accept each request and decode the values the test sent.
@Suite(.requiresHTTPBin) struct PaymentsValidationTests {
    let server = ValidatingServer()

    @Test func checkoutSessionFormBodyNestsByTheDocumentsEncodings() async throws {
        let market = try await server.client(bearerKey: .constant("sk_test_1"))
        let session = try await market.payments.createCheckoutSession(
            idempotencyKey: "order-6735",
            mode: .payment,
            // Stripe fills in {CHECKOUT_SESSION_ID} when it finds the placeholder as written, not as %7B…%7D.
            successUrl: "https://shop.example/ok?order=6735&session={CHECKOUT_SESSION_ID}",
            lineItems: [CheckoutLineItem(price: "price_1", quantity: 2), CheckoutLineItem(price: "price 2+tax")],
            metadata: ["order_id": "6735", "note": "a&b=c"],
            expand: ["customer", "line_items.data"],
            paymentMethodTypes: ["card", "sepa_debit"],
            automaticTax: CreateCheckoutSessionAutomaticTax(enabled: true)
        )
        #expect(session == CheckoutSession(
            id: "cs_test_1", mode: .payment, url: "https://checkout.market.example.com/c/pay/cs_test_1",
            amountTotal: 2400, metadata: ["order_id": "6735"]
        ))
        let entry = try await server.accepted("createCheckoutSession")
        #expect(entry.values?["body"] == json(#"""
            { "mode": "payment", "success_url": "https://shop.example/ok?order=6735&session={CHECKOUT_SESSION_ID}",
              "line_items": [{ "price": "price_1", "quantity": 2 }, { "price": "price 2+tax" }],
              "metadata": { "order_id": "6735", "note": "a&b=c" }, "expand": ["customer", "line_items.data"],
              "payment_method_types": ["card", "sepa_debit"], "automatic_tax": { "enabled": true } }
            """#))
        #expect(entry.values?["header"] == json(#"{ "Idempotency-Key": "order-6735" }"#))
        #expect(entry.security == ["bearerKey"])
    }

    @Test func chargesQueryUsesDeepObjectRangesAndBracketedArrays() async throws {
        let market = try await server.client(secretKey: BasicCredential(username: "sk_test_1", password: ""))
        let list = try await market.payments.listCharges(
            created: RangeQuery(gte: 1_700_000_000, lt: 1_800_000_000), expand: ["data.customer", "data.invoice"],
            customer: "cus_Q1", limit: 3
        )
        #expect(list.data.map(\.id) == ["ch_1"])
        #expect(list.data.first?.status == .succeeded)
        let entry = try await server.accepted("listCharges")
        #expect(entry.values?["query"] == json(#"""
            { "created": { "gte": 1700000000, "lt": 1800000000 }, "expand": ["data.customer", "data.invoice"],
              "customer": "cus_Q1", "limit": 3 }
            """#))
        #expect(entry.target.contains("created%5Bgte%5D=1700000000&created%5Blt%5D=1800000000&expand%5B%5D=data.customer"))
        // The document's security: a bearer key or the secret key as basic credentials; this client has only the latter.
        #expect(entry.security == ["secretKey"])
    }

    @Test func chargePagesFollowTheCursorConvention() async throws {
        let market = try await server.client(bearerKey: .constant("sk_test_1"))
        var ids: [String] = []
        for try await charge in market.payments.listChargesPages(limit: 1).items { ids.append(charge.id) }
        #expect(ids == ["ch_1"])  // has_more is false: one page
        _ = try await server.accepted("listCharges")
    }

    @Test func customerAnswers200WithItsETagThen304() async throws {
        let market = try await server.client(bearerKey: .constant("sk_test_1"))
        let first = try await market.payments.retrieveCustomer(customer: "cus_Q1")
        guard case .ok(let customer) = first.body else {
            Issue.record("expected 200, got \(first.body)")
            return
        }
        #expect(customer == Customer(id: "cus_Q1", email: "ada@example.com", name: "Ada Lovelace", balance: -250))
        let etag = try #require(first.headers.eTag)
        #expect(etag == #""cus-v7""#)
        let second = try await market.payments.retrieveCustomer(customer: "cus_Q1", ifNoneMatch: etag)
        #expect(second.body == .notModified)
        let entries = try await server.entries()
        #expect(entries.map(\.status) == [200, 304])
        #expect(entries.allSatisfy { $0.accepted })
        #expect(entries.last?.values?["header"] == json(#"{ "If-None-Match": "\"cus-v7\"" }"#))
    }

    @Test func customer404CarriesTheDocumentsErrorBody() async throws {
        let market = try await server.client(status: 404, bearerKey: .constant("sk_test_1"))
        guard let failure = await httpFailure({ _ = try await market.payments.retrieveCustomer(customer: "cus_missing") }) else { return }
        #expect(failure.statusCode == 404)
        #expect(failure.message == "No such customer")
        #expect(failure.payload(as: ApiError.self)?.error.code == "resource_missing")
        _ = try await server.accepted("retrieveCustomer")
    }

    @Test func refundsReturnEachDeclaredSuccessStatus() async throws {
        for (status, expected) in [
            (200, MarketPaymentsEndpoint.CreateRefundResponse.ok(Refund(id: "re_1", amount: 500, charge: "ch_1", status: .succeeded))),
            (201, .created(Refund(id: "re_2", amount: 500, charge: "ch_1", status: .succeeded))),
            (202, .accepted(PendingRefund(id: "re_3", status: "pending", retryAfter: 30))),
        ] {
            let market = try await server.client(status: status, bearerKey: .constant("sk_test_1"))
            let refund = try await market.payments.createRefund(
                charge: "ch_1", amount: 500, reason: .requestedByCustomer, metadata: ["ticket": "T-1"]
            )
            #expect(refund == expected)
        }
        let entries = try await server.entries()
        #expect(entries.map(\.status) == [200, 201, 202])
        #expect(entries.allSatisfy { $0.accepted }, "\(entries.flatMap(\.errors))")
        #expect(entries.first?.values?["body"] == json(#"""
            { "charge": "ch_1", "amount": 500, "reason": "requested_by_customer", "metadata": { "ticket": "T-1" } }
            """#))
    }

    @Test func a5xxRangeDecodesTheSharedErrorSchema() async throws {
        let market = try await server.client(status: 503, message: "Try again in a minute", bearerKey: .constant("sk_test_1"))
        guard let failure = await httpFailure({ _ = try await market.payments.createRefund(charge: "ch_1") }) else { return }
        #expect(failure.statusCode == 503)
        #expect(failure.message == "Try again in a minute")
        #expect(failure.payload(as: ApiError.self) != nil)
        _ = try await server.accepted("createRefund")
    }

    @Test func aFormBodyThatDeclaresNoFieldSendsEachEntryAsAFieldOfItsOwn() async throws {
        let market = try await server.client(bearerKey: .constant("sk_test_1"))
        try await market.payments.labelCharge(charge: "ch_1", fields: ["color": "red", "size": "L & XL", "note": "a=b+c"])
        let entry = try await server.accepted("labelCharge")
        #expect(entry.contentType == "application/x-www-form-urlencoded")
        #expect(entry.values?["body"] == json(#"{ "color": "red", "size": "L & XL", "note": "a=b+c" }"#))
        // The schema's bounds: three fields at most, each value at most 20 characters; nothing more is sent.
        do {
            try await market.payments.labelCharge(charge: "ch_1", fields: ["color": String(repeating: "r", count: 21)])
            Issue.record("expected a validation error")
        } catch let EndpointError.invalidRequest(reason) {
            #expect(reason == .validationFailed(ValidationFailure(parameter: #"fields["color"]"#, rule: .maxLength(20))))
        }
        #expect(try await server.entries().count == 1)
    }
}
