import EndpointGenSpec

/// The Swift names of a document's component schemas: each key in UpperCamelCase, except a namespaced key, whose
/// dots separate a package or namespace from the type (Kubernetes' `io.k8s.api.core.v1.Pod`, a .NET document's
/// `Shop.Api.Models.Order`, Microsoft Graph's `microsoft.graph.user`), as Pydantic's double underscores do when two
/// modules declare one name (`meilisearch_fastapi__models__index__FilterableAttributes`). That one is named by as few of
/// its last segments as tell it apart from every other component: `Pod`, or `V1beta1Pod` and `V1Pod` when two versions
/// declare a `Pod`; never `IoK8sApiCoreV1Pod`. A segment that is a hash is no part of the name: spectree keys `Item`
/// as `Item.3a64a9f`, after its module's path, which renamed every type when the models moved. A module path every
/// entity's key shares, as grape-swagger writes it (`API_Entities_User`), is no part of a name either
/// (``SharedModulePath``).
enum ComponentNames {
    /// The name of each key of `keys`.
    static func names(of keys: [String]) -> [String: String] {
        var names: [String: String] = [:]
        var namespaced: [(key: String, segments: [Substring])] = []
        // A version every key carries (slurmrestd's `v0.0.38_jobs_response`, `dbv0.0.38_job_info`) names no type, nor
        // the name of a section every key begins with (Replicate's `schemas_prediction_response`).
        let version = SharedVersion(names: keys, leadingWords: SharedVersion.sectionWords)
        // Nor does the Ruby module path grape-swagger writes before every entity (GitLab's `API_Entities_User`).
        let modulePath = SharedModulePath(texts: Dictionary(keys.map { ($0, version.text(of: $0)) }, uniquingKeysWith: { first, _ in first }))
        for key in keys {
            let text = modulePath.text(of: key) ?? version.text(of: key)
            if let segments = Self.namespacedSegments(of: text) {
                namespaced.append((key, segments))
            } else {
                names[key] = Casing.upperCamel(text)
            }
        }
        guard !namespaced.isEmpty else { return names }
        let fixed = Set(names.values)
        // Each namespaced key takes one more segment while its name is another's, or one generated code uses
        // (`iam.scim.v2.Error` is `V2Error`, not `Error`); at worst its whole key, a hash included.
        var lengths = [Int](repeating: 1, count: namespaced.count)
        var candidates: [String] = []
        while true {
            candidates = namespaced.indices.map { index in
                let (key, segments) = namespaced[index]
                return Casing.upperCamel(lengths[index] > segments.count ? version.text(of: key) : segments.suffix(lengths[index]).joined(separator: "."))
            }
            var uses: [String: Int] = [:]
            for candidate in candidates { uses[candidate, default: 0] += 1 }
            var lengthened = false
            let taken = { (name: String) in uses[name, default: 0] > 1 || fixed.contains(name) || RuntimeSymbols.isReserved(name) }
            for index in namespaced.indices where taken(candidates[index]) && lengths[index] < namespaced[index].segments.count {
                // A name only Swift or generated code holds, whose next segment says it again (stac-fastapi's
                // `stac_pydantic__api__collection__Collection`), stays, to be renamed as a plain key is (`CollectionModel`):
                // `CollectionCollection` said nothing more.
                let segments = namespaced[index].segments
                if uses[candidates[index], default: 0] == 1, !fixed.contains(candidates[index]),
                   Casing.upperCamel(String(segments[segments.count - lengths[index] - 1])) == candidates[index] {
                    continue
                }
                lengths[index] += 1
                lengthened = true
            }
            // Only when no clashing name can take another segment does one that has none left become its whole key:
            // spectree's `Body.7d10434` stays `Body` beside `Body.7d10434.Body`, which becomes `BodyBody`.
            if !lengthened {
                for index in namespaced.indices where taken(candidates[index]) && lengths[index] == namespaced[index].segments.count {
                    lengths[index] += 1
                    lengthened = true
                }
            }
            guard lengthened else { break }
        }
        for (index, entry) in namespaced.enumerated() { names[entry.key] = candidates[index] }
        return names
    }

    /// The segments of a namespaced key without its hashes, or nil for a key named as it is: one without dots or
    /// double underscores, with fewer than three segments (`v1.Pod`, `Foo__Bar`) unless a hash followed them, or one
    /// whose last segment is no type's name.
    private static func namespacedSegments(of key: String) -> [Substring]? {
        // Most keys have neither, and splitting each was most of the time this took.
        let separator = key.utf8.contains(UInt8(ascii: ".")) ? "." : key.utf8.contains(UInt8(ascii: "_")) && key.contains("__") ? "__" : nil
        guard let separator else { return nil }
        var segments = key.split(separator: separator, omittingEmptySubsequences: false)
        let count = segments.count
        // Spectree writes the hash after each model's name, the nested ones' too (`Out.7d10434.Color`).
        if count >= 2 { segments.removeAll { Self.isHash($0) } }
        let hashed = segments.count < count
        guard segments.count >= (hashed ? 1 : 3), let last = segments.last, Self.namesAType(last),
              segments.allSatisfy({ !Casing.words(String($0)).isEmpty })
        else { return nil }
        return segments
    }

    /// Whether a segment is a hash rather than a name or a version: seven or more lowercase hexadecimal digits, both
    /// decimal ones and letters among them (spectree's `3a64a9f`, the first seven of a SHA-1; not `20250101`).
    private static func isHash(_ segment: Substring) -> Bool {
        let digits = segment.utf8.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        let letters = segment.utf8.filter { (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }.count
        return segment.utf8.count >= 7 && digits + letters == segment.utf8.count && digits > 0 && letters > 0
    }

    /// Whether the last segment of a dotted key is a type's name (`Pod`, Microsoft Graph's `user`), not a version
    /// (`error.response.v2`) or a number.
    private static func namesAType(_ segment: Substring) -> Bool {
        guard let first = segment.first, first.isLetter else { return false }
        let rest = segment.dropFirst()
        return !(first == "v" && rest.first?.isNumber == true)
    }
}
