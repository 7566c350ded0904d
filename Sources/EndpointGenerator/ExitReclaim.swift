/// Leaves values for the process's exit to reclaim, for a command that exits right after its run.
///
/// Freeing a generated SDK and the document it came from is freeing every one of their hundreds of thousands of
/// strings, arrays and path steps: a twentieth of generating a large document, spent just before the operating
/// system reclaims the whole memory at once anyway (compilers skip it the same way).
package enum ExitReclaim {
    /// Keeps `value` alive until the process exits.
    package static func keep<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(Kept(value))
    }

    private final class Kept<Value> {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
