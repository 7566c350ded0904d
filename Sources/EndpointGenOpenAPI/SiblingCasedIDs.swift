import EndpointGenJSON
import EndpointGenSpec

/// The operationIds written in lower case alone beside ids that spell the same words apart: LemonLDAP::NG's
/// `addsamlsp`, `addoidcrp` and `addcasapp` beside `deleteSamlSp`, `findOidcRpByConfKey` and `addMenuCat` were called
/// `addsamlsp(_:)` next to `deleteSamlSp(confKey:)`.
struct SiblingCasedIDs {
    /// The first words of the ids (`add`, `delete`), in lower case.
    private let firstWords: Set<String>
    /// The words that follow an id's first word, as far as any of them (`Saml Sp`, `Saml Sp By Conf Key`), by their
    /// letters in lower case (`samlsp`); nil where two ids spell the same letters as other words.
    private let runs: [String: [String]?]

    init(document: JSONNode) {
        var ids: [String] = []
        for pathMember in document["paths"]?.members ?? [] where !pathMember.key.isSpecificationExtension {
            for member in pathMember.value.pathItem(in: document).members ?? [] where OpenAPIConverter.operationMethods.contains(member.key) {
                if let id = member.value["operationId"]?.string { ids.append(id) }
            }
        }
        // Most documents have no id in lower case alone, and need no words of the others.
        guard ids.contains(where: Self.isLowerCaseAlone) else {
            firstWords = []
            runs = [:]
            return
        }
        var firstWords: Set<String> = []
        var runs: [String: [String]?] = [:]
        for id in ids {
            let words = Casing.words(id)
            guard words.count > 1 else { continue }
            firstWords.insert(words[0].lowercased())
            for end in 2...words.count {
                let run = Array(words[1..<end])
                let key = run.joined().lowercased()
                switch runs[key] {
                case nil: runs[key] = run
                case let known??: if known.map({ $0.lowercased() }) != run.map({ $0.lowercased() }) { runs[key] = .some(nil) }
                case .some(nil): break
                }
            }
        }
        self.firstWords = firstWords
        self.runs = runs
    }

    /// The words of an id of lower-case letters and digits alone (`addsamlsp` → `add Saml Sp`) when it is the first
    /// word of an id of the document and words that follow one in another (`deleteSamlSp`), the longest such;
    /// nil for any other id, and where ids spell its letters as other words.
    func words(ofID id: String) -> String? {
        guard !runs.isEmpty, Self.isLowerCaseAlone(id) else { return nil }
        for index in id.indices.dropFirst() where firstWords.contains(String(id[..<index])) {
            guard let found = runs[String(id[index...])] else { continue }
            guard let run = found else { return nil }
            return ([String(id[..<index])] + run).joined(separator: " ")
        }
        return nil
    }

    /// Whether `id` is ASCII lower-case letters and digits alone, a letter first.
    private static func isLowerCaseAlone(_ id: String) -> Bool {
        id.first?.isASCII == true && id.first?.isLetter == true && id.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
    }
}
