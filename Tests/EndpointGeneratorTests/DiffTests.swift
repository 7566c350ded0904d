@testable import EndpointGenDiff
@testable import EndpointGenerator
import Foundation
import Testing

/// `endpoint-gen diff`: the real example spec, unchanged specs, spec errors and usage errors.
@Suite struct DiffTests {
    /// The report for two spec texts, computed in memory without the command line.
    static func report(old: String, new: String) throws -> DiffReport {
        let before = Generator.document(Data(old.utf8), file: "old.endpoints.json")
        let after = Generator.document(Data(new.utf8), file: "new.endpoints.json")
        let oldSnapshot = DiffSnapshot(model: try #require(before.model))
        let newSnapshot = DiffSnapshot(model: try #require(after.model))
        return SpecDiff.report(old: oldSnapshot, new: newSnapshot)
    }

    static func edited(_ text: String, _ edits: [(String, String)]) -> String {
        edits.reduce(text) { text, edit in
            precondition(text.components(separatedBy: edit.0).count == 2, "expected exactly one \(edit.0)")
            return text.replacingOccurrences(of: edit.0, with: edit.1)
        }
    }

    @Test func moviesSpecAgainstAModifiedCopy() throws {
        let url = SpecFixture.packageRoot.appendingPathComponent("Specs/movies.endpoints.json")
        let old = try String(contentsOf: url, encoding: .utf8)
        let new = Self.edited(old, [
            (#""path": "/movie/{id}/recommendations""#, #""path": "/movies/{id}/recommendations""#),
            (#""enum": ["YouTube", "Vimeo"]"#, #""enum": ["YouTube", "Vimeo", "Dailymotion"]"#),
            ("        \"overview\": \"string\",\n", ""),
            (#""language": { "type": "string?","#, #""language": { "type": "string","#),
        ])
        let report = try Self.report(old: old, new: new)
        #expect(report.lines == [
            "Breaking changes:",
            "- shared query parameter 'language' of the client (MoviesSharedParameters.language): now required (type changed from String? to String) (at $.shared.query.language)",
            "- endpoint 'recommended' (MoviesEndpoint.recommended): path changed from /movie/{id}/recommendations to /movies/{id}/recommendations (at $.endpoints.recommended.path)",
            "- property 'overview' of model 'Movie' (Movie.overview): removed (at $.models.Movie.properties.overview)",
            "",
            "Changes that break only exhaustive switches, patterns, conformances and calls through protocols:",
            "- enum value 'Dailymotion' of 'VideoSite' (VideoSite.dailymotion): added: breaks exhaustive switches over VideoSite (at $.models.VideoSite.enum[2])",
            "",
            "3 breaking changes, 1 change that breaks only exhaustive switches, patterns, conformances or calls through protocols, 0 additive changes: the new spec breaks code written against the old SDK.",
        ])
        #expect(report.hasBreakingChanges)
        // Deterministic: the same inputs give the same report.
        #expect(try Self.report(old: old, new: new) == report)
    }

    @Test func aChangedStyleIsBreaking() throws {
        let old = SpecFixture.spec(endpoints: #"{ "e": { "method": "GET", "path": "/", "query": { "ids": "[int]" } } }"#)
        let new = Self.edited(old, [(#""ids": "[int]""#, #""ids": { "type": "[int]", "style": "pipeDelimited" }"#)])
        let lines = try Self.report(old: old, new: new).breaking.map(\.line)
        #expect(lines == [
            "- query parameter 'ids' of endpoint 'e' (TestEndpoint.e(ids:)): now sent as pipeDelimited, explode: false (was the default encoding) (at $.endpoints.e.query.ids)",
        ], "\(lines)")
    }

    /// The client's shared parameters are stored properties of a struct, which app code reads.
    @Test func aSharedParameterMadeOptionalBreaksItsReaders() throws {
        let old = SpecFixture.spec(extra: #" "shared": { "query": { "lang": "string" } },"#)
        let new = Self.edited(old, [(#""lang": "string""#, #""lang": "string?""#)])
        #expect(try Self.report(old: old, new: new).breaking.map(\.line) == [
            "- shared query parameter 'lang' of the client (TestSharedParameters.lang): now optional (type changed from String to String?): code reading it must unwrap it (at $.shared.query.lang)",
        ])
    }

    /// `.ping` names a case without values; once it has one, even with a default, `.ping` is a function and must be called.
    @Test func anOptionalParameterOnACaseWithoutValuesBreaks() throws {
        let old = SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/ping" } }"#)
        let new = Self.edited(old, [(#""path": "/ping""#, #""path": "/ping", "query": { "verbose": "bool?" }"#)])
        #expect(try Self.report(old: old, new: new).breaking.map(\.line) == [
            "- query parameter 'verbose' of endpoint 'ping' (TestEndpoint.ping(verbose:)): added as optional (Bool?): the case took no values, so code naming it as a value must now call it (at $.endpoints.ping.query.verbose)",
        ])
    }

    /// An endpoint of a new group adds the group's service to the API's protocol; its own enum and protocol are new.
    @Test func anEndpointOfANewGroupBreaksFakesOfTheAPIsProtocol() throws {
        let old = SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/ping" } }"#)
        let new = Self.edited(old, [(#""path": "/ping" }"#, #""path": "/ping" }, "pet": { "group": "Pets", "method": "GET", "path": "/pet" }"#)])
        #expect(try Self.report(old: old, new: new).breakingExhaustiveUses.map(\.line) == [
            "- endpoint 'pet' (TestPetsEndpoint.pet): added (GET /pet): breaks types conforming to TestAPI (at $.endpoints.pet)",
        ])
        // A spec of models alone had no endpoint enum and no protocol, so its first endpoint breaks nothing.
        let modelsOnly = #"{ "name": "Test", "endpoints": {}, "models": { "M": { "properties": { "id": "int" } } } }"#
        let first = Self.edited(modelsOnly, [(#""endpoints": {}"#, #""servers": { "production": "https://api.example.com" }, "endpoints": { "ping": { "method": "GET", "path": "/ping" } }"#)])
        let additions = try Self.report(old: modelsOnly, new: first)
        #expect(additions.changes.allSatisfy { $0.impact == .additive }, "\(additions.lines)")
    }

    /// A group added to the spec can take the names another group had: code naming them now names the new group's.
    @Test func aGroupWhoseNamesAnotherGroupTookIsRenamed() throws {
        let old = SpecFixture.spec(endpoints: #"{ "fiat": { "group": "FiatAPI", "method": "GET", "path": "/fiat" } }"#)
        let new = Self.edited(old, [(#""path": "/fiat" }"#, #""path": "/fiat" }, "rates": { "group": "Fiat", "method": "GET", "path": "/rates" }"#)])
        #expect(try Self.report(old: old, new: new).breaking.map(\.line) == [
            "- group 'FiatAPI' (TestFiatAPIAPI): generated names changed: TestFiatAPI → TestFiatAPIAPI (at $.endpoints.fiat.group)",
        ])
    }

    @Test func identicalSpecsReportNoChangesAndExit0() throws {
        let run = try DiffCommandTests.diff(old: DiffCommandTests.base, new: DiffCommandTests.base)
        #expect(run.status == 0)
        #expect(run.output == "No changes to the generated API.\n")
    }

    @Test func specErrorsAreReportedLikeValidateAndExit1() throws {
        let broken = #"{ "name": "Shop", "servers": {} }"#
        let run = try DiffCommandTests.diff(old: DiffCommandTests.base, new: broken)
        #expect(run.status == 1)
        #expect(run.output.isEmpty, "no report when a spec has errors")
        #expect(run.errors.contains("new.endpoints.json:1:30: error: 'servers' must be a non-empty object"), "\(run.errors)")
    }

    @Test func unreadableSpecExits1() {
        let run = CommandTests.run(["diff", "/nonexistent/a.endpoints.json", "/nonexistent/b.endpoints.json"])
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("/nonexistent/a.endpoints.json: error: cannot read the spec file"))
    }

    @Test(arguments: [["diff"], ["diff", "a.json"], ["diff", "a.json", "b.json", "c.json"], ["diff", "a.json", "b.json", "--output", "x"], ["diff", "a.json", "b.json", "--access", "public"], ["validate", "a.json", "--strict"]])
    func usageErrorsExit64(arguments: [String]) {
        let run = CommandTests.run(arguments)
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("Error: "))
    }

    @Test func usageTextListsDiff() {
        #expect(CommandTests.run(["--help"]).output.contains("endpoint-gen diff <old-spec> <new-spec> [--strict]"))
    }
}
