@testable import EndpointGenOpenAPI
@testable import EndpointGenerator
import EndpointGenSpec
import Testing

/// Operations a document names alike — a FastAPI function mounted twice, an RPC bound to several paths — told apart
/// by the smallest difference rather than a number or the whole generated id.
@Suite struct OpenAPIOperationTwinTests {
    typealias F = OpenAPIFixture
    typealias Twin = OperationTwins.Twin

    private func names(_ base: String, _ twins: [(String, String)], deprecated: Set<Int> = []) -> [String] {
        OperationTwins.names(base: base, twins: twins.enumerated().map { Twin(method: $1.0, path: $1.1, deprecated: deprecated.contains($0)) })
            .map(Casing.lowerCamel)
    }

    @Test func theTwinThatIsNotDeprecatedKeepsTheName() throws {
        // cashu's current `/v1/melt/bolt11` was `meltTokensV1Bolt11` beside the deprecated `/melt`'s `meltTokens`.
        #expect(names("melt_tokens", [("post", "/v1/melt/bolt11"), ("post", "/melt")], deprecated: [1]) == ["meltTokens", "meltTokensDeprecated"])
        #expect(names("melt_tokens", [("post", "/melt"), ("post", "/v1/melt/bolt11")], deprecated: [0]) == ["meltTokensDeprecated", "meltTokens"])
        // A deprecated path that says less gives the name up too; the kept one's words are no difference.
        #expect(names("list_runs", [("get", "/api/v1/workspaces/{id}/runs"), ("get", "/api/v1/runs")], deprecated: [1]) == ["listRuns", "listRunsDeprecated"])
        // Words of its own path say more than `Deprecated`.
        #expect(names("list_runs", [("get", "/api/v1/runs"), ("get", "/api/v1/workspaces/{id}/runs")], deprecated: [1]) == ["listRuns", "listRunsWorkspaces"])
        // When the kept one is deprecated too, `Deprecated` tells nothing apart: the twin is numbered.
        let item = ##""get": { "operationId": "getItem", "deprecated": true, "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }], "responses": { "204": { "description": "ok" } } }"##
        let twins = try #require(F.lookup(try F.native(F.document(paths: #"{ "/items/{id}": { \#(item) }, "/Items/{id}": { \#(item) } }"#)), "endpoints") as? [String: Any])
        #expect(Set(twins.keys) == ["getItem", "getItem2"])
        // FastAPI functions of one name in two groups are methods of two services, and keep it in both.
        let text = F.document(paths: ##"""
        { "/v1/melt/bolt11": { "post": { "tags": ["Mint"], "operationId": "Melt_tokens_v1_melt_bolt11_post", "responses": { "204": { "description": "ok" } } } },
          "/melt": { "post": { "tags": ["Deprecated"], "deprecated": true, "operationId": "Melt_tokens_melt_post", "responses": { "204": { "description": "ok" } } } } }
        """##)
        let endpoints = try #require(F.lookup(try F.native(text), "endpoints") as? [String: [String: Any]])
        #expect(Set(endpoints.values.compactMap { $0["path"] as? String }) == ["/v1/melt/bolt11", "/melt"])
        #expect(F.swift(text).components(separatedBy: "public func meltTokens() async throws").count == 3)
    }

    @Test func thePathThatSaysLeastKeepsTheNameAndTheOthersAddWhatTheirsAdds() {
        // zenml mounts `list_runs` on `/api/v1/runs` and on a workspace's; the workspace's was `listRunsApiV1Workspaces…Get`.
        #expect(names("list_runs", [("get", "/api/v1/workspaces/{id}/runs"), ("get", "/api/v1/runs")]) == ["listRunsWorkspaces", "listRuns"])
        // Words the name says are no difference, a plural being its singular: zenml's model versions of a model.
        #expect(names("list_model_versions", [("get", "/api/v1/models/{model_name_or_id}/model_versions"), ("get", "/api/v1/model_versions")])
                == ["listModelVersionsByModelNameOrId", "listModelVersions"])
        // Temporal binds each RPC to `/cluster/…` or `/…` and to `/api/v1/…`, which was `listNamespaces` beside `listNamespaces2`.
        #expect(names("listNamespaces", [("get", "/api/v1/namespaces"), ("get", "/cluster/namespaces")]) == ["listNamespacesApiV1", "listNamespaces"])
        #expect(names("getClusterInfo", [("get", "/api/v1/cluster-info"), ("get", "/cluster")]) == ["getClusterInfoApiV1", "getClusterInfo"])
    }

    @Test func withoutOtherWordsTheParametersThenTheMethodTellTwinsApart() {
        // lnbits' `img` on `/api/v1/qrcode/{data}` and `/api/v1/qrcode`; `api_update_user_acl` on PUT and PATCH.
        #expect(names("img", [("get", "/api/v1/qrcode/{data}"), ("get", "/api/v1/qrcode")]) == ["imgByData", "img"])
        #expect(names("api_update_user_acl", [("put", "/api/v1/auth/acl"), ("patch", "/api/v1/auth/acl")]) == ["apiUpdateUserAcl", "apiUpdateUserAclPatch"])
        // Paths that say as much: the first keeps the name (chromadb's `root` on `/api/v1` and `/api/v2`).
        #expect(names("root", [("get", "/api/v1"), ("get", "/api/v2")]) == ["root", "rootV2"])
    }

    @Test func aGETKeepsThePlainNameWhateverOrderTheMethodsComeIn() {
        // mediaflow's FastAPI function `epg_proxy` on HEAD, then GET: the HEAD was `epgProxy`, the GET `epgProxyGet`.
        #expect(names("epg_proxy", [("head", "/proxy/epg"), ("get", "/proxy/epg")]) == ["epgProxyHead", "epgProxy"])
        #expect(names("epg_proxy", [("get", "/proxy/epg"), ("head", "/proxy/epg")]) == ["epgProxy", "epgProxyHead"])
        // Without a GET, HEAD and OPTIONS give way to any other method, which otherwise keep document order.
        #expect(names("ping", [("head", "/ping"), ("options", "/ping"), ("delete", "/ping"), ("post", "/ping")])
                == ["pingHead", "pingOptions", "ping", "pingPost"])
        // A path that says less still comes first: the method only decides between twins that say as much.
        #expect(names("files", [("get", "/api/v1/files"), ("post", "/files")]) == ["filesApiV1", "files"])
    }

    @Test func anIdOnEveryMethodOfAPathNamesItsGETPlainly() throws {
        // mediaflow's `/proxy/forward` gives all seven methods of its `api_route` one id (FastAPI's, made on DELETE),
        // listing DELETE first, which took `proxyForwardEndpoint`.
        let methods = ["delete", "patch", "options", "post", "head", "put", "get"]
        let operations = methods.map { #""\#($0)": { "operationId": "proxy_forward_endpoint_proxy_forward_delete", "responses": {} }"# }
        let text = F.document(paths: #"{ "/proxy/forward": { \#(operations.joined(separator: ", ")) } }"#)
        let endpoints = try #require(F.lookup(try F.native(text), "endpoints") as? [String: [String: Any]])
        #expect(endpoints.mapValues { $0["method"] as? String } == [
            "proxyForwardEndpoint": "GET", "proxyForwardEndpointDelete": "DELETE", "proxyForwardEndpointPatch": "PATCH",
            "proxyForwardEndpointOptions": "OPTIONS", "proxyForwardEndpointPost": "POST", "proxyForwardEndpointHead": "HEAD",
            "proxyForwardEndpointPut": "PUT",
        ])
    }

    @Test func twinsWithTheSameDifferenceAreToldApartAmongThemselves() {
        // lnbits' `Tinyurl` on four operations; three of them add `api/v1` to the one at `/t/{tinyurl_id}`.
        let twins = [("post", "/api/v1/tinyurl"), ("get", "/api/v1/tinyurl/{tinyurl_id}"), ("delete", "/api/v1/tinyurl/{tinyurl_id}"), ("get", "/t/{tinyurl_id}")]
        #expect(names("Tinyurl", twins) == ["tinyurlApiV1", "tinyurlApiV1ByTinyurlId", "tinyurlApiV1ByTinyurlIdDelete", "tinyurl"])
        // Temporal's four bindings of `RespondActivityTaskCompletedById` were `…ById`, `…ById2`, `…ById3`, `…ById4`.
        let bindings = ["/api/v1/namespaces/{namespace}/activities/{activityId}/complete",
                        "/api/v1/namespaces/{namespace}/workflows/{workflowId}/activities/{activityId}/complete",
                        "/namespaces/{namespace}/activities/{activityId}/complete",
                        "/namespaces/{namespace}/workflows/{workflowId}/activities/{activityId}/complete"]
        #expect(names("RespondActivityTaskCompletedById", bindings.map { ("post", $0) })
                == ["respondActivityTaskCompletedByIdApiV1", "respondActivityTaskCompletedByIdApiV1Workflows",
                    "respondActivityTaskCompletedById", "respondActivityTaskCompletedByIdWorkflows"])
    }

    @Test func namesDoNotDependOnDocumentOrderOrUnrelatedOperations() throws {
        let runs = ##""get": { "operationId": "list_runs_api_v1_runs_get", "responses": { "204": { "description": "ok" } } }"##
        let workspaceRuns = ##""get": { "operationId": "list_runs_api_v1_workspaces__id__runs_get", "responses": { "204": { "description": "ok" } } }"##
        let other = ##""get": { "operationId": "list_stacks_api_v1_stacks_get", "responses": { "204": { "description": "ok" } } }"##
        func names(_ paths: String) throws -> [String: String] {
            let endpoints = try #require(F.lookup(try F.native(F.document(paths: paths)), "endpoints") as? [String: [String: Any]])
            return endpoints.compactMapValues { $0["path"] as? String }
        }
        let expected = ["listRuns": "/api/v1/runs", "listRunsWorkspaces": "/api/v1/workspaces/{id}/runs"]
        #expect(try names(#"{ "/api/v1/runs": { \#(runs) }, "/api/v1/workspaces/{id}/runs": { \#(workspaceRuns) } }"#) == expected)
        #expect(try names(#"{ "/api/v1/workspaces/{id}/runs": { \#(workspaceRuns) }, "/api/v1/runs": { \#(runs) } }"#) == expected)
        let withOther = try names(#"{ "/api/v1/stacks": { \#(other) }, "/api/v1/workspaces/{id}/runs": { \#(workspaceRuns) }, "/api/v1/runs": { \#(runs) } }"#)
        #expect(withOther == expected.merging(["listStacks": "/api/v1/stacks"]) { $1 })
    }

    @Test func theTypesOfATwinAreNamedAfterItsName() throws {
        // Temporal's `DescribeTaskQueue2TaskQueueKind`, zenml's `ListRunsApiV1WorkspacesProjectNameOrIdRunsGetSort`.
        let kind = ##"[{ "name": "kind", "in": "query", "schema": { "type": "string", "enum": ["normal", "sticky"] } }]"##
        let text = F.document(paths: """
        { "/api/v1/task-queues/{name}": { "get": { "operationId": "DescribeTaskQueue", "parameters": \(kind), "responses": {} } },
          "/task-queues/{name}": { "get": { "operationId": "DescribeTaskQueue", "parameters": \(kind), "responses": {} } } }
        """)
        let models = try #require(F.lookup(try F.native(text), "models") as? [String: Any])
        #expect(Set(models.keys) == ["DescribeTaskQueueKind", "DescribeTaskQueueApiV1Kind"])
        // The document repeats an operationId, which OpenAPI says is unique: still a warning, naming the twin.
        #expect(F.warnings(F.convert(text)).filter { $0.contains("already used") && $0.contains("named 'describeTaskQueueApiV1'") }.count == 1)
    }

    @Test func aFunctionsBodyIsNamedAfterTheTwinItIsFor() throws {
        // FastAPI names a body `Body_<operationId>`: a twin's was `BodyCreateBuildApiV1Workspaces…Post`.
        let body = ##"{ "type": "object", "properties": { "image": { "type": "string" }, "tag": { "type": "string" } } }"##
        func operation(_ id: String) -> String {
            ##"{ "post": { "operationId": "\##(id)", "requestBody": { "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Body_\##(id)" } } } }, "responses": { "204": { "description": "ok" } } } }"##
        }
        let text = F.document(paths: """
        { "/builds": \(operation("create_build_builds_post")), "/workspace/builds": \(operation("create_build_workspace_builds_post")) }
        """, components: """
        { "schemas": { "Body_create_build_builds_post": \(body), "Body_create_build_workspace_builds_post": \(body) } }
        """)
        let json = try F.native(text)
        #expect(F.lookup(json, "endpoints", "createBuildWorkspace", "body") as? String == "CreateBuildWorkspaceBody?")
        #expect(F.lookup(json, "endpoints", "createBuild", "body") as? String == "CreateBuildBody?")
        #expect(F.warnings(F.convert(text)).isEmpty)
    }
}
