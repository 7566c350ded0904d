import EndpointGenJSON

extension YAMLParser {
    /// The most nodes aliases and merge keys may have copied, given the nodes the document has written so far.
    var copyLimit: Int {
        max(YAMLReader.minimumAliasedNodes, YAMLReader.aliasedNodesPerWrittenNode * (nodeCount - copiedCount))
    }

    /// Counts `size` nodes copied by `copier` ("aliases", "aliases and merge keys"), refusing them past
    /// ``copyLimit`` or ``maximumValues``; `nested` tells whether the copied content holds copies itself, which is
    /// what makes a document grow exponentially.
    mutating func countCopies(_ size: Int, by copier: String, nested: Bool, at offset: Int? = nil, path: JSONPath) throws(YAMLSyntaxError) {
        let limit = copyLimit
        guard copiedCount + size <= limit else {
            let written = nodeCount - copiedCount
            // Saying "exponentially" of an `&errors` block merged into 120 operations sent its author looking for a
            // bomb; the numbers say what happened.
            let hint = nested
                ? "anchored content holding aliases is copied with all they copy, multiplying at each level (a \"billion laughs\" document)"
                : "the document writes \(written) nodes, and aliases may copy \(YAMLReader.aliasedNodesPerWrittenNode) times as many "
                    + "(at least \(YAMLReader.minimumAliasedNodes)); write content used this often once and refer to it with '$ref'"
            throw error("\(copier) expand to more than \(limit) nodes", at: offset, path: path, hint: hint)
        }
        try countNodes(size, at: offset, path: path)
        copiedCount += size
    }

    /// Counts `size` more nodes, refusing a document that holds more than ``maximumValues``.
    mutating func countNodes(_ size: Int, at offset: Int? = nil, path: JSONPath) throws(YAMLSyntaxError) {
        guard nodeCount + size <= maximumValues else {
            throw error("the document holds more than \(maximumValues) values", at: offset, path: path, hint: JSONReader.tooManyValuesHint)
        }
        nodeCount += size
    }
}
