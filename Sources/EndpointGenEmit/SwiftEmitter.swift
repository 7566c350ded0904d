import EndpointGenModel

/// Emit's entry point: the declarations of one output file kind, each a unit the pipeline may put in any part file.
package enum SwiftEmitter {
    /// `clientIsEmitted`: whether the client output is generated beside this one.
    package static func units(of output: GenerationOptions.Output, api: APIModel, access: AccessLevel, clientIsEmitted: Bool) -> [String] {
        switch output {
        case .endpoints: EndpointEmitter(api: api, access: access, clientIsEmitted: clientIsEmitted).units()
        case .models: ModelEmitter(api: api, access: access).units()
        case .client: ClientEmitter(api: api, access: access).units() + PagingEmitter(api: api, access: access).units()
        }
    }
}
