import Foundation

/// One line of the report: a figure, optionally beside a baseline figure and their ratio.
struct Row {
    var name: String
    var value: String
    var baseline: String = ""
    var ratio: String = ""

    /// A throughput row; the ratio is `value / baseline`, so above 1 means EndpointKit is faster.
    static func rate(_ name: String, _ value: Throughput, baseline: Throughput?, unit: String = "/s") -> Row {
        Row(
            name: name,
            value: Format.rate(value, unit: unit),
            baseline: baseline.map { Format.rate($0, unit: unit) } ?? "",
            ratio: baseline.map { Format.ratio(value.perSecond / $0.perSecond) } ?? ""
        )
    }
}

/// Prints rows as a `name | value | baseline | ratio` table with aligned columns.
struct Table {
    var title: String
    var rows: [Row] = []

    mutating func add(_ row: Row) { rows.append(row) }

    func print() {
        let header = Row(name: "name", value: "value", baseline: "baseline", ratio: "ratio")
        let all = [header] + rows
        let names: [Int] = all.map { $0.name.count }
        let values: [Int] = all.map { $0.value.count }
        let baselines: [Int] = all.map { $0.baseline.count }
        let ratios: [Int] = all.map { $0.ratio.count }
        let widths: [Int] = [names.max() ?? 0, values.max() ?? 0, baselines.max() ?? 0, ratios.max() ?? 0]
        func line(_ row: Row) -> String {
            [row.name.rightPadded(widths[0]), row.value.leftPadded(widths[1]),
             row.baseline.leftPadded(widths[2]), row.ratio.leftPadded(widths[3])].joined(separator: " | ")
        }
        Swift.print("\n## \(title)")
        Swift.print(line(header))
        Swift.print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-"))
        for row in rows { Swift.print(line(row)) }
    }
}

enum Format {
    /// `1234567.8` → `1,234,568`.
    static func count(_ value: Double) -> String {
        guard value.isFinite else { return "n/a" }
        let digits = String(Int(value.rounded()))
        var out = ""
        for (index, character) in digits.reversed().enumerated() {
            if index > 0, index % 3 == 0, character != "-" { out.append(",") }
            out.append(character)
        }
        return String(out.reversed())
    }

    /// `81,130/s ±3%`: the median and half the range of the samples.
    static func rate(_ throughput: Throughput, unit: String) -> String {
        count(throughput.perSecond) + unit + String(format: " ±%.0f%%", throughput.spread * 100)
    }

    /// `1.52x`; a ratio under 0.1 with three decimals and as a fraction, `0.021x (1/48)`, since two decimals
    /// would round 1/48 and 1/36 alike.
    static func ratio(_ value: Double) -> String {
        guard value > 0, value < 0.1 else { return String(format: "%.2fx", value) }
        return String(format: "%.3fx (1/%.0f)", value, 1 / value)
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }

    static func microseconds(_ seconds: Double) -> String {
        String(format: "%.2f µs", seconds * 1_000_000)
    }
}

extension String {
    func rightPadded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
