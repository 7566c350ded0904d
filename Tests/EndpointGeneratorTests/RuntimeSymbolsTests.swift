@testable import EndpointGenEmit
@testable import EndpointGenModel
import EndpointGenSpec
import Foundation
import Testing

/// The symbol table the translator renames models against (``RuntimeSymbols``) lists every type name that
/// generated code uses without declaring it, so that a spec model of that name cannot shadow it.
@Suite struct RuntimeSymbolsTests {
    @Test func everyTypeNameGeneratedCodeUsesButDoesNotDeclareIsInTheSymbolTable() throws {
        let folders = ["Generated", "Tests/EndpointGeneratorTests/Goldens/petstore"].map { SpecFixture.packageRoot.appendingPathComponent($0) }
        var used: Set<String> = []
        var declared: Set<String> = []
        for folder in folders {
            for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
                let code = Self.code(of: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
                used.formUnion(Self.matches(of: #"(?<![.\w])[A-Z]\w*"#, in: code))
                // Enum cases count too: a value's own spelling (`ASC`) may be an upper-case case name, which is no type.
                declared.formUnion(Self.matches(of: #"\b(?:struct|enum|protocol|class|typealias|associatedtype|case)\s+(\w+)"#, in: code, group: 1))
            }
        }
        #expect(used.count > 40, "the scan found the generated code: \(used.count) names")
        // Not merely reserved: the lists of generated code's own modules, from which each file's imports are decided.
        let missing = used.subtracting(declared).subtracting(RuntimeSymbols.endpointKit).subtracting(RuntimeSymbols.platform)
        #expect(missing.isEmpty, "used by generated code but not in RuntimeSymbols.endpointKit or .platform: \(missing.sorted())")
    }

    @Test func aModelNamedAfterEachRuntimeSymbolIsRenamedAndCompiles() async throws {
        let names = (RuntimeSymbols.endpointKit.union(RuntimeSymbols.platform)).sorted()
        let models = names.map { "\"\($0)\": { \"properties\": { \"id\": \"int\" } }" }.joined(separator: ", ")
        let holder = names.enumerated().map { "\"field\($0.offset)\": \"\($0.element)\"" }.joined(separator: ", ")
        let spec = SpecFixture.spec(
            endpoints: #"{ "get": { "method": "GET", "path": "/x", "response": "Holder" } }"#,
            models: "{ \(models), \"Holder\": { \"properties\": { \(holder) } } }"
        )
        let result = SpecFixture.generate(spec)
        #expect(!result.files.isEmpty, "\(SpecFixture.rendered(result))")
        try await TypeCheck.run(result.files, moduleName: "ShadowedNames")
    }

    /// The text outside comments, string literals (raw ones too) and imports (of modules, not types).
    private static func code(of source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") && !$0.hasPrefix("public import ") }.map { line in
            // Raw literals (`#"…"#`, samples) first: they may hold `//` and unbalanced quotes.
            var text = String(line).replacingOccurrences(of: ##"(#+)".*?"\1"##, with: "\"\"", options: .regularExpression)
            text = text.range(of: "//").map { String(text[..<$0.lowerBound]) } ?? text
            text = text.replacingOccurrences(of: #""(?:[^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
            return text
        }.joined(separator: "\n")
    }

    private static func matches(of pattern: String, in text: String, group: Int = 0) -> Set<String> {
        let regex = try! NSRegularExpression(pattern: pattern)
        return Set(regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: group), in: text).map { String(text[$0]) }
        })
    }
}

/// The runtime's protocols have no defaults that lean on each other, so a forgotten requirement is a compile error.
@Suite struct RuntimeContractTests {
    @Test func aGeneratedEndpointWithoutItsRequestPartsDoesNotCompile() async throws {
        let file = GeneratedFile(name: "Forgetful.swift", contents: "import EndpointKit\n\nenum Forgetful: GeneratedEndpoint { case a }\n")
        await #expect {
            try await TypeCheck.run([file], moduleName: "Forgetful")
        } throws: { error in
            "\(error)".contains("does not conform to protocol 'GeneratedEndpoint'")
        }
    }
}
