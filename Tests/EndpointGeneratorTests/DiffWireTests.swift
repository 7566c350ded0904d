@testable import EndpointGenDiff
@testable import EndpointGenerator
import Foundation
import Testing

/// `endpoint-gen diff` on OpenAPI documents, for what changes on the wire or in behaviour while Swift may still compile:
/// a wire name, a default, a media type, an error body, a paged method, a wider security requirement.
@Suite struct DiffWireTests {
    static let document = ##"""
        { "openapi": "3.0.3", "info": { "title": "Pets", "version": "1" }, "servers": [{ "url": "https://api.example.com" }],
          "security": [{ "bearer": [] }],
          "paths": {
            "/pets": {
              "get": { "operationId": "listPets",
                       "parameters": [{ "name": "limit", "in": "query", "schema": { "type": "integer", "default": 100 } },
                                      { "name": "cursor", "in": "query", "schema": { "type": "string" } },
                                      { "name": "X-Trace", "in": "header", "schema": { "type": "string" } }],
                       "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/PetList" } } } } } },
              "post": { "operationId": "createPet",
                        "requestBody": { "required": true, "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Pet" } } } },
                        "responses": { "201": { "description": "created" },
                                       "404": { "description": "no", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Problem" } } } } } } } },
          "components": {
            "securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" } },
            "schemas": {
              "Pet": { "type": "object", "required": ["ID"], "properties": { "ID": { "type": "string" }, "status": { "type": "string", "enum": ["available", "sold"] } } },
              "PetList": { "type": "object", "required": ["data"], "properties": { "data": { "type": "array", "items": { "$ref": "#/components/schemas/Pet" } }, "next_cursor": { "type": "string" } } },
              "Problem": { "type": "object", "properties": { "title": { "type": "string" } } },
              "Other": { "type": "object", "properties": { "detail": { "type": "string" } } } } } }
        """##

    static func lines(_ edits: [(String, String)], from document: String = Self.document) throws -> [String] {
        let new = DiffTests.edited(document, edits)
        let before = Generator.document(Data(document.utf8), file: "old.json")
        let after = Generator.document(Data(new.utf8), file: "new.json")
        let report = SpecDiff.report(old: DiffSnapshot(model: try #require(before.model)), new: DiffSnapshot(model: try #require(after.model)))
        return report.changes.map { "\($0.impact) \($0.line)" }
    }

    /// An OpenAPI document keys a property, parameter and enum value by its wire name: `ID` becoming `id` was a
    /// removed and an added property though the Swift API stayed; now it is the one change it is.
    @Test func aWireNameChangedInCaseIsOneChangeOfTheWire() throws {
        #expect(try Self.lines([(#""required": ["ID"], "properties": { "ID""#, #""required": ["id"], "properties": { "id""#)]) == [
            "breaking - property 'id' of model 'Pet' (Pet.id): wire name changed from 'ID' to 'id' (at $.components.schemas.Pet.properties.id)",
        ])
        #expect(try Self.lines([(#""name": "limit""#, #""name": "Limit""#)]) == [
            "breaking - query parameter 'Limit' of endpoint 'listPets' (PetsEndpoint.listPets(limit:cursor:xTrace:)): wire name changed from 'limit' to 'Limit' (at $.paths['/pets'].get.parameters[0])",
        ])
        #expect(try Self.lines([(#""enum": ["available", "sold"]"#, #""enum": ["available", "SOLD"]"#)]) == [
            "breaking - enum value 'SOLD' of 'PetStatus' (PetStatus.sold): raw value changed from 'sold' to 'SOLD' (at $.components.schemas.Pet.properties.status.enum[1])",
        ])
        // HTTP reads a header's name in any case.
        #expect(try Self.lines([(#""name": "X-Trace""#, #""name": "X-TRACE""#)]) == [])
    }

    /// An endpoint's own requirement that gains an alternative still takes the old credentials: widened, not broken.
    @Test func anEndpointsOwnRequirementWidenedByAnAlternativeIsAdditive() throws {
        let schemes = #""securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" } }"#
        let withKey = #""securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" }, "key": { "type": "apiKey", "in": "header", "name": "X-Key" } }"#
        let own = #""operationId": "listPets","#
        let old = DiffTests.edited(Self.document, [(schemes, withKey), (own, own + #" "security": [{ "key": [] }],"#)])
        let new = DiffTests.edited(Self.document, [(schemes, withKey), (own, own + #" "security": [{ "key": [] }, { "bearer": [] }],"#)])
        let before = Generator.document(Data(old.utf8), file: "old.json")
        let after = Generator.document(Data(new.utf8), file: "new.json")
        let report = SpecDiff.report(old: DiffSnapshot(model: try #require(before.model)), new: DiffSnapshot(model: try #require(after.model)))
        let lines = report.changes.map { "\($0.impact) \($0.line)" }
        #expect(lines.contains { $0.hasPrefix("additive") && $0.contains("security requirement widened") }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("breaking") }, "\(lines)")
        // An endpoint without a requirement of its own has the API's (`bearer`), which one of its own may widen or narrow.
        let inherited = DiffTests.edited(Self.document, [(schemes, withKey)])
        let inheritedModel = try #require(Generator.document(Data(inherited.utf8), file: "old.json").model)
        let widened = SpecDiff.report(old: DiffSnapshot(model: inheritedModel), new: DiffSnapshot(model: try #require(after.model)))
            .changes.map { "\($0.impact) \($0.line)" }
        #expect(widened.contains { $0.hasPrefix("additive") && $0.contains("widened from the API's requirement to key, or bearer") }, "\(widened)")
        #expect(!widened.contains { $0.hasPrefix("breaking") }, "\(widened)")
        let narrowed = SpecDiff.report(old: DiffSnapshot(model: inheritedModel), new: DiffSnapshot(model: try #require(before.model)))
            .changes.map { "\($0.impact) \($0.line)" }
        #expect(narrowed.contains { $0.hasPrefix("breaking") && $0.contains("changed from the API's requirement to key") }, "\(narrowed)")
    }

    /// An endpoint that gives up its own requirement for the API's new one is compared with the new API's: `key` of its
    /// own under a new `key, or bearer` of the API still takes the old key. Compared with the old API's `bearer`, it
    /// was reported as breaking.
    @Test func anEndpointThatTakesTheAPIsNewRequirementIsComparedWithIt() throws {
        let schemes = #""securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" } }"#
        let withKey = #""securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" }, "key": { "type": "apiKey", "in": "header", "name": "X-Key" } }"#
        let own = #""operationId": "listPets","#
        let old = DiffTests.edited(Self.document, [(schemes, withKey), (own, own + #" "security": [{ "key": [] }],"#)])
        let new = DiffTests.edited(Self.document, [(schemes, withKey), (#""security": [{ "bearer": [] }],"#, #""security": [{ "key": [] }, { "bearer": [] }],"#)])
        let before = try #require(Generator.document(Data(old.utf8), file: "old.json").model)
        let after = try #require(Generator.document(Data(new.utf8), file: "new.json").model)
        let lines = SpecDiff.report(old: DiffSnapshot(model: before), new: DiffSnapshot(model: after)).changes.map { "\($0.impact) \($0.line)" }
        #expect(lines.contains { $0.hasPrefix("additive") && $0.contains("listPets") && $0.contains("widened from key to the API's requirement") }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("breaking") && $0.contains("listPets") }, "\(lines)")
    }

    /// A required parameter's default is sent: a call that leaves the argument out asks for something else. An optional
    /// one's is the server's, which no call sends: the requests stay as they were.
    @Test func aChangedDefaultIsSentByCallsThatLeaveItOut() throws {
        let required = DiffTests.edited(Self.document, [(#""name": "limit", "in": "query","#, #""name": "limit", "in": "query", "required": true,"#)])
        #expect(try Self.lines([(#""default": 100"#, #""default": 50"#)], from: required) == [
            "breaking - query parameter 'limit' of endpoint 'listPets' (PetsEndpoint.listPets(limit:cursor:xTrace:)): default changed from 100 to 50: calls that leave it out now send 50 (at $.paths['/pets'].get.parameters[0])",
        ])
        #expect(try Self.lines([(#""default": 100"#, #""default": 50"#)]) == [])
    }

    @Test func aRequestBodysMediaTypeAndErrorBodiesAreCompared() throws {
        #expect(try Self.lines([(#""requestBody": { "required": true, "content": { "application/json""#, #""requestBody": { "required": true, "content": { "application/merge-patch+json""#)]) == [
            "breaking - endpoint 'createPet' (PetsEndpoint.createPet): request body now sent as application/merge-patch+json (was application/json) (at $.paths['/pets'].post.body)",
        ])
        let problem = ##""404": { "description": "no", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Problem" } } } }"##
        #expect(try Self.lines([(problem, problem.replacingOccurrences(of: "Problem", with: "Other"))]) == [
            "breaking - error body (Other): changed from Problem to Other: HTTPFailure.payload no longer holds a Problem (at $.errorBody)",
            "breaking - endpoint 'createPet' (PetsEndpoint.createPet): error body of status 404 changed from Problem to Other: HTTPFailure.statusPayload holds a Other (at $.paths['/pets'].post.response)",
        ])
        #expect(try Self.lines([(problem, #""418": { "description": "teapot" }"#)]).contains(
            "breaking - endpoint 'createPet' (PetsEndpoint.createPet): error status 404 no longer declared: HTTPFailure.statusPayload no longer holds a Problem (at $.paths['/pets'].post.response)"))
        let conflict = ##", "409": { "description": "taken", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Other" } } } }"##
        // With two error types, neither is the API's error body any more.
        #expect(try Self.lines([(problem, problem + conflict)]) == [
            "breaking - error body (Problem): removed: HTTPFailure.payload no longer holds a Problem (at $.errorBody)",
            "additive - endpoint 'createPet' (PetsEndpoint.createPet): error status 409 declared: HTTPFailure.statusPayload holds a Other (at $.paths['/pets'].post.response)",
        ])
    }

    /// A second array beside `data` leaves the list without a paged method: code calling `listPetsPages` breaks.
    @Test func aPagedMethodRemovedOrAddedIsReported() throws {
        let secondList = [(#""next_cursor": { "type": "string" } }"#, #""next_cursor": { "type": "string" }, "tags": { "type": "array", "items": { "type": "string" } } }"#)]
        let removed = try Self.lines(secondList)
        #expect(removed.contains("breaking - endpoint 'listPets' (PetsClient.listPetsPages): paged method removed: the endpoint no longer pages (at $.paths['/pets'].get.paging)"),
                "\(removed)")
        let before = DiffTests.edited(Self.document, secondList)
        let after = Generator.document(Data(Self.document.utf8), file: "new.json")
        let report = SpecDiff.report(old: DiffSnapshot(model: try #require(Generator.document(Data(before.utf8), file: "old.json").model)),
                                     new: DiffSnapshot(model: try #require(after.model)))
        #expect(report.changes.contains { $0.impact == .additive && $0.line.contains("(PetsClient.listPetsPages): paged method added") })
    }

    /// Airflow's `HTTPBearer` beside its OAuth2 token was reported as breaking 95 times; the old credentials still do.
    @Test func aSecurityAlternativeAddedIsAdditive() throws {
        let lines = try Self.lines([
            (#""securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" } }"#,
             #""securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" }, "key": { "type": "apiKey", "in": "header", "name": "X-Key" } }"#),
            (#""security": [{ "bearer": [] }]"#, #""security": [{ "bearer": [] }, { "key": [] }]"#),
        ])
        #expect(lines == [
            "additive - auth (PetsClient.init): authentication widened from bearer: token in header 'Authorization' with scheme 'Bearer' (required: bearer) to bearer: token in header 'Authorization' with scheme 'Bearer', key: API key 'X-Key' in header (required: bearer or key): the old credentials still suffice (at $.auth)",
        ], "\(lines)")
        // Both together are narrower: a client holding only the token no longer suffices.
        let both = try Self.lines([
            (#""securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" } }"#,
             #""securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" }, "key": { "type": "apiKey", "in": "header", "name": "X-Key" } }"#),
            (#""security": [{ "bearer": [] }]"#, #""security": [{ "bearer": [], "key": [] }]"#),
        ])
        #expect(both.first?.hasPrefix("breaking - auth (PetsClient.init): authentication changed") == true, "\(both)")
        // Two schemes in another order reorder the initializer's arguments: `init(bearer:key:)` calls break.
        let twoSchemes = DiffTests.edited(Self.document, [
            (#""securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" } }"#,
             #""securitySchemes": { "bearer": { "type": "http", "scheme": "bearer" }, "key": { "type": "apiKey", "in": "header", "name": "X-Key" } }"#),
            (#""security": [{ "bearer": [] }]"#, #""security": [{ "bearer": [] }, { "key": [] }]"#),
        ])
        let swapped = DiffTests.edited(twoSchemes, [
            (#""bearer": { "type": "http", "scheme": "bearer" }, "key": { "type": "apiKey", "in": "header", "name": "X-Key" }"#,
             #""key": { "type": "apiKey", "in": "header", "name": "X-Key" }, "bearer": { "type": "http", "scheme": "bearer" }"#),
        ])
        let report = SpecDiff.report(old: DiffSnapshot(model: try #require(Generator.document(Data(twoSchemes.utf8), file: "old.json").model)),
                                     new: DiffSnapshot(model: try #require(Generator.document(Data(swapped.utf8), file: "new.json").model)))
        #expect(report.breaking.first?.line.hasPrefix("- auth (PetsClient.init): authentication changed") == true, "\(report.lines)")
    }
}
