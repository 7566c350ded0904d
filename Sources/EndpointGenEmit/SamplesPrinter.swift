import EndpointGenModel

/// Prints an endpoint enum's sample responses (the spec's `examples`) as static members of an extension, a unit of
/// its own, in runtime types that EndpointKitTesting's `StubTransport` answers with: `<case>Samples`, the responses
/// by status, one line each, and `sampleRoutes`, one route per endpoint with samples.
struct SamplesPrinter {
    let group: EndpointGroupModel
    let access: AccessLevel

    func print(_ endpoints: [EndpointModel], into printer: inout CodePrinter) {
        let sampled = endpoints.filter { $0.samplesProperty != nil }
        guard let routes = group.sampleRoutesProperty, !sampled.isEmpty else { return }
        printer.block("extension \(group.endpointType)") { printer in
            // Three lines for an endpoint with one sample, the common case: TMDB-sized specs have hundreds of them.
            for endpoint in sampled {
                guard let property = endpoint.samplesProperty else { continue }
                // The back-reference right under the summary (a list may start a paragraph's next line): one line less.
                printer.documentation("Sample responses of `\(endpoint.caseName)` by status.\n- Remark: Generated from `\(endpoint.examplesSpecPath)`.")
                let declaration = "\(access.modifier)nonisolated static let \(Naming.escaped(property)): [Int: SampleResponse] ="
                // Each entry printed in pieces, its literal's contents as they are: samples are megabytes.
                let entries = endpoint.examples.map { example in
                    let literal = SwiftLiteral.rawString(example.json)
                    return ["\(example.status): .json(\(literal.opening)", literal.contents, "\(literal.closing), status: \(example.status))"]
                }
                if entries.count == 1 {
                    printer.line(pieces: [declaration + " ["] + entries[0] + ["]"])
                } else {
                    printer.indented(under: "\(declaration) [") { printer in
                        for entry in entries { printer.line(pieces: entry + [","]) }
                    }
                    printer.line("]")
                }
            }
            printer.line()
            printer.documentation("""
                A route per endpoint with samples, answering its 2xx sample (else the lowest status's), e.g.
                `StubTransport(samples: \(group.endpointType).\(routes))` (EndpointKitTesting).
                """)
            let declaration = "\(access.modifier)nonisolated static let \(Naming.escaped(routes)): [SampleRoute] ="
            let entries = sampled.compactMap { endpoint in
                endpoint.samplesProperty.map { property in
                    "SampleRoute(.\(endpoint.method.caseName), \(SwiftLiteral.string(Self.template(endpoint))), samples: \(Naming.escaped(property)))"
                }
            }
            guard entries.count > Self.routesPerLiteral else {
                printer.arrayLiteral(declaration, entries)
                return
            }
            // One literal of them all takes the compiler memory that grows with the square of its length: 1,000
            // routes took 3.6 GB; in statements of 50, 0.3 GB.
            printer.block(CodeLine(declaration), closedBy: "}()") { printer in
                printer.line("var routes: [SampleRoute] = []")
                for start in stride(from: 0, to: entries.count, by: Self.routesPerLiteral) {
                    printer.arrayLiteral("routes +=", Array(entries[start..<min(entries.count, start + Self.routesPerLiteral)]))
                }
                printer.line("return routes")
            }
        }
    }

    /// The most routes one array literal lists.
    static let routesPerLiteral = 50

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
