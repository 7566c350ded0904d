import EndpointGenJSON
import EndpointGenSpec

/// The names of endpoints: an operation's `operationId`, the function FastAPI made it of, or its method and path;
/// operations a group names alike told apart.
extension OpenAPIConverter {
    /// An operation that took a name, and the path it is written under: not its JSON path, which is `$` for every
    /// operation written in a file of its own.
    struct NamedOperation {
        let operation: JSONNode
        let path: String
    }

    /// The name an operation gets when another of its group has the same one, and the operation that keeps it.
    struct RepeatedName {
        let name: String
        let keeper: JSONNode
    }

    /// The name the document gives each operation (``baseName(_:method:path:keepingPrefix:)``), by its method and path
    /// (not by its JSON path, which two files of a document may share: `$.get`), and the names the operations' ids give, anywhere in the document: a name made of a path without its `api`
    /// and version segments does not take one of those. Made once: an id's name is read through every framework's
    /// conventions, and making it again at each of its three uses cost 1.4% of generating a 1,000-operation document.
    struct BaseNames {
        var names: [String: String] = [:]
        var idNames: Set<String> = []
    }

    func baseNames() -> BaseNames {
        var result = BaseNames()
        for pathMember in document["paths"]?.members ?? [] where !pathMember.key.isSpecificationExtension {
            guard let pathItem = locallyDereferenced(pathMember.value) else { continue }
            for member in pathItem.members ?? [] where Self.operationMethods.contains(member.key) {
                let base = baseName(member.value, method: member.key, path: pathMember.key)
                result.names[member.key + " " + pathMember.key] = base
                if hasOperationID(member.value, method: member.key, path: pathMember.key) { result.idNames.insert(base) }
            }
        }
        return result
    }

    /// The names of the operations whose name another operation of their group repeats (gRPC-gateway binds one RPC,
    /// and one operationId, to `/api/v1/…` and `/…`), by the operation's place, named apart by ``OperationTwins``;
    /// the one that keeps the name is not listed. Read before any endpoint is converted, as the name a later
    /// operation keeps decides an earlier one's. Keyed by file and path: an operation written in a file of its own
    /// (DigitalOcean's `get: {$ref: resources/account/account_get.yml}`) is at `$` there, as every other such one is.
    func repeatedOperationNames(_ baseNames: BaseNames) -> [SchemaPlace: RepeatedName] {
        var uses: [String: [(operation: JSONNode, base: String, twin: OperationTwins.Twin)]] = [:]
        for pathMember in document["paths"]?.members ?? [] where !pathMember.key.isSpecificationExtension {
            guard let pathItem = locallyDereferenced(pathMember.value) else { continue }
            for member in pathItem.members ?? [] where Self.operationMethods.contains(member.key) && member.key != "trace" {
                let group = Self.groupTag(of: member.value)?.string ?? ""
                let base = ownName(member.value, method: member.key, path: pathMember.key, baseNames: baseNames)
                let twin = OperationTwins.Twin(method: member.key, path: pathMember.key, deprecated: member.value["deprecated"]?.bool == true)
                uses[Casing.upperCamel(group) + " " + base, default: []].append((member.value, base, twin))
            }
        }
        var names: [SchemaPlace: RepeatedName] = [:]
        for twins in uses.values where twins.count > 1 {
            let base = twins[0].base
            let twinNames = OperationTwins.names(base: base, twins: twins.map(\.twin)).map(Casing.lowerCamel)
            guard let keeper = twinNames.firstIndex(of: base) else { continue }
            // Twins nothing sets apart keep the name, and are numbered in document order as they meet.
            for (twin, name) in zip(twins, twinNames) where name != base {
                names[SchemaPlace(of: twin.operation)] = RepeatedName(name: name, keeper: twins[keeper].operation)
            }
        }
        return names
    }

    /// The operation's base name, with the `api` and version segments of its path when an id gives the name without
    /// them.
    private func ownName(_ operation: JSONNode, method: String, path: String, baseNames: BaseNames) -> String {
        let base = baseNames.names[method + " " + path] ?? baseName(operation, method: method, path: path)
        guard !hasOperationID(operation, method: method, path: path), baseNames.idNames.contains(base) else { return base }
        return baseName(operation, method: method, path: path, keepingPrefix: true)
    }

    /// `operationId` in lowerCamelCase (a FastAPI function's name when the id is the one FastAPI made of it, a
    /// handler's when Quart-Schema or sanic-ext made it: ``HandlerIDs``, or Springfox: ``SpringIDs``, a controller's and
    /// handler's when NestJS did: ``NestIDs``; the method and a path segment's words apart when the id glues them:
    /// ``GluedMethodIDs``; an id in lower case alone whose words other ids spell: ``SiblingCasedIDs``), else the method and path (`get /pets/{id}` →
    /// `getPetsById`); an operation whose group repeats the name gets `repeated` (``repeatedOperationNames(_:)``). A
    /// name still taken gets its method when the same path took it (`defaultMcpPost`), else the first free number. A
    /// name other than the operation's own is warned about.
    mutating func endpointName(_ operation: JSONNode, method: String, path: String, repeated: RepeatedName?, baseNames: BaseNames,
                               taken: inout [String: NamedOperation]) -> String {
        var base = ownName(operation, method: method, path: path, baseNames: baseNames)
        // A name without the path's `api` and version segments, or the version every id carries, that another operation
        // took keeps them.
        if repeated == nil, taken[base] != nil {
            let whole = baseName(operation, method: method, path: path, keepingPrefix: true)
            if whole != base, taken[whole] == nil { base = whole }
        }
        let wanted = repeated?.name ?? base
        var name = wanted
        // Left to clash here are ids alike but for punctuation, and names a twin's took: an id used again on another
        // method of one path is told apart by its method, anything else by the first free number.
        if let first = taken[wanted], first.path == path,
           taken[wanted + Casing.upperCamel(method)] == nil {
            name = wanted + Casing.upperCamel(method)
        }
        var number = 2
        while taken[name] != nil {
            name = "\(wanted)\(number)"
            number += 1
        }
        if name != base, let first = repeated?.keeper ?? taken[base]?.operation {
            warning("operation name '\(base)' is already used by the operation at \(Located(base, at: first).position); this one is named '\(name)'",
                    at: operation["operationId"] ?? operation, hint: "give the operations different operationIds")
        }
        taken[name] = NamedOperation(operation: operation, path: path)
        return name
    }

    /// The name the document gives an operation, before any other operation is looked at.
    /// `keepingPrefix` names an operation without an id by every segment its path does not share with all others, and
    /// one with an id by its whole id, the version every id carries included.
    private func baseName(_ operation: JSONNode, method: String, path: String, keepingPrefix: Bool = false) -> String {
        if hasOperationID(operation, method: method, path: path), let id = operation["operationId"]?.string {
            return fastAPINames.operationName(id: id) ?? Self.litestarName(id: id, summary: operation["summary"]?.string, path: path)
                ?? Casing.lowerCamel(ninjaIDs.functionName(ofID: id) ?? handlerIDs.handlerName(ofID: id, method: method)
                    ?? SpringIDs.handlerName(ofID: id, method: method) ?? nestIDs.handlerName(ofID: id)
                    ?? GluedMethodIDs.words(ofID: id, method: method, path: path) ?? siblingCasedIDs.words(ofID: id)
                    ?? (keepingPrefix ? id : idVersion.text(of: id)))
        }
        // Escapes are read as what they stand for (`%40scope` is `@scope`, not `40scope`); `/` alone is the root.
        let unnamed = keepingPrefix ? sharedPathSegments : unnamedPathSegments[path] ?? sharedPathSegments
        let words = path.split(separator: "/").dropFirst(unnamed).map { segment in
            Self.segmentWords(segment).map { part in
                part.isParameter ? "by \(part.text)" : Self.droppingMethod(method, from: part.text.removingPercentEncoding ?? String(part.text))
            }.joined(separator: " ")
        }
        return Casing.lowerCamel(([method] + (words.isEmpty ? ["root"] : words)).joined(separator: " "))
    }

    /// The parts of a path segment: each parameter's name, and the text between them. A parameter beside text in its
    /// segment is named by `by` as one alone is: `/tiles/{z}/{x}/{y}.png` was `getTilesByZByXYPng`, its `y` run into
    /// the next word, and `/exports/{name}.json` `getExportsNameJson`.
    private static func segmentWords(_ segment: Substring) -> [(isParameter: Bool, text: Substring)] {
        var parts: [(isParameter: Bool, text: Substring)] = []
        var rest = segment
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append((false, rest[..<open])) }
            parts.append((true, rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append((false, rest)) }
        return parts
    }

    /// The words of a path segment without a first word that repeats the method the name starts with: Ceph's
    /// `GET /api/rgw/user/get_emails` was `getGetEmails`. A segment of that word alone keeps it.
    private static func droppingMethod(_ method: String, from segment: String) -> String {
        let words = Casing.words(segment)
        guard words.count > 1, words[0].lowercased() == method.lowercased() else { return segment }
        return words.dropFirst().joined(separator: " ")
    }

    /// Whether `operation`, at `method` and `path`, has an `operationId` with a word in it, which names it; else its
    /// method and path do, as they do for an id that only spells them (``PathSpelledIDs``).
    func hasOperationID(_ operation: JSONNode, method: String, path: String) -> Bool {
        Self.hasOperationID(operation, method: method, path: path, pathSpelledIDs: pathSpelledIDs)
    }

    /// ``hasOperationID(_:method:path:)`` of a document whose ids `pathSpelledIDs` read.
    static func hasOperationID(_ operation: JSONNode, method: String, path: String, pathSpelledIDs: PathSpelledIDs) -> Bool {
        guard let id = operation["operationId"]?.string, !Casing.words(id).isEmpty else { return false }
        return !pathSpelledIDs.spellsPath(id, method: method, path: path)
    }

    /// The handler's name of an id Litestar made of the path's words and the handler's name, which it also writes as the
    /// summary: `ApiProjectsProjectIdInfoGetProjectInfo` on `/api/projects/{project_id}/info` is `getProjectInfo`
    /// (evidently's 66 operations were named `apiProjectsProjectIdInfoGetProjectInfo`). Litestar leaves a last path
    /// parameter out: `ApiArtifactsByNameGetArtifactByName` on `/api/artifacts/by-name/{name}`. Nil for any
    /// other id.
    static func litestarName(id: String, summary: String?, path: String) -> String? {
        guard let summary, summary.first?.isUppercase == true, summary.allSatisfy({ $0.isLetter || $0.isNumber }),
              id.count > summary.count, id.hasSuffix(summary) else { return nil }
        let letters = { (text: Substring) in text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let prefix = letters(id.dropLast(summary.count))
        var segments = path.split(separator: "/")
        let whole = letters(Substring(segments.joined()))
        if segments.last?.hasPrefix("{") == true { segments.removeLast() }
        guard prefix == whole || prefix == letters(Substring(segments.joined())) else { return nil }
        return Casing.lowerCamel(summary)
    }

    /// How many leading segments all of `paths` share before each goes on with a word of its own; 0 for fewer than two
    /// paths. A shared segment is a word of no operation's name: `/lab/api/workspaces/{space_name}` is
    /// `getWorkspacesBySpaceName`. The resource a parameter follows is kept: `/todos/{id}` beside `/todos/{id}/done` is
    /// `getTodosById`.
    static func sharedPathSegments(of paths: [String]) -> Int {
        let split = paths.map { $0.split(separator: "/") }
        guard split.count > 1, let shortest = split.map(\.count).min(), shortest > 1 else { return 0 }
        // A segment is shared when every path has one word there, or a parameter that may stand for it: Superset's
        // `/api/{version}/_openapi` beside its 201 paths under `/api/v1`.
        func word(at position: Int) -> Substring? {
            let words = Set(split.map { $0[position] }.filter { !$0.hasPrefix("{") })
            return words.count == 1 ? words.first : nil
        }
        var shared = 0
        while shared < shortest - 1, word(at: shared) != nil { shared += 1 }
        // Back to where every path goes on with a literal segment.
        while shared > 0, split.contains(where: { $0[shared].hasPrefix("{") }) { shared -= 1 }
        return shared
    }

    /// How many leading segments of each path name no operation: those every path shares (``sharedPathSegments(of:)``),
    /// then a run of `api` and version segments (`v1`, `v2beta1`, `v1.2`) before a word of the path's own. PeerTube's
    /// `/api/v1/users/me` beside its `/static/…` paths is `getUsersMe`, not `getApiV1UsersMe`. Paths left with the same
    /// words (`/api/v1/users`, `/api/v2/users`) keep theirs.
    static func unnamedPathSegments(of paths: [String]) -> [String: Int] {
        let shared = sharedPathSegments(of: paths)
        var unnamed: [String: Int] = [:]
        var rests: [String: [String]] = [:]
        for path in paths {
            let segments = path.split(separator: "/")
            var count = shared
            while count < segments.count - 1, isAPIOrVersionSegment(segments[count]) { count += 1 }
            // A parameter or nothing of the path's own after them keeps them.
            if segments.indices.contains(count), segments[count].hasPrefix("{") { count = shared }
            unnamed[path] = count
            let rest = Casing.words(segments.dropFirst(count).joined(separator: " ")).map { $0.lowercased() }.joined(separator: " ")
            rests[rest, default: []].append(path)
        }
        for alike in rests.values where alike.count > 1 {
            for path in alike { unnamed[path] = shared }
        }
        return unnamed
    }

    /// Whether a path segment is `api` or a version (`v1`, `V2`, `v1beta1`, `v2alpha`, `v1.2`), which says where an API
    /// is served, not what an operation does.
    static func isAPIOrVersionSegment(_ segment: Substring) -> Bool {
        let lowered = segment.lowercased()
        if lowered == "api" { return true }
        guard lowered.hasPrefix("v") else { return false }
        var rest = lowered.dropFirst()
        let major = rest.prefix { $0.isASCII && $0.isNumber }
        guard !major.isEmpty else { return false }
        rest = rest.dropFirst(major.count)
        while rest.first == ".", rest.dropFirst().first?.isNumber == true {
            rest = rest.dropFirst().drop { $0.isASCII && $0.isNumber }
        }
        for stage in ["alpha", "beta"] where rest.hasPrefix(stage) {
            rest = rest.dropFirst(stage.count).drop { $0.isASCII && $0.isNumber }
        }
        return rest.isEmpty
    }

    /// A path item behind its local `$ref`s, without the diagnostics ``dereferenced(_:)`` reports when the
    /// endpoints are converted.
    private func locallyDereferenced(_ node: JSONNode) -> JSONNode? {
        var current = node
        for _ in 0..<8 {
            guard let ref = current["$ref"]?.string else { return current }
            guard ref.hasPrefix("#"), let target = components.resolve(pointer: String(ref.dropFirst()), in: document) else { return nil }
            current = target
        }
        return nil
    }
}
