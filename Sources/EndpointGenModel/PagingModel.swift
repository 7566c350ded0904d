import EndpointGenSpec

/// How a paged endpoint's pages are fetched, resolved against its parameters and response: the client gets a
/// `<case>Pages(…)` method returning EndpointKit's `PageSequence`.
package struct PagingModel: Sendable, Equatable {
    /// A property read from a decoded value.
    package struct Property: Sendable, Equatable {
        package var swiftName: String
        package var isOptional: Bool
        /// Whether it is a `Nullable`, whose `null` (no further page, for a cursor) is read as nil.
        package var isNullable: Bool
        /// Its type without the optional.
        package var type: SwiftType
    }

    /// Where the next cursor comes from.
    package enum CursorSource: Sendable, Equatable {
        /// A property of the page's last item, e.g. Stripe's `starting_after` = the last item's `id`.
        case lastItem(Property)
        /// A property of the response, e.g. `next_cursor`: the properties from the response's down to it (`meta`,
        /// `page`, `after`), one for a property of the response itself.
        case response([Property])
    }

    package enum Style: Sendable, Equatable {
        /// The page number goes in the parameter `parameter` (a Swift name) of the integer type `number`, starting at
        /// `first`; `total` is the response's number of pages.
        case pageNumber(parameter: String, number: SwiftType, first: Int64, total: Property?)
        /// The cursor goes in the optional parameter `parameter`; `hasMore` is the response's "more pages" flag.
        case cursor(parameter: String, source: CursorSource, hasMore: Property?)
        /// The next page is at a URL: the `Link` header's `rel="next"` one when `next` is nil, else the one in the
        /// response property `next` names, a string: the properties from the response's down to it (`meta`,
        /// `nextPageUrl`), one for a property of the response itself.
        case link(next: [Property]?)
    }

    /// The client method, e.g. `popularPages`.
    package var methodName: String
    /// The type the whole response decodes as.
    package var responseType: SwiftType
    /// The type of one item.
    package var itemType: SwiftType
    /// The response property holding the items; nil when the response is the array itself.
    package var items: Property?
    package var style: Style
    /// The JSON path of the `paging` key, for the generated back-reference.
    package var specPath: String
    /// The Swift names of the optional conditional header parameters (`If-None-Match`, `If-Modified-Since`, …), which
    /// the paged method neither takes nor sends: a validator belongs to one response, and sent to every page it made a
    /// later page answer `304`, which ended the pages in an error.
    package var conditionalHeaders: Set<String> = []

    /// The Swift name of the parameter the paging fills in, which the paged method does not take.
    package var pagingParameter: String? {
        switch style {
        case .pageNumber(let parameter, _, _, _), .cursor(let parameter, _, _): parameter
        case .link: nil
        }
    }

    /// Whether the paged method takes the endpoint's parameter `swiftName`.
    package func takes(_ swiftName: String) -> Bool {
        swiftName != pagingParameter && !conditionalHeaders.contains(swiftName)
    }
}
