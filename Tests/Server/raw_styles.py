"""Decodes OpenAPI parameter styles and form bodies from the raw bytes of a request, for validating.py.

openapi-core 0.23 splits arrays after percent-decoding (so a `,` or `|` inside a value counts as a
delimiter), does not implement `deepObject` arrays or nesting, `label`, `matrix`, or `spaceDelimited`
(it splits the decoded value on the text "%20"), and cannot decode a form body whose fields nest. The
functions here work on the still-encoded text instead: they split on a style's delimiters first, then
percent-decode each piece, read bracket keys (`a[b][c]`, `a[]`, `a[0][b]`) by the parameter's schema, and
turn scalars into the schema's type, so that the caller can check the value with a JSON Schema validator.

Every function raises `Rejection` with a message naming the parameter when the bytes do not have the shape
the document asks for. A style this module does not read raises `Rejection` too: nothing passes unchecked.
"""
import re

# RFC 3986: unreserved and sub-delims, ":" "@" (pchar), and "/" "?" in a query; "%" only before two hex digits.
_TARGET_CHARACTERS = re.compile(r"^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$")
_ESCAPE = re.compile(r"%([0-9A-Fa-f]{2})")
_BRACKETS = re.compile(r"\[([^\[\]]*)\]")


class Rejection(Exception):
    """A request that does not match the document; the message says where and why."""


def check_request_target(target):
    """Rejects a request target (path and query) with a byte RFC 3986 does not allow there unencoded."""
    if not _TARGET_CHARACTERS.match(target):
        bad = sorted({c for c in re.sub(r"%[0-9A-Fa-f]{2}", "", target) if not re.match(r"[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]", c)})
        raise Rejection(f"request target {target!r} has characters RFC 3986 requires percent-encoded: {bad}")


def unquote(text, where, plus_is_space=False):
    """Percent-decodes `text` as UTF-8; a `%` without two hex digits or bytes that are not UTF-8 are rejected."""
    if plus_is_space:
        text = text.replace("+", " ")
    if re.search(r"%(?![0-9A-Fa-f]{2})", text):
        raise Rejection(f"{where}: {text!r} has a '%' that starts no percent-encoded byte")
    try:
        return _ESCAPE.sub(lambda match: chr(int(match.group(1), 16)), text).encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        raise Rejection(f"{where}: {text!r} is not percent-encoded UTF-8") from None


def split_pairs(text, where, plus_is_space=False):
    """`a=1&b=2` as [(decoded key, still-encoded value)], in order; a pair without `=` has the value ''."""
    if text == "":
        return []
    pairs = []
    for piece in text.split("&"):
        key, _, value = piece.partition("=")
        pairs.append((unquote(key, where, plus_is_space), value))
    return pairs


def schema_type(schema):
    """The schema's one non-null type (`object` when it has properties, `string` for an enum without type)."""
    kind = schema.get("type")
    if isinstance(kind, list):
        kinds = [k for k in kind if k != "null"]
        kind = kinds[0] if len(kinds) == 1 else None
    if kind is None and ("properties" in schema or "additionalProperties" in schema):
        return "object"
    return kind or "string"


def scalar(text, schema, where):
    """A decoded scalar as the schema's type: integers and numbers by their JSON spelling, booleans as true/false."""
    kind = schema_type(schema)
    if kind == "integer":
        if not re.fullmatch(r"-?(0|[1-9][0-9]*)", text):
            raise Rejection(f"{where}: {text!r} is not an integer")
        return int(text)
    if kind == "number":
        if not re.fullmatch(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?", text):
            raise Rejection(f"{where}: {text!r} is not a number")
        number = float(text)
        return int(number) if number.is_integer() and re.fullmatch(r"-?[0-9]+", text) else number
    if kind == "boolean":
        if text not in ("true", "false"):
            raise Rejection(f"{where}: {text!r} is not true or false")
        return text == "true"
    if kind in ("array", "object"):
        raise Rejection(f"{where}: a {kind} where a single value was expected")
    return text


def delimited(raw, delimiter, schema, where, plus_is_space):
    """An array or object written as one value with `delimiter` between its pieces (`a,b`, `R,100,G,200`)."""
    pieces = [unquote(piece, where, plus_is_space) for piece in raw.split(delimiter)]
    if schema_type(schema) == "array":
        items = schema.get("items", {})
        return [scalar(piece, items, f"{where}[{n}]") for n, piece in enumerate(pieces)]
    if len(pieces) % 2:
        raise Rejection(f"{where}: {raw!r} does not alternate names and values")
    return {name: scalar(value, property_schema(schema, name, where), f"{where}.{name}")
            for name, value in zip(pieces[::2], pieces[1::2])}


def property_schema(schema, name, where):
    """The schema of property `name` of an object schema; a name it does not declare is rejected."""
    if name in schema.get("properties", {}):
        return schema["properties"][name]
    extra = schema.get("additionalProperties")
    if isinstance(extra, dict):
        return extra
    raise Rejection(f"{where}: the schema has no property {name!r}")


def bracketed(name, pairs, schema, where):
    """The value of `name` written with bracket keys (`name[a][b]=…`, `name[]=…`, `name[0][a]=…`).

    `pairs` are every (decoded key, encoded value) of the query or body; those that are `name` or start with
    `name[` are read, the others left alone. Returns (value or None when absent, the keys used).
    """
    entries, used = [], set()
    for key, value in pairs:
        if key == name or key.startswith(name + "["):
            rest = key[len(name):]
            segments = _BRACKETS.findall(rest)
            if "".join(f"[{s}]" for s in segments) != rest:
                raise Rejection(f"{where}: key {key!r} is not {name} followed by bracketed names")
            entries.append((segments, unquote(value, f"{where} ({key})", plus_is_space=True)))
            used.add(key)
    if not entries:
        return None, used
    return _nested(entries, schema, where), used


def _nested(entries, schema, where):
    kind = schema_type(schema)
    if kind == "object":
        groups = {}
        for segments, value in entries:
            if not segments or segments[0] == "":
                raise Rejection(f"{where}: an object needs [name] keys, got {'[]' if segments else 'none'}")
            groups.setdefault(segments[0], []).append((segments[1:], value))
        return {name: _nested(group, property_schema(schema, name, f"{where}[{name}]"), f"{where}[{name}]")
                for name, group in groups.items()}
    if kind == "array":
        items = schema.get("items", {})
        if schema_type(items) not in ("object", "array"):
            # Rails, PHP and Stripe: scalars in order, each keyed `name[]`.
            if any(segments != [""] for segments, _ in entries):
                raise Rejection(f"{where}: an array of scalars is written as {where}[]=…, one key per element")
            return [scalar(value, items, f"{where}[]") for _, value in entries]
        groups = []
        for segments, value in entries:
            if not segments or not re.fullmatch(r"0|[1-9][0-9]*", segments[0]):
                raise Rejection(f"{where}: an array of objects needs [index] keys")
            index = int(segments[0])
            if index == len(groups):
                groups.append([])
            elif index != len(groups) - 1:
                raise Rejection(f"{where}: index {index} does not follow {len(groups) - 1}; indices count from 0 in order")
            groups[index].append((segments[1:], value))
        return [_nested(group, items, f"{where}[{n}]") for n, group in enumerate(groups)]
    if len(entries) != 1 or entries[0][0]:
        raise Rejection(f"{where}: expected one value, got {len(entries)} keys")
    return scalar(entries[0][1], schema, where)


def query_value(parameter, schema, pairs, where):
    """The value of a query parameter in its style, from the query's pairs. Returns (value or None, keys used)."""
    name = parameter["name"]
    style = parameter.get("style", "form")
    explode = parameter.get("explode", style == "form")
    kind = schema_type(schema)
    if style == "deepObject" and explode:
        return bracketed(name, pairs, schema, where)
    mine = [value for key, value in pairs if key == name]
    if not mine:
        return None, set()
    if kind not in ("array", "object"):
        if len(mine) > 1:
            raise Rejection(f"{where}: sent {len(mine)} times")
        return scalar(unquote(mine[0], where, plus_is_space=True), schema, where), {name}
    if style == "form" and explode and kind == "array":
        items = schema.get("items", {})
        return [scalar(unquote(value, where, plus_is_space=True), items, f"{where}[{n}]") for n, value in enumerate(mine)], {name}
    delimiters = {("form", False): ",", ("spaceDelimited", False): "%20", ("pipeDelimited", False): "%7C"}
    delimiter = delimiters.get((style, explode))
    if delimiter is None:
        raise Rejection(f"{where}: validating.py does not read style {style} (explode {explode}) for a {kind}")
    if len(mine) > 1:
        raise Rejection(f"{where}: a {style} {kind} is one query item, sent {len(mine)} times")
    # The percent-encoded delimiters may arrive in either case (%7C, %7c).
    raw = re.sub(re.escape(delimiter), delimiter, mine[0], flags=re.IGNORECASE)
    return delimited(raw, delimiter, schema, where, plus_is_space=True), {name}


def path_value(parameter, schema, raw, where):
    """The value of a path parameter in its style (`simple`, `label`, `matrix`) from its still-encoded text."""
    name = parameter["name"]
    style = parameter.get("style", "simple")
    explode = parameter.get("explode", False)
    kind = schema_type(schema)
    if style == "label":
        if not raw.startswith("."):
            raise Rejection(f"{where}: a label value starts with '.', got {raw!r}")
        raw, separator = raw[1:], "." if explode else ","
    elif style == "matrix":
        if explode and kind == "array":
            pieces = raw.split(";")[1:] if raw.startswith(";") else None
            if not pieces or any(not piece.startswith(name + "=") for piece in pieces):
                raise Rejection(f"{where}: expected ;{name}=…;{name}=…, got {raw!r}")
            return [scalar(unquote(piece[len(name) + 1:], where), schema.get("items", {}), where) for piece in pieces]
        if explode and kind == "object":
            if not raw.startswith(";"):
                raise Rejection(f"{where}: a matrix value starts with ';', got {raw!r}")
            raw, separator = raw[1:], ";"
        else:
            if not raw.startswith(f";{name}="):
                raise Rejection(f"{where}: expected ;{name}=…, got {raw!r}")
            raw, separator = raw[len(name) + 2:], ","
    elif style == "simple":
        separator = ","
    else:
        raise Rejection(f"{where}: style {style} is not a path style")
    if kind not in ("array", "object"):
        return scalar(unquote(raw, where), schema, where)
    if kind == "array" or not explode:
        return delimited(raw, separator, schema, where, plus_is_space=False)
    fields = {}
    for piece in raw.split(separator):
        field, equals, value = piece.partition("=")
        if not equals:
            raise Rejection(f"{where}: {piece!r} is not name=value")
        field = unquote(field, where)
        fields[field] = scalar(unquote(value, where), property_schema(schema, field, where), f"{where}.{field}")
    return fields


def form_body(body, schema, encodings, where="body"):
    """An `application/x-www-form-urlencoded` body as an object, each field read in its Encoding Object's style.

    Keys the schema does not declare are rejected, so a field sent under a wrong name or style cannot pass, unless
    the schema declares none or says what `additionalProperties` the others are: each such key is then a field of
    that schema, sent once.
    """
    try:
        text = body.decode("ascii")
    except UnicodeDecodeError:
        raise Rejection(f"{where}: a form body is ASCII; non-ASCII bytes must be percent-encoded") from None
    if not re.fullmatch(r"(?:[A-Za-z0-9\-._~!$'()*+,;:@/?=&]|%[0-9A-Fa-f]{2})*", text):
        raise Rejection(f"{where}: {text!r} has characters that must be percent-encoded")
    pairs = split_pairs(text, where, plus_is_space=True)
    value, used = {}, set()
    for name, field_schema in schema.get("properties", {}).items():
        encoding = {"style": "form", **encodings.get(name, {})}
        kind = schema_type(field_schema)
        if kind == "object" and encoding["style"] == "form":
            raise Rejection(f"{where}.{name}: validating.py does not read an object field in style form")
        parameter = {"name": name, **encoding}
        field, keys = query_value(parameter, field_schema, pairs, f"{where}.{name}")
        if field is not None:
            value[name] = field
        used |= keys
    other = schema.get("additionalProperties", {} if not schema.get("properties") else False)
    for key, text in pairs:
        if key in used or other is False:
            continue
        if key in value:
            raise Rejection(f"{where}.{key}: sent more than once")
        value[key] = scalar(unquote(text, f"{where}.{key}", plus_is_space=True), other if isinstance(other, dict) else {}, f"{where}.{key}")
        used.add(key)
    unknown = [key for key, _ in pairs if key not in used]
    if unknown:
        raise Rejection(f"{where}: fields the document does not declare: {unknown}")
    return value
