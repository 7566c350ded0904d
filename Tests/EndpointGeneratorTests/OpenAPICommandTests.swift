@testable import EndpointGenDiff
import Foundation
import Testing

/// `endpoint-gen import`, and `generate` given an OpenAPI document.
@Suite struct OpenAPICommandTests {
    typealias Run = CommandTests

    static let document = OpenAPIFixture.operation(#"""
    { "operationId": "list", "parameters": [{ "name": "sid", "in": "query", "allowEmptyValue": true, "schema": { "type": "string" } }],
      "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array", "items": { "type": "string" } } } } } } }
    """#)

    @Test func importPrintsTheNativeSpecAndWarnsOnStandardError() throws {
        try CommandTests.withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("api.json")
            try Data(Self.document.utf8).write(to: input)
            let run = Run.run(["import", input.path])
            #expect(run.status == 0)
            #expect(run.output.contains(#""response": "[string]""#))
            #expect(run.errors.contains("warning: 'allowEmptyValue' is ignored: an empty string is sent as 'sid='"))
            let output = folder.appendingPathComponent("api.endpoints.json")
            #expect(Run.run(["import", input.path, "--output", output.path]).status == 0)
            #expect(try String(contentsOf: output, encoding: .utf8) == run.output)
            #expect(Run.run(["import", input.path, "--warnings-as-errors"]).status == 1)
        }
    }

    /// A file is replaced as a whole, and `import -o /dev/full` as root replaced the system's device with a
    /// plain file; a pipe and a link to a descriptor were replaced too, each with status 0.
    @Test func anOutputThatIsNoRegularFileIsRefusedAndKept() throws {
        try CommandTests.withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("api.json")
            try Data(Self.document.utf8).write(to: input)
            let pipe = folder.appendingPathComponent("pipe").path
            #expect(mkfifo(pipe, 0o600) == 0)
            let link = folder.appendingPathComponent("link").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: pipe)
            for output in [pipe, link, folder.path] {
                let run = Run.run(["import", input.path, "--output", output])
                #expect(run.status == 1)
                #expect(run.errors.contains("\(output): error: cannot write the native spec: cannot replace '\(output)': it is not a regular file"), "\(run.errors)")
            }
            let declared = Run.run(["generate", input.path, "--output", folder.appendingPathComponent("out").path, "--declared-types", pipe])
            #expect(declared.status == 1 && declared.errors.contains("cannot write the declared types: cannot replace"), "\(declared.errors)")
            // The pipe is still a pipe, and the link still a link to it.
            var status = stat()
            #expect(stat(pipe, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == pipe)
        }
    }

    @Test func usageErrorsExit64() {
        #expect(Run.run(["import"]).status == 64)
        #expect(Run.run(["import", "a.json", "b.json"]).status == 64)
        #expect(Run.run(["import", "a.json", "--access", "public"]).status == 64)
        #expect(Run.run(["import", "a.json", "--output"]).status == 64)
        #expect(Run.run(["--help"]).output.contains("endpoint-gen import <openapi.json>"))
    }

    @Test func errorsExit1WithPositionsInTheOpenAPIFile() throws {
        try CommandTests.withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("bad.json")
            let text = OpenAPIFixture.operation(##"{ "operationId": "x", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "remote.json#/X" } } } } } }"##)
            try Data(text.utf8).write(to: input)
            let run = Run.run(["import", input.path])
            #expect(run.status == 1)
            #expect(run.output.isEmpty)
            #expect(run.errors.contains("bad.json:5:155: error"))
            #expect(run.errors.contains("error: '$ref' names '\(folder.path)/remote.json', which does not exist"))
            #expect(Run.run(["import", folder.appendingPathComponent("missing.json").path]).status == 1)
        }
    }

    @Test func generateAcceptsAnOpenAPIDocument() throws {
        try CommandTests.withTemporaryFolder { folder in
            let input = folder.appendingPathComponent("shop.json")
            try Data(Self.document.utf8).write(to: input)
            let output = folder.appendingPathComponent("out")
            let run = Run.run(["generate", input.path, "--output", output.path])
            #expect(run.status == 0, "\(run.errors)")
            let endpoint = try String(contentsOf: output.appendingPathComponent("shop.Endpoint.swift"), encoding: .utf8)
            #expect(endpoint.contains("case list"))
            #expect(Run.run(["validate", input.path]).status == 0)
        }
    }
}
