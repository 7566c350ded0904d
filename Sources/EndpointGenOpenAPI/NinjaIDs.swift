import EndpointGenJSON
import EndpointGenSpec

/// The operationIds django-ninja makes: the view's module path (its `.` as `_`), `_`, then the view function's name;
/// and the function's words, title-cased, are the summary of a view without a docstring. ArchiveBox's
/// `api_v1_core_get_snapshots` ("Get Snapshots") and Hamilton's `trackingserver_projects_api_create_project` were
/// `apiV1CoreGetSnapshots` and `trackingserverProjectsApiCreateProject`; a person would choose `getSnapshots` and
/// `createProject`.
struct NinjaIDs {
    /// The module paths the ids show, longest first: read from the ids whose summary is their function's name, and
    /// then taken off every id of the same module (a view with a docstring has a summary of its own).
    private let modules: [String]

    init(document: JSONNode) {
        var modules: Set<String> = []
        for pathMember in document["paths"]?.members ?? [] where !pathMember.key.isSpecificationExtension {
            for member in pathMember.value.pathItem(in: document).members ?? [] where OpenAPIConverter.operationMethods.contains(member.key) {
                guard let id = member.value["operationId"]?.string, let summary = member.value["summary"]?.string,
                      let function = Self.function(ofSummary: summary), id.hasSuffix("_" + function)
                else { continue }
                // A module path of one word (`pets_list_pets`) is as likely a resource that every id of it names.
                let module = String(id.dropLast(function.count + 1))
                if module == "__main__" || Casing.words(module).count > 1 { modules.insert(module) }
            }
        }
        self.modules = modules.sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// The view function's name in `id` when the id starts with a module path the ids show; nil for any other id.
    func functionName(ofID id: String) -> String? {
        for module in modules where id.hasPrefix(module + "_") {
            let function = id.dropFirst(module.count + 1)
            if Casing.words(String(function)).first?.first?.isLetter == true { return String(function) }
        }
        return nil
    }

    /// The function name a summary of two words or more spells as Python's `str.title()` writes it (`Get Api Token`
    /// → `get_api_token`); nil for a summary of anything but such words. A summary a person wrote, in sentence case
    /// (drf-spectacular's `List roles` on Pulp's `upstream_pulps_list_roles`), is none: taken for one, it made
    /// `upstream_pulps` a module path, and every `upstream_pulps_*` id lost its group.
    private static func function(ofSummary summary: String) -> String? {
        let words = summary.split(separator: " ")
        guard words.count > 1, words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber } && isTitleCased($0) }) else { return nil }
        return words.map { $0.lowercased() }.joined(separator: "_")
    }

    /// Whether a word is as `str.title()` writes it: its first letter uppercase, the letters after it lowercase
    /// (`Api`, `V1`, `2Fa`).
    private static func isTitleCased(_ word: Substring) -> Bool {
        guard let first = word.firstIndex(where: \.isLetter) else { return true }
        return word[first].isUppercase && word[word.index(after: first)...].allSatisfy { !$0.isLetter || $0.isLowercase }
    }
}
