import EndpointGenJSON
import EndpointGenSpec

/// The native `paging` of operations that follow a common paging convention unmistakably; nothing otherwise.
///
/// Recognised, each only when every name and type fits what the native `paging` requires:
/// - GitHub: a `Link` response header and an array response → `{ "items": ".", "link": true }`;
/// - Stripe, OpenAI, Anthropic: an optional `starting_after`, `after` or `after_id` query parameter, a response with
///   `has_more` (boolean) and an array `data` (or one array property) → a cursor from the response's `last_id` of the
///   parameter's type, else from the last item's `id` of that type;
/// - an optional token query parameter and a response with the next token, of its type, and one array property:
///   `cursor` and `next_cursor`, `nextToken` both ways (Benchling, AWS), `pageToken` and `nextPageToken` (Google);
/// - such a token kept in an object of the response: Slack's `cursor` and `response_metadata.next_cursor`, Datadog's
///   `page[cursor]` and `meta.page.after`, X's `pagination_token` and `meta.next_token` → the dotted path;
/// - an optional query parameter whose next value the response's next-page object (`next_page`, `nextPage`) keeps
///   under the parameter's own name and type: Asana's `offset` and `next_page.offset` → the dotted path;
/// - in each, JSON:API's `included` beside `data` is no list of the page's items;
/// - TMDB: an integer `page` query parameter and a response with an integer `total_pages` and an array `results`
///   (integers of any width: TMDB writes its 41 page parameters `format: int32`);
/// - Django REST framework, Spotify: a paging query parameter (`page`, `offset`, `limit`, `cursor`, `page_size`,
///   `per_page`, or JSON:API's `page[…]`) and a response with a `next` URL (`format: uri`, or a string its description
///   calls a URL or link) beside one array property → `{ "link": "next" }`; and on a GET, such a parameter and one
///   array beside such a `next` URL kept in objects, up to three down (or the `href` or `url` of a `next` object):
///   JSON:API's `links.next`, DigitalOcean's `links.pages.next`, HAL's `_links.next.href`, JupyterHub's
///   `_pagination.next.url` → the dotted path, the shallowest when there are several;
/// - Twilio, Azure, Microsoft Graph: a GET's response of one array property beside a URL named only as a next page's is
///   (``nextPageURLNames``), in the response (`next_page_uri`, `nextLink`) or in an object property of it
///   (`meta.next_page_url`) → `{ "link": "next_page_uri" }`, `{ "link": "meta.next_page_url" }`;
/// - fastapi-pagination: an integer `page` query parameter and a response with an array `items` and an integer
///   `pages` → page numbers up to `pages`;
/// - django-ninja: an integer `page` query parameter and a response of an array `items` and an integer `count` alone
///   → page numbers up to an empty page (ninja answers a page past the last with no items).
extension OpenAPIConverter {
    func paging(query: [ParameterSpec], serverDefaults: [String: JSONNode], response: Located<ResponseSpec>?, responseHeaders: [ParameterSpec],
                method: String, at operation: JSONNode) -> PagingSpec? {
        guard let responseType = response?.value.pagedBody else { return nil }
        let parameters = Dictionary(query.map { ($0.key.value, $0.type.value) }, uniquingKeysWith: { first, _ in first })
        func paging(items: String, _ style: PagingSpec.Style) -> PagingSpec {
            PagingSpec(items: Located(items, at: operation), style: style, location: operation.location, path: operation.path)
        }
        func name(_ text: String) -> Located<String> { Located(text, at: operation) }
        // Pages counted from the page parameter's server default, which is not sent and so not the parameter's
        // native default: said where it is not the 1 pages are otherwise counted from.
        let firstPage = serverDefaults["page"].flatMap { node -> Located<Int64>? in
            guard case .number(let number) = node.value, let first = number.wholeValue, first != 1 else { return nil }
            return Located(first, at: node)
        }
        if responseHeaders.contains(where: { $0.key.value.lowercased() == "link" }), responseType.element != nil {
            return paging(items: PagingSpec.wholeBody, .link(from: nil))
        }
        guard let properties = objectProperties(responseType) else { return nil }
        func type(_ key: String) -> TypeExpression? { properties.first { $0.key.value == key }?.type.value.unwrapped }

        var arrays = properties.filter { $0.type.value.unwrapped.element != nil }
        // JSON:API side-loads the resources a page's `data` relates to in `included`, which is no page of its own.
        if arrays.contains(where: { $0.key.value == "data" }) {
            arrays.removeAll { $0.key.value == "included" }
        }
        if let key = Self.afterParameters.first(where: { parameters[$0]?.isOptional == true }), let cursor = parameters[key]?.unwrapped,
           type("has_more") == .named("bool") {
            let items = type("data")?.element != nil ? "data" : arrays.count == 1 ? arrays[0].key.value : nil
            if let items, let element = type(items)?.element {
                // The id of the page's last item, as the response names it (OpenAI's and Anthropic's `last_id`), else
                // as the item holds it (Stripe's).
                if type("last_id") == cursor {
                    return paging(items: items, .cursor(parameter: name(key), from: name("last_id"), hasMore: name("has_more")))
                }
                if let id = objectProperties(element)?.first(where: { $0.key.value == "id" }), id.type.value.unwrapped == cursor {
                    return paging(items: items, .cursor(parameter: name(key), from: name(PagingSpec.lastItemPrefix + "id"), hasMore: name("has_more")))
                }
            }
        }
        if arrays.count == 1 {
            for (key, nextKey) in Self.tokenCursors {
                guard let cursor = parameters[key], cursor.isOptional, let next = type(nextKey), next == cursor.unwrapped else { continue }
                return paging(items: arrays[0].key.value, .cursor(parameter: name(key), from: name(nextKey), hasMore: nil))
            }
            for (key, nextKeys) in Self.nestedTokenCursors {
                guard let cursor = parameters[key], cursor.isOptional else { continue }
                let found = nestedPaths(to: nextKeys, in: properties, depth: 2) { $0.type.value.unwrapped == cursor.unwrapped }
                guard found.count == 1 else { continue }
                return paging(items: arrays[0].key.value, .cursor(parameter: name(key), from: name(found[0]), hasMore: nil))
            }
            if let next = nextPageValue(of: query, in: properties) {
                return paging(items: arrays[0].key.value, .cursor(parameter: name(next.parameter), from: name(next.path), hasMore: nil))
            }
        }
        if let page = parameters["page"], page.unwrapped.isInteger, type("total_pages")?.isInteger == true, type("results")?.element != nil {
            return paging(items: "results", .page(parameter: name("page"), total: name("total_pages"), first: firstPage))
        }
        if parameters.keys.contains(where: Self.isPagingParameter), arrays.count == 1 {
            if let next = properties.first(where: { $0.key.value == "next" }), Self.holdsAURL(next) {
                return paging(items: arrays[0].key.value, .link(from: name("next")))
            }
            if method.lowercased() == "get", let next = nestedNextLink(in: properties) {
                return paging(items: arrays[0].key.value, .link(from: name(next)))
            }
        }
        // A next page's URL is fetched as the request was: a POST's (Azure Search's) needs the body its service names
        // beside the URL, which a link does not carry.
        if method.lowercased() == "get", arrays.count == 1, let next = nextPageURL(in: properties) {
            return paging(items: arrays[0].key.value, .link(from: name(next)))
        }
        if let page = parameters["page"], page.unwrapped.isInteger, type("items")?.element != nil {
            // fastapi-pagination's `Page`: `items`, `total`, `page`, `size` and the number of `pages`.
            if type("pages")?.isInteger == true {
                return paging(items: "items", .page(parameter: name("page"), total: name("pages"), first: firstPage))
            }
            // django-ninja's `PageNumberPagination`: `items` and the `count` of all items, past the last page none.
            if properties.count == 2, type("count")?.isInteger == true {
                return paging(items: "items", .page(parameter: name("page"), total: nil, first: firstPage))
            }
        }
        return nil
    }

    /// The query parameters that take an opaque token for the next page, each with the response property holding the
    /// next page's token: `cursor` and `next_cursor`; Benchling's and AWS's `nextToken` both ways; Google's `pageToken` and
    /// `nextPageToken` (and the snake-case spelling of documents made from protocol buffers).
    private static let tokenCursors = [("cursor", "next_cursor"), ("nextToken", "nextToken"), ("next_token", "next_token"),
                                       ("pageToken", "nextPageToken"), ("page_token", "next_page_token")]

    /// The query parameters that take an opaque token for the next page which the response keeps in an object, each
    /// with the names the next token goes by there: Slack's `cursor` and `response_metadata.next_cursor`, Datadog's
    /// `page[cursor]` and `meta.page.after` (or `meta.pagination.next_cursor`), X's `pagination_token` and
    /// `meta.next_token`.
    private static let nestedTokenCursors: [(String, Set<String>)] = [("cursor", ["next_cursor"]), ("page[cursor]", ["after", "next_cursor"]),
                                                                      ("pagination_token", ["next_token"])]

    /// The dotted paths to the properties named one of `names` that `fits` in the object properties of `properties`, up
    /// to `depth` objects down (`meta.page.after`).
    private func nestedPaths(to names: Set<String>, in properties: [PropertySpec], depth: Int, where fits: (PropertySpec) -> Bool) -> [String] {
        guard depth > 0 else { return [] }
        var found: [String] = []
        // A path names each property by a dot, which a name of its own cannot be told from.
        for property in properties where !property.key.value.contains(".") {
            guard let nested = objectProperties(property.type.value) else { continue }
            for inner in nested where names.contains(inner.key.value) && fits(inner) {
                found.append(property.key.value + "." + inner.key.value)
            }
            found += nestedPaths(to: names, in: nested, depth: depth - 1, where: fits).map { property.key.value + "." + $0 }
        }
        return found
    }

    /// The names of a response's object that describes the next page (Asana's `next_page`), null or absent on the last.
    private static let nextPageObjectNames: Set<String> = ["next_page", "nextPage"]

    /// The optional query parameter whose next page's value the response keeps under the parameter's own name and
    /// type in its next-page object, and the dotted path to it: Asana's `offset` and `next_page.offset`. Nil when
    /// there is no such object, or it names no such parameter or more than one, which one cursor cannot send.
    private func nextPageValue(of query: [ParameterSpec], in properties: [PropertySpec]) -> (parameter: String, path: String)? {
        var found: [(parameter: String, path: String)] = []
        for holder in properties where Self.nextPageObjectNames.contains(holder.key.value) {
            guard let members = objectProperties(holder.type.value) else { continue }
            for parameter in query where parameter.type.value.isOptional {
                let key = parameter.key.value
                guard !key.contains("."), members.contains(where: { $0.key.value == key && $0.type.value.unwrapped == parameter.type.value.unwrapped }) else { continue }
                found.append((key, holder.key.value + "." + key))
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The query parameters that take the id of the last item seen: Stripe's, OpenAI's and Anthropic's.
    private static let afterParameters = ["starting_after", "after", "after_id"]

    /// The query parameters by which a response's `next` URL is one of pages: without one, a `next` might name anything.
    private static let pagingParameters: Set<String> = ["page", "offset", "limit", "cursor", "page_size", "per_page"]

    /// Whether `name` is one of ``pagingParameters``, or a member of JSON:API's `page` family (`page[number]`,
    /// `page[size]`, `page[cursor]`), whose members the specification leaves to each API.
    private static func isPagingParameter(_ name: String) -> Bool {
        pagingParameters.contains(name) || (name.hasPrefix("page[") && name.hasSuffix("]"))
    }

    /// The names only a next page's URL goes by: Twilio's (`next_page_uri` in its 2010 API, `next_page_url` in the
    /// `meta` of the others), Azure's and Microsoft Graph's.
    private static let nextPageURLNames: Set<String> = ["next_page_uri", "next_page_url", "nextLink", "next_link", "@odata.nextLink"]

    /// The property of `properties` holding the next page's URL under one of ``nextPageURLNames``, or the dotted path
    /// to it through an object property (`meta.next_page_url`); nil when there is none, or more than one.
    private func nextPageURL(in properties: [PropertySpec]) -> String? {
        // Such a name says what the text is: Azure's and Graph's are plain strings. A path names the inner property by
        // a dot, which a name of its own (`@odata.nextLink`) cannot be told from.
        let found = properties.filter { Self.nextPageURLNames.contains($0.key.value) && Self.holdsText($0) }.map(\.key.value)
            + nestedPaths(to: Self.nextPageURLNames, in: properties, depth: 1) { Self.holdsText($0) && !$0.key.value.contains(".") }
        return found.count == 1 ? found[0] : nil
    }

    /// How many objects down the response a next page's URL is looked for: DigitalOcean's `links.pages.next` is two,
    /// HAL's `_links.next.href` too; deeper, a `next` is more likely some inner resource's than the page's.
    private static let nextLinkDepth = 3

    /// The dotted path to a next page's URL kept inside objects of the response, up to ``nextLinkDepth`` objects down:
    /// a `next` URL in an object (JSON:API's `links.next`, DigitalOcean's `links.pages.next`), or the `href` or `url`
    /// of a `next` object, in the response or in objects of it (`next.href`, HAL's `_links.next.href`, JupyterHub's
    /// `_pagination.next.url`). The shallowest is the page's, as a response's own links sit nearer its top than those
    /// of anything it holds; nil when there is none, or two equally shallow, which name no one page.
    private func nestedNextLink(in properties: [PropertySpec]) -> String? {
        let found = nextLinks(in: properties, of: nil, depth: 0)
        guard let shallowest = found.map(\.count).min() else { return nil }
        let nearest = found.filter { $0.count == shallowest }
        return nearest.count == 1 ? nearest[0].joined(separator: ".") : nil
    }

    /// The paths, relative to them, to a next page's URL in `properties`, those of the object property `holder`
    /// `depth` objects down the response (nil and 0 for the response), and in the objects they hold: one key a step.
    private func nextLinks(in properties: [PropertySpec], of holder: String?, depth: Int) -> [[String]] {
        // The name of `href` and `url` says what their text is; JSON:API's `links` members are links by definition.
        func urlMember(of next: PropertySpec) -> String? {
            let members = objectProperties(next.type.value)?.filter { ["href", "url"].contains($0.key.value) && Self.holdsText($0) } ?? []
            return members.count == 1 ? members[0].key.value : nil
        }
        var found: [[String]] = []
        // A path names each property by a dot, which a name of its own cannot be told from.
        for property in properties where !property.key.value.contains(".") {
            let key = property.key.value
            if key == "next" {
                // The response's own `next` URL is Django REST framework's convention, not looked for here.
                let linksMember = depth == 1 && ["links", "_links"].contains(holder) && Self.holdsText(property)
                if depth > 0 && (Self.holdsAURL(property) || linksMember) {
                    found.append([key])
                } else if depth < Self.nextLinkDepth, let member = urlMember(of: property) {
                    found.append([key, member])
                }
            } else if depth < Self.nextLinkDepth, let nested = objectProperties(property.type.value) {
                found += nextLinks(in: nested, of: key, depth: depth + 1).map { [key] + $0 }
            }
        }
        return found
    }

    /// Whether a property's type is text: a string, or a `url`.
    private static func holdsText(_ property: PropertySpec) -> Bool {
        [.named("string"), .named("url")].contains(property.type.value.unwrapped)
    }

    /// Whether a `next` property holds the next page's URL: a `format: uri`, or a string its description calls a URL
    /// or link (Spotify's "URL to the next page of items"). OpenAI's `next` is a cursor for `after`, which followed as a
    /// URL would have sent the credentials to a path no one named.
    private static func holdsAURL(_ property: PropertySpec) -> Bool {
        switch property.type.value.unwrapped {
        case .named("url"):
            return true
        case .named("string"):
            let words = (property.description ?? "").lowercased().split { !$0.isLetter }
            return words.contains("url") || words.contains("link") || words.contains("uri")
        default:
            return false
        }
    }

    /// The properties of the object model named by `type` (optional or not); nil for any other type.
    private func objectProperties(_ type: TypeExpression) -> [PropertySpec]? {
        guard let name = type.unwrapped.name, let index = modelIndex[name], case .object(let properties)? = models[index].kind else { return nil }
        return properties
    }
}
