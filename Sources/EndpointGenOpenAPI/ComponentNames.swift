import EndpointGenSpec

/// The Swift names of a document's component schemas: each key in UpperCamelCase, except a namespaced key, whose
/// dots separate a package or namespace from the type (Kubernetes' `io.k8s.api.core.v1.Pod`, a .NET document's
/// `Shop.Api.Models.Order`, Microsoft Graph's `microsoft.graph.user`). That one is named by as few of its last
/// segments as tell it apart from every other component: `Pod`, or `V1beta1Pod` and `V1Pod` when two versions declare
/// a `Pod`; never `IoK8sApiCoreV1Pod`.
enum ComponentNames {
    /// The name of each key of `keys`.
    static func names(of keys: [String]) -> [String: String] {
        var names: [String: String] = [:]
        var namespaced: [(key: String, segments: [Substring])] = []
        for key in keys {
            // Most keys have no dot, and splitting each was most of the time this took.
            let segments = key.utf8.contains(UInt8(ascii: ".")) ? key.split(separator: ".", omittingEmptySubsequences: false) : []
            if segments.count >= 3, let last = segments.last, Self.namesAType(last),
               segments.allSatisfy({ !Casing.words(String($0)).isEmpty }) {
                namespaced.append((key, segments))
            } else {
                names[key] = Casing.upperCamel(key)
            }
        }
        guard !namespaced.isEmpty else { return names }
        let fixed = Set(names.values)
        // Each namespaced key takes one more segment while its name is another's, or one generated code uses
        // (`iam.scim.v2.Error` is `V2Error`, not `Error`); at worst all of them, its whole key.
        var lengths = [Int](repeating: 1, count: namespaced.count)
        var candidates: [String] = []
        while true {
            candidates = namespaced.indices.map { Casing.upperCamel(namespaced[$0].segments.suffix(lengths[$0]).joined(separator: ".")) }
            var uses: [String: Int] = [:]
            for candidate in candidates { uses[candidate, default: 0] += 1 }
            var lengthened = false
            let taken = { (name: String) in uses[name, default: 0] > 1 || fixed.contains(name) || RuntimeSymbols.isReserved(name) }
            for index in namespaced.indices where taken(candidates[index]) {
                guard lengths[index] < namespaced[index].segments.count else { continue }
                lengths[index] += 1
                lengthened = true
            }
            guard lengthened else { break }
        }
        for (index, entry) in namespaced.enumerated() { names[entry.key] = candidates[index] }
        return names
    }

    /// Whether the last segment of a dotted key is a type's name (`Pod`, Microsoft Graph's `user`), not a version
    /// (`error.response.v2`) or a number.
    private static func namesAType(_ segment: Substring) -> Bool {
        guard let first = segment.first, first.isLetter else { return false }
        let rest = segment.dropFirst()
        return !(first == "v" && rest.first?.isNumber == true)
    }
}
