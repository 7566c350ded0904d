@testable import EndpointGenOpenAPI
@testable import EndpointGenerator
import Foundation
import Testing

/// OpenAPI operations and parameters → native endpoints.
@Suite struct OpenAPIOperationTests {
    typealias F = OpenAPIFixture


    /// Callbacks and links were "not supported by the native format", a format an OpenAPI user never wrote, which read
    /// as a gap: the warnings say what they are to a client and that no code is made for them.
    @Test func callbacksAndLinksSayWhatTheyAreToAClient() throws {
        let text = F.operation(##"""
        { "operationId": "subscribe", "callbacks": { "onEvent": { "{$request.body#/url}": { "post": { "responses": { "200": { "description": "ok" } } } } } },
          "responses": { "201": { "description": "ok", "links": { "GetSub": { "operationId": "subscribe" } } } } }
        """##, method: "post")
        #expect(F.warnings(F.convert(text)) == [
            "operation 'callbacks' are requests the API sends to the app's own server, which a client does not make; no code is generated for them",
            "response 'links' name the operations to call next with values of the response; no code is generated for them",
        ])
    }
    @Test func operationIdNamesTheEndpointInLowerCamelCase() throws {
        let json = try F.native(F.operation(##"{ "operationId": "list-all_items", "responses": { "204": { "description": "ok" } } }"##))
        #expect(F.lookup(json, "endpoints", "listAllItems", "method") as? String == "GET")
        #expect(F.lookup(json, "endpoints", "listAllItems", "path") as? String == "/items")
    }

    @Test func theSummaryOpensTheDescription() throws {
        // Quick Help shows the first paragraph: Petstore's `getOrderById` opened with a usage note, not its summary.
        func description(_ keys: String) throws -> String? {
            let json = try F.native(F.operation(#"{ "operationId": "getOrder", \#(keys) "responses": { "204": { "description": "ok" } } }"#))
            return F.lookup(json, "endpoints", "getOrder", "description") as? String
        }
        #expect(try description(#""summary": "Find order by ID.", "description": "Try IDs <= 5.","#) == "Find order by ID.\n\nTry IDs <= 5.")
        #expect(try description(#""summary": "Find order by ID.","#) == "Find order by ID.")
        #expect(try description(#""description": "Try IDs <= 5.","#) == "Try IDs <= 5.")
        #expect(try description(#""summary": "", "description": "Try IDs <= 5.","#) == "Try IDs <= 5.")
        // A description that already begins with the summary says it once.
        #expect(try description(#""summary": "Find order.", "description": "Find order by ID.","#) == "Find order by ID.")
        // Glances' summaries open with a space, which made each doc comment `///  Api Status`.
        #expect(try description(#""summary": " Api Status ", "description": "Check the API.","#) == "Api Status\n\nCheck the API.")
        #expect(try description(#""summary": "  ", "description": " ","#) == nil)
        // Ceph's docstrings are indented as a whole: below the summary that indentation is no longer shared, and
        // from four spaces on Markdown shows the text as code.
        #expect(try description(#""summary": "List modules", "description": "\n        Lists them.\n        :rtype: list\n        ","#)
            == "List modules\n\n\nLists them.\n:rtype: list\n")
    }

    @Test func withoutOperationIdTheMethodAndPathNameIt() throws {
        let text = F.document(paths: ##"{ "/pets/{petId}/photos": { "get": { "parameters": [{ "name": "petId", "in": "path", "required": true, "schema": { "type": "integer" } }], "responses": {} } } }"##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "getPetsByPetIdPhotos", "pathParameters", "petId") as? String == "int")
    }

    @Test func theRootAndEscapedSegmentsNameOperationsAsTheyRead() throws {
        // jupyterlab-server's `/api/listings/%40jupyterlab…` was `getApiListings40jupyterlab…`, litellm's `GET /` `get`.
        let text = F.document(paths: ##"{ "/": { "get": { "responses": {} } }, "/api/listings/%40scope/ext.json": { "get": { "responses": {} } } }"##)
        let endpoints = try #require(F.lookup(try F.native(text), "endpoints") as? [String: Any])
        // A leading `api` is no word of the name.
        #expect(Set(endpoints.keys) == ["getRoot", "getListingsScopeExtJson"])
    }

    @Test func anOperationIdFastAPIMadeIsNamedAfterItsFunction() throws {
        // FastAPI writes `<function>_<path as word characters>_<method>`; a function on a second method is told apart
        // by it (lnbits' `api_update_user_acl` on PUT and PATCH were `apiUpdateUserAclApiV1AuthAclPut` and `…Patch`).
        let none = ##""responses": { "204": { "description": "ok" } }"##
        let item = ##""parameters": [{ "name": "item_id", "in": "path", "required": true, "schema": { "type": "integer" } }]"##
        let text = F.document(paths: """
        { "/ask_for_help": { "post": { "operationId": "ask_for_help_ask_for_help_post", \(none) } },
          "/items/{item_id}": { \(item),
                                "get": { "operationId": "read_item_items__item_id__get", \(none) },
                                "put": { "operationId": "read_item_items__item_id__put", \(none) } },
          "/users": { "get": { "operationId": "list_users_get_users_get", \(none) },
                      "post": { "operationId": "create_users", \(none) } } }
        """)
        let endpoints = try #require(F.lookup(try F.native(text), "endpoints") as? [String: Any])
        #expect(Set(endpoints.keys) == ["askForHelp", "readItem", "readItemPut", "listUsersGet", "createUsers"])
        #expect(F.warnings(F.convert(text)).isEmpty)
    }

    /// LangGraph's hand-kept FastAPI document kept ids whose routes had moved: `search_crons_runs_crons_post` at
    /// `POST /runs/crons/search` spells `POST /runs/crons`, and `…_versions_get` is a POST; 6 of its 64 calls read
    /// `searchCronsRunsCronsPost` and `getAssistantVersionsAssistantsAssistantIdVersionsGet`.
    @Test func anOperationIdFastAPIMadeForAnotherRouteIsNamedAfterItsFunction() throws {
        let none = ##""responses": { "204": { "description": "ok" } }"##
        let id = ##""parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }]"##
        let routes = """
          "/runs/crons": { "post": { "operationId": "create_cron_runs_crons_post", \(none) } },
          "/crons": { "post": { "operationId": "create_legacy_cron_crons_post", \(none) } },
          "/runs": { "post": { "operationId": "run_stateless_runs_post", \(none) },
                     "get": { "operationId": "list_runs_runs_get", \(none) } },
          "/assistants/{id}": { \(id), "get": { "operationId": "get_assistant_assistants__id__get", \(none) } },
        """
        let text = F.document(paths: """
        { \(routes)
          "/runs/crons/search": { "post": { "operationId": "search_crons_runs_crons_post", \(none) } },
          "/assistants/{id}/versions": { \(id), "post": { "operationId": "get_assistant_versions_assistants__id__versions_get", \(none) } },
          "/assistants/{id}/latest": { \(id), "post": { "operationId": "set_latest_version_assistants__id__versions_post", \(none) } },
          "/runs/archived": { "get": { "operationId": "list_runs_runs_post", \(none) } },
          "/runs/cancel": { "post": { "operationId": "cancel_runs_post", \(none) } } }
        """)
        let endpoints = try #require(F.lookup(try F.native(text), "endpoints") as? [String: Any])
        // The longest route an id ends in is the one it names (`/runs/crons`, not a `/crons`); a function named as
        // another is told apart as any two are (`listRunsArchived`). One word left (`cancel`) reads as an id of its own.
        #expect(Set(endpoints.keys) == ["createCron", "createLegacyCron", "runStateless", "listRuns", "getAssistant", "searchCrons", "getAssistantVersions",
                                        "setLatestVersion", "listRunsArchived", "cancelRunsPost"])
        // Not FastAPI's document when fewer than half its ids are FastAPI's for their own route.
        let few = F.document(paths: """
        { "/runs": { "post": { "operationId": "run_stateless_runs_post", \(none) } },
          "/runs/batch": { "post": { "operationId": "run_batch_runs_post", \(none) } },
          "/runs/wait": { "post": { "operationId": "waitForRun", \(none) } } }
        """)
        let kept = try #require(F.lookup(try F.native(few), "endpoints") as? [String: Any])
        #expect(Set(kept.keys) == ["runStateless", "runBatchRunsPost", "waitForRun"])
    }

    /// fastapi-users names its routes `router:action`, which FastAPI writes into the id: calls read
    /// `auth.registerRegister(_:)` and `client.users.usersCurrentUser()`.
    @Test func aRoutersNameBeforeAFastAPIFunctionIsNoPartOfTheName() throws {
        let none = ##""responses": { "204": { "description": "ok" } }"##
        let text = F.document(paths: """
        { "/auth/register": { "post": { "operationId": "register_register_auth_register_post", "tags": ["auth"], \(none) } },
          "/auth/reset-password": { "post": { "operationId": "reset_reset_password_auth_reset_password_post", "tags": ["auth"], \(none) } },
          "/auth/forgot-password": { "post": { "operationId": "reset_forgot_password_auth_forgot_password_post", "tags": ["auth"], \(none) } },
          "/auth/jwt/login": { "post": { "operationId": "auth_jwt_login_auth_jwt_login_post", "tags": ["auth"], \(none) } },
          "/users/me": { "get": { "operationId": "users_current_user_users_me_get", "tags": ["users"], \(none) } },
          "/users/all": { "get": { "operationId": "users_list_users_all_get", "tags": ["users"], \(none) } },
          "/users": { "get": { "operationId": "list_users_get", "tags": ["users"], \(none) } },
          "/api/git/init": { "post": { "operationId": "git_init_api_git_init_post", "tags": ["git"], \(none) } } }
        """)
        let json = try F.native(text)
        let endpoints = try #require(F.lookup(json, "endpoints") as? [String: Any])
        // `users_list` keeps the tag: `list` is another function's name in the group. `init` is every service's
        // initializer (AgentGear's `git_init` was `client.git.init2()`).
        #expect(Set(endpoints.keys) == ["register", "resetPassword", "resetForgotPassword", "jwtLogin", "currentUser", "usersList", "list", "gitInit"])
        #expect(F.lookup(json, "endpoints", "gitInit", "swiftName") == nil)
        #expect(F.warnings(F.convert(text)).isEmpty)
    }

    /// GitHub's ids are `<tag>/<action>`: calls read `client.issues.issuesListForRepo(…)`. The group's name
    /// is left out of the Swift name, not of the key or of the inline types outside the group's enum.
    @Test func anIdThatBeginsWithItsGroupsNameIsCalledWithoutIt() throws {
        let text = F.document(paths: ##"""
        { "/repos/{owner}/{repo}/issues": {
            "get": { "operationId": "issues/list-for-repo", "tags": ["issues"],
                     "parameters": [{ "name": "owner", "in": "path", "required": true, "schema": { "type": "string" } },
                                    { "name": "repo", "in": "path", "required": true, "schema": { "type": "string" } },
                                    { "name": "state", "in": "query", "schema": { "type": "string", "enum": ["open", "closed"] } }],
                     "responses": { "204": { "description": "ok" } } },
            "post": { "operationId": "issues/create", "tags": ["issues"],
                      "parameters": [{ "name": "owner", "in": "path", "required": true, "schema": { "type": "string" } },
                                     { "name": "repo", "in": "path", "required": true, "schema": { "type": "string" } }],
                      "responses": { "204": { "description": "ok" } } } },
          "/pulls": { "get": { "operationId": "pulls/create", "tags": ["pulls"], "responses": { "204": { "description": "ok" } } },
                      "post": { "operationId": "Accounts_GetById", "tags": ["Accounts"], "responses": { "204": { "description": "ok" } } } },
          "/users": { "get": { "operationId": "users_list", "tags": ["users"], "responses": { "204": { "description": "ok" } } },
                      "post": { "operationId": "list", "tags": ["users"], "responses": { "204": { "description": "ok" } } } },
          "/other": { "get": { "operationId": "issues", "tags": ["issues"], "responses": { "204": { "description": "ok" } } },
                      "post": { "operationId": "issues-2fa", "tags": ["issues"], "responses": { "204": { "description": "ok" } } },
                      "put": { "operationId": "pullsCreate", "responses": { "204": { "description": "ok" } } },
                      "patch": { "operationId": "issues-self", "tags": ["issues"], "responses": { "204": { "description": "ok" } } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "issuesListForRepo", "swiftName") as? String == "listForRepo")
        #expect(F.lookup(json, "endpoints", "issuesCreate", "swiftName") as? String == "create")
        // Another group's `create` is its own service's method.
        #expect(F.lookup(json, "endpoints", "pullsCreate", "swiftName") as? String == "create")
        #expect(F.lookup(json, "endpoints", "accountsGetById", "swiftName") as? String == "getById")
        // `list` is another operation's name in the group; nothing is left of `issues`; `2fa` opens with a digit;
        // `client.issues.self()` would be the service itself; no group.
        for key in ["usersList", "list", "issues", "issues2fa", "issuesSelf", "pullsCreate_"] {
            #expect(F.lookup(json, "endpoints", key, "method") != nil, "\(key)")
            #expect(F.lookup(json, "endpoints", key, "swiftName") == nil, "\(key)")
        }
        let swift = F.swift(text)
        #expect(swift.contains("case listForRepo(owner: String, repo: String, state: IssuesListForRepoState? = nil)"))
        #expect(swift.contains("public func create(owner: String, repo: String) async throws {"))
        #expect(swift.contains("public func getById() async throws {"))
        #expect(swift.contains("public func usersList() async throws {"))
        #expect(swift.contains("public func pullsCreate() async throws {"))
        #expect(F.warnings(F.convert(text)).isEmpty)
        F.expectRoundTrip(text)
    }

    /// Litestar makes an id of the path's words and the handler's name, which it also writes as the summary: evidently's 66
    /// operations were named like `apiProjectsProjectIdInfoGetProjectInfo`.
    @Test func aLitestarIdIsNamedAfterItsHandler() throws {
        let text = F.document(paths: ##"""
        { "/api/projects/{project_id}/info": {
            "get": { "operationId": "ApiProjectsProjectIdInfoGetProjectInfo", "summary": "GetProjectInfo", "responses": {} },
            "post": { "operationId": "ApiProjectsProjectIdInfoUpdateProjectInfo", "summary": "Update project info", "responses": {} } },
          "/api/projects": { "get": { "operationId": "ListAllProjects", "summary": "Projects", "responses": {} } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "getProjectInfo", "method") as? String == "GET")
        // A summary that is no handler's name, or an id that is not the path's words before it, names nothing.
        #expect(F.lookup(json, "endpoints", "apiProjectsProjectIdInfoUpdateProjectInfo", "method") as? String == "POST")
        #expect(F.lookup(json, "endpoints", "listAllProjects", "method") as? String == "GET")
        // Litestar leaves a last path parameter out of the id (evidently's `getArtifactByName`).
        let byName = F.document(paths: ##"""
        { "/api/artifacts/by-name/{name}": { "get": { "operationId": "ApiArtifactsByNameGetArtifactByName", "summary": "GetArtifactByName",
            "parameters": [{ "name": "name", "in": "path", "required": true, "schema": { "type": "string" } }], "responses": {} } } }
        """##)
        #expect(F.lookup(try F.native(byName), "endpoints", "getArtifactByName", "method") as? String == "GET")
    }

    /// drf-spectacular makes ids of the path's words and the action (`api_projects_list` on `/api/projects/`, tagged
    /// `projects`): Label Studio's 189 of 190 operations read `client.projects.apiProjectsList()`. The path's
    /// words through the group's name go, as the group's name alone does.
    @Test func anIdThatRepeatsThePathThroughItsGroupsNameIsCalledWithoutIt() throws {
        let text = F.document(paths: ##"""
        { "/api/projects/": { "get": { "operationId": "api_projects_list", "tags": ["projects"], "responses": { "204": { "description": "ok" } } } },
          "/api/projects/{id}/import": { "post": { "operationId": "api_projects_import_create", "tags": ["Import"],
              "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "integer" } }], "responses": { "204": { "description": "ok" } } } },
          "/api/current-user/whoami": { "get": { "operationId": "api_current_user_whoami_retrieve", "tags": ["users"], "responses": { "204": { "description": "ok" } } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "apiProjectsList", "swiftName") as? String == "list")
        #expect(F.lookup(json, "endpoints", "apiProjectsImportCreate", "swiftName") as? String == "create")
        // `users` is no word of its path: the name stays whole.
        #expect(F.lookup(json, "endpoints", "apiCurrentUserWhoamiRetrieve", "swiftName") == nil)
        // Two prefixes leaving one rest: neither takes it.
        let twins = F.document(paths: ##"""
        { "/projects/": { "get": { "operationId": "projects_list", "tags": ["projects"], "responses": { "204": { "description": "ok" } } } },
          "/api/projects/": { "get": { "operationId": "api_projects_list", "tags": ["projects"], "responses": { "204": { "description": "ok" } } } } }
        """##)
        let twinsJSON = try F.native(twins)
        #expect(F.lookup(twinsJSON, "endpoints", "projectsList", "swiftName") == nil)
        #expect(F.lookup(twinsJSON, "endpoints", "apiProjectsList", "swiftName") == nil)
        #expect(F.warnings(F.convert(twins)).isEmpty)
    }

    /// Mistral's ids are `agents_api_v1_<resource>_<action>`, tagged `beta.<resource>`: every call read
    /// `client.betaConversations.agentsApiV1ConversationsList()`. The run all of a group's ids share goes with the
    /// group's words after it; a group of one, a run that is a verb and a name left with no word keep theirs.
    @Test func aRunAllOfAGroupsIdsShareIsCalledWithoutIt() throws {
        func operation(_ id: String, tag: String, method: String = "get") -> String {
            ##"{ "\##(method)": { "operationId": "\##(id)", "tags": ["\##(tag)"], "responses": { "204": { "description": "ok" } } } }"##
        }
        let text = F.document(paths: """
        { "/v1/conversations": \(operation("agents_api_v1_conversations_list", tag: "beta.conversations")),
          "/v1/conversations/restart": \(operation("agents_api_v1_conversations_restart", tag: "beta.conversations", method: "post")),
          "/v1/conversations/append": \(operation("agents_api_v1_conversations_append", tag: "beta.conversations", method: "post")),
          "/v1/agents": \(operation("agents_api_v1_agents_list", tag: "beta.agents")),
          "/v1/agents/one": \(operation("agents_api_v1_agents_get", tag: "beta.agents")),
          "/v1/libraries": \(operation("libraries_api_v1_libraries_list", tag: "beta.libraries")),
          "/v1/libraries/all": \(operation("libraries_api_v1_libraries_list_all", tag: "beta.libraries")),
          "/v1/jobs": \(operation("jobs_api_v1_jobs_list", tag: "jobs")),
          "/pets": \(operation("get_pets", tag: "pets")),
          "/pets/one": \(operation("get_pets_by_id", tag: "pets")),
          "/files": \(operation("files_api_v1_files_list", tag: "files")),
          "/files/one": \(operation("files_api_v1_files", tag: "files")),
          "/voucher/groups": \(operation("CaptivePortal_Voucher_listVoucherGroups", tag: "CaptivePortal")),
          "/voucher/providers": \(operation("CaptivePortal_Voucher_listProviders", tag: "CaptivePortal")) }
        """)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "agentsApiV1ConversationsList", "swiftName") as? String == "list")
        #expect(F.lookup(json, "endpoints", "agentsApiV1ConversationsRestart", "swiftName") as? String == "restart")
        #expect(F.lookup(json, "endpoints", "agentsApiV1AgentsList", "swiftName") as? String == "list")
        #expect(F.lookup(json, "endpoints", "agentsApiV1AgentsGet", "swiftName") as? String == "get")
        // A rest another's opens with is a rest of its own.
        #expect(F.lookup(json, "endpoints", "librariesApiV1LibrariesListAll", "swiftName") as? String == "listAll")
        #expect(F.lookup(json, "endpoints", "librariesApiV1LibrariesList", "swiftName") as? String == "list")
        // A shared verb stays; one operation in its group, and a group one name of which has no word after the group's,
        // lose only the group's name they open with.
        for key in ["getPets", "getPetsById"] {
            #expect(F.lookup(json, "endpoints", key, "method") != nil, "\(key)")
            #expect(F.lookup(json, "endpoints", key, "swiftName") == nil, "\(key)")
        }
        #expect(F.lookup(json, "endpoints", "jobsApiV1JobsList", "swiftName") as? String == "apiV1JobsList")
        #expect(F.lookup(json, "endpoints", "filesApiV1FilesList", "swiftName") as? String == "apiV1FilesList")
        #expect(F.lookup(json, "endpoints", "filesApiV1Files", "swiftName") as? String == "apiV1Files")
        // A run that is the group's name with its words is called as before.
        #expect(F.lookup(json, "endpoints", "captivePortalVoucherListVoucherGroups", "swiftName") as? String == "listVoucherGroups")
        #expect(F.lookup(json, "endpoints", "captivePortalVoucherListProviders", "swiftName") as? String == "voucherListProviders")
        let swift = F.swift(text)
        #expect(swift.contains("public func restart() async throws {"))
        #expect(F.warnings(F.convert(text)).isEmpty)
        F.expectRoundTrip(text)
    }

    /// OPNsense's ids are `<Module>_<Controller>_<action>`, tagged with the module, and the action names the controller
    /// again: `client.wireguard.clientSearchClient()`. The repeated word goes, unless the name is then another
    /// endpoint's of the group; a name without a repeat, or without a group, keeps its words.
    @Test func aGroupedNameWhoseFirstWordComesAgainLeavesItOut() throws {
        func operation(_ id: String, tag: String?) -> String {
            ##"{ "get": { "operationId": "\##(id)", \##(tag.map { ##""tags": ["\##($0)"], "## } ?? "")"responses": { "204": { "description": "ok" } } } }"##
        }
        let text = F.document(paths: """
        { "/api/wireguard/client/searchClient": \(operation("Wireguard_Client_searchClient", tag: "Wireguard")),
          "/api/wireguard/server/searchServer": \(operation("Wireguard_Server_searchServer", tag: "Wireguard")),
          "/api/wireguard/general/get": \(operation("Wireguard_General_get", tag: "Wireguard")),
          "/api/wireguard/client/getClient": \(operation("Wireguard_Client_getClient", tag: "Wireguard")),
          "/api/wireguard/getClient": \(operation("Wireguard_getClient", tag: "Wireguard")),
          "/api/diagnostics/system/systemTime": \(operation("Diagnostics_System_systemTime", tag: "Diagnostics")),
          "/api/diagnostics/cpu_usage/getCPUType": \(operation("Diagnostics_CpuUsage_getCPUType", tag: "Diagnostics")),
          "/api/core/menu/searchMenu": \(operation("Core_Menu_searchMenu", tag: nil)) }
        """)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "wireguardClientSearchClient", "swiftName") as? String == "searchClient")
        #expect(F.lookup(json, "endpoints", "wireguardServerSearchServer", "swiftName") as? String == "searchServer")
        #expect(F.lookup(json, "endpoints", "diagnosticsSystemSystemTime", "swiftName") as? String == "systemTime")
        // An acronym is no repeat of a word in lower case: the controller is `CpuUsage`.
        #expect(F.lookup(json, "endpoints", "diagnosticsCpuUsageGetCPUType", "swiftName") as? String == "cpuUsageGetCPUType")
        #expect(F.lookup(json, "endpoints", "wireguardGeneralGet", "swiftName") as? String == "generalGet")
        // `getClient` is taken by the operation whose id it is: the other keeps its controller.
        #expect(F.lookup(json, "endpoints", "wireguardGetClient", "swiftName") as? String == "getClient")
        #expect(F.lookup(json, "endpoints", "wireguardClientGetClient", "swiftName") as? String == "clientGetClient")
        #expect(F.lookup(json, "endpoints", "coreMenuSearchMenu", "swiftName") == nil)
        let swift = F.swift(text)
        #expect(swift.contains("public func searchClient() async throws {"))
        #expect(F.warnings(F.convert(text)).isEmpty)
    }

    /// Without ids, a name made of the method and the path repeats the group's words after the method: Ceph's 195
    /// operations read `client.osd.getOsdFlags()`. The group's words go, even when the method alone is left.
    @Test func aNameMadeOfThePathIsCalledWithoutItsGroupsWords() throws {
        let text = F.document(paths: ##"""
        { "/api/osd/flags": { "get": { "tags": ["OSD"], "responses": { "204": { "description": "ok" } } } },
          "/api/osd/{svc_id}": { "get": { "tags": ["OSD"], "parameters": [{ "name": "svc_id", "in": "path", "required": true, "schema": { "type": "string" } }],
                                          "responses": { "204": { "description": "ok" } } } },
          "/api/pool": { "get": { "tags": ["Pool"], "responses": { "204": { "description": "ok" } } } },
          "/api/nfs-ganesha/export": { "post": { "tags": ["NFS-Ganesha"], "responses": { "204": { "description": "ok" } } } },
          "/api/user/flags": { "get": { "operationId": "getUserFlags", "tags": ["user"], "responses": { "204": { "description": "ok" } } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "getOsdFlags", "swiftName") as? String == "getFlags")
        #expect(F.lookup(json, "endpoints", "getOsdBySvcId", "swiftName") as? String == "getBySvcId")
        #expect(F.lookup(json, "endpoints", "postNfsGaneshaExport", "swiftName") as? String == "postExport")
        // An operationId is the document's own name, which users already call.
        #expect(F.lookup(json, "endpoints", "getPool", "method") as? String == "GET")
        #expect(F.lookup(json, "endpoints", "getPool", "swiftName") as? String == "get")
        #expect(F.lookup(json, "endpoints", "getUserFlags", "swiftName") == nil)
        let swift = F.swift(text)
        #expect(swift.contains("public func getFlags() async throws {"))
        #expect(swift.contains("public func getBySvcId(svcId: String) async throws {"))
        #expect(swift.contains("public func get() async throws {"))
        #expect(F.warnings(F.convert(text)).isEmpty)
        F.expectRoundTrip(text)

        // A plural tag and its path's singular are one word: Superset read `client.dashboards.getDashboardByPk()` beside
        // `client.database.getByPk()`.
        let pk = ##""parameters": [{ "name": "pk", "in": "path", "required": true, "schema": { "type": "integer" } }], "responses": { "204": { "description": "ok" } }"##
        let superset = try F.native(F.document(paths: """
        { "/api/v1/dashboard/{pk}": { "options": { "tags": ["Dashboards"], \(pk) } },
          "/api/v1/annotation_layer/{pk}": { "get": { "tags": ["Annotation Layers"], \(pk) } },
          "/api/v1/database/{pk}": { "get": { "tags": ["Database"], \(pk) } } }
        """))
        #expect(F.lookup(superset, "endpoints", "optionsDashboardByPk", "swiftName") as? String == "optionsByPk")
        #expect(F.lookup(superset, "endpoints", "getAnnotationLayerByPk", "swiftName") as? String == "getByPk")
        #expect(F.lookup(superset, "endpoints", "getDatabaseByPk", "swiftName") as? String == "getByPk")
        // Not in an id, where the word may be a verb: OpenAI's `inviteUser`, tagged `Invites`, keeps its name.
        let invites = try F.native(F.document(paths: ##"""
        { "/invites": { "post": { "operationId": "inviteUser", "tags": ["Invites"], "responses": { "204": { "description": "ok" } } } } }
        """##))
        #expect(F.lookup(invites, "endpoints", "inviteUser", "swiftName") == nil)
    }

    /// Swashbuckle without operationIds: StockTrim read `client.salesOrders.getSalesOrders()` beside
    /// `client.salesOrders.deleteAll()`. A name of the method and the group's words is called by its method, as
    /// `client.customers.getByCode(code:)` is; where two would be (a plural path and its singular in one group) or another
    /// endpoint is called so, each keeps its whole name.
    @Test func aNameOfTheMethodAndTheGroupAloneIsCalledByItsMethod() throws {
        let ok = ##""responses": { "204": { "description": "ok" } }"##
        let code = ##""parameters": [{ "name": "code", "in": "path", "required": true, "schema": { "type": "string" } }]"##
        let text = F.document(paths: """
        { "/api/SalesOrders": { "get": { "tags": ["SalesOrders"], \(ok) }, "delete": { "tags": ["SalesOrders"], \(ok) } },
          "/api/SalesOrders/All": { "delete": { "tags": ["SalesOrders"], \(ok) } },
          "/api/Customers": { "get": { "tags": ["Customers"], \(ok) }, "put": { "tags": ["Customers"], \(ok) } },
          "/api/Customers/{code}": { "get": { "tags": ["Customers"], \(code), \(ok) } },
          "/api/Products": { "get": { "tags": ["Products"], \(ok) } },
          "/api/Product": { "get": { "tags": ["Products"], \(ok) } },
          "/api/Suppliers": { "get": { "tags": ["Suppliers"], \(ok) } },
          "/api/Suppliers/first": { "get": { "operationId": "get", "tags": ["Suppliers"], \(ok) } } }
        """)
        let json = try F.native(text)
        let swiftNames = ["getSalesOrders", "deleteSalesOrders", "deleteSalesOrdersAll", "getCustomers", "putCustomers", "getCustomersByCode",
                          "getProducts", "getProduct", "getSuppliers", "get"].map { F.lookup(json, "endpoints", $0, "swiftName") as? String }
        #expect(swiftNames == ["get", "delete", "deleteAll", "get", "put", "getByCode", nil, nil, nil, nil])
        let swift = F.swift(text)
        #expect(swift.contains("public func get() async throws {") && swift.contains("public func delete() async throws {"))
        #expect(swift.contains("public func getProducts() async throws {") && swift.contains("public func getProduct() async throws {"))
        #expect(swift.contains("public func getSuppliers() async throws {"))
        #expect(F.warnings(F.convert(text)).isEmpty)
        F.expectRoundTrip(text)
    }

    /// A word as names made of the path compare it with a group's: a plural is its singular, `-ies` a `-y`; a word in
    /// `ss` is no plural.
    @Test(arguments: [("Dashboards", "dashboard"), ("models", "model"), ("Activities", "activity"), ("address", "address"),
                      ("Access", "access"), ("is", "is"), ("pool", "pool")])
    func aPluralIsComparedAsItsSingular(word: String, compared: String) {
        #expect(word.comparableWord == compared)
    }

    /// A tag in `-ies` is its path's singular in `-y`: `Activities` and `/activity/{pk}` read `client.activities.getByPk()`,
    /// not `getActivityByPk()`.
    @Test func aTagInIesDropsItsSingularFromANameMadeOfThePath() throws {
        let pk = ##""parameters": [{ "name": "pk", "in": "path", "required": true, "schema": { "type": "integer" } }], "responses": { "204": { "description": "ok" } }"##
        let json = try F.native(F.document(paths: """
        { "/api/v1/activity/{pk}": { "get": { "tags": ["Activities"], \(pk) } },
          "/api/v1/database/{pk}": { "get": { "tags": ["Database"], \(pk) } } }
        """))
        #expect(F.lookup(json, "endpoints", "getActivityByPk", "swiftName") as? String == "getByPk")
    }

    /// A parameter beside text in its segment is named by `by` as one alone is: map tiles' `/tiles/{z}/{x}/{y}.png`
    /// was `getTilesByZByXYPng`, its `y` run into the next word.
    @Test func aParameterBesideTextInItsSegmentIsNamedByBy() throws {
        let parameter = { (name: String) in ##"{ "name": "\##(name)", "in": "path", "required": true, "schema": { "type": "integer" } }"## }
        let response = ##""responses": { "200": { "description": "ok" } }"##
        let json = try F.native(F.document(paths: ##"""
        { "/tiles/{z}/{x}/{y}.png": { "get": { "parameters": [\##(parameter("z")), \##(parameter("x")), \##(parameter("y"))], \##(response) } },
          "/tiles/{z}/{x}/{y}@2x.png": { "get": { "parameters": [\##(parameter("z")), \##(parameter("x")), \##(parameter("y"))], \##(response) } },
          "/exports/{name}.json": { "get": { "parameters": [\##(parameter("name"))], \##(response) } },
          "/exports/v{major}.{minor}": { "get": { "parameters": [\##(parameter("major")), \##(parameter("minor"))], \##(response) } } }
        """##))
        let names = try #require(F.lookup(json, "endpoints") as? [String: Any]).keys.sorted()
        #expect(names == ["getExportsByNameJson", "getExportsVByMajorByMinor", "getTilesByZByXByY2xPng", "getTilesByZByXByYPng"])
    }

    /// Without ids, names are made of the path: the segments every path shares (JupyterLab's `/lab/api`) are in none
    /// (`getLabApiWorkspacesBySpaceName`).
    @Test func thePathSegmentsEveryPathSharesNameNoOperation() throws {
        let text = F.document(paths: ##"""
        { "/lab/api/workspaces/{space_name}": { "get": { "parameters": [{ "name": "space_name", "in": "path", "required": true, "schema": { "type": "string" } }],
                                                         "responses": { "204": { "description": "ok" } } } },
          "/lab/api/settings": { "get": { "responses": { "204": { "description": "ok" } } } } }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "getWorkspacesBySpaceName", "method") as? String == "GET")
        #expect(F.lookup(json, "endpoints", "getSettings", "method") as? String == "GET")
        #expect(OpenAPIConverter.sharedPathSegments(of: ["/lab/api/a", "/lab/api/b/{id}"]) == 2)
        // Each keeps a segment of its own; a parameter is never shared; one path shares nothing.
        #expect(OpenAPIConverter.sharedPathSegments(of: ["/lab/api", "/lab/api/b"]) == 1)
        #expect(OpenAPIConverter.sharedPathSegments(of: ["/{tenant}/a", "/{tenant}/b"]) == 0)
        #expect(OpenAPIConverter.sharedPathSegments(of: ["/api/a"]) == 0)
        // A resource a parameter follows stays in the names (`/todos/{id}` was `getById`).
        #expect(OpenAPIConverter.sharedPathSegments(of: ["/todos/{id}", "/todos/{id}/done"]) == 0)
        #expect(OpenAPIConverter.sharedPathSegments(of: ["/api/todos/{id}", "/api/todos/{id}/done"]) == 1)
        // A parameter where the others have one word stands for it (Superset's `/api/{version}/_openapi`
        // kept `V1` in all 201 other names); a parameter in every path is no word.
        #expect(OpenAPIConverter.sharedPathSegments(of: ["/api/v1/dashboard/", "/api/v1/chart/{pk}", "/api/{version}/_openapi"]) == 2)
        #expect(OpenAPIConverter.sharedPathSegments(of: ["/{tenant}/a/x", "/{tenant}/a/y"]) == 0)
    }

    /// PeerTube's 131 operations without ids under `/api/v1`, beside `/static/…` and `/feeds/…` paths, were
    /// `getApiV1UsersMeSubscriptionsVideos()`: a leading `api` or version segment is no word of a name made of the path,
    /// unless another path is then named the same.
    @Test func apiAndVersionSegmentsAreNoWordsOfANameMadeOfThePath() throws {
        let ok = ##""responses": { "204": { "description": "ok" } }"##
        let id = ##""parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }]"##
        let text = F.document(paths: """
        { "/static/videos/{id}": { "get": { \(id), \(ok) } },
          "/api/v1/jobs/pause": { "post": { \(ok) } },
          "/api/v1/videos/{id}/comments": { "delete": { \(id), \(ok) } },
          "/api/v1/users": { "get": { \(ok) } },
          "/api/v2/users": { "get": { \(ok) } },
          "/api/v1/health": { "get": { \(ok) } },
          "/status": { "get": { "operationId": "getHealth", \(ok) } },
          "/api/v1/{id}": { "get": { \(id), \(ok) } },
          "/api/v1beta1/widgets": { "get": { \(ok) } } }
        """)
        let json = try F.native(text)
        let names = ((json["endpoints"] as? [String: Any]) ?? [:]).keys.sorted()
        #expect(names == ["deleteVideosByIdComments", "getApiV1ById", "getApiV1Health", "getApiV1Users", "getApiV2Users", "getHealth",
                          "getStaticVideosById", "getWidgets", "postJobsPause"])
        #expect(F.warnings(F.convert(text)).isEmpty)
        #expect(OpenAPIConverter.unnamedPathSegments(of: ["/api/v1/a", "/api/v1/b"]) == ["/api/v1/a": 2, "/api/v1/b": 2])
        #expect(OpenAPIConverter.unnamedPathSegments(of: ["/api", "/v2/a", "/x/api/b"]) == ["/api": 0, "/v2/a": 1, "/x/api/b": 0])
        #expect(["api", "API", "v1", "V2", "v1beta1", "v2alpha", "v1.2"].allSatisfy { OpenAPIConverter.isAPIOrVersionSegment($0) })
        #expect(!["apis", "v", "vx", "version", "v1x", "1", "video"].contains { OpenAPIConverter.isAPIOrVersionSegment($0) })
        F.expectRoundTrip(text)
    }

    /// slurmrestd's ids are `slurm_v0_0_38_get_jobs` and `slurmdb_v0_0_38_get_job`, which were `slurmV0_0_38GetJobs()`:
    /// a version every id carries is no word of a name, and the tag's word is then left out as in any id.
    @Test func aVersionEveryOperationIdCarriesIsNoWordOfItsName() throws {
        let ok = ##""responses": { "204": { "description": "ok" } }"##
        let text = F.document(paths: """
        { "/slurm/v0.0.38/jobs": { "get": { "operationId": "slurm_v0_0_38_get_jobs", "tags": ["slurm"], \(ok) } },
          "/slurmdb/v0.0.38/jobs": { "get": { "operationId": "slurmdb_v0_0_38_get_jobs", "tags": ["slurm"], \(ok) } },
          "/slurm/v0.0.38/ping": { "get": { "operationId": "slurm_v0_0_38_ping", "tags": ["slurm"], \(ok) } },
          "/openapi": { "get": { \(ok) } } }
        """)
        let json = try F.native(text)
        let names = ((json["endpoints"] as? [String: Any]) ?? [:]).keys.sorted()
        #expect(names == ["getOpenapi", "slurmGetJobs", "slurmPing", "slurmdbGetJobs"])
        #expect(F.lookup(json, "endpoints", "slurmGetJobs", "swiftName") as? String == "getJobs")
        #expect(F.warnings(F.convert(text)).isEmpty)
        // Ids alike without it keep it.
        let twins = try F.native(F.document(paths: """
        { "/a": { "get": { "operationId": "get_jobs_v1", \(ok) } }, "/b": { "get": { "operationId": "getJobsV1", \(ok) } },
          "/c": { "get": { "operationId": "ping_v1", \(ok) } } }
        """))
        let twinNames = Set(((twins["endpoints"] as? [String: Any]) ?? [:]).keys)
        #expect(twinNames.contains("ping") && twinNames.contains("getJobsV1") && !twinNames.contains("getJobs"))
        F.expectRoundTrip(text)
    }

    /// Ceph's dashboard API has no ids and RPC-style paths: `GET /api/rgw/user/get_emails` was `getRgwUserGetEmails`.
    /// A segment whose first word is the method does not say it again; a segment that is only that word stays.
    @Test func aPathSegmentDoesNotRepeatTheMethodInANameMadeOfThePath() throws {
        let ok = ##""responses": { "204": { "description": "ok" } }"##
        let json = try F.native(F.document(paths: """
        { "/rgw/user/get_emails": { "get": { \(ok) } }, "/rgw/user/getQuota": { "get": { \(ok) }, "post": { \(ok) } },
          "/cephfs/{fs_id}/get_root_directory": { "get": { "parameters": [{ "name": "fs_id", "in": "path", "required": true,
                                                  "schema": { "type": "string" } }], \(ok) } },
          "/rgw/get": { "get": { \(ok) } } }
        """))
        let names = Set((F.lookup(json, "endpoints") as? [String: Any] ?? [:]).keys)
        #expect(names == ["getRgwUserEmails", "getRgwUserQuota", "postRgwUserGetQuota", "getCephfsByFsIdRootDirectory", "getRgwGet"], "\(names)")
    }

    /// Airflow's FAB auth manager API tags its operations `FabAuthManager`: the group's types repeated the API's name
    /// (`FABAuthManagerFabAuthManagerService`). A tag that is the API's name, in any case, names no group.
    @Test func aTagThatIsTheAPIsNameNamesNoGroup() throws {
        let text = """
        { "openapi": "3.1.0", "info": { "title": "FAB auth manager API", "version": "1" },
          "servers": [{ "url": "https://api.example.com" }],
          "paths": { "/token": { "post": { "operationId": "create_token", "tags": ["FabAuthManager"], "responses": { "204": { "description": "ok" } } } },
                     "/roles": { "get": { "operationId": "get_roles", "tags": ["Roles"], "responses": { "204": { "description": "ok" } } } } } }
        """
        let json = try F.native(text)
        #expect(json["name"] as? String == "FABAuthManager")
        #expect(F.lookup(json, "endpoints", "createToken", "group") == nil)
        #expect(F.lookup(json, "endpoints", "getRoles", "group") as? String == "Roles")
    }

    /// flask-openapi3 writes ids of the path and the method alone (with Flask's converters): Swing Music's
    /// `authProfileDeleteDelete` repeated its method. A `GET`'s method says nothing more either; any other stays, so
    /// that a `GET` added beside a `POST` does not take the `POST`'s name (the call compiled and sent a GET).
    /// An id of other words keeps its method, its verb.
    @Test func anOperationIdOfThePathAndMethodAloneIsNamedAfterThePath() throws {
        let none = ##""responses": { "204": { "description": "ok" } }"##
        let text = F.document(paths: """
        { "/auth/profile/delete": { "delete": { "operationId": "auth_profile_delete_delete", \(none) } },
          "/album/{albumhash}/tracks": { "get": { "operationId": "album__albumhash__tracks_get", \(none) } },
          "/artist/{artisthash}": { "get": { "operationId": "artist__string_artisthash__get", \(none) } },
          "/file/{trackhash}/legacy": { "get": { "operationId": "track__trackhash__legacy_get", \(none) } },
          "/users/{user_id}/keys": { "post": { "operationId": "users__user_id__keys__post", \(none) } },
          "/pulp/api/v3/domains/{domain_href}": { "delete": { "operationId": "domains_delete", \(none) } },
          "/items/{item_id}": { "get": { "operationId": "get_item_items__int_item_id__get", \(none) },
                                "delete": { "operationId": "delete_item_items__int_item_id__delete", \(none) } },
          "/files/{path}": { "get": { "operationId": "get_file_files__path_path__get", \(none) } } }
        """)
        let endpoints = try #require(F.lookup(try F.native(text), "endpoints") as? [String: Any])
        // A function's name before the route, as FastAPI's ids have it (`getItemItemsIntItemIdGet`).
        #expect(Set(endpoints.keys) == ["authProfileDelete", "albumAlbumhashTracks", "artistArtisthash", "trackTrackhashLegacyGet",
                                        "usersUserIdKeysPost", "domainsDelete", "getItem", "deleteItem", "getFile"])
        let withGet = text.replacingOccurrences(of: #""/users/{user_id}/keys": { "#, with: #""/users/{user_id}/keys": { "get": { "operationId": "users__user_id__keys__get", \#(none) }, "#)
        let both = try #require(F.lookup(try F.native(withGet), "endpoints") as? [String: Any])
        #expect(F.lookup(try F.native(withGet), "endpoints", "usersUserIdKeysPost", "method") as? String == "POST")
        #expect(F.lookup(try F.native(withGet), "endpoints", "usersUserIdKeys", "method") as? String == "GET", "\(both.keys.sorted())")
    }

    @Test func theBodyOfAFunctionFastAPINamedIsNamedAfterTheFunction() throws {
        // FastAPI names a body of several parameters `Body_<operationId>`; as a form it is no model at all.
        let body = ##"{ "type": "object", "required": ["item"], "properties": { "item": { "type": "string" }, "count": { "type": "integer" } } }"##
        let text = F.document(paths: ##"""
        { "/items/add": { "post": { "operationId": "add_items_add_post",
            "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Body_add_items_add_post" } } } },
            "responses": { "204": { "description": "ok" } } } },
          "/avatars": { "put": { "operationId": "replace_avatars_put",
            "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Body_replace_avatars_put" } } } },
            "responses": { "204": { "description": "ok" } } } } }
        """##, components: """
        { "schemas": { "Body_add_items_add_post": \(body), "Body_replace_avatars_put": \(body), "ReplaceBody": \(body) } }
        """)
        let models = try #require(F.lookup(try F.native(text), "models") as? [String: Any])
        // `ReplaceBody` is a component of its own, so the body keeps the name FastAPI gave it.
        #expect(Set(models.keys) == ["AddBody", "BodyReplaceAvatarsPut", "ReplaceBody"])
        #expect(F.lookup(try F.native(text), "endpoints", "add", "body") as? String == "AddBody?")
    }

    @Test func theInlineSchemasOfSharedBodiesAndResponsesAreNamedAfterTheirComponents() throws {
        // Named after the first operation that used them, a new operation written first renamed every shared type.
        let object = ##"{ "type": "object", "properties": { "email": { "type": "string" } } }"##
        let uses = ##"""
            "requestBody": { "$ref": "#/components/requestBodies/EmailBody" },
            "responses": { "200": { "$ref": "#/components/responses/StatusOK" }, "404": { "$ref": "#/components/responses/NotFoundResponse" },
                           "default": { "$ref": "#/components/responses/Error" } }
            """##
        let text = F.document(paths: """
        { "/email/resend": { "post": { "operationId": "resendEmail", \(uses) } },
          "/account/email": { "put": { "operationId": "changeEmail", \(uses) } } }
        """, components: """
        { "requestBodies": { "EmailBody": { "content": { "application/json": { "schema": \(object) } } } },
          "responses": { "StatusOK": { "description": "ok", "content": { "application/json": { "schema": \(object) } } },
                         "NotFoundResponse": { "description": "none", "content": { "application/json": { "schema": \(object) } } },
                         "Error": { "description": "failed", "content": { "application/json": { "schema": \(object) } } } } }
        """)
        let json = try F.native(text)
        let models = try #require(F.lookup(json, "models") as? [String: Any])
        #expect(Set(models.keys) == ["EmailRequest", "StatusOKResponse", "NotFoundError", "Error"])
        for endpoint in ["resendEmail", "changeEmail"] {
            #expect(F.lookup(json, "endpoints", endpoint, "body") as? String == "EmailRequest?")
            #expect(F.lookup(json, "endpoints", endpoint, "response") as? String == "StatusOKResponse")
            #expect(F.lookup(json, "endpoints", endpoint, "errors", "404") as? String == "NotFoundError")
        }
    }

    @Test func aParameterInAMediaTypeTakesItsTextAndARequiredOneIsKept() throws {
        // Left out, a required `content` parameter was never sent: every call of the operation failed at the server.
        let text = F.operation(##"""
        { "operationId": "search", "parameters": [
            { "name": "filter", "in": "query", "required": true, "description": "What to find.",
              "content": { "application/json": { "schema": { "type": "object", "properties": { "term": { "type": "string" } } } } } },
            { "name": "X-Context", "in": "header", "content": { "application/json": { "schema": { "type": "object" } } } } ],
          "responses": {} }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "search", "query", "filter", "type") as? String == "string")
        #expect(F.lookup(json, "endpoints", "search", "query", "filter", "description") as? String == "What to find.\n\nThe value as `application/json` text.")
        #expect(F.lookup(json, "endpoints", "search", "headers", "X-Context", "type") as? String == "string?")
        #expect(F.warnings(F.convert(text)).contains(
            "query parameter 'filter' in a media type ('content' of 'application/json') takes the text to send, as a String: the caller writes the value in that media type"))
        #expect(F.swift(text).contains("func search(filter: String, xContext: String? = nil) async throws"))
    }

    /// A path parameter is required whatever its `required` says, in a media type as with a schema: optional, the path
    /// had nothing to fill its placeholder with.
    @Test func aPathParameterInAMediaTypeIsRequired() throws {
        let text = F.operation(##"""
        { "operationId": "find", "parameters": [
            { "name": "filter", "in": "path", "content": { "application/json": { "schema": { "type": "object" } } } } ], "responses": {} }
        """##, path: "/items/{filter}")
        #expect(F.swift(text).contains("func find(filter: String) async throws"))
    }

    @Test func aSharedBodyReachedThroughAnAliasIsNamedAfterTheComponentItIs() throws {
        // 1Password's Events API: `AuditEventsRequest` and `ItemUsagesRequest` are `$ref`s to `CursorRequest`; the
        // first alias met named the body of every operation.
        let text = F.document(paths: ##"""
        { "/audit": { "post": { "operationId": "audit", "requestBody": { "$ref": "#/components/requestBodies/AuditRequest" }, "responses": {} } },
          "/usages": { "post": { "operationId": "usages", "requestBody": { "$ref": "#/components/requestBodies/UsagesRequest" }, "responses": {} } },
          "/cursor": { "post": { "operationId": "cursor", "requestBody": { "$ref": "#/components/requestBodies/CursorRequest" }, "responses": {} } } }
        """##, components: ##"""
        { "requestBodies": {
            "AuditRequest": { "$ref": "#/components/requestBodies/UsagesRequest" },
            "UsagesRequest": { "$ref": "#/components/requestBodies/CursorRequest" },
            "CursorRequest": { "content": { "application/json": { "schema": { "type": "object", "properties": { "cursor": { "type": "string" } } } } } } } }
        """##)
        let json = try F.native(text)
        for endpoint in ["audit", "usages", "cursor"] {
            #expect(F.lookup(json, "endpoints", endpoint, "body") as? String == "CursorRequest?", "\(endpoint)")
        }
    }

    @Test func aRepeatedIdIsToldApartByItsPathElseANumberAndAWarning() throws {
        // Paths alike but for punctuation leave nothing to tell the twins apart by: a number.
        let text = F.document(paths: ##"""
        { "/a": { "get": { "operationId": "fetch", "responses": {} } },
          "/b": { "get": { "operationId": "fetch", "responses": {} } },
          "/a-b": { "get": { "operationId": "load", "responses": {} } },
          "/a_b": { "get": { "operationId": "load", "responses": {} } } }
        """##)
        let result = F.convert(text)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "fetch", "path") as? String == "/a")
        #expect(F.lookup(json, "endpoints", "fetchB", "path") as? String == "/b")
        #expect(F.lookup(json, "endpoints", "load", "path") as? String == "/a-b")
        #expect(F.lookup(json, "endpoints", "load2", "path") as? String == "/a_b")
        #expect(F.warnings(result).contains { $0.contains("operation name 'fetch' is already used by the operation at 5:29; this one is named 'fetchB'") })
        #expect(F.warnings(result).contains { $0.contains("operation name 'load' is already used") })
    }

    @Test func aNameTwoPlacesShareIsToldApartByWhereTheLaterGoes() throws {
        // IonQ's session jobs take a path and a query `session_id`: `sessionId` and `sessionId2`.
        let text = F.document(paths: ##"""
        { "/sessions/{session_id}/jobs": { "get": { "operationId": "listSessionJobs", "parameters": [
            { "name": "session_id", "in": "path", "required": true, "schema": { "type": "string" } },
            { "name": "session_id", "in": "query", "schema": { "type": "string" } },
            { "name": "Session-Id", "in": "header", "schema": { "type": "string" } },
            { "name": "limit", "in": "query", "schema": { "type": "integer" } }], "responses": { "204": { "description": "ok" } } } } }
        """##)
        #expect(F.warnings(F.convert(text)).isEmpty)
        let swift = F.swift(text)
        #expect(swift.contains("case listSessionJobs(sessionId: String, sessionIdQuery: String? = nil, limit: Int? = nil, sessionIdHeader: String? = nil)"),
                "\(swift)")
    }

    @Test func anIdUsedAgainOnOnePathIsToldApartByItsMethod() throws {
        // dwsandbox's MCP endpoint: GET, POST and DELETE all `default_mcp` were `defaultMcp`, `defaultMcp2`, `defaultMcp3`.
        let text = F.document(paths: ##"""
        { "/mcp": { "get": { "operationId": "default_mcp", "responses": {} }, "post": { "operationId": "default_mcp", "responses": {} },
                    "delete": { "operationId": "default_mcp", "responses": {} } },
          "/other": { "get": { "operationId": "default_mcp", "responses": {} } } }
        """##)
        let endpoints = try #require(F.lookup(try F.native(text), "endpoints") as? [String: Any])
        #expect(Set(endpoints.keys) == ["defaultMcp", "defaultMcpPost", "defaultMcpDelete", "defaultMcpOther"])
        #expect(F.warnings(F.convert(text)).filter { $0.contains("already used") }.count == 3)
    }

    @Test func theFirstTagIsTheGroupAndNamesAreNumberedWithinAGroupOnly() throws {
        let text = F.document(paths: ##"""
        { "/a": { "get": { "operationId": "list", "tags": ["pets", "store"], "responses": {} },
                  "post": { "operationId": "list", "tags": ["pets"], "responses": {} } },
          "/b": { "get": { "operationId": "list", "tags": ["users"], "responses": {} },
                  "post": { "operationId": "ping", "responses": {} } },
          "/c": { "get": { "operationId": "other", "tags": ["!!"], "responses": {} } } }
        """##)
        let result = F.convert(text)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "list", "group") as? String == "pets")
        // The same path's other method: told apart by its method.
        #expect(F.lookup(json, "endpoints", "listPost", "group") as? String == "pets")
        // Another group's `list`: the same Swift name; the JSON key only differs by a character the name drops.
        #expect(F.lookup(json, "endpoints", "list_", "group") as? String == "users")
        #expect(F.lookup(json, "endpoints", "list_", "path") as? String == "/b")
        #expect(F.lookup(json, "endpoints", "ping", "group") == nil)
        #expect(F.lookup(json, "endpoints", "other", "group") == nil)
        let warnings = F.warnings(result)
        #expect(warnings.filter { $0.contains("is already used") }.count == 1)
        #expect(warnings.contains { $0.contains("tag '!!' has no letters or digits") })
        let swift = F.swift(text)
        #expect(swift.contains("public var pets: TestPetsService"))
        #expect(swift.contains("public nonisolated enum TestUsersEndpoint"))
        #expect(swift.contains("case listPost"))
        #expect(!swift.contains("case list_") && !swift.contains("case list3"))
    }

    @Test func aSharedParametersTypeIsNamedAfterItNotItsFirstOperation() throws {
        // GitHub's `direction` component parameter made `listIssues(direction: SecurityAdvisoriesListGlobalAdvisoriesDirection?)`.
        let text = F.document(paths: ##"""
            { "/advisories": { "get": { "operationId": "listAdvisories", "parameters": [{ "$ref": "#/components/parameters/direction" }], "responses": { "204": { "description": "ok" } } } },
              "/issues": { "get": { "operationId": "listIssues", "parameters": [{ "$ref": "#/components/parameters/direction" },
                { "name": "state", "in": "query", "schema": { "type": "string", "enum": ["open", "closed"] } }], "responses": { "204": { "description": "ok" } } } } }
            """##, components: ##"{ "parameters": { "direction": { "name": "direction", "in": "query", "schema": { "type": "string", "enum": ["asc", "desc"] } } } }"##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "listAdvisories", "query", "direction") as? String == "Direction?")
        #expect(F.lookup(json, "endpoints", "listIssues", "query", "direction") as? String == "Direction?")
        // A parameter of one operation is still named after it.
        #expect(F.lookup(json, "endpoints", "listIssues", "query", "state") as? String == "ListIssuesState?")
    }

    @Test func sharedParametersOfOneNameAreNamedAfterTheirEntries() throws {
        // PeerTube's 13 `sort` parameters (`videosSort`, `usersSort`, …) were `Sort`, `Sort2`, … `Sort11`.
        let text = F.document(paths: ##"""
            { "/users": { "get": { "operationId": "listUsers", "parameters": [{ "$ref": "#/components/parameters/usersSort" }], "responses": { "204": { "description": "ok" } } } },
              "/videos": { "get": { "operationId": "listVideos", "parameters": [{ "$ref": "#/components/parameters/videosSort" }], "responses": { "204": { "description": "ok" } } } } }
            """##, components: ##"""
            { "parameters": { "usersSort": { "name": "sort", "in": "query", "schema": { "type": "string", "enum": ["id", "-id"] } },
                              "videosSort": { "name": "sort", "in": "query", "schema": { "type": "string", "enum": ["name", "-views"] } } } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "listUsers", "query", "sort") as? String == "UsersSort?")
        #expect(F.lookup(json, "endpoints", "listVideos", "query", "sort") as? String == "VideosSort?")
    }

    @Test func aParameterNamedAfterItsOperationDoesNotRepeatItInItsType() throws {
        // Typesense's `deleteDocuments` takes `deleteDocumentsParameters`, whose type was
        // `DeleteDocumentsDeleteDocumentsParameters`. A name that only starts with the same letters keeps the operation's.
        let object = ##"{ "type": "object", "properties": { "filter_by": { "type": "string" } } }"##
        let text = F.operation("""
            { "operationId": "deleteDocuments", "parameters": [
                { "name": "deleteDocumentsParameters", "in": "query", "schema": \(object) },
                { "name": "deleteDocumentsaving", "in": "query", "schema": \(object) }],
              "responses": { "204": { "description": "ok" } } }
            """)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "deleteDocuments", "query", "deleteDocumentsParameters") as? String == "DeleteDocumentsParameters?")
        #expect(F.lookup(json, "endpoints", "deleteDocuments", "query", "deleteDocumentsaving") as? String == "DeleteDocumentsDeleteDocumentsaving?")
    }

    @Test func aConstantParameterDefaultsToItsValue() throws {
        // myges' `authorize(responseType: String, clientId: String)`, where the document fixes both.
        let text = F.operation(##"""
            { "operationId": "authorize", "parameters": [
                { "name": "response_type", "in": "query", "required": true, "schema": { "type": "string", "const": "token" } },
                { "name": "api-version", "in": "header", "required": true, "schema": { "type": "string", "const": "2023-06-01" } },
                { "name": "mode", "in": "query", "schema": { "type": "integer", "const": 3, "default": 3 } }],
              "responses": { "204": { "description": "ok" } } }
            """##)
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        let swift = F.swift(text)
        #expect(swift.contains(#"case authorize(responseType: String = "token", mode: Int = 3, apiVersion: String = "2023-06-01")"#), "\(swift)")
    }

    @Test func aConstantFormOrMultipartFieldDefaultsToItsValue() throws {
        // OAuth's token request: `grant_type` is required and fixed, and was an argument of any text with a warning that
        // called it not required.
        for media in ["application/x-www-form-urlencoded", "multipart/form-data"] {
            let text = F.operation(##"""
                { "operationId": "token", "requestBody": { "required": true, "content": { "\##(media)": { "schema": {
                    "type": "object", "required": ["grant_type"], "properties": {
                      "grant_type": { "type": "string", "const": "client_credentials" }, "scope": { "type": "string" } } } } } },
                  "responses": { "204": { "description": "ok" } } }
                """##, method: "post")
            #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
            let swift = F.swift(text)
            #expect(swift.contains(#"case token(grantType: String = "client_credentials", scope: String? = nil)"#), "\(swift)")
        }
    }

    @Test func anArrayDefaultIsLeftToTheServerWithOneNotePerOperation() throws {
        // Airflow's `order_by` defaults to `[id]` in 19 places, each said "not to fit" its `[string]` type.
        let text = F.operation(##"""
            { "operationId": "list", "parameters": [
                { "name": "order_by", "in": "query", "schema": { "type": "array", "items": { "type": "string" }, "default": ["id"] } },
                { "name": "fields", "in": "query", "schema": { "type": "array", "items": { "type": "string" }, "default": ["a", "b"] } },
                { "name": "limit", "in": "query", "schema": { "type": "integer", "default": "ten" } },
                { "name": "xray", "in": "query", "schema": { "oneOf": [{ "type": "boolean" }, { "type": "integer" }], "default": false } },
                { "name": "since", "in": "query", "schema": { "type": "string", "format": "date-time", "default": "0001-01-01T00:00:00Z" } }],
              "responses": { "204": { "description": "ok" } } }
            """##)
        // A union's default fits one of its cases (langgraph's `xray`); the native format has no union defaults, nor
        // date-time ones (Prefect's `since` was said not to fit).
        #expect(F.warnings(F.convert(text)) == [
            "operation 'list': 2 array defaults not kept in the generated SDK",
            "default string does not fit the type 'integer'; left out",
            "operation 'list': 1 boolean default not kept in the generated SDK",
            "operation 'list': 1 date-time default not kept in the generated SDK",
        ])
        #expect(F.lookup(try F.native(text), "endpoints", "list", "query", "since") as? String == "date-time?")
        #expect(F.lookup(try F.native(text), "endpoints", "list", "query", "order_by") as? String == "[string]?")
    }

    @Test func parametersMapByLocationWithRequiredAndDefault() throws {
        let text = F.operation(##"""
        { "operationId": "search", "parameters": [
            { "name": "q", "in": "query", "required": true, "schema": { "type": "string", "minLength": 1 } },
            { "name": "page", "in": "query", "schema": { "type": "integer", "format": "int32", "default": 1 } },
            { "name": "tag", "in": "query", "schema": { "type": "array", "items": { "type": "string" } } },
            { "name": "X-Trace", "in": "header", "schema": { "type": "string" } },
            { "name": "session", "in": "cookie", "schema": { "type": "string" } }
          ], "responses": {} }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "search", "query", "q", "type") as? String == "string")
        #expect(F.lookup(json, "endpoints", "search", "query", "q", "minLength") as? Int == 1)
        // An optional parameter's `default` is the server's: not sent, only told.
        #expect(F.lookup(json, "endpoints", "search", "query", "page", "type") as? String == "int32?")
        #expect(F.lookup(json, "endpoints", "search", "query", "page", "default") == nil)
        #expect(F.lookup(json, "endpoints", "search", "query", "page", "description") as? String == "The server's default: `1`.")
        #expect(F.lookup(json, "endpoints", "search", "query", "tag") as? String == "[string]?")
        #expect(F.lookup(json, "endpoints", "search", "headers", "X-Trace") as? String == "string?")
        #expect(F.lookup(json, "endpoints", "search", "cookies", "session") as? String == "string?")
        #expect(!F.warnings(F.convert(text)).contains { $0.contains("session") })
        #expect(F.swift(text).contains("case search(q: String, page: Int32? = nil, tag: [String]? = nil, xTrace: String? = nil, session: String? = nil)"))
    }

    @Test func sharedParametersMergeWithOperationParametersWhichWin() throws {
        let text = F.document(paths: ##"""
        { "/users/{id}": {
            "parameters": [{ "$ref": "#/components/parameters/Id" }, { "name": "verbose", "in": "query", "schema": { "type": "boolean" } }],
            "get": { "operationId": "getUser", "parameters": [{ "name": "verbose", "in": "query", "required": true, "schema": { "type": "string" } }], "responses": {} } } }
        """##, components: ##"{ "parameters": { "Id": { "name": "id", "in": "path", "required": true, "schema": { "type": "string", "format": "uuid" } } } }"##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "getUser", "pathParameters", "id") as? String == "uuid")
        #expect(F.lookup(json, "endpoints", "getUser", "query", "verbose") as? String == "string")
    }

    @Test func aParameterOneListNamesTwiceIsReportedAndHeaderNamesIgnoreCase() throws {
        // FastAPI's `openapi_extra` lists the path parameters it derives a second time; `X-Trace` and `x-trace` were two
        // arguments whose values went out as one header field, the first value lost.
        let text = F.document(paths: ##"""
        { "/things/{id}": {
            "parameters": [{ "name": "X-Trace", "in": "header", "schema": { "type": "string" } }],
            "get": { "operationId": "getThing", "parameters": [
              { "name": "id", "in": "path", "required": true, "schema": { "type": "string" } },
              { "name": "id", "in": "path", "required": true, "schema": { "type": "integer" } },
              { "name": "x-trace", "in": "header", "schema": { "type": "integer" } },
              { "name": "X-Span", "in": "header", "schema": { "type": "string" } },
              { "name": "x-span", "in": "header", "schema": { "type": "integer" } },
              { "name": "Tag", "in": "query", "schema": { "type": "string" } },
              { "name": "tag", "in": "query", "schema": { "type": "integer" } }],
              "responses": { "204": { "description": "done" } } } } }
        """##)
        let result = F.convert(text)
        #expect(F.warnings(result) == [
            "path parameter 'id' is listed twice in one parameter list; the later entry is used",
            "header parameter 'x-span' is 'X-Span' again (header names ignore case) in one parameter list; the later entry is used",
            "query parameter 'Tag' has the same Swift name 'tag' as 'tag' (14:7); it is named 'tag2'",
        ])
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "getThing", "pathParameters", "id") as? String == "int")
        // The operation's header replaces its path's whatever the case, as an operation's parameter does.
        let headers = try #require(F.lookup(json, "endpoints", "getThing", "headers") as? [String: Any])
        #expect(Set(headers.keys) == ["x-trace", "x-span"])
        #expect(headers["x-trace"] as? String == "int?")
        // Query names are case-sensitive: both are sent.
        #expect((F.lookup(json, "endpoints", "getThing", "query") as? [String: Any])?.count == 2)
    }

    @Test func stringEnumParametersBecomeEnumModels() throws {
        let text = F.operation(##"""
        { "operationId": "list", "parameters": [{ "name": "sort_by", "in": "query", "schema": { "type": "string", "enum": ["asc", "desc"], "default": "asc" } }], "responses": {} }
        """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "list", "query", "sort_by", "type") as? String == "ListSortBy?")
        #expect(F.lookup(json, "endpoints", "list", "query", "sort_by", "description") as? String == "The server's default: `asc`.")
        #expect(F.lookup(json, "models", "ListSortBy", "enum") as? [String] == ["asc", "desc"])
        #expect(F.swift(text).contains("case list(sortBy: ListSortBy? = nil)"))
    }

    @Test func aParametersEnumWhoseNameAComponentHasSaysItIsTheParameters() throws {
        // GitHub's query `status` of check runs beside its commit `status` object was `Status2`.
        let text = F.document(paths: ##"""
            { "/runs": { "get": { "operationId": "list", "parameters": [
                { "name": "sort_by", "in": "query", "schema": { "type": "string", "enum": ["asc", "desc"] } },
                { "$ref": "#/components/parameters/status" }], "responses": { "204": { "description": "none" } } } } }
            """##, components: ##"""
            { "schemas": { "ListSortBy": { "type": "object", "properties": { "key": { "type": "string" } } },
                           "status": { "type": "object", "properties": { "state": { "type": "string" } } } },
              "parameters": { "status": { "name": "status", "in": "query", "schema": { "type": "string", "enum": ["queued", "done"] } } } }
            """##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "list", "query", "sort_by") as? String == "ListSortByParameter?")
        #expect(F.lookup(json, "endpoints", "list", "query", "status") as? String == "StatusParameter?")
        #expect(F.lookup(json, "models", "ListSortByParameter", "enum") as? [String] == ["asc", "desc"])
        #expect(F.lookup(json, "models", "StatusParameter", "enum") as? [String] == ["queued", "done"])
    }

    @Test func clientHeadersAreWarningsAndFreeFormParametersKeepTheirStyle() throws {
        let text = F.operation(##"""
        { "operationId": "find", "parameters": [
            { "name": "filter", "in": "query", "style": "deepObject", "schema": { "type": "object" } },
            { "name": "Accept", "in": "header", "schema": { "type": "string" } }
          ], "responses": {} }
        """##)
        let result = F.convert(text)
        let warnings = F.warnings(result)
        #expect(!warnings.contains { $0.contains("query parameter 'filter'") })
        #expect(warnings.contains { $0.contains("header parameter 'Accept'") })
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "find", "query", "filter") as? [String: String] == ["type": "json?", "style": "deepObject"])
        #expect(F.swift(text).contains(#"if let filter { QueryStyle.deepObject.append("filter", FormValue(encoding: filter), to: &query) }"#))
    }

    @Test func aFormObjectParameterHoldingObjectsOrArraysIsReported() throws {
        // Seldon's `json: SeldonMessage` query parameters: OpenAPI does not say how nested values are exploded.
        let parameters = ##"""
            [{ "name": "msg", "in": "query", "schema": { "$ref": "#/components/schemas/Message" } },
             { "name": "flat", "in": "query", "schema": { "$ref": "#/components/schemas/Flat" } },
             { "name": "deep", "in": "query", "style": "deepObject", "schema": { "$ref": "#/components/schemas/Message" } }]
            """##
        let text = ##"""
            { "openapi": "3.0.3", "info": { "title": "T", "version": "1" }, "servers": [{ "url": "https://api.example.com" }],
              "paths": { "/p": { "get": { "operationId": "predict", "parameters": \##(parameters), "responses": { "204": { "description": "none" } } } } },
              "components": { "schemas": {
                "Message": { "type": "object", "properties": { "tag": { "type": "string" }, "data": { "$ref": "#/components/schemas/Flat" } } },
                "Flat": { "type": "object", "properties": { "names": { "type": "string" } } } } } }
            """##
        #expect(F.warnings(F.convert(text)) == [
            "query parameter 'msg' is an object whose 'data' holds an object or array, which OpenAPI's form style leaves undefined; "
                + "an array is sent as repeated keys (data=a&data=b), an object in brackets (data[key]=value)",
        ])
    }

    @Test func aParameterWithoutATypeIsOfItsDefaultsType() throws {
        // WAHA's `session: {default: "default"}` (131 operations) was `JSONValue`, its default dropped with a warning
        // that a string does not fit JSON.
        let text = F.operation(##"""
        { "operationId": "qr", "parameters": [{ "name": "session", "in": "path", "required": true, "schema": { "default": "default" } },
            { "name": "size", "in": "query", "schema": { "default": 300 } }, { "name": "ratio", "in": "query", "schema": { "default": 1.5 } },
            { "name": "raw", "in": "query", "schema": { "default": false } }, { "name": "extra", "in": "query", "schema": {} }],
          "responses": { "204": { "description": "shown" } } }
        """##, path: "/api/{session}/qr")
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "qr", "pathParameters", "session") as? [String: String] == ["type": "string", "default": "default"])
        #expect(F.lookup(json, "endpoints", "qr", "query", "size", "type") as? String == "int?")
        #expect(F.lookup(json, "endpoints", "qr", "query", "ratio", "type") as? String == "double?")
        #expect(F.lookup(json, "endpoints", "qr", "query", "raw", "type") as? String == "bool?")
        #expect(F.lookup(json, "endpoints", "qr", "query", "extra") as? String == "string?")
        #expect(F.swift(text).contains(#"func qr(session: String = "default", size: Int? = nil, ratio: Double? = nil, raw: Bool? = nil, extra: String? = nil)"#))
    }

    @Test func aParameterWithoutATypeIsText() async throws {
        // Airflow's `dag_id` and `task_id` are `{title: Dag Id}`: JSONValue, which no style can write, so its most-used
        // calls spelt `.string("my_dag")`. A parameter's value is text. A free-form object stays any JSON.
        let text = F.operation(##"""
        { "operationId": "trigger", "parameters": [{ "name": "dag_id", "in": "path", "required": true, "schema": { "title": "Dag Id" } },
            { "name": "task_id", "in": "query", "schema": { "title": "Task Id", "description": "The task.", "x-order": 1 } },
            { "name": "X-Trace", "in": "header", "schema": { "title": "Trace", "nullable": true } },
            { "name": "filter", "in": "query", "schema": { "type": "object" } }],
          "responses": { "204": { "description": "triggered" } } }
        """##, method: "post", path: "/dags/{dag_id}/runs")
        #expect(F.warnings(F.convert(text)).isEmpty, "\(F.warnings(F.convert(text)))")
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "trigger", "pathParameters", "dag_id") as? String == "string")
        #expect(F.lookup(json, "endpoints", "trigger", "query", "task_id") as? NSDictionary == ["type": "string?", "description": "The task."])
        #expect(F.lookup(json, "endpoints", "trigger", "headers", "X-Trace") as? String == "string?")
        #expect(F.lookup(json, "endpoints", "trigger", "query", "filter") as? String == "json?")
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        #expect(generated.files.map(\.contents).joined().contains("func trigger(dagId: String, taskId: String? = nil, filter: JSONValue? = nil, xTrace: String? = nil)"))
        try await TypeCheck.run(generated.files, moduleName: "UntypedParameters")
    }

    @Test func headersThatFrameTheMessageAreLeftOut() throws {
        // osparc's upload (a FastAPI `content_length: Header()`) took a Content-Length beside its multipart body: the
        // caller's length cut the body off at the server.
        let text = F.operation(##"""
        { "operationId": "upload", "parameters": [{ "name": "content-length", "in": "header", "schema": { "type": "string" } },
            { "name": "Host", "in": "header", "schema": { "type": "string" } }, { "name": "Transfer-Encoding", "in": "header", "schema": { "type": "string" } },
            { "name": "X-Request-Id", "in": "header", "schema": { "type": "string" } }, { "name": "X Trace", "in": "header", "schema": { "type": "string" } }],
          "responses": { "204": { "description": "stored" } } }
        """##, method: "put")
        #expect(F.warnings(F.convert(text)) == ["content-length", "Host", "Transfer-Encoding"].map {
            "header parameter '\($0)' is set by the HTTP stack from the request it sends, not by a parameter; left out"
        } + ["header parameter 'X Trace' is not an HTTP field name, which no request can send; left out"])
        #expect((F.lookup(try F.native(text), "endpoints", "upload", "headers") as? [String: Any])?.keys.sorted() == ["X-Request-Id"])
    }

    @Test func aContentEncodingParameterIsLeftOutAsTheBodyIsSentUncompressed() throws {
        // Datadog's series intake declares `Content-Encoding: gzip | deflate`; `.gzip` went out beside plain JSON.
        let text = F.operation(##"""
        { "operationId": "submit", "parameters": [{ "name": "Content-Encoding", "in": "header", "schema": { "type": "string", "enum": ["gzip", "deflate"] } }],
          "requestBody": { "content": { "application/json": { "schema": { "type": "object" } } } }, "responses": { "202": { "description": "accepted" } } }
        """##, method: "post")
        #expect(F.warnings(F.convert(text)) == ["header parameter 'Content-Encoding' says how the body is compressed, and the client sends it uncompressed; left out"])
        #expect(F.lookup(try F.native(text), "endpoints", "submit", "headers") == nil)
    }

    @Test func aParameterThatIsTheOperationsAPIKeyIsLeftOut() throws {
        // A parameter named as the key of a scheme the operation requires sent the key twice (`?api_key=KEY&api_key=mine`)
        // or in place of the client's; the same names elsewhere, or of a scheme the operation does not use, stay.
        let parameters = [("api_key", "query"), ("X-API-SECRET", "header"), ("session", "cookie"), ("session", "query"), ("token", "query")]
            .map { #"{ "name": "\#($0.0)", "in": "\#($0.1)", "schema": { "type": "string" } }"# }.joined(separator: ", ")
        let schemes = #"""
            { "securitySchemes": { "key": { "type": "apiKey", "in": "query", "name": "api_key" },
              "secret": { "type": "apiKey", "in": "header", "name": "X-Api-Secret" }, "sess": { "type": "apiKey", "in": "cookie", "name": "session" },
              "other": { "type": "apiKey", "in": "query", "name": "token" } } }
            """#
        let paths = #"{ "/orders": { "get": { "operationId": "orders", "security": [{ "key": [], "secret": [] }, { "sess": [] }], "parameters": [\#(parameters)], "responses": { "204": { "description": "none" } } } } }"#
        let text = F.document(paths: paths, components: schemes)
        #expect(F.warnings(F.convert(text)) == [("query", "api_key", "key"), ("header", "X-API-SECRET", "secret"), ("cookie", "session", "sess")].map {
            "\($0.0) parameter '\($0.1)' is the API key of security scheme '\($0.2)', which the client sends; left out"
        })
        let endpoint = try #require(F.lookup(try F.native(text), "endpoints", "orders") as? [String: Any])
        #expect((endpoint["query"] as? [String: Any])?.keys.sorted() == ["session", "token"])
        #expect(endpoint["headers"] == nil && endpoint["cookies"] == nil)
    }

    @Test func anAcceptHeaderOfOneValueIsSentUnlessTheResponseChoosesIt() throws {
        // langgraph's MCP endpoint requires `Accept: application/json, text/event-stream` and answers 406 to the
        // client's `application/json`. OpenAPI ignores such a parameter; a value it allows alone is still sent.
        func accept(_ schema: String, responses: String = ##"{ "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "object" } } } } }"##) -> String {
            F.operation(##"{ "operationId": "mcp", "parameters": [{ "name": "Accept", "in": "header", "required": true, "schema": \##(schema) }], "responses": \##(responses) }"##,
                        method: "post")
        }
        let one = accept(##"{ "type": "string", "enum": ["application/json, text/event-stream"] }"##)
        #expect(F.warnings(F.convert(one)).isEmpty, "\(F.warnings(F.convert(one)))")
        #expect(F.lookup(try F.native(one), "endpoints", "mcp", "headers", "Accept") as? [String: String]
            == ["type": "string", "default": "application/json, text/event-stream"])
        #expect(F.swift(one).contains(#"headers: [HTTPHeader("Accept", accept)]"#))
        // Any string, or a response in several media types (whose methods choose Accept), leaves it out as before.
        let free = accept(##"{ "type": "string" }"##)
        #expect(F.warnings(F.convert(free)) == ["header parameter 'Accept' is set by the client, not by a parameter (OpenAPI ignores it too); left out"])
        let several = accept(##"{ "const": "text/csv" }"##, responses: ##"{ "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "object" } }, "text/csv": { "schema": { "type": "string" } } } } }"##)
        #expect(F.warnings(F.convert(several)).contains("header parameter 'Accept' is chosen by the client method called, as the response comes in several media types; left out"))
        #expect(F.lookup(try F.native(several), "endpoints", "mcp", "headers") == nil)
    }

    @Test func aPlaceholderWithoutParameterIsDeclaredAsAString() throws {
        let result = F.convert(F.document(paths: ##"{ "/a/{b}": { "delete": { "operationId": "remove", "responses": {} } } }"##))
        #expect(result.succeeded)
        #expect(F.warnings(result).contains { $0.contains("placeholder '{b}' has no parameter") })
    }

    @Test func unknownKeysAndQueriesInPathsAreWarnings() throws {
        let text = F.document(paths: ##"{ "/find?kind=a": { "query": {}, "get": { "operationId": "find", "x-internal": true, "deprecatedd": true, "responses": {} } } }"##)
        let result = F.convert(text)
        let warnings = F.warnings(result)
        #expect(warnings.contains("unknown path item key 'query'; ignored"))
        #expect(warnings.contains("unknown operation key 'deprecatedd'; ignored"))
        #expect(!warnings.contains { $0.contains("x-internal") })
        #expect(warnings.contains { $0.contains("the client requests '/find'") })
        #expect(F.lookup(try F.native(text), "endpoints", "find", "path") as? String == "/find")
    }

    /// An operation's `links` (a response's key) is said to belong to a response, once: it was an unknown key too.
    @Test func linksOnAnOperationAreOneWarning() throws {
        for links in ["null", "{}"] {
            let text = F.document(paths: ##"{ "/a": { "get": { "operationId": "find", "links": \##(links), "responses": {} } } }"##)
            #expect(F.warnings(F.convert(text)).filter { $0.contains("links") } == ["'links' belong to a response, not an operation; ignored"])
        }
    }

    @Test func unknownKeysOfTheDocumentParametersBodiesResponsesAndMediaTypesAreWarningsOnceEach() throws {
        // Ceph's dashboard writes `type:` where `schema:` belongs in 255 media types (its responses were JSONValue), and
        // a misspelt `requird` made a parameter optional; neither was reported. A shared parameter is reported once.
        let text = ##"""
            { "openapi": "3.0.3", "info": { "title": "T", "version": "1" }, "host": "api.example.com", "servers": [{ "url": "https://api.example.com" }],
              "paths": {
                "/a": { "get": { "operationId": "a", "parameters": [{ "$ref": "#/components/parameters/Pool" },
                    { "name": "size", "in": "query", "type": "integer", "default": 5, "x-note": 1 }],
                  "responses": { "200": { "description": "ok", "content": { "application/json": { "shema": { "type": "string" } } } } } } },
                "/b": { "post": { "operationId": "b", "parameters": [{ "$ref": "#/components/parameters/Pool" }],
                  "requestBody": { "requird": true, "content": { "application/json": { "type": "object" } } }, "responses": {} } } },
              "components": { "parameters": { "Pool": { "name": "pool", "in": "query", "requird": true, "schema": { "type": "string" } } },
                              "schemaz": {} } }
            """##
        let warnings = Generator.generate(Data(text.utf8), file: "api.json").diagnostics.filter { $0.message.hasPrefix("unknown") }
        #expect(warnings.map { "\($0.message) | \($0.hint ?? "")" } == [
            "unknown document key 'host'; ignored | ",
            "unknown parameter key 'type'; ignored | in OpenAPI 3 it belongs inside 'schema'",
            "unknown parameter key 'default'; ignored | in OpenAPI 3 it belongs inside 'schema'",
            "unknown media type key 'shema'; ignored | did you mean 'schema'?",
            "unknown request body key 'requird'; ignored | did you mean 'required'?",
            "unknown media type key 'type'; ignored | in OpenAPI 3 it belongs inside 'schema'",
            "unknown parameter key 'requird'; ignored | did you mean 'required'?",
            "unknown components key 'schemaz'; ignored | did you mean 'schemas'?",
        ], "\(warnings.map(\.description))")
    }

    @Test func aReferenceWrittenInPlaceOfAMediaTypesSchemaIsReadAsIt() throws {
        // OPNsense writes `application/json: {$ref: …}` 361 times: its bodies and responses were JSONValue, silently.
        let media = ##"{ "application/json": { "$ref": "#/components/schemas/Pet" } }"##
        let text = F.operation(##"{ "operationId": "save", "requestBody": { "required": true, "content": \##(media) }, "responses": { "200": { "description": "ok", "content": \##(media) } } }"##,
                               method: "post", components: ##"{ "schemas": { "Pet": { "type": "object", "properties": { "name": { "type": "string" } } } } }"##)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "save", "body") as? String == "Pet")
        #expect(F.lookup(json, "endpoints", "save", "response") as? String == "Pet")
        #expect(F.warnings(F.convert(text)) == Array(repeating: "a media type's '$ref' belongs inside 'schema'; it is read as the schema", count: 2))
    }

    @Test func aQueryWrittenIntoAPathIsSentAsParametersDefaultingToItsValues() async throws {
        // Anthropic's document tells its beta operations apart by `?beta=true`; cutting it off sent them to the
        // other operation. A parameter the operation declares wins over the path's item; a fragment is never sent.
        // Its server is the host alone, as its paths carry `/v1`.
        let text = F.document(paths: ##"""
            { "/v1/messages?beta=true&kind=chat&limit=5": { "post": { "operationId": "betaMessages",
                "parameters": [{ "name": "limit", "in": "query", "schema": { "type": "integer" } }],
                "responses": { "204": { "description": "sent" } } } },
              "/v1/messages": { "post": { "operationId": "messages", "responses": { "204": { "description": "sent" } } } },
              "/v1/files#top": { "get": { "operationId": "files", "responses": { "204": { "description": "none" } } } },
              "/v1/bare?": { "get": { "operationId": "bare", "responses": { "204": { "description": "none" } } } } }
            """##).replacingOccurrences(of: "https://api.example.com/v1", with: "https://api.example.com")
        let result = F.convert(text)
        #expect(F.warnings(result) == [
            "path '/v1/messages?beta=true&kind=chat&limit=5' contains a query, which OpenAPI paths do not; the client requests '/v1/messages' "
                + "with query parameters 'beta', 'kind', whose default is the value written",
            "path '/v1/files#top' contains a fragment, which is never sent; the client requests '/v1/files'",
            "path '/v1/bare?' contains a query, which OpenAPI paths do not; the client requests '/v1/bare'",
        ])
        let native = try F.native(text)
        #expect(F.lookup(native, "endpoints", "betaMessages", "path") as? String == "/v1/messages")
        let query = try #require(F.lookup(native, "endpoints", "betaMessages", "query") as? [String: Any])
        #expect(F.lookup(query, "beta", "type") as? String == "bool" && F.lookup(query, "beta", "default") as? Bool == true)
        #expect(F.lookup(query, "kind", "type") as? String == "string" && F.lookup(query, "kind", "default") as? String == "chat")
        #expect(F.lookup(query, "limit", "default") == nil)
        #expect(F.lookup(native, "endpoints", "files", "query") == nil)
        let generated = Generator.generate(Data(text.utf8), file: "api.json")
        let swift = generated.files.map(\.contents).joined()
        #expect(swift.contains("case betaMessages(limit: Int? = nil, beta: Bool = true, kind: String = \"chat\")"))
        #expect(swift.contains("QueryItem(\"beta\", beta)"))
        try await TypeCheck.run(generated.files, moduleName: "PathQuery")
    }

    /// A path parameter is required whatever its `required` says: many documents leave the key out, and one left out
    /// is not optional (OpenAPI: "If the parameter location is "path", this field is REQUIRED and its value MUST be true").
    @Test func aPathParameterWithoutRequiredIsRequired() throws {
        let text = F.operation(#"{ "operationId": "getItem", "parameters": [{ "name": "id", "in": "path", "schema": { "type": "string" } }], "responses": { "204": { "description": "ok" } } }"#,
                               path: "/items/{id}")
        #expect(F.convert(text).diagnostics.filter { $0.severity == .error }.isEmpty, "\(F.convert(text).diagnostics.map(\.description))")
        #expect(F.lookup(try F.native(text), "endpoints", "getItem", "pathParameters", "id") as? String == "string")
    }

    /// OpenAPI gives a parameter list no order; the path's template is the one its parameters have. sanic-ext lists
    /// them as its decorators run, bottom-up: `(paymentId:paymentProduct:paymentService:)`. Query parameters keep the
    /// document's order.
    @Test func pathParametersComeInTheirTemplatesOrder() throws {
        func parameter(_ name: String, _ place: String = "path") -> String {
            ##"{ "name": "\##(name)", "in": "\##(place)", "required": true, "schema": { "type": "string" } }"##
        }
        let text = F.document(paths: """
        { "/payments/{paymentService}/{paymentProduct}/{paymentId}/status": {
            "parameters": [\(parameter("paymentProduct"))],
            "get": { "operationId": "getStatus", "parameters": [\(parameter("zeta", "query")), \(parameter("paymentId")), \(parameter("alpha", "query")),
                                                               \(parameter("paymentService"))],
                     "responses": { "204": { "description": "ok" } } } } }
        """)
        let swift = F.swift(text)
        #expect(swift.contains("public func getStatus(paymentService: String, paymentProduct: String, paymentId: String, zeta: String, alpha: String)"), "\(swift)")
        #expect(F.warnings(F.convert(text)).isEmpty)
        F.expectRoundTrip(text)
    }

    /// grape-swagger's ids are the method and every word of the path (GitLab's `getApiV4GroupsIdBadgesBadgeId`): in a
    /// document most of whose ids are so, a call is named by its path, as without an id, which marks its parameters and
    /// leaves out the `api` and version segments. An id of the document's own words stays; so do ids a person wrote
    /// that happen to spell their paths, in a document of other ids (`getPetsPetId` beside `createPet`), and ids that
    /// leave a word of the path out (Stripe's `GetAccountsAccount` on `/v1/accounts/{account}`).
    @Test func anIdThatOnlySpellsItsPathIsNamedByThePath() throws {
        func operation(_ id: String) -> String {
            ##"{ "operationId": "\##(id)", "responses": { "204": { "description": "ok" } } }"##
        }
        func parameter(_ name: String) -> String {
            ##"{ "name": "\##(name)", "in": "path", "required": true, "schema": { "type": "string" } }"##
        }
        let grape = F.document(paths: """
        { "/api/v4/groups/{id}/badges/{badge_id}": { "parameters": [\(parameter("id")), \(parameter("badge_id"))],
              "get": \(operation("getApiV4GroupsIdBadgesBadgeId")), "delete": \(operation("deleteApiV4GroupsIdBadgesBadgeId")),
              "post": \(operation("promoteBadge")) },
          "/api/v4/groups/{id}/badges": { "parameters": [\(parameter("id"))], "get": \(operation("getApiV4GroupsIdBadges")) },
          "/api/v4/groups": { "get": \(operation("getApiV4Groups")) } }
        """)
        // GitLab's own document has the `api` and version segments in its server's URL, which its ids spell.
        let gitLab = grape.replacingOccurrences(of: "\"/api/v4/", with: "\"/")
        #expect(F.swift(gitLab).contains("public func getGroupsByIdBadgesByBadgeId(id: String, badgeId: String)"))
        let swift = F.swift(grape)
        for signature in ["getGroupsByIdBadgesByBadgeId(id: String, badgeId: String)", "deleteGroupsByIdBadgesByBadgeId(id: String, badgeId: String)",
                          "promoteBadge(id: String, badgeId: String)", "getGroupsByIdBadges(id: String)", "getGroups()"] {
            #expect(swift.contains("public func \(signature)"), "\(signature)")
        }
        #expect(F.warnings(F.convert(grape)).isEmpty, "\(F.warnings(F.convert(grape)))")
        let written = F.document(paths: """
        { "/pets": { "get": \(operation("getPets")), "post": \(operation("createPet")) },
          "/pets/{petId}": { "parameters": [\(parameter("petId"))], "get": \(operation("getPetsPetId")) },
          "/v1/accounts/{account}": { "parameters": [\(parameter("account"))], "get": \(operation("GetAccountsAccount")) } }
        """)
        let own = F.swift(written)
        for signature in ["getPets()", "createPet()", "getPetsPetId(petId: String)", "getAccountsAccount(account: String)"] {
            #expect(own.contains("public func \(signature)"), "\(signature)")
        }
    }

}
