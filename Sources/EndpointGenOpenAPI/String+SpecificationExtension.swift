extension String {
    /// Whether this key, a member of an object whose fields OpenAPI fixes (a schema, an operation, `paths`,
    /// `responses`, `components`), is a specification extension (`x-…`), which holds whatever its tool wants. In a map
    /// keyed by names (`headers`, `properties`) an `x-` key is a name.
    var isSpecificationExtension: Bool {
        hasPrefix("x-")
    }
}
