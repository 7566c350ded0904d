import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one or more ``CommonParametersMiddleware`` add to a request, worked out once: their query, encoded, and
/// their header fields under the names a request stores them by.
///
/// A chain that starts with such middleware has them added while ``RequestBuilder`` builds the request (see
/// ``APIClient``), where the query is appended before the URL is parsed rather than parsed a second time; elsewhere
/// in a chain the middleware adds them to the built request. Both give the same request.
struct CommonParameters: Sendable {
    /// The query items percent-encoded and joined with `&`.
    let encodedQuery: String
    /// Each query item percent-encoded (`name=value`), with the UTF-8 bytes of its encoded name, in order.
    let encodedItems: [(text: String, name: [UInt8])]
    /// The first header field whose name or value cannot be sent; every request then fails with it.
    let invalidHeader: String?
    /// The header fields under their stored names, the first of each name only, to add where a request has none.
    let storedHeaders: [HTTPHeader]

    init(query: [QueryItem], headers: [HTTPHeader]) {
        encodedItems = query.map { item in
            let text = RequestBuilder.formEncoded([item])
            return (text, Array(text.utf8.prefix { $0 != UInt8(ascii: "=") }))
        }
        encodedQuery = encodedItems.map(\.text).joined(separator: "&")
        invalidHeader = headers.first { !$0.isSendable }?.name
        var stored: [HTTPHeader] = []
        if invalidHeader == nil {
            for header in headers where !stored.contains(where: { HTTPHeader.sameName($0.name, header.name) }) {
                stored.append(HTTPHeader(name: StoredHeaderName.of(header.name), value: header.value))
            }
        }
        storedHeaders = stored
    }

    /// What `first` and then `second` add, one after the other: `first`'s query items, then `second`'s of other names,
    /// and `second`'s header fields where `first` has none of that name; an invalid header of `first` fails before
    /// `second` runs.
    init(_ first: CommonParameters, then second: CommonParameters) {
        let taken = first.encodedItems.map(\.name)
        encodedItems = first.encodedItems + second.encodedItems.filter { !taken.contains($0.name) }
        encodedQuery = encodedItems.map(\.text).joined(separator: "&")
        invalidHeader = first.invalidHeader ?? second.invalidHeader
        storedHeaders = first.storedHeaders
            + second.storedHeaders.filter { added in !first.storedHeaders.contains { HTTPHeader.sameName($0.name, added.name) } }
    }

    /// Throws ``InvalidRequestReason/invalidHeader(name:)`` when a header field cannot be sent.
    func check() throws(EndpointError) {
        if let invalidHeader { throw .invalidRequest(.invalidHeader(name: invalidHeader)) }
    }

    /// `request` with the query and the header fields added.
    func adding(to request: consuming URLRequest) throws(EndpointError) -> URLRequest {
        try check()
        addHeaders(to: &request)
        if !encodedQuery.isEmpty, let url = request.url {
            let joined = appendingQuery(to: url.absoluteString)
            guard let merged = URL(string: joined) else { throw .invalidRequest(.invalidURL(joined)) }
            request.url = merged
        }
        return request
    }

    /// Adds each header field that `request` has none of, by name.
    func addHeaders(to request: inout URLRequest) {
        guard !storedHeaders.isEmpty else { return }
        // Every field set in one assignment: each read and write of `allHTTPHeaderFields` converts them all on Linux.
        let present = request.allHTTPHeaderFields ?? [:]
        var fields = HeaderFields(present)
        addHeaders(to: &fields)
        if fields.dictionary.count != present.count { request.allHTTPHeaderFields = fields.dictionary }
    }

    /// Adds each header field that `fields` has none of, by name.
    func addHeaders(to fields: inout HeaderFields) {
        for header in storedHeaders { fields.add(stored: header) }
    }

    /// `url` with the query items of names its query does not hold appended to its query, after a `&` unless the
    /// query is empty or ends with one, and before the fragment; a `?` starts the query when there is none. An item the
    /// request sends already, the endpoint's own or an API key, wins, as an endpoint's header field does: PHP and Rails
    /// read the last of two, so a common `page=9` after the endpoint's `page=1` would have moved every list.
    func appendingQuery(to url: String) -> String {
        guard !encodedQuery.isEmpty else { return url }
        let present = ByteSearch.withBytes(of: url) { itemsNamed(inQueryOf: $0) }
        guard !present.isEmpty else { return Self.appending(encodedQuery, toQueryOf: url) }
        let kept = encodedItems.indices.filter { !present.contains($0) }.map { encodedItems[$0].text }
        return kept.isEmpty ? url : Self.appending(kept.joined(separator: "&"), toQueryOf: url)
    }

    /// The positions in ``encodedItems`` of the items whose names the query of `url` (its UTF-8 bytes) holds; a few,
    /// so a list is searched faster than a set is built, and none (the usual case) costs no allocation.
    ///
    /// Compared as bytes, in place: collecting the query's names as `Substring`s first was a third of what the
    /// middleware added to a request behind another, and searched by `Character`s, which break the text into
    /// graphemes, nine tenths (2.9 of 3.3 µs).
    private func itemsNamed(inQueryOf url: UnsafeBufferPointer<UInt8>) -> [Int] {
        let end = ByteSearch.firstIndex(of: UInt8(ascii: "#"), in: url) ?? url.count
        guard let mark = ByteSearch.firstIndex(of: UInt8(ascii: "?"), in: url, within: 0..<end) else { return [] }
        var present: [Int] = []
        var start = mark + 1
        while start < end {
            let itemEnd = ByteSearch.firstIndex(of: UInt8(ascii: "&"), in: url, within: start..<end) ?? end
            if itemEnd > start {
                let nameEnd = ByteSearch.firstIndex(of: UInt8(ascii: "="), in: url, within: start..<itemEnd) ?? itemEnd
                let name = UnsafeBufferPointer(rebasing: url[start..<nameEnd])
                for index in encodedItems.indices where !present.contains(index) && encodedItems[index].name.elementsEqual(name) {
                    present.append(index)
                }
            }
            start = itemEnd + 1
        }
        return present
    }

    /// `url` with `query` appended as ``appendingQuery(to:)`` describes. Read and written as bytes in one pass:
    /// searching the text through its `utf8` view and appending piece by piece cost a quarter of adding the parameters.
    static func appending(_ query: String, toQueryOf url: String) -> String {
        var url = url
        var query = query
        return url.withUTF8 { url in
            query.withUTF8 { query in
                let fragmentStart = ByteSearch.firstIndex(of: UInt8(ascii: "#"), in: url) ?? url.endIndex
                let head = UnsafeBufferPointer(rebasing: url[..<fragmentStart])
                let separator: UInt8? =
                    if ByteSearch.firstIndex(of: UInt8(ascii: "?"), in: head) == nil { UInt8(ascii: "?") }
                    else if let last = head.last, last != UInt8(ascii: "?"), last != UInt8(ascii: "&") { UInt8(ascii: "&") }
                    else { nil }
                let count = url.count + (separator == nil ? 0 : 1) + query.count
                return String(unsafeUninitializedCapacity: count) { buffer in
                    var written = buffer.initialize(fromContentsOf: head)
                    if let separator {
                        buffer[written] = separator
                        written += 1
                    }
                    written += UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(fromContentsOf: query)
                    written += UnsafeMutableBufferPointer(rebasing: buffer[written...])
                        .initialize(fromContentsOf: UnsafeBufferPointer(rebasing: url[fragmentStart...]))
                    return written
                }
            }
        }
    }
}

extension Array where Element == any Middleware {
    /// The parameters of the ``CommonParametersMiddleware`` that start the chain once idle middleware are left out
    /// (`nil` when none does), and the middleware after them.
    var leadingCommonParameters: (parameters: CommonParameters?, rest: [any Middleware]) {
        var parameters: CommonParameters?
        var rest = withoutIdle[...]
        while let common = rest.first as? CommonParametersMiddleware {
            parameters = parameters.map { CommonParameters($0, then: common.parameters) } ?? common.parameters
            rest = rest.dropFirst()
        }
        return (parameters, Array(rest))
    }
}
