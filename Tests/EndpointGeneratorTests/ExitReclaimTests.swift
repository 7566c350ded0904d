@testable import EndpointGenCLI
@testable import EndpointGenerator
import Foundation
import Testing

/// Leaving memory to the process's exit keeps what it is given alive and changes nothing the command writes.
@Suite struct ExitReclaimTests {
    private final class Tracked {}

    @Test func keptValuesOutliveTheirLastReference() {
        weak var kept: Tracked?
        weak var dropped: Tracked?
        do {
            let first = Tracked()
            let second = Tracked()
            kept = first
            dropped = second
            ExitReclaim.keep([first])
        }
        #expect(kept != nil)
        #expect(dropped == nil)
    }

    @Test func generatingForAnExitingProcessWritesTheSameFiles() throws {
        try CommandTests.withTemporaryFolder { folder in
            let spec = folder.appendingPathComponent("shop.endpoints.json")
            try Data(SplitFilesTests.largeSpec(endpoints: 3, models: 4).utf8).write(to: spec)
            var outputs: [[String: Data]] = []
            for exitsAfter in [false, true] {
                let out = folder.appendingPathComponent("out-\(exitsAfter)")
                let status = EndpointGenCommand.run(["generate", spec.path, "--output", out.path], standardOutput: { _ in }, standardError: { _ in },
                                                    exitsAfter: exitsAfter)
                #expect(status == 0)
                let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
                outputs.append(Dictionary(uniqueKeysWithValues: try names.map { ($0, try Data(contentsOf: out.appendingPathComponent($0))) }))
            }
            #expect(!outputs[0].isEmpty)
            #expect(outputs[0] == outputs[1])
        }
    }
}
