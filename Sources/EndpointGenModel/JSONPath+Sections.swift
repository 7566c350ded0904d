import EndpointGenJSON

extension JSONPath {
    /// The path of the container holding this value: `$.endpoints.x.examples` for `$.endpoints.x.examples.200`;
    /// the root for the root.
    var parent: JSONPath {
        components.dropLast().reduce(JSONPath.root) { path, component in path.appending(component) }
    }

    /// The top-level section the value is in: `$.endpoints` for `$.endpoints.x.path`, `$.paths` for
    /// `$.paths['/pets'].get`; the root for the root.
    var section: JSONPath {
        components.first.map { JSONPath.root.appending($0) } ?? .root
    }

    private func appending(_ component: Component) -> JSONPath {
        switch component {
        case .key(let key): appending(key: key)
        case .index(let index): appending(index: index)
        }
    }
}
