import EndpointGenJSON
import Foundation

/// YAML 1.1's words for booleans — `yes`, `no`, `on` and `off`, in any case — which YAML 1.2, and so the YAML
/// reader, reads as strings. Where a spec or an OpenAPI document expects a boolean, such a word is almost certainly
/// meant as one; both the spec reader and the OpenAPI converter say so with this one explanation.
package enum YAML11Booleans {
    /// What to tell the user about `node`, the value of `key` where a boolean is expected: nil unless it is one of
    /// those words in a YAML file (in JSON a quoted string is plainly a string).
    package static func problem(with node: JSONNode, key: String, file: String) -> (message: String, hint: String)? {
        guard case .string(let word) = node.value, let meant = meaning(of: word), isYAML(file) else { return nil }
        return (
            "'\(key)' is the string '\(word)', not a boolean: YAML 1.2 reads yes, no, on and off as strings",
            "write \(meant) instead of \(word)"
        )
    }

    /// The boolean YAML 1.1 gives `word`, if it is one of its words.
    static func meaning(of word: String) -> Bool? {
        switch word.lowercased() {
        case "yes", "on": true
        case "no", "off": false
        default: nil
        }
    }

    /// Whether `file` is read as YAML by its name (a pipe without one is rare enough not to matter here).
    package static func isYAML(_ file: String) -> Bool {
        let fileExtension = (file as NSString).pathExtension.lowercased()
        return fileExtension == "yaml" || fileExtension == "yml"
    }
}
