import EndpointGenModel

/// Prints an endpoint enum's sample responses (the spec's `examples`) as static members, in runtime types that
/// EndpointKitTesting's `StubTransport` answers with: `<case>Samples`, the responses by status, and
/// `sampleRoutes`, one route per endpoint with samples.
struct SamplesPrinter {
    let group: EndpointGroupModel
    let access: AccessLevel

    func print(_ endpoints: [EndpointModel], into printer: inout CodePrinter) {
        let sampled = endpoints.filter { $0.samplesProperty != nil }
        guard let routes = group.sampleRoutesProperty, !sampled.isEmpty else { return }
        printer.line()
        printer.block("extension \(group.endpointType)") { printer in
            for endpoint in sampled {
                guard let property = endpoint.samplesProperty else { continue }
                printer.documentation("Sample responses of `\(endpoint.caseName)` by status, from the spec.", remark: endpoint.examplesSpecPath)
                printer.arrayLiteral("\(access.modifier)nonisolated static let \(Naming.escaped(property)): [Int: SampleResponse] =", endpoint.examples.map { example in
                    "\(example.status): .json(\(SwiftLiteral.string(example.json)), status: \(example.status))"
                })
                printer.line()
            }
            printer.documentation("""
                A route per endpoint with samples, answering its 2xx sample (else the lowest status's), e.g.
                `StubTransport(samples: \(group.endpointType).\(routes))` (EndpointKitTesting).
                """)
            printer.arrayLiteral("\(access.modifier)nonisolated static let \(Naming.escaped(routes)): [SampleRoute] =", sampled.compactMap { endpoint in
                endpoint.samplesProperty.map { property in
                    "SampleRoute(.\(endpoint.method.caseName), \(SwiftLiteral.string(Self.template(endpoint))), samples: \(Naming.escaped(property)))"
                }
            })
        }
    }

    /// The path with `{name}` for each parameter, literal text percent-encoded as in the request.
    private static func template(_ endpoint: EndpointModel) -> String {
        endpoint.path.map { part in
            switch part {
            case .literal(let text): PathLiteral.encode(text)
            case .parameter(let name): "{\(name)}"
            }
        }.joined()
    }
}
