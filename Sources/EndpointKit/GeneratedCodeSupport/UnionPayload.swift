/// How a generated union decodes and encodes the model an alternative holds: through `Decodable` and `Encodable`,
/// whose requirements are not deprecated. A model that codes deprecated properties marks its own `init(from:)` and
/// `encode(to:)` deprecated, so a union calling them by name warned (Datadog's timeseries widget, one of a widget
/// union's alternatives, and an SDK built with warnings as errors failed).
extension Decodable {
    /// Decodes the value from `decoder`, as `init(from:)` does, without a deprecation warning.
    public init(payloadFrom decoder: any Decoder) throws {
        try self.init(from: decoder)
    }
}

extension Encodable {
    /// Encodes the value into `encoder`, as `encode(to:)` does, without a deprecation warning.
    public func encodePayload(to encoder: any Encoder) throws {
        try encode(to: encoder)
    }
}
