/// App code beside the generated store client: the category tree as the flat list a picker shows.
extension Category {
    /// This category's name, then those of every category below it, depth first.
    public var namesInTree: [String] {
        [name] + (subcategories ?? []).flatMap { subcategory in
            [subcategory.name] + (subcategory.categories ?? []).flatMap(\.namesInTree)
        }
    }
}
