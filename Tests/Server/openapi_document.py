"""The OpenAPI document validating.py serves: its operations, their schemas with every `$ref` resolved, the copy
openapi-core validates against, and responses that are valid per the document.
"""
import copy
import re

import yaml
from openapi_spec_validator import validate as validate_document

from raw_styles import schema_type

METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")


def resolved(node, root, depth=0):
    """`node` with every local `$ref` replaced by what it points to (the documents here are not recursive)."""
    if depth > 50:
        raise ValueError("a $ref chain deeper than 50: is the document recursive?")
    if isinstance(node, dict):
        if "$ref" in node:
            target = root
            for part in node["$ref"].removeprefix("#/").split("/"):
                target = target[part.replace("~1", "/").replace("~0", "~")]
            return resolved(target, root, depth + 1)
        return {key: resolved(value, root, depth) for key, value in node.items()}
    if isinstance(node, list):
        return [resolved(value, root, depth) for value in node]
    return node


class Operation:
    """One operation with its parameters merged (path-level and its own) and resolved."""

    def __init__(self, path, method, item, operation, document):
        self.path, self.method, self.id = path, method, operation.get("operationId", f"{method} {path}")
        merged = {}
        for parameter in item.get("parameters", []) + operation.get("parameters", []):
            merged[(parameter["name"], parameter["in"])] = parameter
        self.parameters = list(merged.values())
        self.body = operation.get("requestBody")
        self.responses = operation["responses"]
        self.security = operation.get("security", document.get("security", []))
        # Regex group names must be identifiers, template names need not be (Hetzner's `{server-id}`): the groups are
        # numbered and mapped back to the names.
        self.placeholders = re.findall(r"\{([^{}/]+)\}", path)
        segments = [re.sub(r"\\\{[^{}/]+\\\}", "([^/]*)", re.escape(segment)) for segment in path.split("/")]
        self.pattern = re.compile("^" + "/".join(segments) + "$")

    def by_location(self, location):
        return [parameter for parameter in self.parameters if parameter["in"] == location]

    def decodes_itself(self, parameter):
        """Whether validating.py reads this parameter from the raw bytes instead of leaving it to openapi-core:
        every array or object in the query or path (see raw_styles)."""
        return parameter["in"] in ("query", "path") and schema_type(parameter.get("schema", {})) in ("array", "object")


class Document:
    """The document as loaded, checked with openapi-spec-validator, with `$ref`s resolved."""

    def __init__(self, file):
        with open(file, encoding="utf-8") as stream:
            self.source = yaml.safe_load(stream)
        validate_document(self.source)
        self.root = resolved(self.source, self.source)
        self.operations = [
            Operation(path, method, item, item[method], self.root)
            for path, item in self.root["paths"].items()
            for method in METHODS if method in item
        ]
        self.schemes = self.root.get("components", {}).get("securitySchemes", {})

    def operations_matching(self, raw_path):
        """The operations whose path template matches the still-encoded path, each with its raw path values."""
        found = [(operation, dict(zip(operation.placeholders, match.groups()))) for operation in self.operations
                 if (match := operation.pattern.match(raw_path))]
        # Concrete paths before templated ones (OpenAPI 3.1 §4.8.8): `/firewall/template` is not `/firewall/{server-id}`.
        return sorted(found, key=lambda pair: len(pair[0].placeholders))

    def for_openapi_core(self):
        """The copy openapi-core validates against: served from any host; the parts validating.py decodes itself
        taken out (array and object query parameters, form, multipart and text bodies) or made plain strings (array and object path
        parameters); OAuth 2 read as what it sends, `Authorization: Bearer` (openapi-core skips OAuth 2)."""
        document = copy.deepcopy(self.source)
        document["servers"] = [{"url": "/"}]
        for path, item in document["paths"].items():
            for method in METHODS:
                if method not in item:
                    continue
                operation = next(o for o in self.operations if o.path == path and o.method == method)
                own = item[method]
                own["parameters"] = []
                for parameter in operation.parameters:
                    if not operation.decodes_itself(parameter):
                        own["parameters"].append(parameter)
                    elif parameter["in"] == "path":
                        own["parameters"].append({"name": parameter["name"], "in": "path", "required": True,
                                                  "schema": {"type": "string"}})
                content = own.get("requestBody", {}).get("content", {})
                content.pop("application/x-www-form-urlencoded", None)
                content.pop("multipart/form-data", None)
                for media_type in [m for m in content if m.startswith("text/")]:
                    content.pop(media_type)  # validating.py reads text bodies itself
                if "requestBody" in own and not content:
                    del own["requestBody"]
            item.pop("parameters", None)
        for scheme in document.get("components", {}).get("securitySchemes", {}).values():
            if scheme["type"] == "oauth2":
                scheme.clear()
                scheme.update(type="http", scheme="bearer")
        return document


def synthesized(schema, text):
    """A value valid per `schema`: its `const`, `example` or first enum value, else the least the schema allows;
    strings are `text`."""
    for key in ("const", "example"):
        if key in schema:
            return schema[key]
    if "enum" in schema:
        return schema["enum"][0]
    kind = schema_type(schema)
    if kind == "object":
        return {name: synthesized(schema["properties"][name], text) for name in schema.get("required", [])}
    if kind == "array":
        return [synthesized(schema.get("items", {}), text) for _ in range(schema.get("minItems", 0))]
    if kind in ("integer", "number"):
        return schema.get("minimum", 0)
    if kind == "boolean":
        return False
    return text


def response_for(operation, status, text):
    """(status, headers, JSON body or None) of `operation`'s response `status` ("200", "4XX", "default"), from
    the document's examples where it has them, else synthesized."""
    response = operation.responses[status]
    headers = {}
    for name, header in response.get("headers", {}).items():
        if "example" in header or header.get("required"):
            headers[name] = str(header.get("example", synthesized(header.get("schema", {}), text)))
    media = response.get("content", {}).get("application/json")
    if media is None:
        return headers, None
    if "example" in media:
        return headers, media["example"]
    return headers, synthesized(media.get("schema", {}), text)
