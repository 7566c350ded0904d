import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The baseline: a hand-written router in the style of the classic "protocol-oriented network layer"
// article (an `EndPointType` enum whose `task` returns `[String: Any]` parameters, a URL encoder built on
// `URLComponents` + `URLQueryItem`, a JSON encoder built on `JSONSerialization`, headers set one by one).
//
// Deviations from the article, so both sides do the same work and produce equivalent requests:
// - Query values are not pre-encoded with `.urlHostAllowed` (the article does, and URLComponents then
//   encodes the `%` again); URLComponents encodes them once.
// - No `Content-Type: application/x-www-form-urlencoded` on requests without a body.
// - JSON bodies use `[.sortedKeys, .withoutEscapingSlashes]` like EndpointKit's encoder, not `.prettyPrinted`.
// - Timeout 60 s like EndpointKit.
// The article's cases the four benchmarked routes never take (PUT and DELETE, the plain and parameters-only tasks, the
// staging environment, the missing-parameters error) stay, so that its switches do what the article's do.

typealias SeedParameters = [String: Any]
typealias SeedHTTPHeaders = [String: String]

enum SeedHTTPMethod: String {
    case get = "GET", post = "POST", put = "PUT", delete = "DELETE"
}

enum SeedHTTPTask {
    case request
    case requestParameters(bodyParameters: SeedParameters?, urlParameters: SeedParameters?)
    case requestParametersAndHeaders(bodyParameters: SeedParameters?, urlParameters: SeedParameters?, additionalHeaders: SeedHTTPHeaders?)
}

protocol SeedEndPointType {
    var baseURL: URL { get }
    var path: String { get }
    var httpMethod: SeedHTTPMethod { get }
    var task: SeedHTTPTask { get }
}

enum SeedNetworkEnvironment {
    case production, staging
}

/// Values the article keeps in its `NetworkManager`.
enum SeedNetworkManager {
    static let environment = SeedNetworkEnvironment.production
    static let apiKey = BenchFixtures.apiKey
    static let language = BenchFixtures.language
    static let sharedHeaders = BenchFixtures.sharedHeaders
}

/// The Movies API (and one Friends-like POST) as the article writes it.
enum SeedMovieAPI: SeedEndPointType {
    case popular(page: Int)
    case recommended(id: Int, page: Int)
    case video(id: Int)
    case addFriend(userId: UUID, friendId: UUID, message: String, notify: Bool, tags: [String])

    var environmentBaseURL: String {
        switch SeedNetworkManager.environment {
        case .production: "https://api.themoviedb.org/3"
        case .staging: "https://staging-api.themoviedb.org/3"
        }
    }

    var baseURL: URL {
        guard let url = URL(string: environmentBaseURL) else { fatalError("baseURL could not be configured.") }
        return url
    }

    var path: String {
        switch self {
        case .popular: "movie/popular"
        case .recommended(let id, _): "movie/\(id)/recommendations"
        case .video(let id): "movie/\(id)/videos"
        case .addFriend(let userId, _, _, _, _): "users/\(userId.uuidString.lowercased())/friends"
        }
    }

    var httpMethod: SeedHTTPMethod {
        switch self {
        case .popular, .recommended, .video: .get
        case .addFriend: .post
        }
    }

    /// The article's pattern: shared values are added to every endpoint's dictionaries by hand.
    private var sharedURLParameters: SeedParameters {
        ["language": SeedNetworkManager.language, "api_key": SeedNetworkManager.apiKey]
    }

    var task: SeedHTTPTask {
        switch self {
        case .popular(let page), .recommended(_, let page):
            var parameters = sharedURLParameters
            parameters["page"] = page
            return .requestParametersAndHeaders(bodyParameters: nil, urlParameters: parameters,
                                                additionalHeaders: SeedNetworkManager.sharedHeaders)
        case .video:
            return .requestParametersAndHeaders(bodyParameters: nil, urlParameters: sharedURLParameters,
                                                additionalHeaders: SeedNetworkManager.sharedHeaders)
        case .addFriend(_, let friendId, let message, let notify, let tags):
            let body: SeedParameters = ["friend_id": friendId.uuidString, "message": message, "notify": notify, "tags": tags]
            return .requestParametersAndHeaders(bodyParameters: body, urlParameters: sharedURLParameters,
                                                additionalHeaders: SeedNetworkManager.sharedHeaders)
        }
    }
}

enum SeedNetworkError: Error {
    case parametersNil, encodingFailed, missingURL
}

enum SeedURLParameterEncoder {
    static func encode(urlRequest: inout URLRequest, with parameters: SeedParameters) throws {
        guard let url = urlRequest.url else { throw SeedNetworkError.missingURL }
        if var urlComponents = URLComponents(url: url, resolvingAgainstBaseURL: false), !parameters.isEmpty {
            urlComponents.queryItems = [URLQueryItem]()
            for (key, value) in parameters {
                urlComponents.queryItems?.append(URLQueryItem(name: key, value: "\(value)"))
            }
            urlRequest.url = urlComponents.url
        }
    }
}

enum SeedJSONParameterEncoder {
    static func encode(urlRequest: inout URLRequest, with parameters: SeedParameters) throws {
        do {
            urlRequest.httpBody = try JSONSerialization.data(withJSONObject: parameters, options: [.sortedKeys, .withoutEscapingSlashes])
            if urlRequest.value(forHTTPHeaderField: "Content-Type") == nil {
                urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
            }
        } catch {
            throw SeedNetworkError.encodingFailed
        }
    }
}

/// The article's `Router.buildRequest(from:)`.
struct SeedRouter {
    func buildRequest(from route: some SeedEndPointType) throws -> URLRequest {
        var request = URLRequest(url: route.baseURL.appendingPathComponent(route.path),
                                 cachePolicy: .reloadIgnoringLocalAndRemoteCacheData,
                                 timeoutInterval: 60)
        request.httpMethod = route.httpMethod.rawValue
        switch route.task {
        case .request:
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        case .requestParameters(let bodyParameters, let urlParameters):
            try configureParameters(bodyParameters: bodyParameters, urlParameters: urlParameters, request: &request)
        case .requestParametersAndHeaders(let bodyParameters, let urlParameters, let additionalHeaders):
            addAdditionalHeaders(additionalHeaders, request: &request)
            try configureParameters(bodyParameters: bodyParameters, urlParameters: urlParameters, request: &request)
        }
        return request
    }

    private func configureParameters(bodyParameters: SeedParameters?, urlParameters: SeedParameters?, request: inout URLRequest) throws {
        if let bodyParameters { try SeedJSONParameterEncoder.encode(urlRequest: &request, with: bodyParameters) }
        if let urlParameters { try SeedURLParameterEncoder.encode(urlRequest: &request, with: urlParameters) }
    }

    private func addAdditionalHeaders(_ additionalHeaders: SeedHTTPHeaders?, request: inout URLRequest) {
        guard let headers = additionalHeaders else { return }
        for (key, value) in headers {
            request.setValue(value, forHTTPHeaderField: key)
        }
    }

    /// The article's stubbed `request(_:completion:)`: build, hand to the session (here: a closure that
    /// answers at once), check the status as `handleNetworkResponse` does, pass the data on.
    func request(_ route: some SeedEndPointType,
                 session: (URLRequest) -> (Data, HTTPURLResponse),
                 completion: (Data?, String?) -> Void) {
        do {
            let request = try buildRequest(from: route)
            let (data, response) = session(request)
            switch response.statusCode {
            case 200...299: completion(data, nil)
            case 401...500: completion(nil, "You need to be authenticated first.")
            default: completion(nil, "Request failed.")
            }
        } catch {
            completion(nil, "\(error)")
        }
    }
}
