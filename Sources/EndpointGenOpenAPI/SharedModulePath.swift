import EndpointGenSpec

/// The Ruby module path grape-swagger writes before each entity's name, its `::` as `_`: GitLab's schemas are
/// `API_Entities_User`, `API_Entities_Project` and `API_Entities_Ci_Pipeline`, which were `APIEntitiesUser`,
/// `APIEntitiesProject` and `APIEntitiesCiPipeline` in every signature. The path every entity shares is a namespace,
/// as a dotted key's is (``ComponentNames``): each is named by the rest (`User`, `Project`, `CiPipeline`).
///
/// A single `_` also joins the words of a snake_case key (`user_profile`) and a type's name to a nested one's
/// (`Pet_Category`), so a prefix is read as a module path only when it is every segment a Ruby constant (`API`,
/// `Entities`: a capital, then letters and digits), is shared by three keys or more and by four in five of the keys
/// written so (GitLab's other schemas are request bodies, `postApiV4ProjectsIdAccessRequests`), and is no key itself:
/// a prefix that names a type (`Pet` beside `Pet_Category`) is that type's, whose nested types say its name.
struct SharedModulePath {
    /// Each key by the text it is named by, for the keys that change.
    private let texts: [String: String]

    /// The shared path is read from `texts`, each key's text so far (without a version every key carries), by key.
    init(texts keyTexts: [String: String]) {
        let paths = keyTexts.compactMapValues(Self.modulePath)
        var uses: [ArraySlice<Substring>: Int] = [:]
        for path in paths.values {
            for length in 1..<path.count { uses[path.prefix(length), default: 0] += 1 }
        }
        let shared = uses.filter { $0.value >= 3 && $0.value * 5 >= paths.count * 4 }.keys.max { $0.count < $1.count }
        guard let shared, !keyTexts.values.contains(shared.joined(separator: "_")) else {
            texts = [:]
            return
        }
        var texts: [String: String] = [:]
        var alike: [String: [String]] = [:]
        for (key, path) in paths where path.starts(with: shared) {
            let rest = path.dropFirst(shared.count).joined(separator: "_")
            texts[key] = rest
            alike[Casing.upperCamel(rest).lowercased(), default: []].append(key)
        }
        // A name that another key's has too keeps its path: `API_Entities_User` beside a `User` of the document's own.
        for (key, text) in keyTexts where texts[key] == nil { alike[Casing.upperCamel(text).lowercased(), default: []].append(key) }
        for keys in alike.values where keys.count > 1 {
            for key in keys { texts[key] = nil }
        }
        self.texts = texts
    }

    /// The text `key` is named by without the module path it shares with the document's other entities; nil for a key
    /// without that path, or one another key is then named alike.
    func text(of key: String) -> String? {
        texts[key]
    }

    /// The segments of `text` when it is a module path of two or more constants joined by `_`; nil for any other text.
    private static func modulePath(_ text: String) -> [Substring]? {
        // Most keys begin in lower case or have no `_`, and are passed over without being split.
        guard text.utf8.first?.isASCIIUppercase == true, text.utf8.contains(UInt8(ascii: "_")) else { return nil }
        let segments = text.split(separator: "_", omittingEmptySubsequences: false)
        guard segments.count > 1, segments.allSatisfy(isConstant) else { return nil }
        return segments
    }

    /// Whether `segment` is a Ruby constant's name as a module path writes it: a capital, then ASCII letters and digits.
    private static func isConstant(_ segment: Substring) -> Bool {
        guard let first = segment.utf8.first, first.isASCIIUppercase else { return false }
        return segment.utf8.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
    }
}
