import EndpointGenJSON
import EndpointGenSpec

/// A version that every one of a document's operationIds, or every one of its component keys, carries, which names
/// nothing: slurmrestd's ids are `slurm_v0_0_38_get_jobs` and `slurmdb_v0_0_38_get_job`, its schemas
/// `v0.0.38_jobs_response` and `dbv0.0.38_job_info`, which were `slurmV0_0_38GetJobs()` and `V0_0_38JobsResponse`
/// in every call and type. Each name is read without it (`slurm_get_jobs`, `jobs_response`, `db_job_info`) unless two
/// names are then alike, which keep it.
///
/// Component keys may also all begin with the name of the section a bundler filed them under, which is no word of a
/// type either: Replicate's schemas are `schemas_prediction_response`, `schemas_training_request`, …, which were
/// `SchemasPredictionResponse` and `SchemasTrainingRequest`. Given `leadingWords`, a word of them that begins every
/// one of three or more names, before a separator, is left out the same way, unless the rest of a name is then empty,
/// begins with a digit, or is another's.
struct SharedVersion {
    /// Each name by the text it is named by, for the names that change.
    private let texts: [String: String]

    /// The words a bundler puts before every component key: the names of the sections it files them under.
    static let sectionWords: Set<String> = ["schemas", "schema", "definitions", "components", "models"]

    init(names: [String], leadingWords: Set<String> = []) {
        let unique = Array(Set(names))
        guard unique.count > 1 else {
            texts = [:]
            return
        }
        let versionless = Self.versionlessTexts(of: unique)
        guard unique.count >= 3, !leadingWords.isEmpty else {
            texts = versionless
            return
        }
        texts = Self.wordlessTexts(of: unique, from: versionless, leadingWords: leadingWords)
    }

    /// The text each of `unique` is named by without the version every one carries, for the names that change.
    private static func versionlessTexts(of unique: [String]) -> [String: String] {
        // The versions in every name, by their digits apart (`v0_0_38` is `v0.0.38`), one common to all.
        var common: Set<String>?
        for name in unique {
            let versions = Set(Self.versions(in: name).map(\.digits))
            common = common.map { $0.intersection(versions) } ?? versions
            if common?.isEmpty == true { break }
        }
        guard let digits = common?.min(), !digits.isEmpty else { return [:] }
        var texts: [String: String] = [:]
        for name in unique {
            guard let version = Self.versions(in: name).first(where: { $0.digits == digits }) else { continue }
            let text = Self.removing(version.range, from: name)
            guard !Casing.words(text).isEmpty else { continue }
            texts[name] = text
        }
        return keepingAlike(texts, from: [:])
    }

    /// `texts` (the names that change, by their text so far) with each of `unique` also without the one of
    /// `leadingWords` that every name's text begins with, before a separator (`schemas_`).
    private static func wordlessTexts(of unique: [String], from texts: [String: String], leadingWords: Set<String>) -> [String: String] {
        let isSeparator = { (character: Character) in character == "_" || character == "." || character == "-" }
        var word: String?
        for name in unique {
            let text = texts[name] ?? name
            guard let end = text.firstIndex(where: isSeparator) else { return texts }
            let first = text[..<end].lowercased()
            guard leadingWords.contains(first), word == nil || word == first else { return texts }
            word = first
        }
        var wordless: [String: String] = [:]
        for name in unique {
            let text = texts[name] ?? name
            let rest = text.drop { !isSeparator($0) }.drop(while: isSeparator)
            guard let first = rest.first, !first.isNumber, !Casing.words(String(rest)).isEmpty else { continue }
            wordless[name] = String(rest)
        }
        return keepingAlike(wordless, from: texts)
    }

    /// `changed` without the names whose new text is alike another's (the same words in any case): each of those keeps
    /// its text in `earlier`, if it has one there.
    private static func keepingAlike(_ changed: [String: String], from earlier: [String: String]) -> [String: String] {
        var texts = earlier
        var alike: [String: [String]] = [:]
        for (name, text) in changed {
            texts[name] = text
            alike[Casing.words(text).map { $0.lowercased() }.joined(separator: " "), default: []].append(name)
        }
        for names in alike.values where names.count > 1 {
            for name in names { texts[name] = earlier[name] }
        }
        return texts
    }

    /// The text `name` is named by: without the shared version when it has one that no other name then repeats.
    func text(of name: String) -> String {
        texts[name] ?? name
    }

    /// The versions in `name`: a `v` or `V` and digits, parts of digits after `.` or `_` (`v2`, `V0040`, `v0_0_38`,
    /// `v0.0.38`), after no letter or digit unless a `V` after a lower-case letter (`listUsersV2`) or a version of several
    /// parts (`dbv0.0.38`), before no letter or digit unless an upper-case letter.
    static func versions(in name: String) -> [(range: Range<String.Index>, digits: String)] {
        var found: [(Range<String.Index>, String)] = []
        var index = name.startIndex
        while index < name.endIndex {
            defer { if index < name.endIndex { index = name.index(after: index) } }
            guard name[index] == "v" || name[index] == "V" else { continue }
            let previous = index > name.startIndex ? name[name.index(before: index)] : nil
            var end = name.index(after: index)
            var parts: [Substring] = []
            while end < name.endIndex {
                let start = parts.isEmpty ? end : name.index(after: end)
                if !parts.isEmpty, name[end] != "." && name[end] != "_" { break }
                guard start < name.endIndex else { break }
                let digits = name[start...].prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty else { break }
                parts.append(digits)
                end = digits.endIndex
            }
            guard !parts.isEmpty else { continue }
            let next = end < name.endIndex ? name[end] : nil
            let openedWell = previous.map { !($0.isLetter || $0.isNumber) || ($0.isLetter && parts.count > 1)
                || (name[index] == "V" && $0.isLowercase) } ?? true
            let closedWell = next.map { !($0.isLetter || $0.isNumber) || $0.isUppercase } ?? true
            guard openedWell, closedWell else { continue }
            found.append((index..<end, parts.joined(separator: ".")))
            index = name.index(before: end)
        }
        return found
    }

    /// `name` without `range` and the separators beside it; one `_` stays between letters it parted (`db_job_info`).
    private static func removing(_ range: Range<String.Index>, from name: String) -> String {
        let isSeparator = { (character: Character) in !(character.isLetter || character.isNumber) }
        var before = name[..<range.lowerBound]
        var after = name[range.upperBound...]
        while let last = before.last, isSeparator(last) { before = before.dropLast() }
        while let first = after.first, isSeparator(first) { after = after.dropFirst() }
        if before.isEmpty || after.isEmpty || after.first?.isUppercase == true { return String(before + after) }
        return String(before) + "_" + String(after)
    }
}

extension OpenAPIConverter {
    /// The operationIds with a word in them, in document order.
    static func operationIDs(in document: JSONNode, pathSpelledIDs: PathSpelledIDs) -> [String] {
        var ids: [String] = []
        for pathMember in document["paths"]?.members ?? [] where !pathMember.key.isSpecificationExtension {
            for member in pathMember.value.pathItem(in: document).members ?? [] where operationMethods.contains(member.key) {
                if hasOperationID(member.value, method: member.key, path: pathMember.key, pathSpelledIDs: pathSpelledIDs), let id = member.value["operationId"]?.string { ids.append(id) }
            }
        }
        return ids
    }
}
