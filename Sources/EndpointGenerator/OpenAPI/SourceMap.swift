/// Maps positions in a printed native spec back to the OpenAPI values they were made from.
struct SourceMap: Sendable {
    struct Entry: Sendable {
        /// Where a key or value starts in the printed native spec.
        var printed: SourceLocation
        /// The OpenAPI value it was made from.
        var origin: Origin
    }

    /// In printed order, which is also ascending `printed` order.
    var entries: [Entry]

    /// The origin of the key or value printed at `location`, or of the closest one printed before it.
    func origin(of location: SourceLocation) -> Origin? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].printed <= location { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? entries[low - 1].origin : entries.first?.origin
    }

    /// `diagnostic`, about the printed native spec, moved to the OpenAPI value it concerns.
    func remap(_ diagnostic: Diagnostic) -> Diagnostic {
        var moved = diagnostic
        if let location = diagnostic.location, let origin = origin(of: location) {
            moved.location = origin.location
            moved.path = origin.path
        }
        return moved
    }
}
