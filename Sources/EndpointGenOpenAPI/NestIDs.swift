import EndpointGenSpec

/// The operationIds @nestjs/swagger makes by default: the controller class's name, `_`, and the handler method's
/// name (`UsersController_findAll`). `Controller` is the class's kind, not a word of the operation: WAHA's 192
/// operations were named like `sessionsControllerCreate`, and, once a tag's group word was taken off,
/// `controllerCreate`.
///
/// With URI versioning it adds `_`, the version prefix (`v` unless set otherwise) and the version of the route
/// (`UsersController_findAll_v1`), which then ended every name of the document (`usersFindAllV1`). The version names
/// nothing unless the handler has another route: one of another version (`…_findAll_v2`), or one without a version
/// (a `VERSION_NEUTRAL` route beside a versioned one), whose ids then keep theirs.
struct NestIDs {
    /// The ids without their version that two or more of the document's ids are: those keep their versions.
    private let sharedHandlers: Set<String>

    init(ids: [String]) {
        var uses: [String: Int] = [:]
        for id in Set(ids) {
            guard let parts = Self.parts(ofID: id) else { continue }
            uses[String(parts.unversioned), default: 0] += 1
        }
        sharedHandlers = Set(uses.filter { $0.value > 1 }.keys)
    }

    /// The controller's name without `Controller`, `_`, and the handler's (`UsersController_findAll` →
    /// `Users_findAll`), whose words name the operation (`usersFindAll`, `findAll` in the group `users`), with the
    /// route's version when another id of the handler needs it (`Users_findAll_v2`); nil for any other id.
    func handlerName(ofID id: String) -> String? {
        guard let parts = Self.parts(ofID: id) else { return nil }
        let name = String(parts.controller + "_" + parts.handler)
        guard let version = parts.version, sharedHandlers.contains(String(parts.unversioned)) else { return name }
        return name + "_" + version
    }

    /// The controller, handler and version (`v1`) of an id @nestjs/swagger made, and the id without the version.
    private static func parts(ofID id: String) -> (controller: Substring, handler: Substring, version: Substring?, unversioned: Substring)? {
        guard let marker = id.range(of: "Controller_") else { return nil }
        let controller = id[..<marker.lowerBound]
        var handler = id[marker.upperBound...]
        let version = Self.version(endingHandler: handler)
        if let version { handler = handler.dropLast(version.count + 1) }
        // A class name and a method name: JavaScript identifiers, as NestJS writes them.
        guard let first = controller.utf8.first, first.isASCIILetter, controller.utf8.allSatisfy(isIdentifierByte),
              let start = handler.utf8.first, !start.isASCIIDigit, handler.utf8.allSatisfy(isIdentifierByte) else { return nil }
        return (controller, handler, version, id[..<handler.endIndex])
    }

    /// The version after the last `_` of `handler`: `v` or `V` and a number, parts of it after `.` (`v1`, `v2.1`),
    /// the default prefix and a version as NestJS writes them, after a handler's name.
    private static func version(endingHandler handler: Substring) -> Substring? {
        guard let separator = handler.lastIndex(of: "_"), separator > handler.startIndex else { return nil }
        let version = handler[handler.index(after: separator)...]
        guard version.first == "v" || version.first == "V" else { return nil }
        let parts = version.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return version
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }
}
