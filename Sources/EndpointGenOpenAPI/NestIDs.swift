import EndpointGenSpec

/// The operationIds @nestjs/swagger makes by default: the controller class's name, `_`, and the handler method's
/// name (`UsersController_findAll`). `Controller` is the class's kind, not a word of the operation: WAHA's 192
/// operations were named like `sessionsControllerCreate`, and, once a tag's group word was taken off,
/// `controllerCreate`.
enum NestIDs {
    /// The controller's name without `Controller`, `_`, and the handler's (`UsersController_findAll` →
    /// `Users_findAll`), whose words name the operation (`usersFindAll`, `findAll` in the group `users`); nil for any
    /// other id.
    static func handlerName(ofID id: String) -> String? {
        guard let marker = id.range(of: "Controller_") else { return nil }
        let controller = id[..<marker.lowerBound]
        let handler = id[marker.upperBound...]
        // A class name and a method name: JavaScript identifiers, as NestJS writes them.
        guard let first = controller.utf8.first, first.isASCIILetter, controller.utf8.allSatisfy(isIdentifierByte),
              let start = handler.utf8.first, !start.isASCIIDigit, handler.utf8.allSatisfy(isIdentifierByte) else { return nil }
        return controller + "_" + handler
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }
}
