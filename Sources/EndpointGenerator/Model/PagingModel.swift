/// How a paged endpoint's pages are fetched, resolved against its parameters and response: the client gets a
/// `<case>Pages(…)` method returning EndpointKit's `PageSequence`.
struct PagingModel: Sendable, Hashable {
    /// A property read from a decoded value.
    struct Property: Sendable, Hashable {
        var swiftName: String
        var isOptional: Bool
    }

    /// Where the next cursor comes from.
    enum CursorSource: Sendable, Hashable {
        /// A property of the page's last item, e.g. Stripe's `starting_after` = the last item's `id`.
        case lastItem(Property)
        /// A property of the response, e.g. `next_cursor`.
        case response(Property)
    }

    enum Style: Sendable, Hashable {
        /// The page number goes in the parameter `parameter` (a Swift name), starting at `first`; `total` is the
        /// response's number of pages.
        case pageNumber(parameter: String, first: Int64, total: Property?)
        /// The cursor goes in the optional parameter `parameter`; `hasMore` is the response's "more pages" flag.
        case cursor(parameter: String, source: CursorSource, hasMore: Property?)
        /// The next page is the `Link` header's `rel="next"` URL.
        case link
    }

    /// The client method, e.g. `popularPages`.
    var methodName: String
    /// The type the whole response decodes as.
    var responseType: SwiftType
    /// The type of one item.
    var itemType: SwiftType
    /// The response property holding the items; nil when the response is the array itself.
    var items: Property?
    var style: Style
    /// The JSON path of the `paging` key, for the generated back-reference.
    var specPath: String

    /// The Swift name of the parameter the paging fills in, which the paged method does not take.
    var pagingParameter: String? {
        switch style {
        case .pageNumber(let parameter, _, _), .cursor(let parameter, _, _): parameter
        case .link: nil
        }
    }
}
