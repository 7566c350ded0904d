import EndpointKit
import Foundation
import Testing

/// What the table of OpenAPI styles leaves open: delimiters inside values, empty values, nesting, and values
/// taken from `Encodable` models.
@Suite struct QueryStyleTests {
    @Test func delimitersInsideValuesAreEncodedButTheSeparatorsAreNot() {
        let items = QueryStyle.form(explode: false).items("type", .values(["album,single", "a b", "x|y"]))
        #expect(FormEncoding.encode(items) == "type=album%2Csingle,a%20b,x%7Cy")
        #expect(FormEncoding.encode(QueryStyle.pipeDelimited.items("p", .values(["a|b", "c"]))) == "p=a%7Cb%7Cc")
        #expect(PathSegment("ids", .values(["a/b", "c,d"]), style: .simple(explode: false)).description == "a%2Fb,c%2Cd")
    }

    @Test func emptyArraysAndObjectsWriteNothing() {
        for style in [QueryStyle.form(explode: true), .form(explode: false), .spaceDelimited, .pipeDelimited, .deepObject] {
            #expect(style.items("a", .array([])).isEmpty)
            #expect(style.items("a", .object([])).isEmpty)
        }
        #expect(PathSegment("a", .array([]), style: .matrix(explode: true)).description == "")
        #expect(PathSegment("a", .object([]), style: .label(explode: false)).description == "")
    }

    @Test func deepObjectNestsWithTheBracketConventionsOfRailsPHPAndStripe() {
        let value = FormValue.object([
            "created": .object(["gte": .of(1_700_000_000)]),
            "expand": .values(["customer", "invoice"]),
            "items": .array([.object(["price": "price_1", "quantity": .of(2)]), .object(["price": "price_2"])]),
            "matrix": .array([.values([1, 2]), .values([3])]),
        ])
        let items = QueryStyle.deepObject.items("q", value)
        #expect(items.map { "\($0.name)=\($0.value)" } == [
            "q[created][gte]=1700000000", "q[expand][]=customer", "q[expand][]=invoice",
            "q[items][0][price]=price_1", "q[items][0][quantity]=2", "q[items][1][price]=price_2",
            "q[matrix][0][]=1", "q[matrix][0][]=2", "q[matrix][1][]=3",
        ])
        #expect(FormEncoding.encode(QueryStyle.deepObject.items("expand", .values(["a"]))) == "expand%5B%5D=a")
    }

    @Test func explodedFormWritesTopLevelFieldsAndBracketsBelowThem() {
        let items = QueryStyle.form(explode: true).items("body", .object([
            "metadata": .object(["order_id": "6735"]),
            "line_items": .array([.object(["price": "price_1"])]),
            "name": "Ann",
            // Spring's `Pageable`: each field a parameter of its own, so an array of scalars repeats its key.
            "sort": .array(["lastName,asc", "id,desc"]),
        ]))
        #expect(items.map { "\($0.name)=\($0.value)" } == [
            "metadata[order_id]=6735", "line_items[0][price]=price_1", "name=Ann", "sort=lastName,asc", "sort=id,desc",
        ])
    }

    struct LineItem: Encodable {
        var price: String
        var quantity: Int?
    }

    struct Checkout: Encodable {
        enum Mode: String, Encodable, ParameterValue { case payment }
        enum CodingKeys: String, CodingKey { case mode, lineItems = "line_items", metadata, expiresAt = "expires_at", note }
        var mode: Mode
        var lineItems: [LineItem]
        var metadata: [String: String]
        var expiresAt: Date
        var note: String?
    }

    @Test func encodableModelsUseTheirWireNamesInOrder() {
        let checkout = Checkout(
            mode: .payment, lineItems: [LineItem(price: "price_1", quantity: 2), LineItem(price: "price_2")],
            metadata: ["order_id": "6735", "b": "x y"], expiresAt: Date(timeIntervalSince1970: 1_700_000_000), note: nil
        )
        let items = QueryStyle.form(explode: true).items("checkout", FormValue(encoding: checkout))
        #expect(FormEncoding.encode(items) == [
            "mode=payment",
            "line_items%5B0%5D%5Bprice%5D=price_1", "line_items%5B0%5D%5Bquantity%5D=2", "line_items%5B1%5D%5Bprice%5D=price_2",
            "metadata%5Bb%5D=x%20y", "metadata%5Border_id%5D=6735",
            "expires_at=2023-11-14T22%3A13%3A20Z",
        ].joined(separator: "&"))
        #expect(FormValue(encoding: [1, 2]) == .values([1, 2]))
        #expect(FormValue(encoding: "x") == "x")
    }

    /// As a generated union encodes a payload that holds its tag: the payload, then the tag again in a second container.
    private enum Filter: Encodable {
        struct ByTag: Encodable { var kind = "tag"; var tag: String }
        enum TagKey: String, CodingKey { case kind }
        case byTag(ByTag)

        func encode(to encoder: any Encoder) throws {
            guard case .byTag(let payload) = self else { return }
            try payload.encode(to: encoder)
            var container = encoder.container(keyedBy: TagKey.self)
            try container.encode("tag", forKey: .kind)
        }
    }

    @Test func aKeyEncodedTwiceIsWrittenOnceInItsFirstPlace() {
        let filter = FormValue(encoding: Filter.byTag(Filter.ByTag(tag: "red")))
        #expect(FormEncoding.encode(QueryStyle.deepObject.items("filter", filter)) == "filter%5Bkind%5D=tag&filter%5Btag%5D=red")
        #expect(FormEncoding.encode(QueryStyle.form(explode: true).items("filter", filter)) == "kind=tag&tag=red")
        #expect(FormEncoding.encode(QueryStyle.deepObject.items("search", FormValue(encoding: [Filter.byTag(Filter.ByTag(tag: "a"))])))
            == "search%5B0%5D%5Bkind%5D=tag&search%5B0%5D%5Btag%5D=a")
    }

    @Test func aWholeNumberIsWrittenWithoutAFraction() {
        // JupyterHub's `offset` and `limit` are `type: number` and refuse `10.0`.
        #expect(QueryItem("offset", 10.0).value == "10")
        #expect(Double(-3).parameterValue == "-3")
        #expect(2.5.parameterValue == "2.5")
        #expect(1e300.parameterValue == "1e+300")
        #expect(Double.nan.parameterValue == "nan")
        // `-0.0` went as `0`, where a JSON body sends `-0`.
        #expect((-0.0).parameterValue == "-0")
        #expect(0.0.parameterValue == "0")
    }

    /// A map API's coordinates near 0° and small radii went as `-5e-05`, which servers matching digits refuse.
    @Test(arguments: [(-0.00005, "-0.00005"), (0.00001, "0.00001"), (1.5e-7, "0.00000015"), (-1.2345e-5, "-0.000012345"),
                      (1.25e-3, "0.00125"), (51.47788, "51.47788"), (1e-21, "1e-21"), (1.5e17, "1.5e+17")])
    func smallAndLargeNumbersAreWrittenInDecimals(value: Double, text: String) {
        #expect(value.parameterValue == text)
        #expect(Double(value.parameterValue) == value, "the text reads back as the same number")
    }

    /// An array as one value (a header, a path segment) is its elements' texts joined by a bare comma, as the simple style
    /// writes a list: `1,2,3`, not `1, 2, 3`.
    @Test func anArrayIsItsElementsJoinedByABareComma() {
        #expect([1, 2, 3].parameterValue == "1,2,3")
        #expect(["a b", "c"].parameterValue == "a b,c")
        #expect([String]().parameterValue == "")
    }

    @Test func aJSONValueIsItsTextAloneAndItsFieldsInsideAModel() {
        let value = JSONValue.object(["b": .array([.number(1), .number(2.5)]), "a": .string("x y")])
        #expect(value.parameterValue == #"{"a":"x y","b":[1,2.5]}"#)
        #expect(JSONValue.string("+1").parameterValue == "+1")
        #expect(JSONValue.bool(false).parameterValue == "false")
        #expect(JSONValue.null.parameterValue == "")
        #expect(FormEncoding.encode([QueryItem("v", value)]) == "v=%7B%22a%22%3A%22x%20y%22%2C%22b%22%3A%5B1%2C2.5%5D%7D")
        // A free-form query object in the default style: each key a parameter of its own.
        let exploded = QueryStyle.form(explode: true).items("q", FormValue(encoding: JSONValue.object(["b": .number(1), "a": .string("x")])))
        #expect(FormEncoding.encode(exploded) == "a=x&b=1")
        // In a model sent with brackets, the value's own fields are written out.
        let items = QueryStyle.deepObject.items("m", FormValue(encoding: ["extra": value]))
        #expect(FormEncoding.encode(items) == "m%5Bextra%5D%5Ba%5D=x%20y&m%5Bextra%5D%5Bb%5D%5B%5D=1&m%5Bextra%5D%5Bb%5D%5B%5D=2.5")
    }
}
