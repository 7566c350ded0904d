import EndpointKit
import Foundation
import Testing

/// The code-hosting and AI operations of `market.yaml`, sent by the generated client to the spec-validating
/// server (Tests/Server/validating.py), which must accept each request and decode the values the test sent.
@Suite(.requiresHTTPBin) struct ReposAIValidationTests {
    let server = ValidatingServer()

    @Test func issuesGoWithoutCredentialsWhenTheDocumentAllowsIt() async throws {
        let market = try await server.client()
        let result = try await market.repos.listRepositoryIssues(
            owner: "octo cat", repo: "hello-world", labels: ["bug", "good first issue", "a&b"], state: .all,
            since: Date(timeIntervalSince1970: 1_700_000_000), perPage: 50, page: 2, xGitHubApiVersion: ._2022_11_28
        )
        #expect(result.body == .ok([RepositoryIssue(number: 1347, title: "Found a bug", state: .open, labels: [Label(name: "bug", color: "f29513")])]))
        #expect(result.headers.link == #"<https://api.market.example.com/repos/o/r/issues?page=2>; rel="next""#)
        let entry = try await server.accepted("listRepositoryIssues")
        #expect(entry.security == [])  // the document's `{}` alternative: nothing sent
        #expect(entry.values?["path"] == json(#"{ "owner": "octo cat", "repo": "hello-world" }"#))
        // Comma-separated, each label percent-encoded (a label holding a comma is refused before sending: servers
        // that decode before they split would read two).
        #expect(entry.values?["query"]?["labels"] == json(#"["bug", "good first issue", "a&b"]"#))
        #expect(entry.values?["query"]?["since"] == .string("2023-11-14T22:13:20+00:00"))
        #expect(entry.values?["header"] == json(#"{ "X-GitHub-Api-Version": "2022-11-28" }"#))
    }

    @Test func issuesSendTheBearerTokenWhenThereIsOne() async throws {
        let market = try await server.client(status: 304, bearerKey: .constant("ghp_1"))
        let result = try await market.repos.listRepositoryIssues(owner: "o", repo: "r", xGitHubApiVersion: ._2022_11_28)
        #expect(result.body == .notModified)
        let entry = try await server.accepted("listRepositoryIssues")
        #expect(entry.security == ["bearerKey"])
        #expect(entry.values?["query"] == json(#"{ "state": "open" }"#))  // the default, sent
    }

    @Test func issueLabelsGoAsAJSONBody() async throws {
        let market = try await server.client(bearerKey: .constant("ghp_1"))
        let labels = try await market.repos.setIssueLabels(
            owner: "o", repo: "r", issueNumber: 1347, SetIssueLabelsRequest(labels: ["bug", "help wanted"])
        )
        #expect(labels.map(\.color) == ["f29513", "008672"])
        let entry = try await server.accepted("setIssueLabels")
        #expect(entry.values?["path"]?["issue_number"] == .number(1347))
        #expect(entry.values?["body"] == json(#"{ "labels": ["bug", "help wanted"] }"#))
    }

    @Test func aLabelReadBackIsSentAgainWithoutWhatTheServerSets() async throws {
        // OpenAPI 3.0 validators refuse a request body holding a `readOnly` property; openapi-core's 3.1 one (this
        // document's) accepts it, so the body itself is checked.
        let market = try await server.client(bearerKey: .constant("ghp_1"))
        var label = try await market.repos.updateLabel(owner: "o", repo: "r", name: "bug", Label(name: "bug", color: "f29513"))
        #expect(label.id == 208_045_946)
        #expect(label.url == "https://api.market.example.com/repos/o/r/labels/bug")
        label.color = "ededed"
        _ = try await market.repos.updateLabel(owner: "o", repo: "r", name: "bug", label)
        let entries = try await server.entries()
        #expect(entries.map(\.operation) == ["updateLabel", "updateLabel"])
        let rejections = entries.filter { !$0.accepted }.map(\.errors)
        #expect(rejections.isEmpty, "the server rejected it: \(rejections)")
        #expect(entries.last?.values?["body"] == json(#"{ "name": "bug", "color": "ededed" }"#))
    }

    @Test func chatCompletionSendsTheFirstSatisfiableAlternativeOnly() async throws {
        // The operation accepts a bearer key together with the organization header, or an API key: with all three
        // credentials the client sends the first pair and not the API key.
        let market = try await server.client(bearerKey: .constant("sk-1"), organization: "org-1", apiKey: "key-1")
        let completion = try await market.ai.createChatCompletion(
            xRequestTags: ["eval", "nightly"], xClientInfo: ClientInfo(os: "linux", version: "6.3"),
            ChatCompletionRequest(
                model: "small-1", messages: [ChatMessage(role: .system, content: "Be brief."), ChatMessage(role: .user, content: "Hi")],
                temperature: 0.2, maxTokens: 16, metadata: ["run": "7"], responseFormat: .init(type: .jsonObject)
            )
        )
        #expect(completion.choices.first?.message.content == "Hello there.")
        #expect(completion.usage?.totalTokens == 12)
        let entry = try await server.accepted("createChatCompletion")
        #expect(entry.security == ["bearerKey", "organization"])
        #expect(entry.values?["header"] == json(#"""
            { "X-Request-Tags": ["eval", "nightly"], "X-Client-Info": { "os": "linux", "version": "6.3" } }
            """#))
        #expect(entry.values?["body"] == json(#"""
            { "model": "small-1", "messages": [{ "role": "system", "content": "Be brief." }, { "role": "user", "content": "Hi" }],
              "temperature": 0.2, "max_tokens": 16, "metadata": { "run": "7" }, "response_format": { "type": "json_object" } }
            """#))
    }

    @Test func chatCompletionFallsBackToTheAPIKey() async throws {
        let market = try await server.client(apiKey: "key-1")
        _ = try await market.ai.createChatCompletion(ChatCompletionRequest(model: "small-1", messages: [ChatMessage(role: .user, content: "Hi")]))
        #expect(try await server.accepted("createChatCompletion").security == ["apiKey"])
    }

    @Test func aStatusOnlyTheDefaultResponseCoversDecodesTheSharedErrorSchema() async throws {
        let market = try await server.client(status: 429, message: "Rate limit reached", apiKey: "key-1")
        let request = ChatCompletionRequest(model: "small-1", messages: [ChatMessage(role: .user, content: "Hi")])
        guard let failure = await httpFailure({ _ = try await market.ai.createChatCompletion(request) }) else { return }
        #expect(failure.statusCode == 429)
        #expect(failure.message == "Rate limit reached")
        #expect(failure.payload(as: ApiError.self)?.error.type == "Rate limit reached")
        _ = try await server.accepted("createChatCompletion")
    }

    @Test func transcriptionUploadsTheFileAsADeclaredMultipartPart() async throws {
        let market = try await server.client(bearerKey: .constant("sk-1"))
        let audio = Data([0x49, 0x44, 0x33, 0x04, 0x00, 0xFF, 0x0D, 0x0A])
        let transcript = try await market.ai.createTranscription(
            file: MultipartFile(data: audio, filename: "memo.mp3", contentType: "audio/mpeg"), model: .whisper1,
            language: "de", temperature: 0.5
        )
        #expect(transcript.text == "Hello from the recording.")
        let entry = try await server.accepted("createTranscription")
        #expect(entry.values?["body"] == json(#"""
            { "file": { "filename": "memo.mp3", "contentType": "audio/mpeg", "base64": "\#(audio.base64EncodedString())" },
              "model": "whisper-1", "language": "de", "temperature": 0.5 }
            """#))
    }

    @Test func aFileThatNamesNoTypeIsSentAsTheTypeTheDocumentDeclares() async throws {
        // Without the caller's type a part went as application/octet-stream beside an Encoding Object's
        // `audio/mpeg` (and an OpenAPI 3.1 `contentMediaType`), which this server refuses.
        let market = try await server.client(bearerKey: .constant("sk-1"))
        let audio = Data([0x49, 0x44, 0x33, 0x04])
        _ = try await market.ai.createTranscription(
            file: MultipartFile(data: audio, filename: "memo.mp3"), model: .whisper1, promptAudio: MultipartFile(data: audio, filename: "prompt.mp3")
        )
        let entry = try await server.accepted("createTranscription")
        #expect(entry.values?["body"]?["file"]?["contentType"] == .string("audio/mpeg"))
        #expect(entry.values?["body"]?["prompt_audio"]?["contentType"] == .string("audio/mpeg"))
    }

    @Test func anOptionalFileThatAllowsNullIsAFilePart() async throws {
        // FastAPI writes an optional `UploadFile` as `anyOf: [binary, null]`: it was a String parameter sent as a
        // text part, without a file name or the file's Content-Type.
        let market = try await server.client(bearerKey: .constant("sk-1"))
        let file = MultipartFile(data: Data([0x49, 0x44, 0x33]), filename: "memo.mp3", contentType: "audio/mpeg")
        let prompt = Data([0xFF, 0xFB, 0x90, 0x00])
        _ = try await market.ai.createTranscription(
            file: file, model: .whisper1, promptAudio: MultipartFile(data: prompt, filename: "prompt.mp3", contentType: "audio/mpeg")
        )
        let entry = try await server.accepted("createTranscription")
        #expect(entry.values?["body"]?["prompt_audio"] == json(#"""
            { "filename": "prompt.mp3", "contentType": "audio/mpeg", "base64": "\#(prompt.base64EncodedString())" }
            """#))
    }

    @Test func fieldsThatAreNotPrimitivesAreTextOrJSONPartsAsOpenAPISays() async throws {
        // OpenAI's transcriptions take the model as any string or a known name (an open enum here) and the chunking
        // strategy as "auto" or an object; both were left out of the body, and the model is required. A string goes
        // as text, an object as JSON.
        let market = try await server.client(bearerKey: .constant("sk-1"))
        let file = MultipartFile(data: Data([0x49, 0x44, 0x33]), filename: "memo.mp3", contentType: "audio/mpeg")
        _ = try await market.ai.createTranscription(
            file: file, model: .unknown("my-fine-tune"),
            chunkingStrategy: .serverVad(CreateTranscriptionChunkingStrategyServerVad(type: .serverVad, threshold: 0.5))
        )
        let entry = try await server.accepted("createTranscription")
        #expect(entry.values?["body"]?["model"] == .string("my-fine-tune"))
        #expect(entry.values?["body"]?["chunking_strategy"] == json(#"{ "type": "server_vad", "threshold": 0.5 }"#))
        _ = try await market.ai.createTranscription(file: file, model: .whisper1, chunkingStrategy: .auto)
        let entries = try await server.entries()
        #expect(entries.last?.accepted == true, "\(entries.last?.errors ?? [])")
        #expect(entries.last?.values?["body"]?["chunking_strategy"] == .string("auto"))
    }

    @Test func modelsTakeABracketedNameAndTheKeyInTheQuery() async throws {
        let market = try await server.client(bearerKey: .constant("not-used"), apiKeyQuery: "key-q")
        let models = try await market.ai.listModels(include: [.permissions, .owner])
        #expect(models.data == [Model(id: "small-1", ownedBy: "market")])
        let entry = try await server.accepted("listModels")
        #expect(entry.security == ["apiKeyQuery"])
        #expect(entry.values?["query"] == json(#"{ "include[]": ["permissions", "owner"] }"#))
        #expect(entry.target == "/v1/models?api_key=key-q&include%5B%5D=permissions&include%5B%5D=owner")
    }

    @Test func deletingAModelSendsTheCookieAndTheKeyTogether() async throws {
        let market = try await server.client(apiKey: "key-1", session: "sess-1")
        let deleted = try await market.ai.deleteModel(model: "ft:small-1:acme")
        #expect(deleted.deleted)
        let entry = try await server.accepted("deleteModel")
        #expect(entry.security == ["apiKey", "session"])
        #expect(entry.values?["path"] == json(#"{ "model": "ft:small-1:acme" }"#))
    }

    @Test func aRunSendsOneOfItsFileListsAndDecodesItsAnnotatedUnion() async throws {
        // As OpenAI's runs write them: the body's `anyOf` of required lists only says which list must be present (the
        // server checks it), and the reply's tool_choice is a union wrapped in allOf with a description. Both once lost
        // their types: the body became one JSON case, and tool_choice an empty struct that could not decode "auto".
        let market = try await server.client(bearerKey: .constant("sk-1"))
        let run = try await market.ai.createRun(threadId: "thread_1", RunRequest(fileIds: ["file-1"], toolChoice: .type(ToolChoiceType(type: "file_search"))))
        #expect(run == Run(id: "run_1", status: "queued", toolChoice: .noneOrAutoOrRequired(.auto)))
        let entry = try await server.accepted("createRun")
        #expect(entry.values?["path"] == json(#"{ "thread_id": "thread_1" }"#))
        #expect(entry.values?["body"] == json(#"{ "file_ids": ["file-1"], "tool_choice": { "type": "file_search" } }"#))
    }
}
