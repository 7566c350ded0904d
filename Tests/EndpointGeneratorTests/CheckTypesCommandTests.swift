@testable import EndpointGenCLI
import EndpointGenEmit
import Foundation
import Testing

/// `generate --declared-types` and `check-types`: how the build plugin, which generates a target's specs one by one,
/// finds two specs that declare one type before the module compiles into `invalid redeclaration` errors.
@Suite struct CheckTypesCommandTests {
    static let models = #"{ "Money": { "properties": { "amount": "int" } } }"#

    /// Generates `spec` (a models-only spec named `name`) alone into `folder/out`, listing its types in `<name>.json`.
    static func generate(_ name: String, models: String, in folder: URL) throws -> (run: CommandTests.Run, list: String) {
        let spec = folder.appending(path: "\(name).endpoints.json")
        try Data(#"{ "name": "\#(name)", "models": \#(models) }"#.utf8).write(to: spec)
        let list = folder.appending(path: "types/\(name).json").path
        return (CommandTests.run(["generate", spec.path, "--output", folder.appending(path: "out").path, "--declared-types", list]), list)
    }

    @Test func twoSpecsGeneratedOneByOneThatDeclareOneTypeFailTheCheck() throws {
        try CommandTests.withTemporaryFolder { folder in
            let (first, firstList) = try Self.generate("Pay", models: Self.models, in: folder)
            let (second, secondList) = try Self.generate("Shop", models: Self.models, in: folder)
            #expect(first.status == 0 && second.status == 0, "each spec alone is fine: \(first.errors) \(second.errors)")
            let verdict = folder.appending(path: "types/Checked.swift").path
            let run = CommandTests.run(["check-types", firstList, secondList, "--output", verdict])
            #expect(run.status == 1)
            let pay = folder.appending(path: "Pay.endpoints.json").path
            #expect(run.errors.contains("\(folder.appending(path: "Shop.endpoints.json").path): error: declares a type that \(pay) declares too (Money); one target is one module"),
                    "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: verdict), "a module that would not compile gets no verdict to compile")
        }
    }

    @Test func specsThatDeclareEachTypeOnceGetAVerdictTheModuleCompiles() throws {
        try CommandTests.withTemporaryFolder { folder in
            let (_, firstList) = try Self.generate("Pay", models: Self.models, in: folder)
            let (_, secondList) = try Self.generate("Shop", models: #"{ "Cart": { "properties": { "size": "int" } } }"#, in: folder)
            let list = try JSONDecoder().decode([DeclaredTypes].self, from: Data(contentsOf: URL(fileURLWithPath: firstList)))
            #expect(list == [DeclaredTypes(spec: folder.appending(path: "Pay.endpoints.json").path, types: ["Money"])])
            let verdict = folder.appending(path: "types/Checked.swift")
            let run = CommandTests.run(["check-types", firstList, secondList, "--output", verdict.path])
            #expect(run.status == 0, "\(run.errors)")
            #expect(try String(decoding: Data(contentsOf: verdict), as: UTF8.self).hasPrefix(FileHeader.marker))
        }
    }

    @Test func aListThatCannotBeReadIsAnError() throws {
        try CommandTests.withTemporaryFolder { folder in
            let run = CommandTests.run(["check-types", folder.appending(path: "none.json").path, "--output", folder.appending(path: "v.swift").path])
            #expect(run.status == 1)
            #expect(run.errors.contains("none.json: error: cannot read the declared types"), "\(run.errors)")
        }
    }

    @Test(arguments: [["check-types", "a.json"], ["check-types", "--output", "v.swift"], ["validate", "a.endpoints.json", "--declared-types", "t.json"]])
    func usageErrorsExit64(arguments: [String]) {
        let run = CommandTests.run(arguments)
        #expect(run.status == 64, "\(run.errors)")
    }
}
