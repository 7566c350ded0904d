@testable import EndpointGenEmit
import Testing

/// `CodePrinter` indents four spaces a level, as deep as blocks nest, and leaves blank lines empty.
@Suite struct CodePrinterTests {
    @Test func linesAreIndentedFourSpacesALevelAtAnyDepth() {
        func nest(_ level: Int, into printer: inout CodePrinter) {
            guard level < 15 else {
                printer.line("deepest")
                printer.line()
                return
            }
            printer.block("level\(level)") { nest(level + 1, into: &$0) }
        }
        var printer = CodePrinter()
        nest(0, into: &printer)
        let opening = (0..<15).map { String(repeating: "    ", count: $0) + "level\($0) {" }
        let closing = (0..<15).reversed().map { String(repeating: "    ", count: $0) + "}" }
        #expect(printer.text == (opening + [String(repeating: "    ", count: 15) + "deepest", ""] + closing).joined(separator: "\n") + "\n")
    }

    /// A union's key lists are packed: Stripe's 185 lists, one key a line, were 2,530 of its lines.
    @Test func aPackedArrayLiteralFillsEachLineUpToTheWrappingWidth() {
        var printer = CodePrinter()
        let keys = (1...30).map { "\"key_number_\($0)\"" }
        printer.packedArrayLiteral("let keys =", keys)
        let lines = printer.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "let keys = [" && lines.last == "]")
        let body = lines.dropFirst().dropLast()
        #expect(body.allSatisfy { $0.hasPrefix("    \"") && $0.hasSuffix(",") && $0.count - 4 <= CodePrinter.wrappingWidth })
        #expect(body.count == 6, "\(body)")
        #expect(body.joined(separator: " ").replacingOccurrences(of: "    ", with: "") == keys.map { $0 + "," }.joined(separator: " "))
    }

    /// Lines after the first non-ASCII text keep their order and bytes: the printer holds ASCII apart from the rest.
    @Test func textAfterNonASCIILinesKeepsItsOrder() {
        var printer = CodePrinter()
        printer.line("let a = 1")
        printer.block("struct Café") { printer in
            printer.line("/// naïve – ünïcödé 🎉")
            printer.line(pieces: ["let ", "b", " = \"日本\""])
            printer.line()
            printer.line("let c = 3")
        }
        #expect(printer.text == "let a = 1\nstruct Café {\n    /// naïve – ünïcödé 🎉\n    let b = \"日本\"\n\n    let c = 3\n}\n")
    }

    /// An interpolated line prints what the same `String` interpolation spells, ASCII or not.
    @Test func interpolatedLinesSpellAsStringInterpolationDoes() {
        let name = "größe"
        let count = 42
        var printer = CodePrinter()
        printer.line("let \(name) = \(count) // \(1.5)")
        printer.line("case .\(name.uppercased())(\(count)):")
        printer.line(CodeLine("made \(name) elsewhere"))
        #expect(printer.text == "let \(name) = \(count) // \(1.5)\ncase .\(name.uppercased())(\(count)):\nmade \(name) elsewhere\n")
    }

    /// A list interpolated with a separator reads as `joined(separator:)` spells it, for no, one and several items.
    @Test(arguments: [[], ["a"], ["a: Int", "b: String = \"é\"", "c"]])
    func listsInterpolateAsJoined(items: [String]) {
        var printer = CodePrinter()
        printer.line("f(\(items, separator: ", "))")
        #expect(printer.text == "f(\(items.joined(separator: ", ")))\n")
    }
}
