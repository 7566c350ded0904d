@testable import EndpointGenerator
@testable import EndpointGenEmit
@testable import EndpointGenModel
@testable import EndpointGenOpenAPI
@testable import EndpointGenSpec
import Foundation
import Testing

@Suite struct NamingTests {
    @Test(arguments: [
        ("poster_path", "posterPath"), ("total_results", "totalResults"), ("X-Device-Type", "xDeviceType"),
        ("api.key", "apiKey"), ("first name", "firstName"), ("ID", "id"), ("URLPath", "urlPath"), ("userID", "userID"),
        ("YouTube", "youTube"), ("1080p", "_1080p"), ("café_au_lait", "cafeAuLait"), ("日本", "日本"), ("", "value"),
        ("already_camelCase", "alreadyCamelCase"), ("__private", "private"), ("ETag", "eTag"), ("A1", "a1"),
        ("XMLHttpRequest", "xmlHttpRequest"), ("2FA_code", "_2FACode"), ("Ölçü-birimi", "olcuBirimi"),
        // One lowercase word is its own name; a leading digit still gets its `_`.
        ("overview", "overview"), ("v2beta", "v2beta"), ("9lives", "_9lives"), ("über", "uber"),
        // An acronym's plural is one word.
        ("APIs", "apis"), ("IDsByName", "idsByName"), ("URLs", "urls"), ("ETags", "eTags"), ("Is", "is"),
        // Letters of other scripts are kept, as Swift takes them; symbols, emoji and invisible characters separate words.
        ("Седан", "седан"), ("цвет_кузова", "цветКузова"), ("ДТП-отчёт", "дтпОтчет"),
        // Latin letters without a diacritic to fold are written as ASCII writes them, as the folded ones are.
        ("Kazanım kuralları", "kazanimKurallari"), ("Müşteri hesabı", "musteriHesabi"), ("Łódź", "lodz"), ("straße", "strasse"),
        ("Ærø", "aero"), ("smørrebrød", "smorrebrod"), ("Œuvre", "oeuvre"), ("Þing", "thing"),
        ("🙂 smile", "smile"), ("a\u{200B}b", "aB"), ("\u{202E}x", "x"), ("日本 2", "日本2"),
        // A name in capitals of several words is words (SCREAMING_SNAKE_CASE), not acronyms; one word is an acronym.
        ("PAYER_ACTION_REQUIRED", "payerActionRequired"), ("NEXT_PAGE_TOKEN", "nextPageToken"), ("X-API-KEY-ID", "xApiKeyId"),
        ("US-EAST-1", "usEast1"), ("HTTP2", "http2"), ("ЦВЕТ_КУЗОВА", "цветКузова"), ("URL", "url"),
        // A `.` between digits is a number's, and stays as `_`: `2.5gbase-t` and `25gbase-t` are two names. Elsewhere a
        // `.` separates words.
        ("2.5gbase-t", "_2_5gbaseT"), ("25gbase-t", "_25gbaseT"), ("gpt-3.5-turbo", "gpt3_5Turbo"), ("USB 3.0 Type B", "usb3_0TypeB"),
        ("IEEE 802.15.4", "ieee802_15_4"), ("v1.2", "v1_2"), ("1.", "_1"), ("a.1", "a1"), ("1..2", "_12"), ("версия 2.5", "версия2_5"),
        // So does a `-` or `_` between digits: `claude-haiku-4-5` and `claude-haiku-45` are two names, and a name made
        // once is made again the same (`v1_2`).
        ("claude-haiku-4-5-20251001", "claudeHaiku4_5_20251001"), ("v1-2", "v1_2"), ("v1_2", "v1_2"), ("2024-10-22", "_2024_10_22"),
        ("версия 2-5", "версия2_5"), ("a-1", "a1"), ("1-", "_1"), ("US-EAST-1", "usEast1"),
        // A leading acronym is lowered whole, as its snake_case spelling is: `A2P` (cut at its digit into words), `OAuth`
        // (one word in mixed case); a longer run after a digit is an acronym of its own.
        ("A2PProfileBundleSid", "a2pProfileBundleSid"), ("a2p_profile_bundle_sid", "a2pProfileBundleSid"), ("B2BOrder", "b2bOrder"),
        ("OAuth2PasswordBearer", "oauth2PasswordBearer"), ("OAuthToken", "oauthToken"), ("HTTPBearer", "httpBearer"),
        ("V1SSHKeys", "v1SSHKeys"), ("S3Bucket", "s3Bucket"), ("A2b", "a2b"), ("OAuthority", "oAuthority"),
    ])
    func lowerCamel(wire: String, swift: String) {
        #expect(Casing.lowerCamel(wire) == swift)
    }

    @Test(arguments: [("movie_page", "MoviePage"), ("friends", "Friends"), ("HTTPBin", "HTTPBin"), ("3d-model", "Model3dModel"), ("2fa", "Model2fa"),
                            ("2FA_code", "Model2FACode"), ("x-rate_limit", "XRateLimit"), ("--", "Value"),
                            ("Мессенджер", "Мессенджер"), ("цвет_кузова", "ЦветКузова"), ("Hesabım", "Hesabim"), ("2 места", "Model2Места"),
                            ("KUPON_VE_İNDİRİM_KARTI", "KuponVeIndirimKarti"), ("Łódź", "Lodz"), ("große", "Grosse"),
                            ("ORDER_STATUS", "OrderStatus"), ("ЦВЕТ_КУЗОВА", "ЦветКузова"), ("URL", "URL"), ("API_V2", "ApiV2"),
                            ("2.5gbase", "Model2_5gbase"), ("usb-3.0", "Usb3_0"), ("схема 1.6", "Схема1_6"), ("claude-3-5", "Claude3_5"),
                            // A word in mixed case keeps its capitals, written any way: the types of the operation
                            // `OAuth2Token` (member `oauth2Token`) were `Oauth2Token…` beside its model `OAuth2Token`.
                            ("oauth2Token", "OAuth2Token"), ("oauth_client", "OAuthClient"), ("OAUTH_CLIENT", "OAuthClient"),
                            ("oauthority", "Oauthority")])
    func upperCamel(spec: String, swift: String) {
        #expect(Casing.upperCamel(spec) == swift)
    }

    /// A word keeps the `.` of its number as written: a union's case names are made again from words its names share.
    /// As a reader splits a name: an acronym apart from the word after it, but not from its plural's `s`, and a word
    /// in mixed case whole.
    @Test func aResponseTypeNamedAfterAnEndpointThatSaysResponseSaysItOnce() throws {
        // LNbits' `lnurl_api_wallet_lightning_address_response` had a `…AddressResponseResponse`; a component response
        // `Listing` still gets its `ListingResponse`.
        let text = OpenAPIFixture.document(paths: ##"""
            { "/a": { "get": { "operationId": "lightning_address_response", "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "object", "properties": { "name": { "type": "string" } } } } } } } } },
              "/b": { "get": { "operationId": "list", "responses": { "200": { "$ref": "#/components/responses/Listing" } } } } }
            """##, components: ##"{ "responses": { "Listing": { "description": "ok", "content": { "application/json": { "schema": { "type": "object", "properties": { "n": { "type": "integer" } } } } } } } }"##)
        let swift = OpenAPIFixture.swift(text)
        #expect(swift.contains("struct LightningAddressResponse:") && !swift.contains("ResponseResponse"), "\(swift)")
        #expect(swift.contains("struct ListingResponse:"))
    }

    @Test func readerWordsSplitAnAcronymFromTheWordAfterIt() {
        #expect(Casing.readerWords("OpenAIUserMessageParam") == ["Open", "AI", "User", "Message", "Param"])
        #expect(Casing.readerWords("HTTPGetAction") == ["HTTP", "Get", "Action"])
        #expect(Casing.readerWords("APIsList") == ["APIs", "List"])
        #expect(Casing.readerWords("OAuth2PasswordBearer") == ["OAuth2", "Password", "Bearer"])
        #expect(Casing.readerWords("APIOAuthCode") == ["API", "OAuth", "Code"])
        #expect(Casing.readerWords("XOAuth2") == ["X", "OAuth2"])
        #expect(Casing.readerWords("ID") == ["ID"])
        #expect(Casing.readerWords("user_ID_card") == ["user", "ID", "card"])
    }

    /// An acronym of two letters or more is a word apart from the word after it: OPNsense's `OpenVPN_Service_startService`,
    /// tagged `OpenVPN`, was `client.openVPN.openVPNServiceStartService()`, its `VPNService` read as one word.
    @Test func wordsPartAnAcronymFromTheWordAfterIt() throws {
        #expect(Casing.words("openVPNServiceStartService") == ["open", "VPN", "Service", "Start", "Service"])
        #expect(Casing.words("HTTPSProxy") == ["HTTPS", "Proxy"])
        #expect(Casing.words("APIOAuthCode") == ["API", "OAuth", "Code"])
        // A plural, a word in mixed case, an acronym alone and a capital before a word stay whole.
        #expect(Casing.words("URLs_IDsList") == ["URLs", "IDs", "List"])
        #expect(Casing.words("OAuth2Token") == ["OAuth2", "Token"])
        #expect(Casing.words("user_ID") == ["user", "ID"])
        #expect(Casing.words("A2PProfileBundleSid") == ["A2", "PProfile", "Bundle", "Sid"])
        // Names spelled of them are spelled as before.
        #expect(Casing.lowerCamel("VPNService") == "vpnService")
        #expect(Casing.upperCamel("HTTPSProxy") == "HTTPSProxy")
        #expect(Casing.lowerCamel("A2PProfileBundleSid") == "a2pProfileBundleSid")
        let text = OpenAPIFixture.document(paths: ##"""
        { "/api/openvpn/service/startService": { "post": { "operationId": "OpenVPN_Service_startService", "tags": ["OpenVPN"],
              "responses": { "204": { "description": "ok" } } } },
          "/api/openvpn/service/reconfigure": { "post": { "operationId": "OpenVPN_Service_reconfigure", "tags": ["OpenVPN"],
              "responses": { "204": { "description": "ok" } } } } }
        """##)
        let json = try OpenAPIFixture.native(text)
        #expect(OpenAPIFixture.lookup(json, "endpoints", "openVPNServiceStartService", "swiftName") as? String == "startService")
        #expect(OpenAPIFixture.lookup(json, "endpoints", "openVPNServiceReconfigure", "swiftName") as? String == "serviceReconfigure")
    }

    @Test func wordsKeepWhatPartsTheirNumbers() {
        #expect(Casing.words("2.5gbase-t") == ["2.5gbase", "t"])
        #expect(Casing.words("v1.2.3.x") == ["v1.2.3", "x"])
        #expect(Casing.words("версия 2.5") == ["версия", "2.5"])
        #expect(Casing.words("claude-3-5_sonnet") == ["claude", "3-5", "sonnet"])
    }

    /// An apostrophe between two letters joins them; elsewhere it parts words as other punctuation does. LZT's and
    /// PacketExchange's enum values were `menS`, `childrenSBooks` and `donTKnow`.
    @Test func anApostropheInAWordIsLeftOut() throws {
        #expect(Casing.words("Children's Books") == ["Childrens", "Books"])
        #expect(Casing.words("Don’t know") == ["Dont", "know"])
        #expect(Casing.words("rock 'n' roll") == ["rock", "n", "roll"])
        #expect(Casing.words("Café's menu") == ["Cafes", "menu"])
        #expect(Casing.lowerCamel("Men's") == "mens")
        #expect(Casing.upperCamel("Tom Clancy's Rainbow Six") == "TomClancysRainbowSix")
        let text = OpenAPIFixture.operation(##"""
            { "parameters": [{ "name": "section", "in": "query", "schema": { "type": "string", "enum": ["Men's", "Children's Books", "Don’t know"] } }],
              "responses": { "204": { "description": "ok" } } }
            """##)
        let swift = OpenAPIFixture.swift(text)
        #expect(swift.contains(#"case "Men's": self = .mens"#), "\(swift)")
        #expect(swift.contains(#"case "Children's Books": self = .childrensBooks"#))
        #expect(swift.contains(#"case "Don’t know": self = .dontKnow"#))
    }

    @Test func aNamespacedComponentIsNamedByAsFewOfItsLastSegmentsAsTellItApart() {
        let names = ComponentNames.names(of: [
            "io.k8s.api.core.v1.Pod", "io.k8s.api.core.v1beta1.Pod", "io.k8s.api.core.v1.PodList", "io.k8s.api.apps.v1.Status",
            "Shop.Api.Models.Order", "Order", "microsoft.graph.user", "error.response.v2", "v1.Pod", "a..B", "Plain_name", "iam.scim.v2.Error",
        ])
        #expect(names == [
            "io.k8s.api.core.v1.Pod": "CoreV1Pod", "io.k8s.api.core.v1beta1.Pod": "V1beta1Pod", "io.k8s.api.core.v1.PodList": "PodList",
            "io.k8s.api.apps.v1.Status": "Status",
            // `Order` is another component's name, so the namespaced one takes a segment more.
            "Shop.Api.Models.Order": "ModelsOrder", "Order": "Order", "microsoft.graph.user": "User",
            // A version is not a type's name; two segments are not a namespace; an empty segment is no namespace.
            "error.response.v2": "ErrorResponseV2", "v1.Pod": "V1Pod", "a..B": "AB", "Plain_name": "PlainName",
            // Generated code uses `Error`.
            "iam.scim.v2.Error": "V2Error",
        ])
    }

    /// slurmrestd keys every schema `v0.0.38_<name>` or `dbv0.0.38_<name>`, which were `V0_0_38JobsResponse` and
    /// `Dbv0_0_38JobInfo`: a version every key carries names no type, unless two keys are then alike.
    @Test func aVersionEveryComponentKeyCarriesIsNoPartOfItsName() {
        #expect(ComponentNames.names(of: ["v0.0.38_jobs_response", "dbv0.0.38_job_info", "v0.0.38_job", "dbv0.0.38_job", "v0.0.38_error"])
            == ["v0.0.38_jobs_response": "JobsResponse", "dbv0.0.38_job_info": "DbJobInfo", "v0.0.38_job": "Job", "dbv0.0.38_job": "DbJob",
                "v0.0.38_error": "Error"])
        // `jobs_v1` and `JobsV1` would both be `Jobs`; a key without the version keeps every name whole.
        #expect(ComponentNames.names(of: ["jobs_v1", "JobsV1", "pets_v1"]) == ["jobs_v1": "JobsV1", "JobsV1": "JobsV1", "pets_v1": "Pets"])
        #expect(ComponentNames.names(of: ["v1_pet", "pet"]) == ["v1_pet": "V1Pet", "pet": "Pet"])
        #expect(SharedVersion.versions(in: "slurm_v0_0_38_get_jobs").map(\.digits) == ["0.0.38"])
        #expect(SharedVersion.versions(in: "listUsersV2").map(\.digits) == ["2"])
        // A `v` inside a word is no version; neither is one a lower-case letter follows.
        #expect(SharedVersion.versions(in: "dev1_items").isEmpty && SharedVersion.versions(in: "v1x").isEmpty)
    }

    /// Replicate keys every schema `schemas_<name>`, after the section a bundler filed it under, which made every type
    /// `SchemasPredictionResponse`: a section's name every key begins with names no type, unless the rest is empty,
    /// begins with a digit or is another's, or fewer than three keys share it.
    @Test func aSectionNameEveryComponentKeyBeginsWithIsNoPartOfItsName() {
        #expect(ComponentNames.names(of: ["schemas_prediction_response", "schemas_prediction_request", "schemas_version_response"])
            == ["schemas_prediction_response": "PredictionResponse", "schemas_prediction_request": "PredictionRequest",
                "schemas_version_response": "VersionResponse"])
        // `schemas_2fa` would begin with a digit, and `schemas_pet` and `schemas-Pet` would both be `Pet`.
        #expect(ComponentNames.names(of: ["schemas_2fa", "schemas_pet", "schemas-Pet", "schemas_owner"])
            == ["schemas_2fa": "Schemas2fa", "schemas_pet": "SchemasPet", "schemas-Pet": "SchemasPet", "schemas_owner": "Owner"])
        // Two keys, a key without the word, or a word that is no section's name keep every name whole.
        #expect(ComponentNames.names(of: ["schemas_pet", "schemas_owner"]) == ["schemas_pet": "SchemasPet", "schemas_owner": "SchemasOwner"])
        #expect(ComponentNames.names(of: ["schemas_pet", "schemas_owner", "Schemas"])
            == ["schemas_pet": "SchemasPet", "schemas_owner": "SchemasOwner", "Schemas": "Schemas"])
        #expect(ComponentNames.names(of: ["user_profile", "user_settings", "user_role"])
            == ["user_profile": "UserProfile", "user_settings": "UserSettings", "user_role": "UserRole"])
        // With a version every key also carries, both go.
        #expect(ComponentNames.names(of: ["schemas_v2_pet", "schemas_v2_owner", "schemas_v2_error"])
            == ["schemas_v2_pet": "Pet", "schemas_v2_owner": "Owner", "schemas_v2_error": "Error"])
    }

    /// grape-swagger keys every entity by its Ruby module path, `::` as `_` (GitLab's `API_Entities_User`,
    /// `API_Entities_Ci_Pipeline`), which made every type `APIEntitiesUser`: a path of constants that three keys and
    /// four in five of the keys written so share is a namespace, and names no type unless two names are then alike.
    @Test func aRubyModulePathTheEntitiesShareIsNoPartOfTheirNames() {
        #expect(ComponentNames.names(of: ["API_Entities_User", "API_Entities_Project", "API_Entities_Ci_Pipeline", "API_Entities_Ci_PipelineBasic",
                                          "EE_API_Entities_AuditEvent", "postApiV4ProjectsIdAccessRequests", "API_Entities_Error"])
            == ["API_Entities_User": "User", "API_Entities_Project": "Project", "API_Entities_Ci_Pipeline": "CiPipeline",
                "API_Entities_Ci_PipelineBasic": "CiPipelineBasic", "EE_API_Entities_AuditEvent": "EEAPIEntitiesAuditEvent",
                "postApiV4ProjectsIdAccessRequests": "PostApiV4ProjectsIdAccessRequests", "API_Entities_Error": "Error"])
        // A name another key has keeps its path; the rest still go.
        #expect(ComponentNames.names(of: ["API_Entities_User", "API_Entities_Project", "API_Entities_Branch", "User"])
            == ["API_Entities_User": "APIEntitiesUser", "API_Entities_Project": "Project", "API_Entities_Branch": "Branch", "User": "User"])
        // Two keys, or a prefix fewer than four in five share, are no namespace.
        #expect(ComponentNames.names(of: ["API_Entities_User", "API_Entities_Project"])
            == ["API_Entities_User": "APIEntitiesUser", "API_Entities_Project": "APIEntitiesProject"])
        #expect(ComponentNames.names(of: ["API_Entities_User", "API_Entities_Project", "API_Entities_Branch", "API_Tag", "Admin_Entities_Key",
                                          "Admin_Entities_Hook"])
            == ["API_Entities_User": "APIEntitiesUser", "API_Entities_Project": "APIEntitiesProject", "API_Entities_Branch": "APIEntitiesBranch",
                "API_Tag": "APITag", "Admin_Entities_Key": "AdminEntitiesKey", "Admin_Entities_Hook": "AdminEntitiesHook"])
    }

    /// A single `_` in snake_case keys, or between a type's name and a nested one's, is no module path: such keys keep
    /// every word.
    @Test func snakeCaseKeysAndNestedTypeNamesAreNoModulePath() {
        #expect(ComponentNames.names(of: ["user_profile", "user_settings", "user_role", "user_token"])
            == ["user_profile": "UserProfile", "user_settings": "UserSettings", "user_role": "UserRole", "user_token": "UserToken"])
        // `Pet` names a type of its own, whose nested types say its name.
        #expect(ComponentNames.names(of: ["Pet", "Pet_Category", "Pet_Tag", "Pet_Owner", "Pet_Status"])
            == ["Pet": "Pet", "Pet_Category": "PetCategory", "Pet_Tag": "PetTag", "Pet_Owner": "PetOwner", "Pet_Status": "PetStatus"])
        #expect(ComponentNames.names(of: ["Pet_category", "Pet_tag", "Pet_owner"])
            == ["Pet_category": "PetCategory", "Pet_tag": "PetTag", "Pet_owner": "PetOwner"])
    }

    /// Pydantic names a schema two modules declare by its module path, and spectree adds a hash
    /// of the module's path to every key.
    @Test func pydanticModulePathsAndSpectreeHashesAreNoPartOfAName() {
        let names = ComponentNames.names(of: [
            "meilisearch_fastapi__models__index__FilterableAttributes", "meilisearch_python_sdk__models__settings__FilterableAttributes",
            "Item.3a64a9f", "Thing.1a2b3c4", "Thing.5d6e7f8", "Error.0c1d2e3", "ValidationError.ad30e22.ValidationErrorElement",
            "Foo__Bar", "snake__case__name", "Version.20250101", "Beef.deadbeef",
            "Body.7d10434", "Body.7d10434.Body", "Body.7d10434.Color", "Out.7d10434.Body", "Out.7d10434.Color",
            "stac_pydantic__api__collection__Collection",
        ])
        #expect(names == [
            "meilisearch_fastapi__models__index__FilterableAttributes": "IndexFilterableAttributes",
            "meilisearch_python_sdk__models__settings__FilterableAttributes": "SettingsFilterableAttributes",
            "Item.3a64a9f": "Item",
            // Two alike but for the hash keep it; so does one whose name generated code uses.
            "Thing.1a2b3c4": "Thing1a2b3c4", "Thing.5d6e7f8": "Thing5d6e7f8", "Error.0c1d2e3": "Error0c1d2e3",
            "ValidationError.ad30e22.ValidationErrorElement": "ValidationErrorElement",
            // Two segments are no namespace; hexadecimal letters alone are a word, digits alone a version, not a hash.
            "Foo__Bar": "FooBar", "snake__case__name": "Name", "Version.20250101": "Version20250101", "Beef.deadbeef": "BeefDeadbeef",
            // spectree's nested models carry the hash in the middle; the model whose key is its own name
            // keeps it, and the others take their parent's.
            "Body.7d10434": "Body", "Body.7d10434.Body": "BodyBody", "Body.7d10434.Color": "BodyColor",
            "Out.7d10434.Body": "OutBody", "Out.7d10434.Color": "OutColor",
            // A name Swift holds whose module says it again stays (and is renamed `CollectionModel`, as a plain key is):
            // `CollectionCollection` says nothing more. Another key's name still takes the segment (`BodyBody` above).
            "stac_pydantic__api__collection__Collection": "Collection",
        ])
    }

    @Test func namesInOtherScriptsAreKeptAndCompile() async throws {
        // Avito's Russian enum values were `value`, `value2`, …, and its 19 Russian titles all `ValueClient`.
        let document = ##"""
            { "openapi": "3.0.3", "info": { "title": "Мессенджер", "version": "1" }, "servers": [{ "url": "https://api.example.com" }],
              "paths": { "/cars": { "get": { "operationId": "список_машин", "tags": ["Hesabım"],
                "parameters": [{ "name": "кузов", "in": "query", "schema": { "$ref": "#/components/schemas/Кузов" } }],
                "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "$ref": "#/components/schemas/Машина" } } } } } } } },
              "components": { "schemas": {
                "Кузов": { "type": "string", "enum": ["Седан", "Купе", "車"] },
                "Машина": { "type": "object", "properties": { "цвет": { "type": "string" }, "кузов": { "$ref": "#/components/schemas/Кузов" } } } } } }
            """##
        let generated = Generator.generate(Data(document.utf8), file: "cars.json")
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics.map(\.description))")
        let swift = generated.files.map(\.contents).joined()
        for declaration in ["struct МессенджерClient", "enum Кузов", "case седан", "case 車", "var цвет: String?", "func списокМашин(кузов: Кузов? = nil)",
                            "enum МессенджерHesabimEndpoint"] {
            #expect(swift.contains(declaration), "\(declaration)")
        }
        try await TypeCheck.run(generated.files, moduleName: "Cars")
    }

    @Test func namesAlikeInSwiftAreLooselyEqual() {
        for (first, second) in [("session_id", "sessionId"), ("Session-ID", "session_id"), ("café", "cafe"), ("1a", "_1a")] {
            #expect(Casing.lowerCamel(first).lowercased() == Casing.lowerCamel(second).lowercased())
            #expect(Casing.looselyEqual(first, second), "\(first), \(second)")
        }
        #expect(!Casing.looselyEqual("session_id", "sessions_id"))
        #expect(!Casing.looselyEqual("ab", "abc"))
    }

    @Test(arguments: [("posterPath", "poster_path"), ("userID", "user_id"), ("avatarURL", "avatar_url"), ("page", "page"), ("URLValue", "url_value")])
    func snakeCase(camel: String, snake: String) {
        #expect(Casing.snakeCase(camel) == snake)
    }

    @Test func keywordsAreEscaped() {
        #expect(Naming.escaped("default") == "`default`")
        #expect(Naming.escaped("self") == "`self`")
        #expect(Naming.escaped("page") == "page")
        // Names of a keyword's first letter and length, or one of them, stay as they are.
        for keyword in ["static", "struct", "switch", "throws", "public", "import", "return", "continue", "associatedtype"] {
            #expect(Naming.escaped(keyword) == "`\(keyword)`")
        }
        for name in ["status", "parent", "children", "Static", "staticX", "retur", "id", "associatedtypes"] {
            #expect(Naming.escaped(name) == name)
        }
    }

    @Test func plainIdentifiers() {
        #expect(Casing.isPlainIdentifier("Movie"))
        #expect(!Casing.isPlainIdentifier("movie-page"))
        #expect(!Casing.isPlainIdentifier("1Movie"))
    }

    @Test func aWireNameEndingInAComparisonNamesItInWords() async throws {
        // Twilio filters by `DateCreated<` and `DateCreated>` beside `DateCreated`: the names lost the symbol and were
        // numbered (`dateCreated2`, `dateCreated3`) with a warning each. Dates and times compare before and after.
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"""
            { "list": { "method": "GET", "path": "/calls", "query": { "DateCreated": "date?", "DateCreated<": "date?", "DateCreated>": "date?",
              "StartTime>=": "date-time?", "Price<": "double?", "Price<=": "double?", "Price>": "double?", "Price>=": "double?", "<": "int?" } } }
            """#))
        #expect(result.diagnostics.isEmpty, "\(SpecFixture.rendered(result))")
        let endpoint = SpecFixture.file("Endpoint", of: result)
        #expect(endpoint.contains("case list(dateCreated: CalendarDate? = nil, dateCreatedBefore: CalendarDate? = nil, dateCreatedAfter: CalendarDate? = nil, "
            + "startTimeAfter: Date? = nil, priceLessThan: Double? = nil, priceAtMost: Double? = nil, priceGreaterThan: Double? = nil, priceAtLeast: Double? = nil"))
        #expect(endpoint.contains(#"QueryItem("DateCreated<", dateCreatedBefore)"#))
        try await TypeCheck.run(result.files, moduleName: "ComparisonNames")
    }
}

extension SwiftLiteral {
    /// The raw string literal of `text` as one string.
    static func rawLiteral(_ text: String) -> String {
        let literal = rawString(text)
        return literal.opening + literal.contents + literal.closing
    }
}

@Suite struct SwiftLiteralTests {
    @Test func stringLiteralsCannotBeBrokenOutOf() {
        #expect(SwiftLiteral.string(#"say "hi" \(x)"#) == #""say \"hi\" \\(x)""#)
        #expect(SwiftLiteral.string("a\nb\r\tc") == #""a\nb\r\tc""#)
        #expect(SwiftLiteral.string("\u{202E}evil\u{0}") == #""\u{202E}evil\u{0}""#)
        #expect(SwiftLiteral.string("\"\"\"") == #""\"\"\"""#)
        #expect(SwiftLiteral.string("日本 é") == "\"日本 é\"")
    }

    @Test func escapesInTheMiddleOfMultiByteTextKeepTheTextAround() {
        // Two-, three- and four-byte characters around escapes, an unsafe one among them, and DEL.
        #expect(SwiftLiteral.string("é\"🎬\u{2028}x\u{7F}日\\") == #""é\"🎬\u{2028}x\u{7F}日\\""#)
        #expect(SwiftLiteral.string("{\"title\":\"Amélie\"}") == #""{\"title\":\"Amélie\"}""#)
    }

    @Test func rawStringsKeepQuotesAndBackslashesAndCannotBeBrokenOutOf() {
        #expect(SwiftLiteral.rawLiteral(#"{"a":"b\"c"}"#) == ##"#"{"a":"b\"c"}"#"##)
        // `"#` and `\#` in the text take one more `#` in the delimiter.
        #expect(SwiftLiteral.rawLiteral(##"{"tag":"#1","path":"\#(x)"}"##) == ###"##"{"tag":"#1","path":"\#(x)"}"##"###)
        #expect(SwiftLiteral.rawLiteral("a\nb\t\u{202E}é") == ##"#"a\#nb\#t\#u{202E}é"#"##)
        // Characters beyond ASCII stay as they are unless unsafe; only `#`s after a quote or backslash count.
        #expect(SwiftLiteral.rawLiteral(#"{"name":"Amélie 東京 🎬","tag":"a#b ## c"}"#) == ##"#"{"name":"Amélie 東京 🎬","tag":"a#b ## c"}"#"##)
        #expect(SwiftLiteral.rawLiteral(####"x"##y \###z"####) == #####"####"x"##y \###z"####"#####)
        #expect(SwiftLiteral.rawLiteral("東京\u{2028}🎬") == ##"#"東京\#u{2028}🎬"#"##)
        #expect(SwiftLiteral.rawLiteral("東京\u{7F}") == ##"#"東京\#u{7F}"#"##)
        // `#"""` opens a multi-line literal only when a line break follows.
        #expect(SwiftLiteral.rawLiteral("\"\"") == ##"#""""#"##)
    }

    @Test func rawStringsAreOneLiteralWhateverTheyHold() async throws {
        let texts = [#"{"a":"b\"c"}"#, ###"{"tag":"#1","p":"\#(x)","q":"\##"}"###, "a\nb\u{202E}", "é 東京 🎬 \u{2028}", ###"a#b ## "##c"###, "\"\"", #"ends with a quote""#, #"ends with \"#, ##""#tag""##, ##""#"##, ###"a"##b"###]
        let checks = texts.map { "precondition(\(SwiftLiteral.rawLiteral($0)) == \(SwiftLiteral.string($0)))" }
        try await TypeCheck.run([GeneratedFile(name: "Literals.swift", contents: "func check() {\n" + checks.joined(separator: "\n") + "\n}\n")],
                                moduleName: "RawStrings")
    }

    @Test func rawStringsEscapeAtEveryOffsetOfLongPlainRuns() {
        // Plain runs are found eight bytes at a time: escapes before, inside and after a word, after characters beyond
        // ASCII too.
        for offset in 0..<20 {
            let plain = String(repeating: "a", count: offset)
            for special in ["\u{7F}", "\t", "\u{200B}", "\u{1}"] {
                let expected = special == "\t" ? "\\#t" : "\\#u{" + String(special.unicodeScalars.first!.value, radix: 16, uppercase: true) + "}"
                #expect(SwiftLiteral.rawLiteral(plain + special + "bcdefghijkl") == "#\"" + plain + expected + "bcdefghijkl\"#")
                #expect(SwiftLiteral.rawLiteral("é" + plain + special + "日本") == "#\"é" + plain + expected + "日本\"#")
            }
        }
    }

    @Test func charactersBeyondASCIIAreJudgedAsTheirCategoryHasIt() {
        // Each answer remembered: asked twice, in blocks whose characters share the table's slots with each other.
        var safety = ScalarSafety()
        for _ in 0..<2 {
            for value in Array(0x80...0x0800) + Array(0x2000...0x2100) + Array(0xFE00...0x10400) + Array(0xE0000...0xE0100) {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let category = scalar.properties.generalCategory
                let expected = [.format, .lineSeparator, .paragraphSeparator, .control, .privateUse, .unassigned].contains(category)
                #expect(safety.isUnsafe(scalar) == expected, "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func documentationLinesOfLongTextSplitAtEveryOffset() {
        for offset in 0..<20 {
            let plain = String(repeating: "w", count: offset)
            #expect(SwiftLiteral.documentationLines(plain + "\nabcdefghijkl") == (offset == 0 ? ["abcdefghijkl"] : [plain, "abcdefghijkl"]))
            #expect(SwiftLiteral.documentationLines(plain + "é\u{200B}x\tabcdefghijkl") == [plain + "éx abcdefghijkl"])
            #expect(SwiftLiteral.documentationLines(plain + "\u{7F}abcdefghijkl") == [plain + "abcdefghijkl"])
        }
    }

    @Test func documentationLinesDropControlAndBidiCharacters() {
        #expect(SwiftLiteral.documentationLines("line one\r\nline two\u{2028}three") == ["line one", "line two", "three"])
        #expect(SwiftLiteral.documentationLines("\u{202E}hidden\u{7} */ text  ") == ["hidden */ text"])
        #expect(SwiftLiteral.documentationLines("\n\npara\n\n\n\nnext\n") == ["para", "", "next"])
        #expect(SwiftLiteral.documentationLines("  \n ").isEmpty)
        // ASCII, split by runs of printable bytes: each line break once, tabs as spaces, other controls dropped.
        #expect(SwiftLiteral.documentationLines("a\r\nb\rc\n\rd") == ["a", "b", "c", "", "d"])
        #expect(SwiftLiteral.documentationLines("x\u{7F}y\u{1}\tz  \n\n") == ["xy z"])
        #expect(SwiftLiteral.documentationLines("one line  ") == ["one line"])
    }
}

@Suite struct TypeExpressionTests {
    @Test(arguments: [
        ("int", TypeExpression.named("int")), ("Movie?", .optional(.named("Movie"))), ("[Movie]", .array(.named("Movie"))),
        ("[string: int]", .dictionary(.named("int"))), ("[[int]]?", .optional(.array(.array(.named("int"))))),
        ("date-time", .named("date-time")),
    ])
    func parses(text: String, type: TypeExpression) throws {
        #expect(try TypeExpressionParser.parse(text).get() == type)
    }

    @Test(arguments: [("[int", "missing ']'", 4), ("int??", "a type can be optional only once", 4), ("[int: string]", "dictionary keys must be 'string'", 1), ("", "expected a type name", 0), ("int x", "unexpected 'x' after the type", 4)])
    func rejects(text: String, message: String, offset: Int) {
        guard case .failure(let error) = TypeExpressionParser.parse(text) else {
            Issue.record("\(text) parsed")
            return
        }
        #expect(error.message == message)
        #expect(error.offset == offset)
    }
}

@Suite struct APINameTests {
    @Test(arguments: [
        ("Swagger Petstore - OpenAPI 3.0", "Petstore"),
        ("GitHub's Official OpenAPI Spec + Octokit extension", "GitHub"),
        ("GitHub v3 REST API", "GitHub"),
        ("Stripe API", "Stripe"),
        ("OpenAI API", "OpenAI"),
        ("Spotify Web API", "Spotify"),
        ("Twilio - Accounts", "TwilioAccounts"),
        ("tmdb-api", "Tmdb"),
        ("The Movie Database (TMDB)", "MovieDatabase"),
        // A Postman collection's leftover word (`DatadogCollectionClient`); a collection the API names stays.
        ("Datadog API V1 Collection", "Datadog"),
        ("Collection API", "Collection"),
        ("Art Collection Search", "ArtCollectionSearch"),
        // A subtitle, what the API is for, a domain's ending.
        ("Amarillo - The Carpooling Intermediary", "Amarillo"),
        ("LocalStack REST API for Community", "LocalStack"),
        ("API Specification for the Decentraland Catalyst Comms Service", "DecentralandCatalystCommsService"),
        ("ChangeDetection.io API", "ChangeDetection"),
        ("api.example.com", "Example"),
        ("ASP.NET Core Web API", "ASPNETCore"),
        ("Socket.IO Admin API", "SocketIOAdmin"),
    ])
    func importedNamesKeepTheEssentialWordsOfTheTitle(title: String, name: String) {
        #expect(APITitle.name(title: title, fallback: "doc") == name)
    }

    @Test func anEmptyOrFillerTitleFallsBackToTheFileName() {
        #expect(APITitle.name(title: "", fallback: "payments") == "Payments")
        #expect(APITitle.name(title: "API", fallback: "payments") == "Payments")
        #expect(APITitle.name(title: nil, fallback: "api") == "Remote")
    }

    /// A 5 MB title prefixed every type and call, and took 10 GB to generate.
    @Test func aNameIsTheTitlesFirstSixWordsOfSixtyFourCharactersAtMost() {
        #expect(APITitle.name(title: "Acme one two three four five six seven", fallback: "doc") == "AcmeOneTwoThreeFourFive")
        #expect(APITitle.name(title: String(repeating: "x", count: 500_000), fallback: "huge-title") == "HugeTitle")
        #expect(APITitle.name(title: String(repeating: "x", count: 65), fallback: String(repeating: "y", count: 65)) == "Remote")
        // 64 characters is the limit, inclusive.
        let sixtyFour = "Abcdefghij Abcdefghij Abcdefghij Abcdefghij Abcdefghij Abcdefghijklmn"
        #expect(APITitle.name(title: sixtyFour, fallback: "doc") == sixtyFour.replacingOccurrences(of: " ", with: ""))
        #expect(APITitle.name(title: sixtyFour + "o", fallback: "doc") == "Doc")
    }

    @Test func aTrailingAPIIsNotDoubled() throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/p" } }"#)
            .replacingOccurrences(of: #""name": "Test""#, with: #""name": "StripeAPI""#))
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains("struct StripeClient: StripeAPI {"), "\(client)")
        #expect(!client.contains("APIAPI"))
    }

    @Test func anAPINamedLikeARuntimeTypeIsRenamedWithAWarningAndCompiles() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/p" } }"#)
            .replacingOccurrences(of: #""name": "Test""#, with: #""name": "API""#))
        #expect(SpecFixture.rendered(result).contains { $0.contains("warning: API name 'API' would name a type 'APIClient'") })
        #expect(SpecFixture.file("Client", of: result).contains("struct APIServiceClient: APIServiceAPI {"))
        try await TypeCheck.run(result.files, moduleName: "NamedAPI")
    }

    @Test func aServerNamedDefaultDoesNotRedeclareTheDefault() async throws {
        let result = SpecFixture.generate(SpecFixture.spec(endpoints: #"{ "ping": { "method": "GET", "path": "/p" } }"#)
            .replacingOccurrences(of: #""production": "https://api.example.com/v1""#, with: #""default": "https://a.example.com", "server": "https://b.example.com""#))
        #expect(SpecFixture.rendered(result).contains { $0.contains("warning: server 'default' would be the case 'default'") })
        let client = SpecFixture.file("Client", of: result)
        #expect(client.contains(#"case defaultServer = "default""#), "\(client)")
        try await TypeCheck.run(result.files, moduleName: "DefaultServer")
    }
}
