import EndpointGenJSON
import EndpointGenSpec

/// The names FastAPI gives operations, and the bodies of their functions, unless told otherwise, read back as the
/// function names they were made of: `read_item` at `GET /items/{item_id}` gets the operationId
/// `read_item_items__item_id__get`, and a body of several parameters (or a form) the schema
/// `Body_read_item_items__item_id__get`. The path and method say the rest, so `readItem` and `ReadItemBody` are the
/// names a person would choose. An id made of the path and the method alone (flask-openapi3's) is read as the path.
struct FastAPINames {
    /// The name of each operationId FastAPI made, in words: its function's, and for two functions of one name (one
    /// function mounted on two paths or two methods) with the smallest difference beside it (``OperationTwins``). A
    /// function named as an operationId FastAPI did not make keeps its id, which tells them apart.
    private let functions: [String: String]

    init(document: JSONNode) {
        var candidates: [(id: String, function: String?, path: String, group: String, twin: OperationTwins.Twin)] = []
        var operations: [(path: String, method: String)] = []  // every route, for ids kept from another (read below)
        for pathMember in document["paths"]?.members ?? [] where !pathMember.key.isSpecificationExtension {
            for member in pathMember.value.pathItem(in: document).members ?? [] where OpenAPIConverter.operationMethods.contains(member.key) {
                // FastAPI made the id of the path alone: a query written into the key (Anthropic's
                // `/v1/skills?beta=true`) is no part of it, and left 28 names like `betaListSkillsV1SkillsGet`.
                let path = String(pathMember.key.prefix { $0 != "?" && $0 != "#" })
                operations.append((path, member.key))
                guard let id = member.value["operationId"]?.string else { continue }
                candidates.append((id, Self.functionName(ofGeneratedID: id, method: member.key, path: path), path,
                                   OpenAPIConverter.groupTag(of: member.value)?.string ?? "",
                                   OperationTwins.Twin(method: member.key, path: pathMember.key, deprecated: member.value["deprecated"]?.bool == true)))
            }
        }
        // Most documents are not FastAPI's; they pay for the suffix checks only.
        guard candidates.contains(where: { $0.function != nil }) else {
            functions = [:]
            return
        }
        // A document whose ids FastAPI made, most of them for their own route, was written by FastAPI, and an id it kept
        // when its route moved still names a function: LangGraph's `search_crons_runs_crons_post` at
        // `POST /runs/crons/search` was `searchCronsRunsCronsPost`.
        let own = candidates.filter { candidate in
            let suffix = Self.routeSuffix(path: candidate.path, method: candidate.twin.method)
            return candidate.function != nil && candidate.id.count > suffix.count && candidate.id.hasSuffix(suffix)
        }.count
        if own * 2 >= candidates.count {
            let routes = Set(operations.map { Self.routeSuffix(path: $0.path, method: $0.method) })
            for index in candidates.indices where candidates[index].function == nil {
                candidates[index].function = Self.functionName(ofMovedID: candidates[index].id, path: candidates[index].path, routes: routes)
            }
        }
        let named = Set(candidates.compactMap { candidate in candidate.function.map { candidate.group + " " + Casing.lowerCamel($0) } })
        for index in candidates.indices {
            guard let function = candidates[index].function, let shorter = Self.withoutRouterName(function, group: candidates[index].group),
                  !named.contains(candidates[index].group + " " + Casing.lowerCamel(shorter)) else { continue }
            candidates[index].function = shorter
        }
        // By group: functions of one name in two groups (cashu's current `melt_tokens` and its deprecated one) are
        // methods of two services, which need no other name.
        var uses: [String: [Int]] = [:]
        for (index, candidate) in candidates.enumerated() {
            uses[Casing.upperCamel(candidate.group) + " " + Casing.lowerCamel(candidate.function ?? candidate.id), default: []].append(index)
        }
        var functions: [String: String] = [:]
        for indices in uses.values {
            guard let base = candidates[indices[0]].function, indices.allSatisfy({ candidates[$0].function != nil }) else { continue }
            let names = OperationTwins.names(base: base, twins: indices.map { candidates[$0].twin })
            // Twins nothing sets apart (paths alike but for a trailing `/`) share a name, which endpoints number.
            for (index, twinName) in zip(indices, names) { functions[candidates[index].id] = twinName }
        }
        self.functions = functions
    }

    /// A function name without the router's name FastAPI put before it, or nil when it has none. fastapi-users names its
    /// routes `router:action`, which FastAPI writes `register_register` and `users_current_user`: calls read
    /// `auth.registerRegister(_:)` and `client.users.usersCurrentUser()`. The router's name is a first word that the
    /// next repeats (`reset_reset_password`), or that is the operation's tag, whose service the call goes through.
    /// A rest that names a member of every service (`git_init` tagged `git` was `init2()`) keeps the router's name.
    static func withoutRouterName(_ function: String, group: String) -> String? {
        let words = Casing.words(function).map { $0.lowercased() }
        guard words.count >= 2 else { return nil }
        let rest: ArraySlice<String>
        if words[0] == words[1] {
            rest = words.dropFirst()
        } else {
            let tag = Casing.words(group).map { $0.lowercased() }
            guard !tag.isEmpty, words.count > tag.count, words.starts(with: tag) else { return nil }
            rest = words.dropFirst(tag.count)
        }
        guard RuntimeSymbols.serviceMembers[Casing.lowerCamel(rest.joined(separator: " "))] == nil else { return nil }
        return rest.joined(separator: "_")
    }

    /// The name of the operation `id` in lowerCamelCase: its function's (told apart from a function of the same
    /// name), or nil when FastAPI did not make it.
    func operationName(id: String) -> String? {
        functions[id].map(Casing.lowerCamel)
    }

    /// The model name of the component schema `key` when it is the body of a function (`ReadItemBody`), unless
    /// another component schema is named so.
    func bodyModelName(componentKey key: String, componentNames: Set<String>) -> String? {
        guard key.hasPrefix("Body_"), let function = functions[String(key.dropFirst("Body_".count))] else { return nil }
        let name = Casing.upperCamel(function) + "Body"
        return componentNames.contains(name) ? nil : name
    }

    /// The function name in an operationId FastAPI made: the function's name, then the path with every character
    /// other than a letter, digit or `_` as `_`, then `_` and the method. An id that is the path and the method alone
    /// (flask-openapi3's, its converters' names included: `artist__string_artisthash__get`) is read as the path when
    /// the method says nothing more: a `GET`, or a path that ends in the method (`auth_profile_delete_delete` at
    /// `DELETE /auth/profile/delete`). Any other method stays, so that adding a `GET` beside a `POST` never moves the
    /// `POST`'s name to it; an id of other words keeps its method, which is its verb (`domains_delete`).
    static func functionName(ofGeneratedID id: String, method: String, path: String) -> String? {
        // Most ids are not generated: they do not end in `_<method>`, which is cheap to see.
        guard id.utf8.count > method.utf8.count + 1, id.utf8.last == method.utf8.last, id.hasSuffix("_" + method) else { return nil }
        let suffix = routeSuffix(path: path, method: method)
        if id.count > suffix.count, id.hasSuffix(suffix) {
            let function = String(id.dropLast(suffix.count))
            return Casing.words(function).isEmpty ? nil : function
        }
        // flask-openapi3 writes the route Flask was given, whose placeholders name their converters: `/items/<int:id>`
        // made `get_item_items__int_id__get`, read as `getItemItemsIntIdGet`.
        let converted = withoutFlaskConverters(id)
        if let converted, converted.count > suffix.count, converted.hasSuffix(suffix) {
            let function = String(converted.dropLast(suffix.count))
            return Casing.words(function).isEmpty ? nil : function
        }
        let stem = String((converted ?? id).dropLast(method.count + 1))
        let pathWords = Casing.words(path).map { $0.lowercased() }
        let stemWords = Casing.words(stem).map { $0.lowercased() }.filter { !flaskConverters.contains($0) || pathWords.contains($0) }
        guard !pathWords.isEmpty, stemWords == pathWords, method == "get" || pathWords.last == method else { return nil }
        return stem
    }

    /// The function name in an operationId FastAPI made for another route than the operation's: the document's
    /// route of another path (`set_latest_assistant_version_assistants__assistant_id__versions_post` at
    /// `POST /assistants/{assistant_id}/latest`) or of this path and another method (`…_versions_get` at
    /// `POST …/versions`), both a function copied or moved from one route to another with its id kept. The longest
    /// route the id ends in is the one it names. A function of one word is not read so: `cancel_runs_post` at
    /// `POST /runs/cancel` beside `POST /runs` is more likely an id written by hand whose words are all its name.
    static func functionName(ofMovedID id: String, path: String, routes: Set<String>) -> String? {
        guard let last = id.lastIndex(of: "_") else { return nil }
        let method = id[id.index(after: last)...]
        guard OpenAPIConverter.operationMethods.contains(String(method)) else { return nil }
        let ownPath = pathSuffix(path)
        for index in id.indices where id[index] == "_" && index != id.startIndex {
            let tail = id[index...]
            guard routes.contains(String(tail)) || tail.dropLast(method.count + 1) == ownPath else { continue }
            let function = String(id[..<index])
            return Casing.words(function).count >= 2 ? function : nil
        }
        return nil
    }

    /// The end of the operationId FastAPI makes for a route: the path with every character other than a letter, digit
    /// or `_` as `_` (`/items/{item_id}` is `_items__item_id_`), then `_` and the method.
    private static func routeSuffix(path: String, method: String) -> String {
        pathSuffix(path) + "_" + method
    }

    private static func pathSuffix(_ path: String) -> String {
        String(path.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// `id` without the converter names that open its placeholders (`__int_id_` → `__id_`), or nil when it has none.
    private static func withoutFlaskConverters(_ id: String) -> String? {
        var result = id
        for converter in flaskConverters { result = result.replacing("__\(converter)_", with: "__") }
        return result == id ? nil : result
    }

    /// The converters of Flask's routes (`<string:name>`), which flask-openapi3 writes into its ids.
    private static let flaskConverters: Set<String> = ["string", "int", "float", "path", "uuid", "any"]
}
