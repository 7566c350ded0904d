@testable import EndpointGenerator
@testable import EndpointGenOpenAPI
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

    /// Quart-Schema writes `{method}_{handler}`, sanic-ext `{method}~{handler}`: `get_get_note` and `get~get_pet` were
    /// `getGetNote` and `getGetPet`.
    @Test func anIdOfTheMethodAndAHandlerNamedByAVerbIsTheHandlersName() throws {
        let names = try endpointNames("""
        { "/notes": { "post": { "operationId": "post_create_note", \(none) } },
          "/notes/{id}": { "get": { "operationId": "get_get_note", \(none) }, "delete": { "operationId": "delete_remove_note", \(none) } },
          "/pets/{pet_id}": { "get": { "operationId": "get~get_pet", \(none) } } }
        """)
        #expect(names == ["createNote", "getNote", "removeNote", "getPet"])
    }

    /// django-ninja writes the view's module path before its function's name, and the function's words as
    /// the summary of a view without a docstring; Hamilton's were `trackingserverProjectsApiCreateProject`.
    @Test func aNinjaIdIsTheViewFunctionsName() throws {
        let names = try endpointNames("""
        { "/projects": { "post": { "operationId": "trackingserver_projects_api_create_project", "summary": "Create Project", \(none) },
                         "get": { "operationId": "trackingserver_projects_api_get_projects", "summary": "Lists the projects.", \(none) } },
          "/whoami": { "get": { "operationId": "trackingserver_auth_api_whoami", "summary": "Whoami", \(none) } },
          "/home": { "get": { "operationId": "trackingserver_auth_api_phone_home", "summary": "Phone Home", \(none) } },
          "/items": { "get": { "operationId": "__main___get_item", "summary": "Get Item", \(none) } },
          "/pets": { "get": { "operationId": "pets_list_pets", "summary": "List Pets", \(none) }, "post": { "operationId": "pets_create", \(none) } },
          "/v2/runs": { "get": { "operationId": "tracking_v2_api_list_v2_runs", "summary": "List V2 Runs", \(none) } },
          "/upstream-pulps": { "get": { "operationId": "upstream_pulps_list", \(none) } },
          "/upstream-pulps/{id}/roles": { "get": { "operationId": "upstream_pulps_list_roles", "summary": "List roles", \(none) } } }
        """)
        // A module's other views are named so too, whatever their summaries; a one-word prefix is a resource, kept.
        // A summary in sentence case is a person's, not `str.title()`'s: drf-spectacular's ids keep their group words.
        #expect(names == ["createProject", "getProjects", "whoami", "phoneHome", "getItem", "petsListPets", "petsCreate", "listV2Runs",
                          "upstreamPulpsList", "upstreamPulpsListRoles"])
        // A path item behind a local `$ref` shows its module as any other.
        let referred = F.document(paths: ##"{ "/runs": { "$ref": "#/components/pathItems/Runs" } }"##, components: """
            { "pathItems": { "Runs": { "get": { "operationId": "tracking_runs_api_list_runs", "summary": "List Runs", \(none) },
                                       "post": { "operationId": "tracking_runs_api_start_run", "summary": "Starts a run.", \(none) } } } }
            """)
        let endpoints = try #require(F.lookup(try F.native(referred), "endpoints") as? [String: Any])
        #expect(Set(endpoints.keys) == ["listRuns", "startRun"])
    }

    /// The longest module path an id shows is the one taken off it: beside `api_v1`'s own views, ArchiveBox's
    /// `api_v1_core_get_snapshots` is `getSnapshots`, not `coreGetSnapshots`. A summary of one word shows no module:
    /// drf-spectacular's `List` on Pulp's `upstream_pulps_list` is as likely a person's, and the id keeps its group words.
    @Test func aNinjaIdLosesItsLongestModuleAndAOneWordSummaryShowsNone() throws {
        let names = try endpointNames("""
        { "/items": { "get": { "operationId": "api_v1_list_items", "summary": "List Items", \(none) } },
          "/snapshots": { "get": { "operationId": "api_v1_core_get_snapshots", "summary": "Get Snapshots", \(none) } },
          "/upstream-pulps": { "get": { "operationId": "upstream_pulps_list", "summary": "List", \(none) } } }
        """)
        #expect(names == ["listItems", "getSnapshots", "upstreamPulpsList"])
    }

    /// Springfox writes a Java handler's name, `Using` and the method (`_1` after a name taken), and tags each
    /// operation with its controller: calls read `client.userController.listUsersUsingGET()`.
    @Test func aSpringfoxIdIsTheHandlersNameInItsControllersGroup() throws {
        let paths = """
        { "/users": { "get": { "operationId": "listUsersUsingGET", "tags": ["user-controller"], \(none) },
                      "post": { "operationId": "createUserUsingPOST", "tags": ["user-controller"], \(none) } },
          "/users/{id}": { "get": { "operationId": "getUserUsingGET", "tags": ["user-controller"], \(none) },
                           "put": { "operationId": "getUserUsingGET_2", "tags": ["user-controller"], \(none) } },
          "/v2/users/{id}": { "get": { "operationId": "getUserUsingGET_1", "tags": ["user-controller"], \(none) } },
          "/orders": { "get": { "operationId": "ordersUsingGET_x", "tags": ["Orders"], \(none) } } }
        """
        let json = try F.native(F.document(paths: paths))
        let endpoints = try #require(F.lookup(json, "endpoints") as? [String: Any])
        // An id of another method than the operation's, or another ending, is no Springfox id.
        #expect(Set(endpoints.keys) == ["listUsers", "createUser", "getUser", "getUserUsingGET2", "getUser1", "ordersUsingGETX"])
        #expect(F.lookup(json, "endpoints", "listUsers", "group") as? String == "user")
        #expect(F.lookup(json, "endpoints", "ordersUsingGETX", "group") as? String == "Orders")
    }

    @Test(arguments: [("listUsersUsingGET", "get", "listUsers"), ("getUserUsingGET_1", "get", "getUser_1"), ("createUsingPOST", "post", "create"),
                      ("UsingGET", "get", nil), ("listUsersUsingGET", "post", nil), ("getUserUsingGET_", "get", nil), ("getUserUsingGet", "get", nil)]
          as [(String, String, String?)])
    func springfoxHandlerNames(id: String, method: String, handler: String?) {
        #expect(SpringIDs.handlerName(ofID: id, method: method) == handler)
    }

    /// @nestjs/swagger writes the controller class and the handler (`UsersController_findAll`): WAHA's operations were
    /// `usersControllerFindAll`, and `controllerFindAll` once their tag's word was taken off.
    @Test func aNestIdIsTheControllersAndHandlersName() throws {
        let swift = F.swift(F.document(paths: """
        { "/users": { "get": { "operationId": "UsersController_findAll", \(none) } },
          "/orders": { "get": { "operationId": "OrdersController_findAll", "tags": ["orders"], \(none) },
                       "post": { "operationId": "OrdersController_create", "tags": ["orders"], \(none) } } }
        """))
        #expect(swift.contains("func usersFindAll() async throws"))
        #expect(swift.contains("func findAll() async throws"))
        #expect(swift.contains("func create() async throws"))
        #expect(!swift.contains("ontroller"))
    }

    @Test(arguments: [("UsersController_findAll", "Users_findAll"), ("V2AppController_get_hello", "V2App_get_hello"),
                      ("Controller_findAll", nil), ("UsersController_", nil), ("UsersController_2fa", nil),
                      ("users-Controller_find", nil), ("UsersController_find-all", nil), ("usersControllerFindAll", nil),
                      // A version is `_`, `v` or `V` and a number, parts after `.`, after a handler's name.
                      ("UsersController_findAll_v1", "Users_findAll"), ("UsersController_find_v2_v2", "Users_find_v2"),
                      ("UsersController_findAll_v", "Users_findAll_v"), ("UsersController_findAll_v1x", "Users_findAll_v1x"),
                      ("UsersController_v1", "Users_v1"), ("UsersController_findAll_v1.", nil), ("UsersController_findAll_v1..2", nil)]
          as [(String, String?)])
    func nestHandlerNames(id: String, handler: String?) {
        #expect(NestIDs(ids: [id]).handlerName(ofID: id) == handler)
    }

    /// With URI versioning @nestjs/swagger adds the route's version (`UsersController_findAll_v1`), and every call of
    /// a document versioned so ended in `V1`. A handler of one route is named without it; one with a route of another
    /// version, or of none (`VERSION_NEUTRAL` beside `v1`), keeps it on each of its ids.
    @Test func aNestIdsVersionNamesTheOperationOnlyBesideAnotherVersionOfItsHandler() throws {
        let names = try endpointNames("""
        { "/v1/users": { "get": { "operationId": "UsersController_findAll_v1", \(none) },
                         "post": { "operationId": "UsersController_create_v1", \(none) } },
          "/v2/users": { "get": { "operationId": "UsersController_findAll_v2", \(none) } },
          "/v1/users/{id}": { "get": { "operationId": "UsersController_findOne_v1.1", \(none) } },
          "/orders": { "get": { "operationId": "OrdersController_list", \(none) } },
          "/v1/orders": { "get": { "operationId": "OrdersController_list_v1", \(none) } },
          "/v3/health": { "get": { "operationId": "HealthController_check_V3", \(none) } } }
        """)
        #expect(names == ["usersFindAllV1", "usersFindAllV2", "usersCreate", "usersFindOne", "ordersList", "ordersListV1", "healthCheck"])
    }

    /// A handler without a verb of its own, or of a verb alone, keeps the method as its verb: `get_users` beside
    /// `post_users` would both be `users`, and sanic-ext's `get~either` would be `either`.
    @Test func anIdWhoseHandlerHasNoVerbOfItsOwnKeepsTheMethod() throws {
        let names = try endpointNames("""
        { "/users": { "get": { "operationId": "get_users", \(none) }, "post": { "operationId": "post_users", \(none) } },
          "/users/me": { "get": { "operationId": "get_user_profile", \(none) } },
          "/either": { "get": { "operationId": "get~either", \(none) } },
          "/open": { "get": { "operationId": "get_open_", \(none) } },
          "/list": { "get": { "operationId": "get_list", \(none) } },
          "/notes": { "put": { "operationId": "get_create_note", \(none) } } }
        """)
        // The method must be the operation's own: a PUT's `get_create_note` is no handler's id.
        #expect(names == ["getUsers", "postUsers", "getUserProfile", "getEither", "getOpen", "getList", "getCreateNote"])
    }

    /// An id whose rest after its method is another operation's id is that operation's sibling, not a handler's id:
    /// DigitalOcean's PATCH `patch_update_domain_record` beside the PUT `update_domain_record` took `updateDomainRecord`,
    /// and the PUT, which the id names so, became `updateDomainRecordPut`.
    @Test func anIdWhoseRestIsAnotherOperationsIdKeepsItsMethod() throws {
        let names = try endpointNames("""
        { "/records/{id}": { "patch": { "operationId": "patch_update_record", \(none) },
                             "put": { "operationId": "update_record", \(none) } },
          "/notes": { "post": { "operationId": "post_create_note", \(none) } } }
        """)
        #expect(names == ["patchUpdateRecord", "updateRecord", "createNote"])
    }

    /// A handler's name is read only from an id of the operation's own method in lower case, `_` or `~`, and a verb with
    /// more after it.
    @Test(arguments: [("get_get_note", "get", "get_note"), ("get~get_pet", "get", "get_pet"), ("post_create_note", "post", "create_note"),
                      ("get_users", "get", nil), ("get_user_profile", "get", nil), ("get_list", "get", nil), ("get_get_", "get", nil),
                      ("getGetNote", "get", nil), ("get_get_note", "post", nil), ("get-get-note", "get", nil), ("get_", "get", nil)]
          as [(String, String, String?)])
    func handlerNames(id: String, method: String, handler: String?) {
        #expect(HandlerIDs.handlerName(ofID: id, method: method) == handler)
    }

    /// Meilisearch's settings operations glue the method to the setting's segment (`getstopWords` on
    /// `…/settings/stop-words`): 66 operations were called like `getstopWords()`. Only the path shows the break.
    @Test func anIdGluingTheMethodToAPathSegmentsWordsIsReadApart() throws {
        let names = try endpointNames("""
        { "/indexes/{uid}/settings/chat": { "get": { "operationId": "getchat", \(none) } },
          "/indexes/{uid}/settings/stop-words": { "put": { "operationId": "putstopWords", \(none) } },
          "/indexes/{uid}/settings/facet-search": { "delete": { "operationId": "deletefacetSearch", \(none) } },
          "/indexes/{uid}/settings/search-cutoff-ms": { "patch": { "operationId": "patchsearchCutoffMs", \(none) } },
          "/trips": { "get": { "operationId": "getaway", \(none) } },
          "/cards/{card}": { "post": { "operationId": "postcard", \(none) } },
          "/cards": { "put": { "operationId": "getcards", \(none) } } }
        """)
        // Without a segment of the rest's words (a parameter's name is none), or of the operation's own method, the id
        // is one word.
        #expect(names == ["getChat", "putStopWords", "deleteFacetSearch", "patchSearchCutoffMs", "getaway", "postcard", "getcards"])
    }

    /// LemonLDAP::NG writes three ids in lower case alone (`addsamlsp`) beside 38 that spell the same words apart
    /// (`deleteSamlSp`, `addMenuCat`): calls read `addsamlsp(_:)` next to `deleteSamlSp(confKey:)`.
    @Test func anIdInLowerCaseAloneIsSpelledAsOtherIdsSpellItsWords() throws {
        let names = try endpointNames("""
        { "/saml/sp": { "post": { "operationId": "addsamlsp", \(none) }, "put": { "operationId": "replacesamlspbyconfkey", \(none) } },
          "/saml/sp/{key}": { "get": { "operationId": "getSamlSpByConfKey", \(none) }, "delete": { "operationId": "deleteSamlSp", \(none) } },
          "/menu/cat": { "post": { "operationId": "addMenuCat", \(none) }, "get": { "operationId": "status", \(none) } },
          "/oidc/rp": { "post": { "operationId": "addoidcrp", \(none) }, "get": { "operationId": "getoidcrp", \(none) } },
          "/cas/app": { "post": { "operationId": "addcasapp", \(none) }, "get": { "operationId": "findCaSapp", \(none) },
                        "delete": { "operationId": "deleteCasApp", \(none) } } }
        """)
        // `replace` opens no other id; no other id spells `oidcrp`; `casapp` is spelled two ways, so neither is chosen.
        #expect(names == ["addSamlSp", "replacesamlspbyconfkey", "getSamlSpByConfKey", "deleteSamlSp", "addMenuCat", "status",
                          "addoidcrp", "getoidcrp", "addcasapp", "findCaSapp", "deleteCasApp"])
    }

    @Test(arguments: [("getstopWords", "get", "/settings/stop-words", "get stopWords"), ("getchat", "get", "/chat", "get chat"),
                      ("getsearch_rules", "get", "/search-rules/{id}", "get search_rules"), ("getChat", "get", "/chat", nil),
                      ("get_chat", "get", "/chat", nil), ("getstopWords", "get", "/stop-words-list", nil), ("get", "get", "/get", nil),
                      ("getchat", "post", "/chat", nil), ("getchat", "get", "/{chat}", nil), ("Getchat", "get", "/chat", nil)]
          as [(String, String, String, String?)])
    func gluedMethodWords(id: String, method: String, path: String, words: String?) {
        #expect(GluedMethodIDs.words(ofID: id, method: method, path: path) == words)
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
