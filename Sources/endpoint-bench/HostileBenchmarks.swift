import EndpointKit
import Foundation

/// What `URLSessionTransport` holds and how long it takes against a hostile server (Tests/Server/origin.py): a gzip
/// bomb to a data request and to an event stream, a body far over the size limit, an endless error body to a
/// download. Each case runs in a child process of its own, so its peak resident memory is its alone: the tests check
/// the outcomes, and a test process's peak is shared by every suite running beside it.
enum HostileBenchmarks {
    /// A case the child runs: the request, and what a client that holds nothing more than its limits ends with.
    enum Case: String, CaseIterable {
        case dataBomb = "data-bomb"
        case streamBomb = "stream-bomb"
        case bigBody = "big-body"
        case endlessError = "endless-error"

        var title: String {
            switch self {
            case .dataBomb: "data request, gzip bomb of 512 MiB (0.5 MB sent), limit 1 MB"
            case .streamBomb: "event stream, gzip bomb of 512 MiB, backlog 1 MiB"
            case .bigBody: "data request, 300 MiB chunked body, limit 1 MB"
            case .endlessError: "download, 500 with an endless body (1 MiB kept)"
            }
        }
    }

    /// The most a case may hold at its peak, the child process's whole resident size included.
    static let targetKilobytes = 128 * 1024

    static func run() -> Table {
        var table = Table(title: "4b. Hostile server (Tests/Server/origin.py; each case in a child process: its peak RSS, VmHWM)")
        let script = URL(fileURLWithPath: "Tests/Server/origin.py")
        guard FileManager.default.fileExists(atPath: script.path),
              let (server, url) = try? startOrigin(script) else {
            table.add(Row(name: "hostile server", value: "not measured", baseline: "needs python3 and Tests/Server/origin.py (run from the package root)"))
            return table
        }
        defer { server.terminate() }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        // Once unmeasured: origin.py compresses a bomb (3 s) the first time it is asked for one.
        _ = try? CompileBenchmarks.runProcess(executable, ["--hostile", Case.dataBomb.rawValue, url])
        for hostile in Case.allCases {
            do {
                let report = try CompileBenchmarks.runProcess(executable, ["--hostile", hostile.rawValue, url]).split(separator: "\t")
                guard report.count == 3, let seconds = Double(report[1]), let kilobytes = Int(report[2]) else {
                    table.add(Row(name: hostile.title, value: "no report: \(report.joined(separator: " "))"))
                    continue
                }
                table.add(Row(name: "\(hostile.title): \(report[0])", value: "\(Format.count(Double(kilobytes) / 1024)) MiB, \(String(format: "%.2f", seconds)) s",
                              baseline: "target ≤ \(targetKilobytes / 1024) MiB", ratio: Format.ratio(Double(kilobytes) / Double(targetKilobytes))))
            } catch {
                table.add(Row(name: hostile.title, value: "failed: \(error)"))
            }
        }
        return table
    }

    /// Starts origin.py on 127.0.0.1; returns it and the URL it printed.
    private static func startOrigin(_ script: URL) throws -> (Process, String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "127.0.0.1"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        // origin.py serves until its standard input closes: a pipe this process holds open while it runs.
        process.standardInput = Pipe()
        try process.run()
        var line = Data()
        while let byte = try pipe.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != UInt8(ascii: "\n") {
            line.append(first)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("ORIGIN_URL=") else {
            process.terminate()
            return nil
        }
        return (process, String(text.dropFirst("ORIGIN_URL=".count)))
    }

    /// The child: runs `name` against the origin at `url` and prints `outcome<TAB>seconds<TAB>peak KiB`.
    static func child(_ name: String, url: String) async -> Int32 {
        guard let hostile = Case(rawValue: name) else { return 64 }
        let client = APIClient(
            configuration: .init(server: Server(baseURL: url), timeout: 60, maximumResponseSize: 1_000_000),
            transport: URLSessionTransport(configuration: .ephemeral)
        )
        let start = ContinuousClock.now
        var outcome: String
        do {
            switch hostile {
            case .dataBomb:
                _ = try await client.data(for: Get("/gzip-bomb", ["bytes": "\(512 << 20)"]))
            case .streamBomb:
                for try await _ in client.serverSentEvents(Get("/gzip-bomb", ["bytes": "\(512 << 20)", "type": "text/event-stream"]),
                                                           maximumBacklog: 1 << 20) {}
            case .bigBody:
                _ = try await client.data(for: Get("/big", ["bytes": "\(300 << 20)", "chunked": "1"]))
            case .endlessError:
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("endpoint-bench-\(UUID().uuidString)")
                defer { try? FileManager.default.removeItem(at: file) }
                try await client.download(Get("/endless-error", [:]), to: file)
            }
            outcome = "succeeded"
        } catch let error as EndpointError {
            outcome = Self.name(of: error)
        } catch {
            outcome = "\(error)"
        }
        let seconds = Measure.seconds(ContinuousClock.now - start)
        // Measured a second later: a cancelled task goes on delivering what it had read.
        try? await Task.sleep(for: .seconds(1))
        print("\(outcome)\t\(seconds)\t\(PeakMemory.current() ?? 0)")
        return 0
    }

    private static func name(of error: EndpointError) -> String {
        switch error {
        case .responseTooLarge: "responseTooLarge"
        case .backlogTooLarge: "backlogTooLarge"
        case .eventTooLarge: "eventTooLarge"
        case .http(let failure): "http(\(failure.statusCode), \(failure.body.count) bytes)"
        default: "\(error)"
        }
    }

    /// A GET of a path and query on origin.py, which no spec describes.
    private struct Get: Endpoint {
        var path: String
        var query: [QueryItem]
        var method: HTTPMethod { .get }
        var requiresAuthentication: Bool { false }

        init(_ path: String, _ query: [String: String]) {
            self.path = path
            self.query = query.sorted { $0.key < $1.key }.map { QueryItem($0.key, $0.value) }
        }
    }
}
