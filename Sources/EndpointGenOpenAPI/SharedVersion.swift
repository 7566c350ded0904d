import EndpointGenJSON
import EndpointGenSpec

/// A version that every one of a document's operationIds, or every one of its component keys, carries, which names
/// nothing: slurmrestd's ids are `slurm_v0_0_38_get_jobs` and `slurmdb_v0_0_38_get_job`, its schemas
/// `v0.0.38_jobs_response` and `dbv0.0.38_job_info`, which were `slurmV0_0_38GetJobs()` and `V0_0_38JobsResponse`
/// in every call and type. Each name is read without it (`slurm_get_jobs`, `jobs_response`, `db_job_info`) unless two
/// names are then alike, which keep it.
struct SharedVersion {
    /// Each name by the text it is named by, for the names that change.
    private let texts: [String: String]

    init(names: [String]) {
        let unique = Array(Set(names))
        guard unique.count > 1 else {
            texts = [:]
            return
        }
        // The versions in every name, by their digits apart (`v0_0_38` is `v0.0.38`), one common to all.
        var common: Set<String>?
        for name in unique {
            let versions = Set(Self.versions(in: name).map(\.digits))
            common = common.map { $0.intersection(versions) } ?? versions
            if common?.isEmpty == true { break }
        }
        guard let digits = common?.min(), !digits.isEmpty else {
            texts = [:]
            return
        }
        var texts: [String: String] = [:]
        var alike: [String: [String]] = [:]
        for name in unique {
            guard let version = Self.versions(in: name).first(where: { $0.digits == digits }) else { continue }
            let text = Self.removing(version.range, from: name)
            guard !Casing.words(text).isEmpty else { continue }
            texts[name] = text
            alike[Casing.words(text).map { $0.lowercased() }.joined(separator: " "), default: []].append(name)
        }
        for names in alike.values where names.count > 1 {
            for name in names { texts[name] = nil }
        }
        self.texts = texts
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
    static func operationIDs(in document: JSONNode) -> [String] {
        var ids: [String] = []
        for pathMember in document["paths"]?.members ?? [] where !pathMember.key.isSpecificationExtension {
            for member in pathMember.value.pathItem(in: document).members ?? [] where operationMethods.contains(member.key) {
                if hasOperationID(member.value), let id = member.value["operationId"]?.string { ids.append(id) }
            }
        }
        return ids
    }
}
