import EndpointGenSpec

/// Operations a document gives one name — a FastAPI function mounted on a root path and a workspace path, or on PUT
/// and PATCH; one RPC bound by gRPC-gateway to `/api/v1/…` and `/…` — named apart by the smallest difference, as a
/// person would, rather than by a number or the whole generated id.
///
/// The operation whose path says least beyond the name keeps it: one not deprecated before a deprecated one, then the
/// fewest path words the name lacks, then the fewest segments, then a GET before other methods and HEAD and OPTIONS
/// after them, then the first in document order. Each other one adds what sets it apart from that one: the words of its
/// path the kept one's path and the name lack (`listRuns` → `listRunsWorkspaces` for `/workspaces/{id}/runs` beside
/// `/runs`), else its parameters the kept one lacks (`imgByData`), else its method (`epgProxyHead`,
/// `apiUpdateUserAclPatch`), else `Deprecated` when it is and the kept one is not. Operations that still share a name
/// are named apart the same way among themselves.
///
/// A name depends on the operations of that name only, so adding an unrelated operation renames none.
enum OperationTwins {
    /// One of the operations named alike: its method and path as the document writes them.
    struct Twin {
        let method: String
        let path: String
        /// Whether the operation is deprecated: its current twin keeps the name (cashu's `/v1/melt/bolt11`
        /// was `meltTokensV1Bolt11` beside the deprecated `/melt`'s `meltTokens`).
        let deprecated: Bool
    }

    /// The names of `twins`, in their order, all named `base` by the document: `base` for the one that keeps it,
    /// and `base` followed by the words that set each other one apart. The names are words for ``Casing`` to spell.
    /// A twin nothing sets apart (paths alike but for punctuation) keeps `base`, for the caller to number.
    static func names(base: String, twins: [Twin]) -> [String] {
        var names = Array(repeating: base, count: twins.count)
        guard twins.count > 1 else { return names }
        let baseWords = Set(Casing.words(base).map(\.comparableWord))
        // `min` keeps the first of equals, so document order decides between twins that say as much.
        let keeper = twins.indices.min { first, second in
            rank(twins[first], beside: baseWords) < rank(twins[second], beside: baseWords)
        } ?? 0
        for index in twins.indices where index != keeper {
            let difference = difference(of: twins[index], from: twins[keeper], baseWords: baseWords)
            names[index] = difference.isEmpty ? base : base + " " + difference
        }
        // Twins with the same difference (GET and DELETE of `/api/v1/tinyurl/{id}` beside `/t/{id}`) go again.
        var alike: [String: [Int]] = [:]
        var order: [String] = []
        for index in twins.indices where index != keeper && names[index] != base {
            let key = Casing.lowerCamel(names[index])
            if alike[key] == nil { order.append(key) }
            alike[key, default: []].append(index)
        }
        for key in order {
            guard let indices = alike[key], indices.count > 1 else { continue }
            let again = Self.names(base: names[indices[0]], twins: indices.map { twins[$0] })
            for (index, name) in zip(indices, again) { names[index] = name }
        }
        return names
    }

    /// How much a twin says beyond the name: whether it is deprecated, then the words of its path the name lacks, then
    /// its segments; then its method (``methodRank(_:)``).
    private static func rank(_ twin: Twin, beside baseWords: Set<String>) -> (deprecated: Int, words: Int, segments: Int, method: Int) {
        let words = Set(literalWords(of: twin.path).map(\.comparableWord)).subtracting(baseWords).count
        return (twin.deprecated ? 1 : 0, words, segments(of: twin.path).count, methodRank(twin.method))
    }

    /// Which of the methods of one path keeps the plain name: a GET, as that is what the plain name reads as; HEAD and
    /// OPTIONS, which ask about a resource rather than act on it, after any other. Document order decided before, and
    /// FastAPI lists an `api_route`'s methods in any order: mediaflow's HEAD before its GET took `epgProxy`, and the
    /// GET was `epgProxyGet`.
    private static func methodRank(_ method: String) -> Int {
        switch method {
        case "get": 0
        case "head", "options": 2
        default: 1
        }
    }

    /// What sets `twin` apart from `kept`, as words: its path words that neither `kept`'s path nor the name has;
    /// without those, its parameters `kept` has not (`by data`); without those, its method when it differs; without
    /// that, `deprecated` when it is and `kept` is not.
    private static func difference(of twin: Twin, from kept: Twin, baseWords: Set<String>) -> String {
        var known = baseWords.union(literalWords(of: kept.path).map(\.comparableWord))
        var words: [String] = []
        for word in literalWords(of: twin.path) where known.insert(word.comparableWord).inserted {
            words.append(word)
        }
        if !words.isEmpty { return words.joined(separator: " ") }
        let keptParameters = Set(parameters(of: kept.path))
        let parameters = parameters(of: twin.path).filter { !keptParameters.contains($0) }
        if !parameters.isEmpty { return parameters.map { "by \($0)" }.joined(separator: " ") }
        if twin.method != kept.method { return twin.method }
        return twin.deprecated && !kept.deprecated ? "deprecated" : ""
    }

    private static func segments(of path: String) -> [Substring] {
        path.split(separator: "/")
    }

    private static func isParameter(_ segment: Substring) -> Bool {
        segment.hasPrefix("{") && segment.hasSuffix("}")
    }

    /// The words of the path's segments other than parameters, in order; escapes read as what they stand for.
    private static func literalWords(of path: String) -> [String] {
        segments(of: path).filter { !isParameter($0) }.flatMap { Casing.words($0.removingPercentEncoding ?? String($0)) }
    }

    /// The names of the path's parameters, in order.
    private static func parameters(of path: String) -> [String] {
        segments(of: path).filter(isParameter).map { String($0.dropFirst().dropLast()) }
    }
}
