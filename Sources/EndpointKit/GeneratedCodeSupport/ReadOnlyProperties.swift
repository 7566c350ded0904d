import Foundation

extension CodingUserInfoKey {
    /// `true` in the `userInfo` of an encoder that writes a request: generated models then leave out their read-only
    /// properties (OpenAPI's `readOnly`, which the server sets and which requests must not send). The encoders
    /// ``DateCoding/makeRequestEncoder()`` makes carry it: ``APIClient``'s, and a ``RequestBuilder``'s unless you pass
    /// your own. Models encoded anywhere else keep every property.
    // The raw value is a constant that the failable initializer always accepts.
    public static let endpointKitRequest = CodingUserInfoKey(rawValue: "EndpointKit.request")!
}

extension Encoder {
    /// Whether the value is being written into a request, where read-only properties are left out (see
    /// `CodingUserInfoKey.endpointKitRequest`).
    public var writesRequest: Bool { userInfo[.endpointKitRequest] as? Bool == true }
}

