import Foundation

/// A random API whose every name is hostile, as a value that renders as a native spec or an OpenAPI document
/// and that shrinks to a smaller API still showing a failure.
struct NameSpec: CustomStringConvertible {
    /// A type as a spec writes it.
    indirect enum Ref: Equatable {
        case scalar(String)
        case model(String)
        case array(Ref)
        case optional(Ref)
        /// An object declared in place, whose type the generator names after its owner and property.
        case inline([Field])
    }

    struct Field: Equatable {
        var name: String
        var type: Ref
    }

    enum Shape: Equatable {
        case object([Field])
        case stringEnum([String])
        case oneOf([String], discriminator: String?)
    }

    struct Model: Equatable {
        var name: String
        var shape: Shape
    }

    struct Endpoint: Equatable {
        var name: String
        var method: String
        var group: String?
        var pathParameters: [Field]
        var query: [Field]
        var headers: [Field]
        var body: Ref?
        var response: Ref?
        var responseHeaders: [Field] = []
    }

    var apiName: String
    var servers: [String]
    var schemes: [String]
    var sharedHeaders: [String]
    var errorBody: String?
    var models: [Model]
    var endpoints: [Endpoint]

    /// A random API drawn from ``HostileNamePool``: a few names in many roles, a few of any kind.
    static func random(seed: UInt64) -> NameSpec {
        var random = SplitMix(state: seed)
        // Five pool names in a row, moving on by five per seed: consecutive seeds (one run) walk the whole pool, so
        // even a short run puts every hostile name into some API; one or two more at random.
        let pool = HostileNamePool.all
        let theme = (0..<UInt64(5)).map { pool[Int((seed &* 5 &+ $0) % UInt64(pool.count))] }
            + (0..<Int.random(in: 1...2, using: &random)).map { _ in pool.randomElement(using: &random)! }
        func name() -> String { HostileNamePool.pick(from: theme, using: &random) }
        func names(_ range: ClosedRange<Int>) -> [String] {
            var result: [String] = []
            for _ in 0..<Int.random(in: range, using: &random) {
                let next = name()
                if !result.contains(next) { result.append(next) }
            }
            return result
        }
        var spec = NameSpec(apiName: name(), servers: names(1...3), schemes: names(0...2), sharedHeaders: names(0...2),
                            errorBody: nil, models: [], endpoints: [])
        for modelName in names(1...5) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1: spec.models.append(Model(name: modelName, shape: .stringEnum(names(1...5))))
            case 2: spec.models.append(Model(name: modelName, shape: .oneOf([], discriminator: Bool.random(using: &random) ? name() : nil)))
            default: spec.models.append(Model(name: modelName, shape: .object([])))
            }
        }
        let modelNames = spec.models.map(\.name)
        func ref(scalarOnly: Bool = false) -> Ref {
            let scalars = ["string", "int", "bool", "double", "uuid", "date-time"]
            var base = Ref.scalar(scalars.randomElement(using: &random)!)
            if !scalarOnly || Bool.random(using: &random), let model = modelNames.randomElement(using: &random) {
                base = .model(model)
            }
            switch Int.random(in: 0..<6, using: &random) {
            case 0: return .optional(base)
            case 1 where !scalarOnly: return .array(base)
            case 2 where !scalarOnly: return .inline(names(0...3).map { Field(name: $0, type: .scalar("string")) })
            default: return base
            }
        }
        func fields(_ range: ClosedRange<Int>, scalarOnly: Bool = false) -> [Field] {
            names(range).map { Field(name: $0, type: ref(scalarOnly: scalarOnly)) }
        }
        for index in spec.models.indices {
            switch spec.models[index].shape {
            case .object: spec.models[index].shape = .object(fields(0...5))
            case .oneOf(_, let discriminator): spec.models[index].shape = .oneOf(names(1...3).filter(modelNames.contains), discriminator: discriminator)
            case .stringEnum: break
            }
        }
        spec.errorBody = Bool.random(using: &random) ? modelNames.randomElement(using: &random) : nil
        for endpointName in names(1...4) {
            let method = ["GET", "POST", "PUT", "DELETE"].randomElement(using: &random)!
            spec.endpoints.append(Endpoint(
                name: endpointName, method: method, group: Bool.random(using: &random) ? name() : nil,
                pathParameters: fields(0...2, scalarOnly: true), query: fields(0...3, scalarOnly: true),
                headers: fields(0...2, scalarOnly: true), body: method == "GET" || Bool.random(using: &random) ? nil : ref(),
                response: Bool.random(using: &random) ? ref() : nil, responseHeaders: fields(0...2, scalarOnly: true)
            ))
        }
        return spec
    }

    /// Smaller APIs: each leaves out one part of this one, or gives one name a plain spelling.
    var shrunk: [NameSpec] {
        var candidates: [NameSpec] = []
        func without<T>(_ keyPath: WritableKeyPath<NameSpec, [T]>) {
            for index in self[keyPath: keyPath].indices {
                var smaller = self
                smaller[keyPath: keyPath].remove(at: index)
                candidates.append(smaller)
            }
        }
        without(\.models)
        without(\.endpoints)
        if servers.count > 1 { without(\.servers) }
        without(\.schemes)
        without(\.sharedHeaders)
        if errorBody != nil { var smaller = self; smaller.errorBody = nil; candidates.append(smaller) }
        for (index, model) in models.enumerated() {
            switch model.shape {
            case .object(let fields): candidates += fields.indices.map { field in with { $0.models[index].shape = .object(fields.removing(field)) } }
            case .stringEnum(let values) where values.count > 1:
                candidates += values.indices.map { value in with { $0.models[index].shape = .stringEnum(values.removing(value)) } }
            case .oneOf(let alternatives, let discriminator):
                candidates += alternatives.indices.map { alternative in
                    with { $0.models[index].shape = .oneOf(alternatives.removing(alternative), discriminator: discriminator) }
                }
                if discriminator != nil { candidates.append(with { $0.models[index].shape = .oneOf(alternatives, discriminator: nil) }) }
            default: break
            }
        }
        for (index, endpoint) in endpoints.enumerated() {
            for keyPath in [\Endpoint.pathParameters, \.query, \.headers, \.responseHeaders] {
                candidates += endpoint[keyPath: keyPath].indices.map { field in with { $0.endpoints[index][keyPath: keyPath].remove(at: field) } }
            }
            if endpoint.group != nil { candidates.append(with { $0.endpoints[index].group = nil }) }
            if endpoint.body != nil { candidates.append(with { $0.endpoints[index].body = nil }) }
            if endpoint.response != nil { candidates.append(with { $0.endpoints[index].response = nil }) }
        }
        for (index, name) in allNames.enumerated() where !name.hasPrefix("plain") {
            candidates.append(renamed { $0 == name ? "plain\(index)" : $0 })
        }
        return candidates
    }

    /// Every name in the API, each once.
    var allNames: [String] {
        var names = [apiName] + servers + schemes + sharedHeaders + models.map(\.name) + endpoints.map(\.name)
        for model in models {
            switch model.shape {
            case .object(let fields): names += fields.map(\.name)
            case .stringEnum(let values): names += values
            case .oneOf(_, let discriminator): names += discriminator.map { [$0] } ?? []
            }
        }
        for endpoint in endpoints {
            names += (endpoint.group.map { [$0] } ?? []) + (endpoint.pathParameters + endpoint.query + endpoint.headers + endpoint.responseHeaders).map(\.name)
        }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// The same API with every name passed through `rename`, references included.
    func renamed(_ rename: (String) -> String) -> NameSpec {
        func ref(_ type: Ref) -> Ref {
            switch type {
            case .scalar: type
            case .model(let name): .model(rename(name))
            case .array(let element): .array(ref(element))
            case .optional(let wrapped): .optional(ref(wrapped))
            case .inline(let list): .inline(list.map { Field(name: rename($0.name), type: ref($0.type)) })
            }
        }
        func fields(_ list: [Field]) -> [Field] { list.map { Field(name: rename($0.name), type: ref($0.type)) } }
        var copy = self
        copy.apiName = rename(apiName)
        copy.servers = servers.map(rename)
        copy.schemes = schemes.map(rename)
        copy.sharedHeaders = sharedHeaders.map(rename)
        copy.errorBody = errorBody.map(rename)
        copy.models = models.map { model in
            switch model.shape {
            case .object(let list): Model(name: rename(model.name), shape: .object(fields(list)))
            case .stringEnum(let values): Model(name: rename(model.name), shape: .stringEnum(values.map(rename)))
            case .oneOf(let alternatives, let discriminator):
                Model(name: rename(model.name), shape: .oneOf(alternatives.map(rename), discriminator: discriminator.map(rename)))
            }
        }
        copy.endpoints = endpoints.map { endpoint in
            Endpoint(name: rename(endpoint.name), method: endpoint.method, group: endpoint.group.map(rename),
                     pathParameters: fields(endpoint.pathParameters), query: fields(endpoint.query), headers: fields(endpoint.headers),
                     body: endpoint.body.map(ref), response: endpoint.response.map(ref), responseHeaders: fields(endpoint.responseHeaders))
        }
        return copy
    }

    private func with(_ change: (inout NameSpec) -> Void) -> NameSpec {
        var copy = self
        change(&copy)
        return copy
    }

    var description: String { String(decoding: nativeJSON, as: UTF8.self) }
}

extension Array {
    fileprivate func removing(_ index: Int) -> [Element] {
        var copy = self
        copy.remove(at: index)
        return copy
    }
}
