import EndpointGenSpec

/// The operationIds Quart-Schema and sanic-ext make of a handler: its method in lower case, `_` (sanic-ext: `~`), then
/// the handler's name. `get_get_note` and `post_create_note` are the handlers `get_note` and `create_note`, and
/// `getNote` and `createNote` are the names a person would choose; as ids they were `getGetNote`, `postCreateNote`.
struct HandlerIDs {
    /// Every operationId of the document in lowerCamelCase.
    private let ids: Set<String>

    /// The ids of a document's operations (``OpenAPIConverter/operationIDs(in:pathSpelledIDs:)``).
    init(ids: [String]) {
        self.ids = Set(ids.map(Casing.lowerCamel))
    }

    /// The handler's name in an id made of the operation's `method` and a handler whose name starts with a verb; nil
    /// for any other id, and when the rest is another operation's id: there the method tells the two apart, as a
    /// person wrote them (DigitalOcean's PATCH `patch_update_domain_record` beside the PUT `update_domain_record`
    /// was named `updateDomainRecord`, and the PUT `updateDomainRecordPut`).
    ///
    /// Only a handler whose name is a verb and more than that gives its name: without a verb of its own (`get_users`,
    /// as other generators and people write ids too, or sanic-ext's `get~either`), or alone (`get_list`,
    /// `post_login`), the method is the name's verb, and dropping it would name `GET /users` and `POST /users` both
    /// `users`. Whether every id of a document has the shape does not tell these apart: a document of ids like
    /// `get_users` has it as much as Quart-Schema's does.
    func handlerName(ofID id: String, method: String) -> String? {
        guard let handler = Self.handlerName(ofID: id, method: method), !ids.contains(Casing.lowerCamel(handler)) else { return nil }
        return handler
    }

    /// The handler's name in an id made of `method` and a handler whose name starts with a verb, whatever other ids
    /// the document has.
    static func handlerName(ofID id: String, method: String) -> String? {
        guard id.utf8.count > method.utf8.count + 1, id.hasPrefix(method) else { return nil }
        let rest = id.dropFirst(method.count)
        guard rest.first == "_" || rest.first == "~" else { return nil }
        let handler = String(rest.dropFirst())
        guard startsWithVerb(handler) else { return nil }
        return handler
    }

    /// Whether a handler's name is a verb and more than that (`create_note`, not `users` or `list`).
    static func startsWithVerb(_ handler: some StringProtocol) -> Bool {
        let words = Casing.words(String(handler))
        return words.count > 1 && verbs.contains(words[0].lowercased())
    }

    /// The verbs a handler's name starts with, as Python web handlers are named: CRUD's, and the actions APIs most
    /// often take.
    private static let verbs: Set<String> = [
        "get", "list", "create", "read", "update", "delete", "remove", "add", "set", "put", "post", "patch", "fetch", "find",
        "search", "query", "retrieve", "upsert", "replace", "edit", "modify", "show", "check", "send", "upload", "download",
        "start", "stop", "cancel", "run", "register", "verify", "validate", "count", "export", "import", "reset", "refresh",
        "submit", "generate", "insert", "save", "load", "change", "clear",
    ]
}
