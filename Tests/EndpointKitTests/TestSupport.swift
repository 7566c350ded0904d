@testable import EndpointKit
import EndpointKitTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A small hand-written API in the shape generated code has.
enum TestAPI: Endpoint {
    case movie(id: String, language: String? = nil)
    case search(query: String)
    case login(username: String, password: String)
    case createList(NewList)
    case patchList(NewList)
    case formFields([FormField])
    case upload(Data, contentType: String, headers: [HTTPHeader] = [])
    case withHeaders([HTTPHeader])
    case badJSON
    case delete(id: Int)

    var method: HTTPMethod {
        switch self {
        case .login, .createList, .upload, .badJSON: .post
        case .patchList: .patch
        case .formFields: .put
        case .delete: .delete
        default: .get
        }
    }

    var path: String {
        switch self {
        case .movie(let id, _): "/movie/\(PathSegment(id))"
        case .search: "/search/movie"
        case .login: "/auth/login"
        case .createList, .patchList, .formFields, .badJSON: "/list"
        case .upload: "/upload"
        case .withHeaders: "/headers"
        case .delete(let id): "/list/\(PathSegment(id))"
        }
    }

    var query: [QueryItem] {
        switch self {
        case .movie(_, let language?): [QueryItem("language", language)]
        case .search(let query): [QueryItem("query", query), QueryItem("page", 1)]
        default: []
        }
    }

    var headers: [HTTPHeader] {
        switch self {
        case .withHeaders(let headers), .upload(_, _, let headers): headers
        default: []
        }
    }

    var body: RequestBody? {
        switch self {
        case .login(let username, let password): .form([QueryItem("username", username), QueryItem("password", password)])
        case .createList(let list): .json(list)
        case .patchList(let list): .json(list, contentType: "application/merge-patch+json")
        case .formFields(let fields): .formFields(fields)
        case .upload(let data, let contentType, _): .data(data, contentType: contentType)
        case .badJSON: .json(NewList(name: "nan", rating: .nan))
        default: nil
        }
    }

    var requiresAuthentication: Bool {
        if case .login = self { return false }
        return true
    }
}

struct NewList: Codable, Sendable, Equatable {
    var name: String
    var rating: Double
}

struct Movie: Decodable, Sendable, Equatable {
    var id: Int
    var title: String
}

struct MovieList: Decodable, Sendable {
    struct Result: Decodable, Sendable {
        var id: Int
        var posterPath: String

        enum CodingKeys: String, CodingKey {
            case id
            case posterPath = "poster_path"
        }
    }

    var results: [Result]
}

/// The error body shape of the test server: `{"status_code": 34, "status_message": "..."}`.
struct APIErrorBody: ServerErrorBody, Equatable {
    var statusCode: Int
    var statusMessage: String?

    var serverMessage: String? { statusMessage }

    enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case statusMessage = "status_message"
    }
}

let testServer = Server(name: "local", baseURL: "http://127.0.0.1:8000/api/v3")

/// A client on ``testServer`` sending through `transport`.
func makeClient(
    _ transport: StubTransport,
    sharedQuery: [QueryItem] = [],
    sharedHeaders: [HTTPHeader] = [],
    credentials: [Credential] = [],
    errorBody: (any ServerErrorBody.Type)? = nil,
    middleware: [any Middleware] = []
) -> APIClient {
    APIClient(
        configuration: .init(
            server: testServer,
            sharedQuery: sharedQuery,
            sharedHeaders: sharedHeaders,
            credentials: credentials,
            errorBody: errorBody,
            middleware: middleware,
            timeout: 5
        ),
        transport: transport
    )
}

/// Runs `body` and returns the `EndpointError` it throws, or `nil` if it throws nothing or another error.
func endpointError(_ body: () async throws -> Void) async -> EndpointError? {
    do {
        try await body()
        return nil
    } catch {
        return error as? EndpointError
    }
}

/// A thread-safe list of strings for recording events from `@Sendable` closures.
final class EventLog: Sendable {
    private let events = Locked<[String]>([])

    func append(_ event: String) { events.withLock { $0.append(event) } }

    var all: [String] { events.withLock { $0 } }
}
