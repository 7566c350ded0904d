import EndpointGenJSON

/// The anchor and tag written before a node (`&name !!str value`).
struct YAMLProperties {
    /// The anchor's name, when there is one.
    var anchor: String?
    /// The core schema tag, when there is one.
    var tag: YAMLTag?
    /// Where the tag is written, for errors about it.
    var tagOffset = 0

    /// Whether there is neither an anchor nor a tag.
    var isEmpty: Bool { anchor == nil && tag == nil }
}

/// The tags of the YAML core schema, the only ones with a JSON meaning.
enum YAMLTag {
    case string, integer, float, boolean, null, mapping, sequence
    /// `!` alone: the node is not resolved by the schema, so a plain scalar stays a string.
    case nonSpecific

    /// The tag for a full tag name such as `tag:yaml.org,2002:str`, or nil when it is not in the core schema.
    init?(name: String) {
        switch name {
        case "tag:yaml.org,2002:str": self = .string
        case "tag:yaml.org,2002:int": self = .integer
        case "tag:yaml.org,2002:float": self = .float
        case "tag:yaml.org,2002:bool": self = .boolean
        case "tag:yaml.org,2002:null": self = .null
        case "tag:yaml.org,2002:map": self = .mapping
        case "tag:yaml.org,2002:seq": self = .sequence
        case "!": self = .nonSpecific
        default: return nil
        }
    }
}

/// An anchored node, with what copying it through an alias costs.
struct YAMLAnchor {
    /// The node as first read.
    var node: JSONNode
    /// How many nodes it holds, itself included.
    var size: Int
    /// How many levels of nesting it adds below the alias that copies it.
    var height: Int
    /// Whether it holds copies of other anchors: copying it copies those again, as a "billion laughs" document does.
    var holdsCopies: Bool
}
