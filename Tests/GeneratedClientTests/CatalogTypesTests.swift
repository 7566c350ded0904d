import CatalogSDK
import EndpointKit
import EndpointKitTesting
import Foundation
import Testing

/// The types of `Specs/catalog.endpoints.json` that real APIs need: unions of arrays, scalars and null, enums of
/// numbers, booleans, 64-bit integers and mixed values, and objects that keep the keys they do not declare. Each
/// decodes from and encodes back to the exact JSON.
@Suite struct CatalogTypesTests {
    static func roundTrip<Model: Codable & Equatable>(_ type: Model.Type, _ json: String) throws -> Model {
        let value = try CatalogModelsTests.decode(type, json)
        #expect(try CatalogModelsTests.encode(value) == json)
        return value
    }

    /// Like OpenAI's `stop`: a string, an array of strings or null, each sent back as it came.
    @Test func keywordsAreAStringAnArrayOrNull() throws {
        #expect(try Self.roundTrip(Keywords.self, #""lamp""#) == .string("lamp"))
        #expect(try Self.roundTrip(Keywords.self, #"["lamp","desk"]"#) == .strings(["lamp", "desk"]))
        #expect(try Self.roundTrip(Keywords.self, "[]") == .strings([]))
        #expect(try Self.roundTrip(Keywords.self, "null") == .null)
        #expect(throws: DecodingError.self) { try CatalogModelsTests.decode(Keywords.self, "5") }
    }

    /// A required union with `null` keeps `null`; an optional one also tells an absent key apart.
    @Test func nullAndAbsenceStayApart() throws {
        let required = try Self.roundTrip(SearchRequest.self, #"{"keywords":null}"#)
        #expect(required == SearchRequest(keywords: .null))
        #expect(try Self.roundTrip(SearchRequest.self, #"{"exclude":null,"keywords":"lamp"}"#).exclude == .null)
        #expect(try Self.roundTrip(SearchRequest.self, #"{"exclude":["red","blue"],"keywords":"lamp"}"#).exclude == .strings(["red", "blue"]))
        #expect(try CatalogModelsTests.decode(SearchRequest.self, #"{"keywords":"lamp"}"#).exclude == nil)
        #expect(throws: DecodingError.self) { try CatalogModelsTests.decode(SearchRequest.self, #"{"exclude":null}"#) }
    }

    @Test func productCodesAreIntegersOrStrings() throws {
        #expect(try Self.roundTrip(ProductCode.self, "9000000000") == .int64(9_000_000_000))
        #expect(try Self.roundTrip(ProductCode.self, #""LMP-7""#) == .string("LMP-7"))
        // A fraction is neither: decoding names why each alternative failed.
        do {
            _ = try CatalogModelsTests.decode(ProductCode.self, "1.5")
            Issue.record("1.5 is neither an Int64 nor a String")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.hasPrefix("ProductCode matches none of its alternatives: Int64: "))
        }
    }

    /// A discriminated union with `null`: objects by their `type`, `null` as `.null`, an unknown type kept.
    @Test func deliveryIsSelectedByTypeOrNull() throws {
        #expect(try Self.roundTrip(Delivery.self, #"{"point_id":"P7","type":"pickup"}"#) == .pickupPoint(PickupPoint(pointId: "P7")))
        #expect(try Self.roundTrip(Delivery.self, "null") == .null)
        #expect(try CatalogModelsTests.decode(Delivery.self, #"{"type":"drone"}"#) == .unknown("drone"))
        #expect(throws: DecodingError.self) { try CatalogModelsTests.decode(Delivery.self, #""home""#) }
        let order = #"{"delivery":null,"id":4,"total":{"amount_minor":950,"currency":"EUR"}}"#
        #expect(try Self.roundTrip(Order.self, order).delivery == .null)
    }

    @Test func numberBooleanAndMixedEnumsKeepUnknownValues() throws {
        #expect(try Self.roundTrip(HalfStars.self, "2.5") == ._2_5)
        #expect(try Self.roundTrip(HalfStars.self, "2") == ._2)
        #expect(try Self.roundTrip(HalfStars.self, "4.5") == .unknown(4.5))
        #expect(try Self.roundTrip(GiftWrapped.self, "true") == .true)
        #expect(try Self.roundTrip(GiftWrapped.self, "false") == .unknown(false))
        #expect(try Self.roundTrip(PageSize.self, #""all""#) == .all)
        #expect(try Self.roundTrip(PageSize.self, "10") == ._10)
        #expect(try Self.roundTrip(PageSize.self, "25") == .unknown(.integer(25)))
        #expect(try CatalogModelsTests.decode(PageSize.self, "10.0") == ._10)
        #expect(try Self.roundTrip(PageSize.self, #""few""#) == .unknown(.string("few")))
        #expect(try Self.roundTrip(PageSize.self, "true") == .unknown(.bool(true)))
        #expect(throws: DecodingError.self) { try CatalogModelsTests.decode(PageSize.self, "null") }
        #expect(throws: DecodingError.self) { try CatalogModelsTests.decode(PageSize.self, "[10]") }
        #expect(try Self.roundTrip(Warehouse.self, "4100000002") == .lyon)
        #expect(try Self.roundTrip(SortOrder.self, #""ASC""#) == .ASC)
    }

    @Test func otherKeysAreKeptBesideTheDeclaredOnes() throws {
        let attributes = try Self.roundTrip(ProductAttributes.self, #"{"color":"red","finish":"matte","material":"oak"}"#)
        #expect(attributes == ProductAttributes(color: "red", additionalProperties: ["finish": "matte", "material": "oak"]))
        #expect(try Self.roundTrip(StockLevels.self, #"{"BER":3,"LYS":0}"#).additionalProperties == ["BER": 3, "LYS": 0])
        #expect(try Self.roundTrip(StockLevels.self, "{}").additionalProperties.isEmpty)
        let metadata = try Self.roundTrip(Metadata.self, #"{"boost":[1,2],"source":"nightly","stale":false}"#)
        #expect(metadata.additionalProperties == ["boost": .array([.number(1), .number(2)]), "stale": .bool(false)])
        // A value of another type than the declared one fails, as the spec's type says it must.
        #expect(throws: DecodingError.self) { try CatalogModelsTests.decode(StockLevels.self, #"{"BER":"three"}"#) }
    }

    /// The declared property is sent under its key, never an entry of the dictionary with the same key.
    @Test func aDeclaredKeyWinsOverTheDictionary() throws {
        let attributes = ProductAttributes(color: "red", additionalProperties: ["color": "blue", "size": "L"])
        #expect(try CatalogModelsTests.encode(attributes) == #"{"color":"red","size":"L"}"#)
    }

    /// UUIDs go out in lowercase wherever a model holds them: nullable, in a dictionary, in nested arrays, as a union's
    /// payload and among undeclared keys, and are read in any case.
    @Test func uuidsAreWrittenInLowercaseWhereverTheyAre() throws {
        let upper = "3FA85F64-5717-4562-B3FC-2C963F66AFA6"
        let lower = upper.lowercased()
        let id = try #require(UUID(uuidString: upper))
        let transfer = StockTransfer(id: id, batch: .value(id), approver: id, sites: ["BER": id], legs: [[id, id]],
                                     reference: .uuid(id), carriers: CarrierIDs(additionalProperties: ["first": id]))
        let json = #"{"approver":"\#(lower)","batch":"\#(lower)","carriers":{"first":"\#(lower)"},"id":"\#(lower)","#
            + #""legs":[["\#(lower)","\#(lower)"]],"reference":"\#(lower)","sites":{"BER":"\#(lower)"}}"#
        #expect(try CatalogModelsTests.encode(transfer) == json)
        #expect(try CatalogModelsTests.decode(StockTransfer.self, json) == transfer)
        #expect(try CatalogModelsTests.decode(StockTransfer.self, json.replacingOccurrences(of: lower, with: upper)) == transfer)
        let cleared = StockTransfer(id: id, batch: .null, approver: nil, sites: [:], reference: .int64(7))
        #expect(try CatalogModelsTests.encode(cleared) == #"{"approver":null,"batch":null,"id":"\#(lower)","reference":7,"sites":{}}"#)
    }

    /// Through the client: the query and header of every enum kind, the body exactly, and a response with an
    /// inline `allOf` object.
    @Test func aSearchSendsEveryKindAndDecodesTheResult() async throws {
        let response = #"""
            {"hits":[{"attributes":{"color":"red","finish":"matte"},"code":7,"gift_wrapped":true,"name":"Lamp","rating":1.5}],
             "metadata":{"source":"nightly","x":1},"stock":{"BER":3},
             "summary":{"created_at":"2026-01-02T03:04:05Z","total":1}}
            """#
        let transport = StubTransport(responding: .json(response))
        let client = CatalogClient(transport: transport)
        let result = try await client.search(pageSize: ._10, sort: .ASC, warehouse: .berlin, minRating: ._1_5,
                                             SearchRequest(keywords: .strings(["lamp", "desk"]), exclude: .null, code: .string("LMP-7")))
        let sent = try Recorded(transport)
        #expect(sent.url == "https://catalog.example.com/v1/search?pageSize=10&sort=ASC&warehouse=4100000001&minRating=1.5")
        #expect(sent.header("Catalog-Version") == "2022-11-28")
        #expect(sent.bodyText == #"{"code":"LMP-7","exclude":null,"keywords":["lamp","desk"]}"#)
        let hit = try #require(result.hits.first)
        #expect(hit.code == .int64(7) && hit.giftWrapped == .true && hit.rating == ._1_5)
        #expect(hit.attributes.additionalProperties == ["finish": "matte"])
        #expect(result.metadata?.additionalProperties == ["x": .number(1)])
        #expect(result.stock.additionalProperties == ["BER": 3])
        #expect(result.summary.total == 1 && result.summary.createdAt == Date(timeIntervalSince1970: 1_767_323_045))

        _ = try await client.search(version: ._2024_06_01, SearchRequest(keywords: .null))
        let defaults = try Recorded(transport)
        #expect(defaults.url == "https://catalog.example.com/v1/search?pageSize=all")
        #expect(defaults.header("Catalog-Version") == "2024-06-01")
        #expect(defaults.bodyText == #"{"keywords":null}"#)
    }
}
