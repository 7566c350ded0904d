/// One page of a paged list: its items, and where it sits in the sequence.
public struct Page<Item: Sendable>: Sendable {
    /// The page's items in the server's order; may be empty only for the first page.
    public var items: [Item]
    /// The page's position in the sequence, 1 for the first page fetched.
    public var number: Int

    /// Creates a page.
    public init(items: [Item], number: Int) {
        self.items = items
        self.number = number
    }
}

/// Fetches one page and tells how to fetch the one after it: the step a ``PageSequence`` repeats.
public struct PageFetch<Item: Sendable>: Sendable {
    /// A page's items and the fetch of the next page, `nil` after the last page.
    public typealias Result = (items: [Item], next: PageFetch<Item>?)

    let run: @Sendable () async throws(EndpointError) -> Result

    /// Creates a fetch; `run` sends one request and reads the page from its response.
    public init(_ run: @escaping @Sendable () async throws(EndpointError) -> Result) {
        self.run = run
    }
}

/// The pages of a paged list, fetched lazily: one request per page, sent only when iteration reaches it.
///
/// ```swift
/// for try await movie in client.popularPages(region: "DE").items {   // or `.pages` for whole pages
///     print(movie.title)
///     if enough { break }                                               // no further page is requested
/// }
/// ```
///
/// Iteration ends after the page the API marks as the last one, or at the first empty page after the first.
/// Each page is an ordinary request through the client's middleware (retry, rate limit, logging), and fails
/// with that request's ``EndpointError``; a cancelled task gets ``EndpointError/cancelled`` before the next
/// request is sent. A sequence can be iterated several times; each iteration starts again at the first page.
public struct PageSequence<Item: Sendable>: AsyncSequence, Sendable {
    /// Each element is one page.
    public typealias Element = Page<Item>

    private let first: PageFetch<Item>

    /// A sequence that starts with `first`.
    public init(first: PageFetch<Item>) {
        self.first = first
    }

    /// The sequence itself, for symmetry with ``items``: `for try await page in client.listPages().pages`.
    public var pages: PageSequence<Item> { self }

    /// The items of every page in order, fetched page by page as iteration needs them.
    public var items: PagedItems<Item> { PagedItems(pages: self) }

    /// Starts an iteration at the first page.
    public func makeAsyncIterator() -> Iterator {
        Iterator(next: first)
    }

    /// Fetches the pages one by one.
    public struct Iterator: AsyncIteratorProtocol {
        private var pending: PageFetch<Item>?
        private var number = 0

        init(next: PageFetch<Item>) {
            pending = next
        }

        /// The next page, or `nil` after the last one or after an error.
        public mutating func next() async throws(EndpointError) -> Page<Item>? {
            guard let fetch = pending else { return nil }
            // Cleared first: after an error (or a cancellation) the iteration is over.
            pending = nil
            if Task.isCancelled { throw .cancelled }
            let (items, next) = try await fetch.run()
            number += 1
            // An empty page means the list has ended, whatever the server says about more; the first page is
            // still handed out, so `.pages` always yields at least one.
            if items.isEmpty && number > 1 { return nil }
            pending = items.isEmpty ? nil : next
            return Page(items: items, number: number)
        }
    }
}

/// The items of a ``PageSequence``, page after page.
public struct PagedItems<Item: Sendable>: AsyncSequence, Sendable {
    /// Each element is one item.
    public typealias Element = Item

    /// The pages the items come from.
    public let pages: PageSequence<Item>

    /// Starts an iteration at the first item of the first page.
    public func makeAsyncIterator() -> Iterator {
        Iterator(pages: pages.makeAsyncIterator())
    }

    /// Hands out the items of one page before fetching the next.
    public struct Iterator: AsyncIteratorProtocol {
        private var pages: PageSequence<Item>.Iterator
        private var buffer: ArraySlice<Item> = []

        init(pages: PageSequence<Item>.Iterator) {
            self.pages = pages
        }

        /// The next item, or `nil` after the last page's last item.
        public mutating func next() async throws(EndpointError) -> Item? {
            while buffer.isEmpty {
                guard let page = try await pages.next() else { return nil }
                buffer = page.items[...]
            }
            return buffer.popFirst()
        }
    }
}
