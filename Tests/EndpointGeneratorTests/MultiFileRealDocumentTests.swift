@testable import EndpointGenerator
@testable import EndpointGenJSON
import Foundation
import Testing

/// A real document split the way vendors split theirs gives the SDK the single file gives.
@Suite(.enabled(if: OpenAPIDocuments.available, "../shared/openapi not found"))
struct MultiFileRealDocumentTests {
    /// TMDB with every path item in a file of its own (`paths/p<N>.json`), whose local `$ref`s lead back into the root.
    static func splitTMDB() throws -> [String: String] {
        var diagnostics = DiagnosticCollector()
        let root = try #require(JSONReader.parse(try OpenAPIDocuments.data(OpenAPIDocuments.tmdb), file: "tmdb.json", diagnostics: &diagnostics))
        var files: [String: String] = [:]
        guard case .object(var members) = root.value, let index = members.firstIndex(where: { $0.key == "paths" }),
              case .object(var paths) = members[index].value.value else { return [:] }
        for (number, member) in paths.enumerated() {
            let name = "paths/p\(number).json"
            files[name] = Self.pointingBack(member.value.value, to: "../tmdb.json").compactText
            paths[number].value.value = .object([JSONMember(key: "$ref", keyLocation: member.keyLocation,
                                                            value: JSONNode(value: .string(name), location: member.keyLocation, path: member.value.path))])
        }
        members[index].value.value = .object(paths)
        files["tmdb.json"] = JSONValue.object(members).compactText
        return files
    }

    /// `value` with its local `$ref`s (`#/…`) made to lead into `root`.
    static func pointingBack(_ value: JSONValue, to root: String) -> JSONValue {
        switch value {
        case .object(let members):
            .object(members.map { member in
                var member = member
                if member.key == "$ref", case .string(let text) = member.value.value, text.hasPrefix("#") {
                    member.value.value = .string(root + text)
                } else {
                    member.value.value = pointingBack(member.value.value, to: root)
                }
                return member
            })
        case .array(let elements):
            .array(elements.map { element in
                var element = element
                element.value = pointingBack(element.value, to: root)
                return element
            })
        default:
            value
        }
    }

    /// Every line of the SDK except the back-references, which name the file each declaration was read from, sorted:
    /// their lengths differ, so the splitter may cut the same declarations into its files differently.
    static func linesWithoutBackReferences(_ output: GeneratorOutput) -> [Substring] {
        output.files.flatMap { $0.contents.split(separator: "\n") }.filter { !$0.contains("- Remark:") }.sorted()
    }

    @Test func tmdbSplitIntoAFilePerPathItemGivesTheSameSDK() throws {
        let single = Generator.run(GeneratorInput(file: OpenAPIDocuments.tmdb.path))
        let files = MultiFileDocumentTests.Files(try Self.splitTMDB())
        #expect(files.contents.count == 149)
        let split = Generator.run(GeneratorInput(file: "tmdb.json", load: files.load))
        #expect(split.diagnostics.filter { $0.severity == .error }.isEmpty, "\(split.diagnostics.prefix(3))")
        #expect(split.diagnostics.count == single.diagnostics.count)
        // The split document is as large as its files together, so its Swift is split into as many files.
        #expect(split.files.map(\.name) == single.files.map(\.name))
        let lines = Self.linesWithoutBackReferences(split)
        #expect(lines.count > 9_000)
        #expect(lines == Self.linesWithoutBackReferences(single))
        #expect(split.files.contains { $0.contents.contains("- Remark: Generated from `paths/p0.json: $.get`.") })
    }
}
