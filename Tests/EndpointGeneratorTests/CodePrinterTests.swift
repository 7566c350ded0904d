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
