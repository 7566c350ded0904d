@testable import EndpointGenCLI
@testable import EndpointGenDiff
import EndpointGenJSON
import Foundation
import Testing

/// The `endpoint-gen` command line, run in process.
@Suite struct CommandTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ arguments: [String]) -> Run {
        var output = ""
        var errors = ""
        let status = EndpointGenCommand.run(arguments, standardOutput: { output += $0 + "\n" }, standardError: { errors += $0 + "\n" })
        return Run(status: status, output: output, errors: errors)
    }

    /// A fresh folder for one test, removed when `body` returns.
    static func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endpoint-gen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test func helpAndVersion() {
        let help = Self.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("OVERVIEW:") && help.output.contains("USAGE:") && help.output.contains("OPTIONS:"))
        #expect(Self.run(["--version"]).output == EndpointGenCommand.version + "\n")
    }

    @Test(arguments: [["generate", "a.endpoints.json"], ["frobnicate", "a.json"], ["validate"], ["generate", "a.json", "--output"], ["validate", "x", "--bogus"], ["generate", "x", "-o", "y", "--access", "open"], ["generate", "x", "-o", "y", "--files", "0"], ["validate", "x", "--files", "2"],
                      // An empty value, as an unset variable of a build script gives, named the current folder.
                      ["generate", "x", "-o", ""], ["import", "x", "-o", ""], ["validate", "x", "--config", ""], ["validate", "x", "--allow-folder", ""]])
    func usageErrorsExit64(arguments: [String]) {
        let run = Self.run(arguments)
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: "))
        #expect(run.errors.contains("USAGE:"))
    }

    @Test func validateReportsLocatedErrorsAndExits1() throws {
        try Self.withTemporaryFolder { folder in
            let spec = folder.appendingPathComponent("bad.endpoints.json")
            let text = #"{ "name": "Bad", "servers": { "p": "https://x.example.com" }, "endpoints": { "a": { "method": "GET", "path": "/a/{id}" } } }"#
            try Data(text.utf8).write(to: spec)
            let run = Self.run(["validate", spec.path])
            #expect(run.status == 1)
            let position = SpecDiagnosticsTests.position(of: "{id}\"", in: text)
            #expect(run.errors.contains("\(spec.path):\(position): error: placeholder '{id}' has no path parameter (at $.endpoints.a.path)"), "\(run.errors)")
        }
    }

    @Test func filesSplitsASpecIntoThatManyNumberedFilesPerOutput() throws {
        try Self.withTemporaryFolder { folder in
            let spec = folder.appendingPathComponent("shop.endpoints.json")
            try Data(SplitFilesTests.largeSpec(endpoints: 2, models: 4).utf8).write(to: spec)
            let out = folder.appendingPathComponent("out")
            #expect(Self.run(["generate", spec.path, "--output", out.path, "--files", "2"]).status == 0)
            let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            #expect(written == ["shop.1.swift", "shop.2.swift", "shop.3.swift", "shop.4.swift", "shop.5.swift", "shop.6.swift"])
        }
    }

    @Test func unreadableSpecIsAnError() {
        let run = Self.run(["validate", "/nonexistent/x.endpoints.json"])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("/nonexistent/x.endpoints.json: error: cannot read the spec file"))
    }

    @Test func generateWritesOnlyChangedFilesAndNothingOnError() throws {
        try Self.withTemporaryFolder { folder in
            let good = folder.appendingPathComponent("shop.endpoints.json")
            let bad = folder.appendingPathComponent("broken.endpoints.json")
            let output = folder.appendingPathComponent("out")
            try Data(SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/ping" } }"#).utf8).write(to: good)
            try Data("{ \"name\": ".utf8).write(to: bad)

            #expect(Self.run(["generate", good.path, bad.path, "--output", output.path]).status == 1)
            #expect(!FileManager.default.fileExists(atPath: output.path), "a failed run must not write any output")

            #expect(Self.run(["generate", good.path, "--output", output.path]).status == 0)
            let endpoint = output.appendingPathComponent("shop.Endpoint.swift")
            let firstDate = try FileManager.default.attributesOfItem(atPath: endpoint.path)[.modificationDate] as? Date
            Thread.sleep(forTimeInterval: 0.05)
            #expect(Self.run(["generate", good.path, "--output", output.path]).status == 0)
            let secondDate = try FileManager.default.attributesOfItem(atPath: endpoint.path)[.modificationDate] as? Date
            #expect(firstDate == secondDate, "an unchanged file must not be rewritten")
            #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["shop.Client.swift", "shop.Endpoint.swift", "shop.Models.swift"])
        }
    }

    /// A regeneration removes the files an earlier run of the same spec wrote and no longer writes, and only those:
    /// another spec's whose name begins with this one's (`petstore` beside `pet`), and a file of the user's own named
    /// like a generated one, stay.
    @Test func aRegenerationRemovesOnlyItsOwnOrphans() throws {
        try Self.withTemporaryFolder { folder in
            let endpoints = #"{ "ping": { "method": "GET", "path": "/ping" } }"#
            let pet = folder.appendingPathComponent("pet.endpoints.json")
            let petstore = folder.appendingPathComponent("petstore.endpoints.json")
            let output = folder.appendingPathComponent("out")
            try Data(SpecFixture.spec(endpoints: endpoints).utf8).write(to: pet)
            try Data(SpecFixture.spec(endpoints: endpoints).utf8).write(to: petstore)
            #expect(Self.run(["generate", petstore.path, "--output", output.path]).status == 0)
            #expect(Self.run(["generate", pet.path, "--output", output.path]).status == 0)
            // A file an earlier run of `pet` wrote (split then), which this run no longer writes.
            try FileManager.default.copyItem(at: output.appendingPathComponent("pet.Models.swift"), to: output.appendingPathComponent("pet.2.swift"))
            try Data("// my own helpers\n".utf8).write(to: output.appendingPathComponent("pet.Extras.swift"))
            #expect(Self.run(["generate", pet.path, "--output", output.path]).status == 0)
            let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
            #expect(names == ["pet.Client.swift", "pet.Endpoint.swift", "pet.Extras.swift", "pet.Models.swift",
                              "petstore.Client.swift", "petstore.Endpoint.swift", "petstore.Models.swift"])
        }
    }

    /// Two runs into one folder at once interleaved their renames, and the folder held a mix of both that
    /// did not compile. A run waits while another holds the folder.
    @Test func aRunWaitsForAnotherThatHoldsTheFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("shop.endpoints.json")
        let output = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data(SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/ping" } }"#).utf8).write(to: spec)
        let release = DispatchSemaphore(value: 0)
        let held = DispatchSemaphore(value: 0)
        let holder = Thread {
            try? FolderLock.holding(output.path) { () throws(WriteFailure) in
                held.signal()
                release.wait()
            }
        }
        holder.start()
        held.wait()
        let run = Task.detached { Self.run(["generate", spec.path, "--output", output.path]).status }
        // Not a timed test: while the folder is held, nothing may be written, however long that is.
        try await Task.sleep(for: .milliseconds(300))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
        release.signal()
        #expect(await run.value == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["shop.Client.swift", "shop.Endpoint.swift", "shop.Models.swift"])
    }

    @Test func aFileThatCannotBeWrittenLeavesEveryFileAsItWas() throws {
        try Self.withTemporaryFolder { folder in
            let spec = folder.appendingPathComponent("shop.endpoints.json")
            let output = folder.appendingPathComponent("out")
            try Data(SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/ping" } }"#).utf8).write(to: spec)
            #expect(Self.run(["generate", spec.path, "--output", output.path]).status == 0)
            // A folder where the second file goes, and a file left from an earlier split that a good run removes.
            let models = output.appendingPathComponent("shop.Models.swift")
            try FileManager.default.removeItem(at: models)
            try FileManager.default.createDirectory(at: models, withIntermediateDirectories: false)
            let header = "// DO NOT EDIT. Generated by endpoint-gen from shop.endpoints.json.\n"
            try Data(header.utf8).write(to: output.appendingPathComponent("shop.2.swift"))
            let names = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
            let before = try names.filter { $0 != models.lastPathComponent }.map { try Data(contentsOf: output.appendingPathComponent($0)) }

            // Every output changes: the first one must not be replaced before the second one fails.
            try Data(SpecFixture.spec(endpoints: #"{ "pong": { "method": "GET", "path": "/pong" } }"#).utf8).write(to: spec)
            let run = Self.run(["generate", spec.path, "--output", output.path])
            #expect(run.status == 1)
            #expect(run.errors == "\(output.path): error: cannot write generated file 'shop.Models.swift': Is a directory\n", "\(run.errors)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == names, "no file added or removed, no staging left")
            let after = try names.filter { $0 != models.lastPathComponent }.map { try Data(contentsOf: output.appendingPathComponent($0)) }
            #expect(after == before, "every file is byte-identical")

            try FileManager.default.removeItem(at: models)
            #expect(Self.run(["generate", spec.path, "--output", output.path]).status == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ["shop.Client.swift", "shop.Endpoint.swift", "shop.Models.swift"])
            #expect(try String(contentsOf: output.appendingPathComponent("shop.Endpoint.swift"), encoding: .utf8).contains("pong"))
        }
    }

    @Test func aFailedWriteIntoANewFolderLeavesNoFolder() throws {
        try Self.withTemporaryFolder { folder in
            // A name that fits the document's file but not its outputs': `<stem>.Endpoint.swift` is 260 bytes.
            let stem = String(repeating: "a", count: 245)
            let spec = folder.appendingPathComponent("\(stem).yaml")
            try Data("openapi: 3.0.3\ninfo: { title: A, version: '1' }\nservers: [{ url: 'https://a.example.com' }]\npaths: {}\n".utf8).write(to: spec)
            let output = folder.appendingPathComponent("new/out")
            let run = Self.run(["generate", spec.path, "--output", output.path])
            #expect(run.status == 1)
            #expect(run.errors == "\(output.path): error: cannot write generated file '\(stem).Endpoint.swift': File name too long\n", "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path), "the folders it created are removed")
        }
    }

    @Test func anOutputDirectoryThatCannotBeCreatedIsNamedWithItsReason() throws {
        try Self.withTemporaryFolder { folder in
            let spec = folder.appendingPathComponent("shop.endpoints.json")
            try Data(SpecFixture.spec().utf8).write(to: spec)
            let output = spec.appendingPathComponent("out").path
            let run = Self.run(["generate", spec.path, "--output", output])
            #expect(run.status == 1)
            #expect(run.errors == "\(output): error: cannot create the output directory: Not a directory\n", "\(run.errors)")
        }
    }

    @Test func checkReportsEveryDifferenceAndWritesNothing() throws {
        try Self.withTemporaryFolder { folder in
            let spec = folder.appendingPathComponent("shop.endpoints.json")
            let output = folder.appendingPathComponent("Generated")
            try Data(SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/ping" } }"#).utf8).write(to: spec)
            let check = ["generate", spec.path, "--output", output.path, "--check"]

            let missing = Self.run(check)
            #expect(missing.status == 1)
            #expect(missing.errors.contains("/Generated/shop.Endpoint.swift: missing"))
            #expect(!FileManager.default.fileExists(atPath: output.path), "--check writes nothing")

            #expect(Self.run(["generate", spec.path, "--output", output.path]).status == 0)
            let upToDate = Self.run(check)
            #expect(upToDate.status == 0)
            #expect(upToDate.output.contains("is up to date with"))

            try Data("// edited by hand\n".utf8).write(to: output.appendingPathComponent("shop.Models.swift"))
            // Left over from an earlier split of this spec; another spec's output in the same folder (as the build
            // plugin writes them) and a hand-written file are not this run's business.
            let header = "// DO NOT EDIT. Generated by endpoint-gen from shop.endpoints.json.\n"
            try Data(header.utf8).write(to: output.appendingPathComponent("shop.2.swift"))
            try Data("// DO NOT EDIT. Generated by endpoint-gen from other.endpoints.json.\n".utf8).write(to: output.appendingPathComponent("other.Client.swift"))
            try Data("// hand-written\n".utf8).write(to: output.appendingPathComponent("Extras.swift"))
            let stale = Self.run(check)
            #expect(stale.status == 1)
            #expect(stale.errors.contains("/Generated/shop.Models.swift: stale\n"))
            #expect(stale.errors.contains("/Generated/shop.2.swift: no longer generated\n"))
            #expect(!stale.errors.contains("Extras.swift"), "hand-written files are not the generator's business")
            #expect(!stale.errors.contains("other.Client.swift"), "another spec's files are not this run's business")
            #expect(stale.errors.contains("error: 2 generated files are not up to date; regenerate without --check"))

            #expect(Self.run(["generate", spec.path, "--output", output.path]).status == 0)
            #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("shop.2.swift").path), "generate removes what --check called no longer generated")
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("other.Client.swift").path))
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Extras.swift").path))
            #expect(Self.run(check).status == 0, "--check's advice works")
        }
        #expect(Self.run(["validate", "x.endpoints.json", "--check"]).status == 64)
    }

    /// The closing count lists the most frequent kind of warning first, then kinds of equal count by name.
    @Test func theClosingCountListsTheMostFrequentKindFirst() {
        let printer = DiagnosticPrinter(WarningPolicy())
        let messages = ["unknown key 'a'", "unused server 'x'", "unused server 'y'", "unused server 'z'", "bad name 'n'", "bad name 'm'"]
        _ = printer.print(messages.map { Diagnostic(.warning, $0, file: "a.json", location: nil, path: nil) }) { _ in }
        var summary: [String] = []
        printer.printSummary { summary.append($0) }
        #expect(summary == ["endpoint-gen: 6 warnings: 3 [unused-server], 2 [bad-name], 1 [unknown-key]; hide a kind with --quiet-warnings KIND"])
    }

    @Test func warningsAsErrors() throws {
        try Self.withTemporaryFolder { folder in
            let spec = folder.appendingPathComponent("w.endpoints.json")
            try Data(SpecFixture.spec(models: #"{ "Server": { "properties": { "id": "int" } } }"#).utf8).write(to: spec)
            #expect(Self.run(["validate", spec.path]).status == 0)
            let strict = Self.run(["validate", spec.path, "--warnings-as-errors"])
            #expect(strict.status == 1)
            #expect(strict.errors.contains(": error: model name 'Server' would shadow"))
            // The closing count called them warnings.
            #expect(strict.errors.contains("endpoint-gen: 1 warning treated as an error: 1 ["), "\(strict.errors)")
        }
    }
}
