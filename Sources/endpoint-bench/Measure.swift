import Foundation

/// Timing with `ContinuousClock`: calibrate (which warms up), then take the median of several samples.
///
/// A benchmark body runs the given number of iterations and returns a checksum that depends on every
/// iteration's result; the checksums are printed, so no work can be optimised away.
enum Measure {
    /// Samples per throughput measurement; the median is reported.
    static let sampleCount = 5
    /// Wall time aimed at for each sample.
    static let sampleSeconds = 0.14
    /// Calibration doubles the batch until one batch takes at least this long.
    static let calibrationSeconds = 0.03

    /// The throughput of one body.
    static func throughput(_ body: (Int) async throws -> UInt64) async rethrows -> Throughput {
        var run = try await Run(body)
        for _ in 0..<sampleCount { try await run.sample(body) }
        return run.result
    }

    /// The throughputs of two bodies, with their samples interleaved (a, b, a, b, …) so that a change in
    /// machine load during the measurement affects both sides alike.
    static func compare(
        _ a: (Int) async throws -> UInt64,
        _ b: (Int) async throws -> UInt64
    ) async rethrows -> (Throughput, Throughput) {
        var runA = try await Run(a)
        var runB = try await Run(b)
        for _ in 0..<sampleCount {
            try await runA.sample(a)
            try await runB.sample(b)
        }
        return (runA.result, runB.result)
    }

    /// Samples per added-cost measurement: a cost of about a microsecond on a request of about ten is within the
    /// spread of five samples, so this takes more and pairs them.
    static let pairedSampleCount = 15

    /// The time `with` takes per iteration beyond `without`, in wall and in process CPU seconds: the median over
    /// ``pairedSampleCount`` pairs of samples taken one right after the other, of each pair's difference. Pairing
    /// keeps a change in machine load between samples out of the difference, where the difference of two medians
    /// would carry the spread of both.
    static func addedCost(
        _ with: (Int) async throws -> UInt64,
        beyond without: (Int) async throws -> UInt64
    ) async rethrows -> AddedCost {
        var runWith = try await Run(with)
        var runWithout = try await Run(without)
        for _ in 0..<pairedSampleCount {
            try await runWith.sample(with)
            try await runWithout.sample(without)
        }
        let wall = zip(runWith.rates, runWithout.rates).map { 1 / $0 - 1 / $1 }
        let cpu = zip(runWith.cpuRates, runWithout.cpuRates).map { 1 / $0 - 1 / $1 }
        return AddedCost(wall: median(wall), cpu: median(cpu), checksum: runWith.checksum &+ runWithout.checksum)
    }

    /// Times `runs` runs of `body`, after one untimed warm-up run when `warmUp` is true. Returns every
    /// timed run's wall time in seconds, and the last result.
    static func wallTimes<Result>(runs: Int, warmUp: Bool = true, _ body: () throws -> Result) rethrows -> (times: [Double], last: Result) {
        if warmUp { _ = try body() }
        var times: [Double] = []
        var last: Result?
        for _ in 0..<max(1, runs) {
            let start = ContinuousClock.now
            last = try body()
            times.append(seconds(ContinuousClock.now - start))
        }
        return (times, last!)
    }

    /// Like ``wallTimes(runs:warmUp:_:)``, with each run's CPU time too.
    static func times<Result>(runs: Int, _ body: () throws -> Result) rethrows -> (wall: [Double], cpu: [Double], last: Result) {
        _ = try body()
        var wall: [Double] = []
        var cpu: [Double] = []
        var last: Result?
        for _ in 0..<max(1, runs) {
            let start = ContinuousClock.now
            let cpuStart = processCPUSeconds()
            last = try body()
            cpu.append(processCPUSeconds() - cpuStart)
            wall.append(seconds(ContinuousClock.now - start))
        }
        return (wall, cpu, last!)
    }

    /// The CPU time this process has used, in seconds: on a machine shared with other work, the time the code
    /// itself took, where wall time also counts the time other processes held the cores.
    static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The state of one throughput measurement.
    private struct Run {
        let iterations: Int
        var rates: [Double] = []
        var cpuRates: [Double] = []
        var checksum: UInt64 = 0

        /// Calibrates: doubles the batch until it takes `calibrationSeconds`; this also warms up.
        init(_ body: (Int) async throws -> UInt64) async rethrows {
            var batch = 1
            while true {
                let start = ContinuousClock.now
                checksum &+= try await body(batch)
                let elapsed = Measure.seconds(ContinuousClock.now - start)
                if elapsed >= Measure.calibrationSeconds {
                    iterations = max(1, Int(Double(batch) * Measure.sampleSeconds / elapsed))
                    break
                }
                batch *= 2
            }
        }

        mutating func sample(_ body: (Int) async throws -> UInt64) async rethrows {
            let start = ContinuousClock.now
            let cpuStart = Measure.processCPUSeconds()
            checksum &+= try await body(iterations)
            rates.append(Double(iterations) / Measure.seconds(ContinuousClock.now - start))
            cpuRates.append(Double(iterations) / (Measure.processCPUSeconds() - cpuStart))
        }

        var result: Throughput {
            Throughput(perSecond: Measure.median(rates), cpuPerSecond: Measure.median(cpuRates), samples: rates, checksum: checksum)
        }
    }
}

/// The result of a throughput measurement.
struct Throughput {
    /// Median iterations per second over the samples.
    var perSecond: Double
    /// Median iterations per second of the process's CPU time over the samples.
    var cpuPerSecond: Double
    /// Iterations per second of each sample.
    var samples: [Double]
    /// Folded results of every iteration, calibration included.
    var checksum: UInt64

    /// Half the range of the samples relative to the median, e.g. 0.03 for ±3 %.
    var spread: Double {
        guard let low = samples.min(), let high = samples.max(), perSecond > 0 else { return 0 }
        return (high - low) / 2 / perSecond
    }
}

/// What one body costs per iteration beyond another, measured in pairs (see ``Measure/addedCost(_:beyond:)``).
struct AddedCost {
    /// Median added wall time per iteration, in seconds.
    var wall: Double
    /// Median added process CPU time per iteration, in seconds.
    var cpu: Double
    /// Folded results of every iteration of both bodies.
    var checksum: UInt64
}
