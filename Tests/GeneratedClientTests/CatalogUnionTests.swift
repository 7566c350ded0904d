import CatalogSDK
import EndpointKit
import EndpointKitTesting
import Foundation
import Testing

/// `oneOf` models of `Specs/catalog.endpoints.json`, with a discriminator (`Payment`) and without (`Price`), and the
/// recursive `Category`.
@Suite struct CatalogUnionTests {
    @Test func discriminatorSelectsTheCaseAndIsSentBack() throws {
        let json = #"{"last4":"4242","method":"card","price":9.5}"#
        let payment = try CatalogModelsTests.decode(Payment.self, json)
        #expect(payment == .cardPayment(CardPayment(last4: "4242", price: .double(9.5))))
        #expect(try CatalogModelsTests.encode(payment) == json)
        let bank = #"{"iban":"DE00","method":"bank"}"#
        #expect(try CatalogModelsTests.encode(CatalogModelsTests.decode(Payment.self, bank)) == bank)
    }

    /// A union's models were never validated (dstack's run configuration): a card number of the wrong length
    /// went out as the payment.
    @Test func aUnionChecksTheModelItHoldsBeforeSending() async throws {
        let transport = StubTransport(responding: .status(204))
        let client = CatalogClient(transport: transport)
        do {
            try await client.pay(id: 1, .cardPayment(CardPayment(last4: "42", price: .double(9.5))))
            Issue.record("expected a validation error")
        } catch let EndpointError.invalidRequest(reason) {
            #expect(reason == .validationFailed(ValidationFailure(parameter: "CardPayment.last4", rule: .minLength(4))))
        }
        #expect(transport.recordedRequestCount == 0)
        try await client.pay(id: 1, .cardPayment(CardPayment(last4: "4242", price: .double(9.5))))
        try await client.pay(id: 1, .bankPayment(BankPayment(iban: "DE00")))
        #expect(transport.recordedRequestCount == 2)
    }

    @Test func unknownDiscriminatorValuesDecodeToUnknown() throws {
        let payment = try CatalogModelsTests.decode(Payment.self, #"{"method":"crypto","wallet":"x"}"#)
        #expect(payment == .unknown("crypto"))
        #expect(try CatalogModelsTests.encode(payment) == #"{"method":"crypto"}"#)
    }

    @Test func aMissingDiscriminatorFails() {
        #expect(throws: DecodingError.self) { try CatalogModelsTests.decode(Payment.self, #"{"iban":"DE00"}"#) }
    }

    @Test func alternativesAreTriedInOrder() throws {
        #expect(try CatalogModelsTests.decode(Price.self, "9.5") == .double(9.5))
        let range = try CatalogModelsTests.decode(Price.self, #"{"max":20,"min":10}"#)
        #expect(range == .priceRange(PriceRange(min: 10, max: 20)))
        #expect(try CatalogModelsTests.encode(range) == #"{"max":20,"min":10}"#)
        #expect(try CatalogModelsTests.encode(Price.double(9.5)) == "9.5")
    }

    /// Alternatives that require no key would each decode any object: the first of them took every value, and an age
    /// restriction was read as a region restriction without regions.
    @Test func objectsThatRequireNoKeyAreToldApartByTheKeysTheyHold() throws {
        #expect(try CatalogModelsTests.decode(Restriction.self, #"{"minimum_age":18}"#) == .ageRestriction(AgeRestriction(minimumAge: 18)))
        #expect(try CatalogModelsTests.decode(Restriction.self, #"{"regions":["EU"]}"#) == .regionRestriction(RegionRestriction(regions: ["EU"])))
        #expect(try CatalogModelsTests.decode(Restriction.self, #"{"minimum_age":18,"regions":["EU"]}"#)
                == .regionRestriction(RegionRestriction(regions: ["EU"])), "the first whose keys it holds")
        #expect(try CatalogModelsTests.decode(Restriction.self, "{}") == .regionRestriction(RegionRestriction()))
        #expect(throws: DecodingError.self) { try CatalogModelsTests.decode(Restriction.self, "5") }
    }

    @Test func noMatchingAlternativeListsEveryFailure() throws {
        do {
            _ = try CatalogModelsTests.decode(Price.self, #""cheap""#)
            Issue.record("a string is neither a Double nor a PriceRange")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.hasPrefix("Price matches none of its alternatives: Double: "))
            #expect(context.debugDescription.contains("; PriceRange: "))
        }
    }

    @Test func recursiveCategoriesRoundTrip() throws {
        let json = #"{"children":[{"children":[],"name":"Lamps"}],"name":"Home","parent":{"children":[],"name":"All"}}"#
        let home = try CatalogModelsTests.decode(Category.self, json)
        #expect(home.parent?.name == "All")
        #expect(home.parent?.parent == nil)
        #expect(home.children.first?.name == "Lamps")
        #expect(try CatalogModelsTests.encode(home) == json)
        #expect(try CatalogModelsTests.decode(Category.self, #"{"children":[],"name":"All","parent":null}"#).parent == nil)
    }

    @Test func aPaymentBodyCarriesItsDiscriminator() async throws {
        let transport = StubTransport(responding: StubResponse(status: 204))
        try await CatalogClient(transport: transport).pay(id: 9, .bankPayment(BankPayment(iban: "DE00")))
        let sent = try Recorded(transport)
        #expect(sent.url == "https://catalog.example.com/v1/orders/9/payment")
        #expect(try sent.jsonBody()["method"] as? String == "bank")
        #expect(try sent.jsonBody()["iban"] as? String == "DE00")
    }
}
