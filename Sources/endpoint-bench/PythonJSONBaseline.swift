import Foundation

/// Python's `json.loads` on a file's bytes, the yardstick issue 11 sets for generation (≤ 4× its time): the
/// median of several timed runs in one `python3` process (found on `PATH`) after a warm-up, the file read first.
enum PythonJSONBaseline {
    /// The ratio of generation time to `json.loads` time issue 11 asks for at most.
    static let targetRatio = 4.0

    /// Seconds `json.loads` takes on the file at `path`, or nil when `python3` is missing or fails.
    static func seconds(path: String, runs: Int = 11) -> Double? {
        let script = """
            import json, sys, time
            text = open(sys.argv[1], 'rb').read()
            json.loads(text)
            times = []
            for _ in range(\(runs)):
                start = time.perf_counter()
                json.loads(text)
                times.append(time.perf_counter() - start)
            print(sorted(times)[len(times) // 2])
            """
        let output = try? CompileBenchmarks.runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, path])
        return output.flatMap(Double.init)
    }
}
