import EndpointGenJSON

/// A split that cannot give every file a declaration: the spec generates fewer declarations than the files the
/// count names (three outputs, `filesEach` files each), and every named file must be written.
struct TooFewDeclarations: Error {
    var declarations: Int
    var filesEach: Int

    /// The error, located at the spec's start: the count, not a value in the spec, is what to change.
    func diagnostic(file: String) -> Diagnostic {
        let fitting = max(1, declarations / 3)
        return Diagnostic(.error, "the spec generates \(declarations) declarations, too few to give each of \(3 * filesEach) files (\(filesEach) per output) one",
                          file: file, location: SourceLocation(line: 1, column: 1), path: .root,
                          hint: "set \"files\" in \(GenerationConfig.fileName) (or --files) to at most \(fitting)")
    }
}
