import CatalogSDK
import MoneySDK
import Testing

/// `Specs/catalog.endpoints.json`'s `Order` nests five levels of models; its shipment is stored out of line
/// (docs/spec-reference.md, Deep nesting), which must not show in the JSON, the initializer or value semantics.
@Suite struct CatalogOrderTests {
    static let json = #"{"id":42,"shipment":{"parcel":{"carrier":{"depot":{"city":"Utrecht"},"name":"PostNL"},"weight_grams":1200},"tracking_number":"3S123"},"total":{"amount_minor":1999,"currency":"EUR"}}"#

    @Test func anOrderRoundTripsThroughItsOutOfLineShipment() throws {
        let order = try CatalogModelsTests.decode(Order.self, Self.json)
        #expect(order.shipment?.parcel.carrier?.depot?.city == "Utrecht")
        #expect(try CatalogModelsTests.encode(order) == Self.json)
    }

    @Test func changingACopyLeavesTheOriginal() throws {
        let order = try CatalogModelsTests.decode(Order.self, Self.json)
        var moved = order
        moved.shipment?.parcel.carrier?.depot?.city = "Delft"
        #expect(order.shipment?.parcel.carrier?.depot?.city == "Utrecht")
        #expect(moved.shipment?.parcel.carrier?.depot?.city == "Delft")
        #expect(moved != order)
    }

    @Test func theInitializerTakesTheShipmentLikeAnyProperty() {
        let depot = Depot(city: "Utrecht")
        let shipment = Shipment(trackingNumber: "3S123", parcel: Parcel(weightGrams: 1200, carrier: Carrier(name: "PostNL", depot: depot)))
        let order = Order(id: 42, total: Money(amountMinor: 1999, currency: .eur), shipment: shipment)
        #expect(order.shipment == shipment)
        #expect(Order(id: 1, total: Money(amountMinor: 0, currency: .usd)).shipment == nil)
    }
}
