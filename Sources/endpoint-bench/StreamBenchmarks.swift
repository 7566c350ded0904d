import EndpointKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Server-Sent Events decoded per second: ``ServerSentEventParser`` (+ `JSONDecoder`) over a chat-completion-like
/// stream in 1,400-byte chunks, alone and through `APIClient.stream` (its reader, backlog and the task that fills
/// it, from an in-memory streaming transport), vs a minimal hand-written splitter that handles only LF line ends
/// and `data:` lines.
enum StreamBenchmarks {
    /// Events in one timed iteration.
    static let eventsPerBlock = 64

    struct Delta: Decodable {
        var id: Int
        var content: String
    }

    static func run() async throws -> (Table, UInt64) {
        let chunks = block()
        var table = Table(title: "4. Server-Sent Events per second (\(eventsPerBlock) events of ~120 B in 1,400 B chunks; ratio > 1 = EndpointKit faster)")
        let (parsed, splitParsed) = try await Measure.compare(parse(chunks, decode: false), baseline(chunks, decode: false))
        table.add(.rate("ServerSentEventParser, parse only", perEvent(parsed), baseline: perEvent(splitParsed), unit: " events/s"))
        let (decoded, splitDecoded) = try await Measure.compare(parse(chunks, decode: true), baseline(chunks, decode: true))
        table.add(.rate("ServerSentEventParser + JSONDecoder", perEvent(decoded), baseline: perEvent(splitDecoded), unit: " events/s"))
        let (streamed, splitStreamed) = try await Measure.compare(stream(chunks), baseline(chunks, decode: true))
        table.add(.rate("APIClient.stream, SSE + JSONDecoder", perEvent(streamed), baseline: perEvent(splitStreamed), unit: " events/s"))
        let checksum = [parsed, splitParsed, decoded, splitDecoded, streamed, splitStreamed].reduce(0) { $0 &+ $1.checksum }
        return (table, checksum)
    }

    /// One block of events as the network might deliver it.
    static func block() -> [Data] {
        var text = ""
        for id in 0..<eventsPerBlock {
            text += ": keep-alive\nid: \(id)\ndata: {\"id\": \(id), \"content\": \"token \(id) of a streamed chat completion reply\"}\n\n"
        }
        let bytes = Data(text.utf8)
        return stride(from: 0, to: bytes.count, by: 1_400).map { bytes[$0..<min($0 + 1_400, bytes.count)] }
    }

    static func parse(_ chunks: [Data], decode: Bool) -> (Int) async throws -> UInt64 {
        { n in
            let decoder = JSONDecoder()
            var parser = ServerSentEventParser()
            var sum: UInt64 = 0
            for _ in 0..<n {
                for chunk in chunks {
                    for event in try parser.parse(chunk) {
                        sum &+= decode ? UInt64(try decoder.decode(Delta.self, from: Data(event.data.utf8)).id) : UInt64(event.data.utf8.count)
                    }
                }
            }
            return sum
        }
    }

    /// One streamed request whose body is `chunks` repeated once per iteration, decoded through the client.
    static func stream(_ chunks: [Data]) -> (Int) async throws -> UInt64 {
        let client = APIClient(
            configuration: .init(server: Server(baseURL: "http://127.0.0.1")),
            transport: RepeatingBodyTransport(chunks: chunks)
        )
        return { n in
            var sum: UInt64 = 0
            // The whole body is in memory at once, so the backlog's limit is lifted: this measures speed, not the bound.
            let stream = client.stream(EventsEndpoint(blocks: n), format: .serverSentEvents(), decoding: Delta.self, maximumBacklog: .max)
            for try await delta in stream { sum &+= UInt64(delta.id) }
            return sum
        }
    }

    /// The hand-written baseline: lines split on LF only, `data: ` prefixes stripped, a blank line ends an event.
    static func baseline(_ chunks: [Data], decode: Bool) -> (Int) async throws -> UInt64 {
        { n in
            let decoder = JSONDecoder()
            var line = Data()
            var data = Data()
            var sum: UInt64 = 0
            let prefix = Data("data: ".utf8)
            for _ in 0..<n {
                for chunk in chunks {
                    for byte in chunk {
                        guard byte == 0x0A else {
                            line.append(byte)
                            continue
                        }
                        if line.isEmpty, !data.isEmpty {
                            sum &+= decode ? UInt64(try decoder.decode(Delta.self, from: data).id) : UInt64(data.count)
                            data.removeAll(keepingCapacity: true)
                        } else if line.starts(with: prefix) {
                            data.append(line.dropFirst(prefix.count))
                        }
                        line.removeAll(keepingCapacity: true)
                    }
                }
            }
            return sum
        }
    }

    /// `throughput` of blocks as events per second.
    static func perEvent(_ throughput: Throughput) -> Throughput {
        var scaled = throughput
        scaled.perSecond *= Double(eventsPerBlock)
        scaled.samples = throughput.samples.map { $0 * Double(eventsPerBlock) }
        return scaled
    }
}

/// `GET /events?blocks=N`, answered by ``RepeatingBodyTransport``.
private struct EventsEndpoint: Endpoint {
    var blocks: Int
    var method: HTTPMethod { .get }
    var path: String { "/events" }
    var query: [QueryItem] { [QueryItem("blocks", "\(blocks)")] }
    var requiresAuthentication: Bool { false }
}

/// Answers every streamed request from memory with `chunks` repeated `blocks` times (the request's query item).
private struct RepeatingBodyTransport: StreamingTransport {
    let chunks: [Data]

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        throw EndpointError.transport("this benchmark transport only streams")
    }

    func stream(_ request: URLRequest) async throws -> (ResponseBodyChunks, HTTPURLResponse) {
        guard let url = request.url,
              let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "text/event-stream"])
        else { throw EndpointError.transport("no URL") }
        let blocks = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
            .first { $0.name == "blocks" }?.value.flatMap(Int.init) ?? 1
        let body = ResponseBodyChunks { continuation in
            for _ in 0..<blocks {
                for chunk in chunks { continuation.yield(chunk) }
            }
            continuation.finish()
        }
        return (body, response)
    }
}
