import EndpointGenCLI
import Foundation

// Written unbuffered, each write checked: through `print`, a full disk or a closed pipe showed only when the buffer
// was written at exit, and `import > spec.json` on a full disk left an empty spec behind a success.
var outputFailure: (any Error)?
let status = EndpointGenCommand.run(Array(CommandLine.arguments.dropFirst()), standardOutput: { text in
    guard outputFailure == nil else { return }
    do {
        try FileHandle.standardOutput.write(contentsOf: Data((text + "\n").utf8))
    } catch {
        outputFailure = error
    }
})
if let outputFailure {
    FileHandle.standardError.write(Data("error: cannot write to standard output: \(outputFailure.localizedDescription)\n".utf8))
    exit(status == 0 ? 1 : status)
}
exit(status)
