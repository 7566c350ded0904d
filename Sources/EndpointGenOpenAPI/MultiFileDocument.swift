import EndpointGenJSON
import EndpointGenSpec
import Foundation

/// Joins an OpenAPI document split over several files into the one document the converter reads.
///
/// A `$ref` into another file (`pets.yaml`, `common/errors.yaml#/Error`) is followed. A schema becomes a
/// component schema of the root document, named after its key or its file, so every use shares one model and a
/// cycle of schemas across files is a recursive type; any other value (a path item, a parameter, a response) takes
/// the `$ref`'s place, and a cycle of those is an error. Each file is read once; its values keep their file, line,
/// column and path, so diagnostics and back-references point into it. Only files under the root document's folder
/// (or a folder the user allows) are read, and nothing over the network.
struct MultiFileDocument {
    /// Reads a file by path.
    typealias Loader = @Sendable (String) throws -> Data

    /// How many files one document may be split over.
    static let maximumFileCount = 20_000

    /// The most references a path item, parameter or other value that is not a schema may pass through, each naming the
    /// next (schemas are named and put in the components instead, however long their chain).
    static let maximumChain = 256

    private let rootFile: String
    private let paths: ReferencePath
    private let load: Loader
    private var documents: [String: JSONNode?] = [:]
    /// The text of each file a description refers to, read once; nil when it cannot be read.
    private var texts: [String: String?] = [:]
    /// The component name given to each schema of another file (`file#pointer`).
    private var schemaNames: [String: String] = [:]
    /// Schemas of other files named in the root's `components.schemas` by a `$ref`, not yet put in that place.
    private var pendingComponents: Set<String> = []
    /// The component names taken, lowercased, each with where the schema that took it is written (`api.yaml#/Error`, the
    /// file relative to the root's folder).
    private var usedNames: [String: String] = [:]
    /// The names, lowercased, that a schema was numbered for, each reported once.
    private var numberedNames: Set<String> = []
    /// Schemas of other files added to the root's `components.schemas`, in the order they were first referred to.
    private var hoisted: [JSONMember] = []
    /// The schemas of `hoisted` (by index) still to rewrite, each with its file, in the order they were added.
    private var pendingHoists: [(index: Int, target: JSONNode, file: String)] = []
    /// The bytes of the files read besides the root.
    private var bytesRead = 0
    /// Each file's path relative to the root's folder, as its values record it (``JSONNode/file``).
    private var relativePaths: [String: String] = [:]
    /// Where each `$ref` file part leads from each folder, resolved once: resolving touches the file system.
    private var resolvedPaths: [String: Result<String, ReferencePathError>] = [:]
    /// The references of each cycle of non-schema references reported so far.
    private var reportedCycles: Set<Set<String>> = []
    private(set) var diagnostics = DiagnosticCollector()
    /// The places of the parameters at a URL, left out with a warning here: the converter passes over them.
    private(set) var unfetchedParameters: Set<SchemaPlace> = []

    /// The document `root` (read from `file`) joined with the files it refers to, with every file's problems and the
    /// size of the other files read (the document's size decides how its Swift is split).
    static func join(_ root: JSONNode, file: String, allowedFolders: [String], load: @escaping Loader)
        -> (document: JSONNode, diagnostics: [Diagnostic], bytesRead: Int, unfetchedParameters: Set<SchemaPlace>) {
        guard Self.refersToOtherFiles(root.value) else { return (root, [], 0, []) }
        var joiner = MultiFileDocument(rootFile: file, paths: ReferencePath(root: file, allowedFolders: allowedFolders), load: load)
        let document = joiner.joined(root)
        return (document, joiner.diagnostics.diagnostics, joiner.bytesRead, joiner.unfetchedParameters)
    }

    private init(rootFile: String, paths: ReferencePath, load: @escaping Loader) {
        self.rootFile = rootFile
        self.paths = paths
        self.load = load
    }

    /// Whether any `$ref` or discriminator mapping in `value` names another file (the common single-file document is
    /// returned untouched).
    ///
    /// Walks the values by index rather than copying each member and node (their keys, paths and files): the walk
    /// visits every value of the document, and copying them was a thirtieth of generating TMDB.
    private static func refersToOtherFiles(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let members):
            for index in members.indices {
                if case .string(let text) = members[index].value.value {
                    if members[index].key == "$ref", !text.hasPrefix("#") { return true }
                } else if members[index].key == "discriminator", mapsToOtherFiles(members[index].value) {
                    // A mapping may be the one place that names another file's schema (a base schema whose subtypes
                    // live in files of their own): unjoined, `./foo.yaml#/Foo` was read as a component's name.
                    return true
                } else if refersToOtherFiles(members[index].value.value) {
                    return true
                }
            }
            return false
        case .array(let elements):
            for index in elements.indices where refersToOtherFiles(elements[index].value) { return true }
            return false
        default:
            return false
        }
    }

    private mutating func joined(_ root: JSONNode) -> JSONNode {
        documents[rootFile] = root
        let components = root["components"]?["schemas"]?.members ?? []
        let rootName = (rootFile as NSString).lastPathComponent
        for member in components { usedNames[member.key.lowercased()] = rootName + "#/components/schemas/" + member.key }
        // A component that is only a `$ref` to another file's schema gives that schema (where a chain of aliases ends) its name.
        for member in components {
            if let key = externalKey(of: member.value, in: rootFile), schemaNames[key] == nil {
                schemaNames[key] = member.key
                pendingComponents.insert(key)
            }
        }
        var document = root
        document.value = .object((root.members ?? []).map { member in
            var member = member
            member.value = member.key == "components" ? rootComponents(member.value)
                : rewritten(member.value, in: rootFile, at: ReferenceSite.other.member(member.key), following: [])
            return member
        })
        // Each hoisted schema is rewritten here, not where it is first referred to: a chain of 2,500 files, each schema
        // referring to the next, overflowed the stack one schema per call.
        var next = 0
        while next < pendingHoists.count {
            let (index, target, file) = pendingHoists[next]
            next += 1
            hoisted[index].value = rewritten(target, in: file, at: .schema, following: [])
        }
        if !hoisted.isEmpty { document.appendComponentSchemas(hoisted) }
        return document
    }

    /// `node` (written in `file`, standing at `site`) with every reference into another file followed.
    /// `following` is the chain of non-schema references being put in place, to stop at a cycle.
    private mutating func rewritten(_ node: JSONNode, in file: String, at site: ReferenceSite, following: [String]) -> JSONNode {
        var node = node
        node.file = recordedFile(file)
        switch node.value {
        case .object(var members):
            if site != .literal, site != .discriminatorMapping, let reference = members.first(where: { $0.key == "$ref" }),
               var replacement = followed(reference.value, siblings: members, in: file, at: site, following: following) {
                // A reference that stays one (to the root's components) keeps its siblings, as it does within one file:
                // 3.0's `nullable: true` beside it, 3.1's keywords (Airflow split into files lost 29
                // `Nullable`s).
                if case .object(var kept) = replacement.value, kept.count == 1, kept[0].key == "$ref" {
                    for member in members where member.key != "$ref" {
                        var sibling = member
                        sibling.value = rewritten(member.value, in: file, at: site.member(member.key), following: following)
                        kept.append(sibling)
                    }
                    replacement.value = .object(kept)
                }
                return replacement
            }
            for index in members.indices {
                members[index].value = rewritten(members[index].value, in: file, at: site.member(members[index].key), following: following)
            }
            node.value = .object(members)
        case .array(var elements):
            for index in elements.indices {
                elements[index] = rewritten(elements[index], in: file, at: site.element, following: following)
            }
            node.value = .array(elements)
        case .string(let text) where site == .discriminatorMapping:
            return mappedSchema(node, text: text, in: file)
        default:
            break
        }
        return node
    }

    /// A discriminator mapping's value `node` (`text`, written in `file`): a reference to another file's schema
    /// becomes the reference within the joined document that the schema's `$ref`s become, so the mapping selects the
    /// alternative they name; a schema's name stays as written. DigitalOcean maps `A` to
    /// `models/domain_record_types.yml#/domain_record_a`: left out, the union sent the key `domain_record_a` as the type.
    private mutating func mappedSchema(_ node: JSONNode, text: String, in file: String) -> JSONNode {
        guard !Self.isSchemaName(text), documents[rootFile]??["components"]?["schemas"]?[text] == nil,
              let reference = followed(node, siblings: [], in: file, at: .schema, following: [])?["$ref"]?.string else { return node }
        var mapped = node
        mapped.value = .string(reference)
        return mapped
    }

    /// The root's `components`, each of its `schemas` in its named slot.
    private mutating func rootComponents(_ components: JSONNode) -> JSONNode {
        guard var parts = components.members else { return rewritten(components, in: rootFile, at: .other, following: []) }
        for index in parts.indices {
            guard parts[index].key == "schemas", var schemas = parts[index].value.members else {
                let site: ReferenceSite = parts[index].key.isSpecificationExtension ? .literal : .names
                parts[index].value = rewritten(parts[index].value, in: rootFile, at: site, following: [])
                continue
            }
            for slot in schemas.indices {
                schemas[slot].value = rewritten(schemas[slot].value, in: rootFile, at: .componentSchema(schemas[slot].key), following: [])
            }
            parts[index].value.value = .object(schemas)
        }
        var node = components
        node.value = .object(parts)
        return node
    }

    /// What the `$ref` node `reference` (in an object with `siblings`) stands for, or nil to keep the object as it
    /// is (a reference inside the root document).
    private mutating func followed(_ reference: JSONNode, siblings: [JSONMember], in file: String, at site: ReferenceSite,
                                   following: [String]) -> JSONNode? {
        guard let text = reference.string else { return nil }
        var (filePart, pointer) = Self.split(text)
        if filePart.isEmpty && file == rootFile { return nil }
        let targetFile: String
        if filePart.isEmpty {
            targetFile = file
        } else {
            switch resolve(filePart, from: file) {
            case .success(let path):
                targetFile = path
            case .failure(.url) where site.isSchema || pointer.droppingPointerPrefix("/components/schemas/") != nil:
                // One schema of a standard's site (invenio's GeoJSON geometry) must not cost the whole document.
                diagnostics.warning("'$ref' '\(text)' is a URL, and nothing is fetched over the network; typed as any JSON value",
                                    file: file, location: reference.location, path: reference.path,
                                    hint: ReferencePathError.url(text).hint)
                return JSONNode(value: .object([]), location: reference.location, path: reference.path, file: recordedFile(file))
            case .failure(.url) where Unfetched(standingAt: reference) != nil:
                // pygeoapi's document refers to the OGC standard's responses and parameters by URL: 58 errors, no SDK,
                // where the same reference to a schema cost one JSONValue.
                return unfetched(text, at: reference, in: file, as: Unfetched(standingAt: reference) ?? .response)
            case .failure(let problem):
                return failed(problem.message, at: reference, in: file, hint: problem.hint)
            }
        }
        if targetFile == rootFile {
            return localReference("#" + pointer, at: reference, in: file)
        }
        if site == .text, pointer.isEmpty, !Self.isDocumentFile(targetFile) {
            // Only documentation is lost without the file: django-allauth ships its `info.description` as a Markdown file
            // beside the document, and a document copied without it generated nothing.
            let text = textFile(at: targetFile, referredToBy: reference, in: file) ?? ""
            return JSONNode(value: .string(text), location: reference.location, path: reference.path, file: recordedFile(file))
        }
        guard let document = document(at: targetFile, referredToBy: reference, in: file) else {
            return failed(nil, at: reference, in: file)
        }
        if pointer == "/", document["" as String] == nil {
            // RFC 6901's `/` is the key `""`, but schemathesis's own multi-file fixture writes `paths/user.yaml#/` for the
            // whole file, as other tools read it: an error there cost the whole document.
            diagnostics.warning("'$ref' '\(text)' is read as the whole file: its fragment '#/' names the key '', which the file has none of",
                                file: file, location: reference.location, path: reference.path, hint: "drop the fragment '#/' to refer to a whole file")
            pointer = ""
        }
        guard let target = document.resolve(pointer: pointer) else {
            return failed("'$ref' target '#\(pointer)' does not exist in \(targetFile)", at: reference, in: file)
        }
        if site.isSchema || pointer.droppingPointerPrefix("/components/schemas/") != nil {
            // A schema that is only a `$ref` is the schema it names: Audiobookshelf's ctl.yaml re-exports ent.yaml's
            // `authorName` as its own `authorName`, which took the name and left ent.yaml's `authorName2`, with a warning.
            let end = aliasEnd(of: target, in: targetFile, pointer: pointer)
            if end.file == rootFile { return localReference("#" + end.pointer, at: reference, in: file) }
            let key = end.file + "#" + end.pointer
            if case .componentSchema(let name) = site, schemaNames[key] == name, pendingComponents.remove(key) != nil {
                return rewritten(end.target, in: end.file, at: .schema, following: [])
            }
            return localReference("#/components/schemas/" + Self.pointerToken(componentName(for: key, target: end.target, in: end.file, pointer: end.pointer)),
                                  at: reference, in: file)
        }
        let key = targetFile + "#" + pointer
        if let start = following.firstIndex(of: key) {
            // Every way into the cycle meets it; one report names it.
            let cycle = Array(following[start...])
            guard reportedCycles.insert(Set(cycle)).inserted else { return failed(nil, at: reference, in: file) }
            let chain = (cycle + [key]).map { $0.hasSuffix("#") ? String($0.dropLast()) : $0 }.joined(separator: " → ")
            return failed("'$ref' cycle across files: \(chain)", at: reference, in: file,
                          hint: "only schemas may refer to themselves; a path item, parameter or response must end in a value")
        }
        // Each is put in place inside the call that met it, so a chain is a stack of calls; no document needs this many.
        guard following.count < Self.maximumChain else {
            return failed("'$ref' chain across files is longer than \(Self.maximumChain) references", at: reference, in: file,
                          hint: "refer to the value at the end of the chain directly")
        }
        var placed = rewritten(target, in: targetFile, at: site, following: following + [key])
        // OpenAPI 3.1 lets a reference's own `summary` and `description` replace the target's.
        placed.replaceMembers(with: siblings.filter { $0.key == "summary" || $0.key == "description" })
        return placed
    }

    /// The component name of another file's schema, adding it to the root's components the first time.
    private mutating func componentName(for key: String, target: JSONNode, in file: String, pointer: String) -> String {
        // A schema a root component names may be referred to before its slot is reached; the slot fills itself.
        if let name = schemaNames[key] { return name }
        var preferred = Self.preferredName(file: file, pointer: pointer)
        // `400-error.yaml` beside `200-error.yaml`: the status tells them apart, better than a number.
        if usedNames[preferred.lowercased()] != nil, pointer.lastPointerToken == nil, let parts = Self.statusAndRest(of: file) {
            preferred = parts.rest + parts.status
        }
        let name = uniqueName(preferred, for: (recordedFile(file) ?? file) + "#" + pointer)
        // Two files' `exception` schemas were `Exception` and `Exception2` without a word. Once a name: a
        // chain of 3,000 files each naming its schema `S` is one thing to say.
        if name != preferred, let holder = usedNames[preferred.lowercased()], numberedNames.insert(preferred.lowercased()).inserted {
            diagnostics.warning("schema '\(preferred)' is named '\(name)': the schema '\(holder)' has the name", file: file,
                                location: target.location, path: target.path,
                                hint: "name it yourself with an entry of the root document's components.schemas that is its $ref")
        }
        schemaNames[key] = name
        hoisted.append(JSONMember(key: name, keyLocation: target.location, value: target))
        pendingHoists.append((hoisted.count - 1, target, file))
        return name
    }

    /// `preferred`, else it numbered, for the schema written at `place`.
    private mutating func uniqueName(_ preferred: String, for place: String) -> String {
        var name = preferred
        var number = 2
        // Compared ignoring case: `error.yaml` beside a component `Error` would become the same Swift type name.
        while usedNames[name.lowercased()] != nil {
            name = "\(preferred)\(number)"
            number += 1
        }
        usedNames[name.lowercased()] = place
        return name
    }

    /// A schema's name: its key under `schemas`, `definitions` or `$defs`, else the last step of its pointer, else
    /// the file's name without extension (`pet.yaml` → `pet`) or the status code that opens it, which says whose
    /// response it is rather than what (Decentraland's `200-islandId.yaml` was `Model200IslandId`).
    static func preferredName(file: String, pointer: String) -> String {
        if let last = pointer.lastPointerToken {
            return JSONNode.decodedToken(last)
        }
        return statusAndRest(of: file)?.rest ?? stem(of: file)
    }

    /// The status code that opens a file's name, and the rest (`200-islandId.yaml` → `200`, `islandId`); nil when the
    /// name opens with no status followed by words.
    private static func statusAndRest(of file: String) -> (status: String, rest: String)? {
        let name = stem(of: file)
        let status = name.prefix { $0.isASCII && $0.isNumber }
        guard status.count == 3, let code = Int(status), (100...599).contains(code),
              let separator = name.dropFirst(3).first, "-_. ".contains(separator), !Casing.words(String(name.dropFirst(4))).isEmpty
        else { return nil }
        return (String(status), String(name.dropFirst(4)))
    }

    /// The file's name without its extension.
    private static func stem(of file: String) -> String {
        var name = (file as NSString).lastPathComponent
        for suffix in [".yaml", ".yml", ".json"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        return name
    }

    /// The parsed file at `path`, read once; nil (with the reason reported) when it cannot be read or parsed.
    private mutating func document(at path: String, referredToBy reference: JSONNode, in file: String) -> JSONNode? {
        if let known = documents[path] { return known }
        guard documents.count < Self.maximumFileCount else {
            report("the document refers to more than \(Self.maximumFileCount) files; '\(path)' is not read", at: reference, in: file)
            documents[path] = .some(nil)
            return nil
        }
        let parsed: JSONNode?
        do {
            let data = try load(path)
            bytesRead += data.count
            parsed = DocumentReader.parse(data, file: path, diagnostics: &diagnostics).map { EncodedSlashReferences.decoded(in: SchemaResources.resolvingAnchors(in: $0, file: path, source: data), source: data) }
        } catch {
            report(Self.unreadable(path, error), at: reference, in: file)
            parsed = nil
        }
        documents[path] = .some(parsed)
        return parsed
    }

    /// The text of the file at `path`, read once; nil (with the reason warned about) when it cannot be read or is not
    /// UTF-8.
    private mutating func textFile(at path: String, referredToBy reference: JSONNode, in file: String) -> String? {
        if let known = texts[path] { return known }
        var text: String?
        do {
            let data = try load(path)
            bytesRead += data.count
            // Decoding replaces invalid bytes, so only valid text decodes to the same bytes (and this needs no macOS 15).
            var decoded = String(decoding: data, as: UTF8.self)
            if decoded.utf8.elementsEqual(data) {
                // A file ends with a line break, which is not part of the description it holds.
                while decoded.last?.isNewline == true { decoded.removeLast() }
                text = decoded
            } else {
                diagnostics.warning("'$ref' names '\(path)', which is not UTF-8 text; the text is left out",
                                    file: file, location: reference.location, path: reference.path)
            }
        } catch {
            diagnostics.warning(Self.unreadable(path, error) + "; the text is left out", file: file, location: reference.location, path: reference.path)
        }
        texts[path] = .some(text)
        return text
    }

    /// Whether a discriminator's `mapping` value is a component schema's name rather than a reference: OpenAPI 3.1.1
    /// reads a value that names a component schema as that name; 3.0 writes names without `/` or `#`.
    private static func isSchemaName(_ text: String) -> Bool {
        !text.contains("#") && !text.contains("/") && !isDocumentFile(text)
    }

    /// Whether a discriminator's `mapping` has a value that refers to a schema in another file.
    private static func mapsToOtherFiles(_ discriminator: JSONNode) -> Bool {
        (discriminator["mapping"]?.members ?? []).contains { member in
            member.value.string.map { !$0.hasPrefix("#") && !isSchemaName($0) } ?? false
        }
    }

    /// Whether `path` names a file read as part of the document (JSON or YAML) rather than as text.
    private static func isDocumentFile(_ path: String) -> Bool {
        let name = path.lowercased()
        return [".json", ".yaml", ".yml"].contains { name.hasSuffix($0) }
    }

    /// Why the file a `$ref` names could not be read.
    private static func unreadable(_ path: String, _ error: any Error) -> String {
        let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read (\(error))" : "does not exist"
        return "'$ref' names '\(path)', which \(reason)"
    }

    /// The file that values read from `file` record: nil for the root, else its path relative to the root's folder.
    private mutating func recordedFile(_ file: String) -> String? {
        guard file != rootFile else { return nil }
        if let known = relativePaths[file] { return known }
        let relative = paths.relativeToRoot(file)
        relativePaths[file] = relative
        return relative
    }

    private mutating func resolve(_ reference: String, from file: String) -> Result<String, ReferencePathError> {
        let key = (file as NSString).deletingLastPathComponent + "\u{0}" + reference
        if let known = resolvedPaths[key] { return known }
        let resolved = paths.resolve(reference, from: file)
        resolvedPaths[key] = resolved
        return resolved
    }

    /// The file's own key (`file#pointer`) of the schema a `$ref` to another file's schema stands for, where its chain of
    /// aliases ends (``aliasEnd(of:in:pointer:)``), if `node` is one and may be read and the chain does not end in the root.
    private mutating func externalKey(of node: JSONNode, in file: String) -> String? {
        guard let reference = node["$ref"], let text = reference.string else { return nil }
        let (filePart, pointer) = Self.split(text)
        guard !filePart.isEmpty, case .success(let path) = resolve(filePart, from: file), path != rootFile else { return nil }
        guard let target = document(at: path, referredToBy: reference, in: file)?.resolve(pointer: pointer) else { return path + "#" + pointer }
        let end = aliasEnd(of: target, in: path, pointer: pointer)
        return end.file == rootFile ? nil : end.file + "#" + end.pointer
    }

    /// Where a chain of schemas that are each only a `$ref` ends, starting at `target` (at `pointer` in `file`): the
    /// schema itself when it is no such alias, and the last one that can be followed when the chain comes back on itself
    /// or the next cannot be read (its reference says why when it is rewritten). Read from the file: an alias does not
    /// take a component name of its own, which the converter would only pass through.
    private mutating func aliasEnd(of target: JSONNode, in file: String, pointer: String) -> (target: JSONNode, file: String, pointer: String) {
        let start = (target: target, file: file, pointer: pointer)
        var end = start
        var seen: Set<String> = [file + "#" + pointer]
        while let members = end.target.members, members.count == 1, members[0].key == "$ref", let text = members[0].value.string {
            let (filePart, pointer) = Self.split(text)
            var nextFile = end.file
            if !filePart.isEmpty {
                guard case .success(let path) = resolve(filePart, from: end.file) else { break }
                nextFile = path
            }
            if nextFile == rootFile { return (end.target, rootFile, pointer) }
            guard seen.insert(nextFile + "#" + pointer).inserted else { return start }
            guard let next = document(at: nextFile, referredToBy: members[0].value, in: end.file)?.resolve(pointer: pointer) else { break }
            end = (next, nextFile, pointer)
        }
        return end
    }

    /// A `$ref` to `target` inside the joined document, where `reference` stood.
    private mutating func localReference(_ target: String, at reference: JSONNode, in file: String) -> JSONNode {
        let refNode = JSONNode(value: .string(target), location: reference.location, path: reference.path, file: recordedFile(file))
        let member = JSONMember(key: "$ref", keyLocation: reference.location, value: refNode)
        return JSONNode(value: .object([member]), location: reference.location, path: reference.path, file: refNode.file)
    }

    /// What a response, request body, header or parameter `$ref` to a URL stands for, nothing being fetched: a response
    /// or body of any JSON value, a header read as its text, or a parameter left out (its name and place are in the file
    /// not read; the converter passes over its place, ``unfetchedParameters``), with one warning that says which.
    private mutating func unfetched(_ url: String, at reference: JSONNode, in file: String, as kind: Unfetched) -> JSONNode {
        diagnostics.warning("'$ref' '\(url)' is a URL, and nothing is fetched over the network; " + kind.outcome,
                            file: file, location: reference.location, path: reference.path, hint: ReferencePathError.url(url).hint)
        let recorded = recordedFile(file)
        let at = { (value: JSONValue) in JSONNode(value: value, location: reference.location, path: reference.path, file: recorded) }
        let member = { (key: String, value: JSONValue) in JSONMember(key: key, keyLocation: reference.location, value: at(value)) }
        switch kind {
        case .parameter:
            let placeholder = at(.object([]))
            unfetchedParameters.insert(SchemaPlace(of: placeholder))
            return placeholder
        case .header:
            return at(.object([member("schema", .object([member("type", .string("string"))]))]))
        case .response, .requestBody:
            let anyJSON = member("application/json", .object([member("schema", .object([]))]))
            return at(.object([member("description", .string(url)), member("content", .object([anyJSON]))]))
        }
    }

    /// Reports a reference that cannot be followed and puts an empty schema in its place: the error stops
    /// generation, and the converter must not report the same reference again.
    private mutating func failed(_ message: String?, at reference: JSONNode, in file: String, hint: String? = nil) -> JSONNode {
        if let message { report(message, at: reference, in: file, hint: hint) }
        return JSONNode(value: .object([]), location: reference.location, path: reference.path, file: recordedFile(file))
    }

    private mutating func report(_ message: String, at node: JSONNode, in file: String, hint: String? = nil) {
        diagnostics.error(message, file: file, location: node.location, path: node.path, hint: hint)
    }

    /// `name` as one step of a JSON pointer in a URI fragment: `~` and `/` escaped (RFC 6901), and `%`, which the
    /// reader of the fragment decodes first (RFC 3986). `v1/Pet` as it was pointed at another `v1` holding `Pet`.
    static func pointerToken(_ name: String) -> String {
        guard name.contains(where: { $0 == "~" || $0 == "/" || $0 == "%" }) else { return name }
        return name.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// The file part and the JSON pointer of a `$ref`'s text (`a.yaml#/b` → `a.yaml`, `/b`).
    static func split(_ reference: String) -> (file: String, pointer: String) {
        guard let hash = reference.firstIndex(of: "#") else { return (reference, "") }
        return (String(reference[..<hash]), String(reference[reference.index(after: hash)...]))
    }
}

/// A value other than a schema that a `$ref` to a URL stands for, which is not fetched.
enum Unfetched {
    case response, requestBody, header, parameter

    /// The kind of value `reference` (a `$ref` member) stands for: the whole value of an entry of `responses`,
    /// `requestBodies`, `headers` or `parameters`, or an operation's `requestBody`; nil for any other place.
    init?(standingAt reference: JSONNode) {
        let steps = reference.path.components
        guard steps.count >= 2 else { return nil }
        if steps[steps.count - 2] == .key("requestBody") {
            self = .requestBody
            return
        }
        guard steps.count >= 3, case .key(let section) = steps[steps.count - 3] else { return nil }
        switch section {
        case "responses": self = .response
        case "requestBodies": self = .requestBody
        case "headers": self = .header
        case "parameters": self = .parameter
        default: return nil
        }
    }

    /// What the document gets in the value's place, for the warning.
    var outcome: String {
        switch self {
        case .response: "its response is typed as any JSON value"
        case .requestBody: "its request body is typed as any JSON value"
        case .header: "its header is read as its text"
        case .parameter: "its parameter is left out; a path placeholder it would declare is a string"
        }
    }
}
