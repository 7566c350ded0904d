import EndpointKit

/// Bracket-form bodies encoded per second: a 50-field nested checkout body (`line_items[0][price]=…`,
/// `metadata[key]=…`, `expand[]=…`) through `QueryStyle.deepObject`, against an encoder written by hand for it.
enum FormBenchmarks {
    struct LineItem: Encodable {
        var price: String
        var quantity: Int
        var description: String
    }

    /// 5 scalars + 10 line items of 3 fields + 10 metadata entries + 5 expansions = 50 fields.
    struct Checkout: Encodable {
        enum CodingKeys: String, CodingKey {
            case mode, currency, customer, successURL = "success_url", cancelURL = "cancel_url"
            case lineItems = "line_items", metadata, expand
        }

        var mode: String
        var currency: String
        var customer: String
        var successURL: String
        var cancelURL: String
        var lineItems: [LineItem]
        var metadata: [String: String]
        var expand: [String]
    }

    static func checkout(_ i: Int) -> Checkout {
        Checkout(
            mode: "payment", currency: "eur", customer: "cus_\(i & 1023)",
            successURL: "https://example.com/success?session={CHECKOUT_SESSION_ID}", cancelURL: "https://example.com/cancel",
            lineItems: (0..<10).map { LineItem(price: "price_\($0)", quantity: 1 + (i + $0) & 7, description: "Item #\($0) & more") },
            metadata: Dictionary(uniqueKeysWithValues: (0..<10).map { ("key_\($0)", "value \(i & 63)") }),
            expand: ["customer", "invoice", "line_items", "payment_intent", "subscription"]
        )
    }

    /// What the generated code does for a form body whose fields are in `deepObject` style.
    static func endpointKit(_ body: Checkout) -> String {
        var fields: [QueryItem] = []
        QueryStyle.deepObject.append("mode", .value(body.mode), to: &fields)
        QueryStyle.deepObject.append("currency", .value(body.currency), to: &fields)
        QueryStyle.deepObject.append("customer", .value(body.customer), to: &fields)
        QueryStyle.deepObject.append("success_url", .value(body.successURL), to: &fields)
        QueryStyle.deepObject.append("cancel_url", .value(body.cancelURL), to: &fields)
        QueryStyle.deepObject.append("line_items", FormValue(encoding: body.lineItems), to: &fields)
        QueryStyle.deepObject.append("metadata", FormValue(encoding: body.metadata), to: &fields)
        QueryStyle.deepObject.append("expand", .values(body.expand), to: &fields)
        return FormEncoding.encode(fields)
    }

    /// A form encoder written by hand for this one body: string appends, no intermediate values.
    static func handWritten(_ body: Checkout) -> String {
        var text = ""
        func add(_ name: String, _ value: String) {
            if !text.isEmpty { text += "&" }
            text += name + "=" + PercentEncoding.encode(value)
        }
        add("mode", body.mode)
        add("currency", body.currency)
        add("customer", body.customer)
        add("success_url", body.successURL)
        add("cancel_url", body.cancelURL)
        for (index, item) in body.lineItems.enumerated() {
            add("line_items%5B\(index)%5D%5Bprice%5D", item.price)
            add("line_items%5B\(index)%5D%5Bquantity%5D", String(item.quantity))
            add("line_items%5B\(index)%5D%5Bdescription%5D", item.description)
        }
        for key in body.metadata.keys.sorted() { add("metadata%5B" + PercentEncoding.encode(key) + "%5D", body.metadata[key]!) }
        for value in body.expand { add("expand%5B%5D", value) }
        return text
    }

    static func run() async -> (Table, UInt64) {
        var table = Table(title: "4. Bracket-form bodies encoded per second (50 nested fields; EndpointKit vs hand-written; ratio > 1 = EndpointKit faster)")
        let sample = checkout(3)
        table.add(Row(name: "parity (body bytes)", value: endpointKit(sample) == handWritten(sample) ? "OK" : "MISMATCH"))
        // Bodies are built outside the timed loop, so only encoding is measured.
        let bodies = (0..<64).map(checkout)
        let (ours, theirs) = await Measure.compare({ n in
            var sum: UInt64 = 0
            for i in 0..<n { sum &+= UInt64(endpointKit(bodies[i & 63]).utf8.count) }
            return sum
        }, { n in
            var sum: UInt64 = 0
            for i in 0..<n { sum &+= UInt64(handWritten(bodies[i & 63]).utf8.count) }
            return sum
        })
        table.add(.rate("POST form: QueryStyle.deepObject + FormValue(encoding:)", ours, baseline: theirs))
        return (table, ours.checksum &+ theirs.checksum)
    }
}
