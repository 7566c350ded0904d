import EndpointGenJSON

/// An endpoint's `paging`: where a page's items are and how the next page is asked for.
///
/// `{ "items": "results", "page": { "parameter": "page", "total": "totalPages" } }`,
/// `{ "items": "data", "cursor": { "parameter": "startingAfter", "from": "lastItem.id", "hasMore": "hasMore" } }`,
/// `{ "items": ".", "link": true }` or `{ "items": "results", "link": "next" }`. Names are checked against the endpoint
/// and its response by ``Translator``.
package struct PagingSpec: Sendable {
    package indirect enum Style: Sendable {
        /// Page numbers in a query parameter; `total` names the response property with the number of pages, `first`
        /// the number of the first page when the parameter's `default` does not say it (an OpenAPI parameter's
        /// `default` is the server's, which the client does not send).
        case page(parameter: Located<String>, total: Located<String>?, first: Located<Int64>? = nil)
        /// A cursor query parameter filled from the response (`nextCursor`) or the last item (`lastItem.id`).
        case cursor(parameter: Located<String>, from: Located<String>, hasMore: Located<String>?)
        /// The next page's URL: the `Link` response header's `rel="next"` one when `from` is nil, else the one in the
        /// response property `from` (Django REST framework's and Spotify's `next`).
        case link(from: Located<String>?)
    }

    /// The response property holding the page's items, or `.` for a response that is the array itself.
    package var items: Located<String>
    package var style: Style
    package var location: SourceLocation
    package var path: JSONPath
    /// The file it was written in when not the spec's own (see ``Located/file``).
    package var file: String?

    package init(items: Located<String>, style: Style, location: SourceLocation, path: JSONPath, file: String? = nil) {
        self.items = items
        self.style = style
        self.location = location
        self.path = path
        self.file = file
    }

    /// The `items` value meaning "the whole response body".
    package static let wholeBody = "."
    /// The prefix of a cursor `from` that reads a property of the page's last item.
    package static let lastItemPrefix = "lastItem."

    /// Reads `node`, reporting shape problems; nil when it is unusable.
    package static func read(_ node: JSONNode, problems: inout Problems) -> PagingSpec? {
        guard var object = ObjectReader(node, describing: "'paging'", problems: &problems) else { return nil }
        let items = object.requiredString("items", problems: &problems,
                                          hint: "add \"items\": \"results\" (the response's array property), or \".\" when the response is the array")
        let page = object.value("page")
        let cursor = object.value("cursor")
        let link = object.value("link")
        object.finish(&problems)
        var styles: [Style] = []
        if let page, var pageObject = ObjectReader(page, describing: "'page'", problems: &problems) {
            let parameter = pageObject.requiredString("parameter", problems: &problems, hint: "add \"parameter\": \"page\", the query parameter with the page number")
            let total = pageObject.string("total", problems: &problems)
            let first = pageObject.value("first").flatMap { node -> Located<Int64>? in
                if case .number(let number) = node.value, let value = number.int64 { return Located(value, at: node) }
                problems.error("'first' must be a whole number, the number of the first page, found \(node.kindName)", at: node,
                               hint: "write \"first\": 0 for pages counted from 0")
                return nil
            }
            pageObject.finish(&problems)
            if let parameter { styles.append(.page(parameter: parameter, total: total, first: first)) }
        }
        if let cursor, var cursorObject = ObjectReader(cursor, describing: "'cursor'", problems: &problems) {
            let parameter = cursorObject.requiredString("parameter", problems: &problems, hint: "add \"parameter\": \"cursor\", the query parameter the cursor is sent in")
            let from = cursorObject.requiredString("from", problems: &problems,
                                                  hint: "add \"from\": \"nextCursor\" (a response property) or \"lastItem.id\" (a property of the last item)")
            let hasMore = cursorObject.string("hasMore", problems: &problems)
            cursorObject.finish(&problems)
            if let parameter, let from { styles.append(.cursor(parameter: parameter, from: from, hasMore: hasMore)) }
        }
        var linked = false
        if let link {
            switch link.value {
            case .bool(true):
                styles.append(.link(from: nil))
                linked = true
            case .string(let property) where !property.isEmpty:
                styles.append(.link(from: Located(property, at: link)))
                linked = true
            case .bool(false):
                break
            default:
                problems.error("'link' must be true (the Link header) or the response property with the next page's URL, found \(link.kindName)", at: link,
                               hint: "write \"link\": true, or e.g. \"link\": \"next\"")
                return nil
            }
        }
        let declared = [page != nil, cursor != nil, linked].filter { $0 }.count
        guard declared == 1 else {
            problems.error("'paging' needs exactly one of 'page', 'cursor' or 'link'", at: node,
                           hint: "write \"page\": { \"parameter\": \"page\" } for page numbers, \"cursor\": { … } for cursors, \"link\": true for Link headers "
                               + "or \"link\": \"next\" for a next page's URL in the response")
            return nil
        }
        guard let items, let style = styles.first else { return nil }
        return PagingSpec(items: items, style: style, location: node.location, path: node.path)
    }
}
