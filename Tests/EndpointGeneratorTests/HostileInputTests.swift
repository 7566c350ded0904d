@testable import EndpointGenerator
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Inputs fuzzing found to crash or hang the generator: each now ends in a located error, or generates.
@Suite struct HostileInputTests {
    /// A FIFO named by a `$ref` blocked the generator, and a build with it, until something wrote to the FIFO.
    @Test func aReferenceToAPipeIsRefusedAndDoesNotWait() throws {
        try CommandTests.withTemporaryFolder { folder in
            let document = #"""
            { "openapi": "3.1.0", "info": { "title": "Pipe", "version": "1" }, "servers": [{ "url": "https://api.example.com" }],
              "paths": { "/a": { "get": { "operationId": "a", "responses": { "200": { "description": "ok", "content": {
                "application/json": { "schema": { "$ref": "shared.json#/A" } } } } } } } } }
            """#
            try Data(document.utf8).write(to: folder.appendingPathComponent("main.json"))
            #expect(mkfifo(folder.appendingPathComponent("shared.json").path, 0o600) == 0)
            let run = CommandTests.run(["validate", folder.appendingPathComponent("main.json").path])
            #expect(run.status == 1)
            #expect(run.errors.contains("shared.json is not a regular file (a pipe or a device), which is not read"), "\(run.errors)")
        }
    }

    /// A chain of 1,000 specs, each importing the next, overflowed the stack.
    @Test func aLongChainOfImportsEndsInAnError() throws {
        try CommandTests.withTemporaryFolder { folder in
            for index in 0..<40 {
                let imports = index < 39 ? #", "imports": [{ "spec": "s\#(index + 1).endpoints.json", "module": "S\#(index + 1)SDK" }]"# : ""
                let spec = #"{ "specVersion": 1, "name": "S\#(index)", "models": { "M\#(index)": { "properties": { "x": "int" } } }\#(imports) }"#
                try Data(spec.utf8).write(to: folder.appendingPathComponent("s\(index).endpoints.json"))
            }
            let run = CommandTests.run(["validate", folder.appendingPathComponent("s0.endpoints.json").path])
            #expect(run.status == 1)
            #expect(run.errors.contains("s31.endpoints.json:1:"), "\(run.errors)")
            #expect(run.errors.contains("error: imports chain more than 32 specs, each importing the next"))
        }
    }

    /// 8,000 unions, each an alternative (in a list) of the one before, overflowed the stack judging their shapes.
    @Test func aLongChainOfUnionsGenerates() {
        let models = (0..<8_000).map { #""U\#($0)": { "oneOf": ["[U\#($0 + 1)]", "int"] }"# }.joined(separator: ", ")
        let spec = #"{ "specVersion": 1, "name": "Chain", "models": { \#(models), "U8000": { "oneOf": ["string", "int"] } } }"#
        let result = SpecFixture.generate(spec)
        #expect(result.succeeded, "\(SpecFixture.rendered(result).prefix(3))")
    }
}
