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
}
