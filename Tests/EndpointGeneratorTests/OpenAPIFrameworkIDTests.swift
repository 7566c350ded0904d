@testable import EndpointGenerator
import Foundation
import Testing

/// operationIds a web framework made of a handler and where it is mounted, named after the handler as a person would.
@Suite struct OpenAPIFrameworkIDTests {
    typealias F = OpenAPIFixture

    private let none = ##""responses": { "204": { "description": "ok" } }"##

    private func endpointNames(_ paths: String) throws -> Set<String> {
        let endpoints = try #require(F.lookup(try F.native(F.document(paths: paths)), "endpoints") as? [String: Any])
        return Set(endpoints.keys)
    }

    /// Anthropic writes a query into its path keys (`/v1/skills?beta=true`) beside ids FastAPI made of the path without
    /// it: 28 operations were named like `betaListSkillsV1SkillsGet`.
    @Test func aQueryWrittenIntoThePathIsNoPartOfTheIdFastAPIMade() throws {
        let skill = ##""parameters": [{ "name": "skill_id", "in": "path", "required": true, "schema": { "type": "string" } }]"##
        let names = try endpointNames("""
        { "/v1/files": { "get": { "operationId": "list_files_v1_files_get", \(none) } },
          "/v1/skills?beta=true": { "get": { "operationId": "beta_list_skills_v1_skills_get", \(none) } },
          "/v1/skills/{skill_id}?beta=true": { \(skill), "get": { "operationId": "beta_get_skill_v1_skills__skill_id__get", \(none) },
                                               "delete": { "operationId": "delete_skill_v1_skills__skill_id__delete", \(none) } } }
        """)
        #expect(names == ["listFiles", "betaListSkills", "betaGetSkill", "deleteSkill"])
    }
}
