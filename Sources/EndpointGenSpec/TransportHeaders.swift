/// Header fields that frame or route the message (RFC 9110, RFC 9112): the HTTP stack computes them from the request
/// it sends, so no parameter may set them. A caller's `Content-Length` beside a multipart body cut the body off at the
/// server (the length must count the boundaries the caller never sees), and a caller's `Host` sends the request to
/// another virtual host.
package enum TransportHeaders {
    /// Whether `name` (any case) is one of them.
    package static func contains(_ name: String) -> Bool {
        names.contains(name.lowercased())
    }

    /// Whether `name` (any case) describes the connection rather than the message (RFC 9110 §7.6.1, RFC 9112 §6.1,
    /// RFC 9113 §8.2.2): the HTTP stack consumes it on each hop, HTTP/2 and HTTP/3 forbid it, and URLSession does not
    /// hand it to the app reliably, so a response's is no value the app can read either.
    package static func describesConnection(_ name: String) -> Bool {
        connectionNames.contains(name.lowercased())
    }

    /// Why a response's header field `name`, which ``describesConnection(_:)``, is left out: said alike by the native
    /// spec and the OpenAPI import.
    package static func leftOutResponseHeader(_ name: String) -> String {
        "response header '\(name)' describes the connection, which the HTTP stack consumes and does not hand to the app (RFC 9110 §7.6.1); left out"
    }

    private static let connectionNames: Set<String> = [
        "transfer-encoding", "connection", "keep-alive", "te", "trailer", "upgrade", "proxy-connection",
    ]

    private static let names: Set<String> = connectionNames.union(["content-length", "host"])
}

extension SpecReader {
    /// Reports each header parameter that sets a field of ``TransportHeaders``.
    mutating func checkTransportHeaders(_ headers: [ParameterSpec]) {
        for header in headers {
            let name = header.wireName?.value ?? header.key.value
            guard TransportHeaders.contains(name) else { continue }
            problems.error("header '\(name)' is set by the HTTP stack from the request it sends; no parameter may set it",
                           at: header.wireName ?? header.key, hint: "remove the parameter")
        }
    }

    /// `headers` without the response headers that describe the connection, each reported: the app cannot read them,
    /// so a method returned a `Transfer-Encoding` that was nil on every call.
    mutating func withoutConnectionHeaders(_ headers: [ParameterSpec]) -> [ParameterSpec] {
        headers.filter { header in
            let name = header.wireName ?? header.key
            guard TransportHeaders.describesConnection(name.value) else { return true }
            problems.warning(TransportHeaders.leftOutResponseHeader(name.value), at: name, hint: "remove it from 'responseHeaders'")
            return false
        }
    }
}
