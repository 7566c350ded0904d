import CatalogSDK
import EndpointKit
import EndpointKitTesting
import Foundation
import Testing

/// `Specs/catalog.endpoints.json`: nullable, defaulted and constant properties survive a JSON round trip.
@Suite struct CatalogModelsTests {
    static func decode<Model: Decodable>(_ type: Model.Type, _ json: String) throws -> Model {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static let lamp = #"{"id": 7, "kind": "product", "name": "Lamp", "subtitle": null, "availability": "in_stock"}"#

    @Test func productRoundTripsWithNullSubtitleAndDefaults() throws {
        let product = try Self.decode(Product.self, Self.lamp)
        #expect(product.subtitle == nil)
        #expect(product.stock == 0)
        #expect(product.currency == .eur)
        #expect(product.priority == .normal)
        #expect(product.kind == "product")
        // The nullable subtitle is sent as null; defaults are sent; the absent optional discount is left out.
        #expect(try Self.encode(product) == #"{"availability":"in_stock","currency":"EUR","id":7,"kind":"product","name":"Lamp","priority":2,"stock":0,"subtitle":null}"#)
    }

    @Test func productKeepsSentValues() throws {
        let json = #"{"availability":"PRE","currency":"USD","discount":0.5,"id":7,"kind":"product","name":"Lamp","priority":5,"stock":3,"subtitle":"Warm"}"#
        let product = try Self.decode(Product.self, json)
        #expect(product == Product(id: 7, name: "Lamp", subtitle: "Warm", stock: 3, currency: .usd, discount: 0.5, priority: .urgent, availability: .preorder))
        #expect(try Self.encode(product) == json)
    }

    @Test func unknownIntegerAndStringEnumValuesReencodeUnchanged() throws {
        let json = #"{"availability":"backorder","currency":"EUR","id":7,"kind":"product","name":"Lamp","priority":9,"stock":0,"subtitle":null}"#
        let product = try Self.decode(Product.self, json)
        #expect(product.priority == .unknown(9))
        #expect(product.availability == .unknown("backorder"))
        #expect(try Self.encode(product) == json)
    }

    @Test func inlineDimensionsRoundTrip() throws {
        let json = #"{"availability":"in_stock","currency":"EUR","dimensions":{"height":2,"unit":"cm","width":1.5},"id":7,"kind":"product","name":"Lamp","priority":2,"stock":0,"subtitle":null}"#
        let product = try Self.decode(Product.self, json.replacingOccurrences(of: #","unit":"cm""#, with: ""))
        #expect(product.dimensions == ProductDimensions(width: 1.5, height: 2))
        #expect(try Self.encode(product) == json)
    }

    @Test func reviewIncludesTheAuditedPropertiesFirst() throws {
        let json = #"{"created_at":"2026-11-01T10:00:00Z","id":3,"rating":4,"text":null}"#
        let review = try DateCoding.iso8601.makeDecoder().decode(Review.self, from: Data(json.utf8))
        #expect(review == Review(createdAt: Date(timeIntervalSince1970: 1_793_527_200), id: 3, rating: 4))
        let encoder = DateCoding.iso8601.makeEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(review), as: UTF8.self) == json)
    }

    @Test func anOptionalPropertysDefaultIsDecodedButNeverSentUnasked() throws {
        // A PATCH that sent the default would reset the currency the app did not touch.
        #expect(try Self.encode(ProductPatch(name: "Lamp")) == #"{"name":"Lamp"}"#)
        #expect(try Self.encode(ProductPatch(currency: .usd)) == #"{"currency":"USD"}"#)
        #expect(try Self.decode(ProductPatch.self, "{}").currency == .eur)
        #expect(try Self.decode(ProductPatch.self, #"{"currency": null}"#).currency == .eur)
    }

    @Test func aReadOnlyIDIsDecodedButLeftOutOfRequests() async throws {
        let answer = #"{"created_at":"2026-11-01T10:00:00Z","id":3,"rating":4,"text":null}"#
        let transport = StubTransport(responding: .json(answer))
        let review = try await CatalogClient(transport: transport).addReview(
            id: 7, Review(createdAt: Date(timeIntervalSince1970: 1_793_527_200), id: 99, rating: 4)
        )
        #expect(review.id == 3)
        #expect(try Recorded(transport).bodyText == #"{"created_at":"2026-11-01T10:00:00Z","rating":4,"text":null}"#)
        // An encoder of the app's own (a cache on disk) keeps it.
        #expect(try Self.encode(review).contains(#""id":3"#))
        // So does the encoder DateCoding makes for the app; the one for requests leaves it out.
        #expect(String(decoding: try DateCoding.iso8601.makeEncoder().encode(review), as: UTF8.self).contains(#""id":3"#))
        #expect(!String(decoding: try DateCoding.iso8601.makeRequestEncoder().encode(review), as: UTF8.self).contains(#""id""#))
    }

    @Test func enumsAreQueryParameters() async throws {
        let transport = StubTransport(responding: .json("[]"))
        _ = try await CatalogClient(transport: transport).products(priority: .urgent, availability: .soldOut)
        #expect(try Recorded(transport).url == "https://catalog.example.com/v1/products?priority=5&availability=sold-out")
        _ = try await CatalogClient(transport: transport).products()
        #expect(try Recorded(transport).url == "https://catalog.example.com/v1/products?availability=in_stock")
    }

    @Test func nullableKeyMustBePresent() {
        #expect(throws: DecodingError.self) {
            try Self.decode(Product.self, #"{"id": 7, "kind": "product", "name": "Lamp", "availability": "in_stock"}"#)
        }
    }

    @Test func anotherConstantValueIsDataCorrupted() throws {
        do {
            _ = try Self.decode(Product.self, #"{"id": 7, "kind": "service", "name": "Lamp", "subtitle": null, "availability": "in_stock"}"#)
            Issue.record("decoding a different constant must fail")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "'kind' must be product, found service")
            #expect(context.codingPath.map(\.stringValue) == ["kind"])
        }
    }

    @Test func patchSendsAbsentNullOrValue() throws {
        #expect(try Self.encode(ProductPatch(name: "Desk")) == #"{"name":"Desk"}"#)
        #expect(try Self.encode(ProductPatch(subtitle: .null)) == #"{"subtitle":null}"#)
        #expect(try Self.encode(ProductPatch(subtitle: .value("New"))) == #"{"subtitle":"New"}"#)
        #expect(try Self.decode(ProductPatch.self, "{}").subtitle == nil)
        #expect(try Self.decode(ProductPatch.self, #"{"subtitle":null}"#).subtitle == .null)
        #expect(try Self.decode(ProductPatch.self, #"{"subtitle":"New"}"#).subtitle == .value("New"))
    }

    @Test func aPatchChecksTheValueItSendsNotTheNullOrAbsence() throws {
        // Constraints of an optional nullable property were refused (native) or dropped with a warning (OpenAPI:
        // Stripe's 1,057 of them); a value is checked, null and absence pass.
        #expect(throws: EndpointError.self) { try ProductPatch(subtitle: .value(String(repeating: "x", count: 81))).validate() }
        try ProductPatch(subtitle: .value(String(repeating: "x", count: 80))).validate()
        try ProductPatch(subtitle: .null).validate()
        try ProductPatch().validate()
    }

    @Test func eachElementIsCheckedAndNamedByItsIndex() throws {
        // `regions` declares `"each": { "minLength": 2, "maxLength": 2 }`; the list itself has no bounds.
        try RegionRestriction(regions: ["EU", "FR"]).validate()
        try RegionRestriction(regions: []).validate()
        try RegionRestriction().validate()
        do {
            try RegionRestriction(regions: ["EU", "FRA"]).validate()
            Issue.record("expected a validation error")
        } catch let EndpointError.invalidRequest(reason) {
            #expect(reason == .validationFailed(ValidationFailure(parameter: "RegionRestriction.regions[1]", rule: .maxLength(2))))
        }
    }

    @Test func patchRequestCarriesTheExplicitNull() async throws {
        let transport = StubTransport(responding: .json(Self.lamp))
        let client = CatalogClient(transport: transport)
        let product = try await client.updateProduct(id: 7, ProductPatch(subtitle: .null))
        let sent = try Recorded(transport)
        #expect(sent.method == "PATCH")
        #expect(sent.url == "https://catalog.example.com/v1/products/7")
        #expect(sent.bodyText == #"{"subtitle":null}"#)
        #expect(sent.header("Content-Type") == "application/json")
        #expect(product.subtitle == nil)
    }

    @Test func theOtherBodyMediaTypesHaveMethodsOfTheirOwn() async throws {
        let transport = StubTransport(responding: .json(Self.lamp))
        let client = CatalogClient(transport: transport)
        _ = try await client.updateProductMergePatch(id: 7, ProductPatch(subtitle: .null))
        let patch = try Recorded(transport)
        #expect(patch.method == "PATCH")
        #expect(patch.bodyText == #"{"subtitle":null}"#)
        #expect(patch.header("Content-Type") == "application/merge-patch+json")

        _ = try await client.renameProduct(id: 7, name: "Desk lamp")
        let form = try Recorded(transport)
        #expect(form.url == "https://catalog.example.com/v1/products/7")
        #expect(form.bodyText == "name=Desk%20lamp")
        #expect(form.header("Content-Type") == "application/x-www-form-urlencoded")
    }
}
