"""A test server that checks every request against an OpenAPI document and answers as the document says.

    python validating.py DOCUMENT PORT    (start.sh runs it; it serves on 127.0.0.1:PORT)

Each request is validated by openapi-core (path, scalar query parameters, headers, cookies, security, JSON and
multipart bodies), by the checks here (text bodies, `allowReserved`, Accept) and by raw_styles for what openapi-core cannot read exactly (array and object query and path
parameters in every style, form bodies, the request target's bytes, multipart part headers). Then:

  valid        the response the document declares: the lowest 2xx (or 3xx), 304 when If-None-Match equals the
               200 response's ETag example, or the status the test asks for; the body is the media type's
               example, else synthesized from its schema, and checked against the document before it is sent
               in the media type the Accept field asks for (the first declared without one): JSON, JSON lines and
               event streams are checked item by item, text and bytes are the example as written
  not valid    422 {"error": {"type": "invalid_request_error", "message": "<every problem found>"}}; an Accept
               field that matches no declared media type is not valid either
  no such path 404 with such a body

Control header fields, sent by the tests and not part of the document (openapi-core ignores undeclared ones):
  X-Validator-Tag: T       file the request's log entry under T
  X-Validator-Status: N    answer with status N (declared exactly, by its range NXX, or as `default`)
  X-Validator-Message: M   the text of synthesized strings (default "synthesized")

GET /_validator/log?tag=T lists the entries filed under T (every entry without `tag`): operation, accepted,
errors, the values as decoded, the security alternative satisfied, credentials sent beyond it, the status
answered. GET /_validator/rejections lists the entries of every request it did not accept.
"""
import base64
import datetime
import decimal
import email.parser
import email.policy
import json
import logging
import re
import sys
import threading
import uuid

from openapi_core import Config, OpenAPI
from openapi_core.deserializing.media_types.util import json_loads
from openapi_core.validation.request.exceptions import RequestBodyValidationError
from openapi_core.contrib.werkzeug import WerkzeugOpenAPIRequest, WerkzeugOpenAPIResponse
from openapi_schema_validator import OAS31Validator
from werkzeug.serving import make_server
from werkzeug.wrappers import Request, Response

from openapi_document import Document, response_for
from raw_styles import Rejection, check_request_target, form_body, path_value, query_value, scalar, split_pairs

FORM = "application/x-www-form-urlencoded"
# RFC 3986's reserved characters a query value may hold unencoded only with allowReserved (`&`, `=`, `+` and `#`
# would change the query's structure, `[`, `]` are never allowed in it).
RESERVED = ":/?@!$'()*,;"
MULTIPART = "multipart/form-data"


def jsonable(value):
    """`value` as JSON can hold it: bytes as {"base64": …}, dates as ISO 8601."""
    if isinstance(value, dict):
        return {str(key): jsonable(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(item) for item in value]
    if isinstance(value, bytes):
        return {"base64": base64.b64encode(value).decode("ascii")}
    if isinstance(value, (datetime.date, datetime.datetime, uuid.UUID)):
        return value.isoformat() if not isinstance(value, uuid.UUID) else str(value)
    if isinstance(value, decimal.Decimal):
        return float(value)
    return value


def describe(error):
    """An openapi-core error with its causes, schema errors spelled out."""
    parts = [str(error)]
    cause = error.__cause__
    while cause is not None:
        details = getattr(cause, "schema_errors", None)
        if details:
            parts.append("; ".join(f"{'/'.join(map(str, e.absolute_path)) or 'value'}: {e.message}" for e in details))
        elif str(cause) not in parts[-1]:
            parts.append(f"{type(cause).__name__} {cause}")
        cause = cause.__cause__
    return ": ".join(part for part in parts if part)


def schema_errors(value, schema, where):
    validator = OAS31Validator(schema, format_checker=OAS31Validator.FORMAT_CHECKER)
    return [f"{where}{''.join(f'[{p}]' for p in e.absolute_path)}: {e.message}" for e in validator.iter_errors(value)]


def binary_schema(field):
    """The one alternative of a field that allows null beside one other schema (FastAPI's `UploadFile | None`,
    `anyOf: [{contentMediaType: …}, {type: 'null'}]`), which says whether the part is a file; else the field."""
    alternatives = [a for a in field.get("anyOf", field.get("oneOf", [])) if a.get("type") != "null"]
    return alternatives[0] if len(alternatives) == 1 else field


def multipart_body(request, media):
    """The parts of a multipart body by name, and what is wrong with them: each part must be form-data with a
    declared name, sent once; a binary part (`contentMediaType` or `format: binary`) needs a file name and the
    Encoding Object's Content-Type; an application/json part is read as JSON (OpenAPI's default for a field that is
    not a primitive); a text part is read as its schema's type; then the parts are checked
    against the body's schema. (openapi-core 0.23 rejects a number sent as a text part, `'0.5' is not of type
    'number'`, and reads an OpenAPI 3.1 binary part as null.)"""
    boundary = request.mimetype_params.get("boundary")
    if not boundary:
        return None, ["multipart body without a boundary parameter"]
    head = f'Content-Type: multipart/form-data; boundary="{boundary}"\r\n\r\n'.encode()
    message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(head + request.get_data())
    if not message.is_multipart() or message.defects:
        return None, [f"multipart body does not parse: {message.defects}"]
    body, checked, errors = {}, {}, []
    schema = media["schema"]
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        if part.get_content_disposition() != "form-data" or name is None:
            errors.append(f"multipart part without Content-Disposition: form-data; name=…: {dict(part.items())}")
            continue
        if name not in schema.get("properties", {}) or name in body:
            errors.append(f"multipart part {name!r}: {'sent twice' if name in body else 'not declared'}")
            continue
        field = binary_schema(schema["properties"][name])
        content = part.get_payload(decode=True)
        if "contentMediaType" in field or field.get("format") == "binary":
            declared = media.get("encoding", {}).get(name, {}).get("contentType", field.get("contentMediaType"))
            if part.get_filename() is None or part.get("Content-Type") is None:
                errors.append(f"multipart file part {name!r} needs a filename and a Content-Type")
            elif declared and part.get_content_type() != declared:
                errors.append(f"multipart part {name!r}: Content-Type {part.get_content_type()}, declared {declared}")
            body[name] = {"filename": part.get_filename(), "contentType": part.get_content_type(),
                          "base64": base64.b64encode(content).decode("ascii")}
            checked[name] = content.decode("latin-1")  # what a string schema can check: one character a byte
            continue
        if part.get("Content-Type") is not None and part.get_content_type() == "application/json":
            # OpenAPI's default for a field that is not a primitive (an object, an array of objects): its JSON text.
            declared = media.get("encoding", {}).get(name, {}).get("contentType", "application/json")
            if declared != "application/json":
                errors.append(f"multipart part {name!r}: Content-Type application/json, declared {declared}")
            try:
                body[name] = checked[name] = json.loads(content.decode("utf-8"))
            except ValueError as problem:
                errors.append(f"multipart part {name!r}: not JSON: {problem}")
            continue
        try:
            body[name] = checked[name] = scalar(content.decode("utf-8"), field, f"multipart part {name!r}")
        except (Rejection, UnicodeDecodeError) as problem:
            errors.append(f"multipart part {name!r}: {problem}")
    return body, errors + schema_errors(checked, schema, "body")


def success_key(responses, request):
    """The response answered without X-Validator-Status: 304 when If-None-Match equals the 200 response's ETag
    example, else the lowest 2xx (or 3xx), else `default`."""
    etag = responses.get("200", {}).get("headers", {}).get("ETag", {}).get("example")
    if "304" in responses and etag is not None and request.headers.get("If-None-Match") == etag:
        return "304"
    return min((k for k in responses if k[0] in "23" and k.isdigit()), default="default")


def accepted_media_type(accept, content):
    """The first declared media type the Accept field takes (exactly, as type/*, or */*), in the field's order."""
    for item in accept.split(","):
        wanted = item.split(";")[0].strip().lower()
        for media_type in content:
            kind = media_type.split("/")[0]
            if wanted in (media_type.lower(), f"{kind}/*", "*/*"):
                return media_type
    return None


def media_response(code, media, media_type):
    """(response, problems) of a media type other than JSON: its example as written, JSON lines and event data checked
    item by item against the schema."""
    example = media.get("example")
    if not isinstance(example, str):
        problem = f"validating.py needs a string example of {media_type} to answer with"
        return Validator.rejection(500, [problem]), [problem]
    schema = media.get("schema", {})
    if media_type == "application/x-ndjson":
        items = [json.loads(line) for line in example.splitlines() if line]
    elif media_type == "text/event-stream":
        items = [json.loads(line[len("data: "):]) for line in example.splitlines() if line.startswith("data: ")]
    else:
        items = []
    problems = [problem for n, item in enumerate(items) for problem in schema_errors(item, schema, f"{media_type} item {n}")]
    if problems:
        return Validator.rejection(500, ["validating.py built a response the document does not allow"] + problems), problems
    data = example.encode("latin-1") if media.get("schema", {}).get("format") == "binary" else example.encode("utf-8")
    return Response(data, status=code, content_type=media_type + ("; charset=utf-8" if media_type.startswith("text/") else "")), []


class Validator:
    def __init__(self, file):
        self.document = Document(file)
        spec = self.document.for_openapi_core()
        # openapi-core reads only application/json and application/vnd.api+json as JSON; a JSON body in another
        # `+json` media type (application/merge-patch+json) would reach the schema as bytes.
        json_types = {media for operation in self.document.operations
                      for content in [(operation.body or {}).get("content", {})]
                      + [response.get("content", {}) for response in operation.responses.values()]
                      for media in content if media.split(";")[0].strip().endswith("+json")}
        self.core = OpenAPI.from_dict(spec, config=Config(extra_media_type_deserializers={t: json_loads for t in json_types}))
        self.log, self.lock = [], threading.Lock()

    def __call__(self, environ, start_response):
        request = Request(environ)
        if request.path in ("/_validator/log", "/_validator/rejections"):
            with self.lock:
                entries = [e for e in self.log if e["tag"] == request.args.get("tag", e["tag"])
                           and not (request.path.endswith("rejections") and e["accepted"])]
            return Response(json.dumps({"entries": entries}), mimetype="application/json")(environ, start_response)
        try:
            response, entry = self.handle(request)
        except Exception as error:  # a bug here must show as such in the test, not as a dropped connection
            problem = f"validating.py failed: {error!r}"
            response, entry = self.rejection(500, [problem]), {"operation": None, "accepted": False, "errors": [problem]}
        entry.update(tag=request.headers.get("X-Validator-Tag", ""), method=request.method,
                     target=environ.get("RAW_URI", ""), status=response.status_code, contentType=request.content_type)
        with self.lock:
            self.log = self.log[-5000:] + [entry]
        return response(environ, start_response)

    def handle(self, request):
        target = request.environ.get("RAW_URI", request.full_path)
        raw_path, _, raw_query = target.partition("?")
        matches = self.document.operations_matching(raw_path)
        operation, raw_path_values = next(((o, v) for o, v in matches if o.method == request.method.lower()), (None, None))
        if operation is None:
            problem = f"{request.method} {raw_path}: " + ("no path of the document matches" if not matches else
                                                          "the path has no operation for this method")
            return self.rejection(404, [problem]), {"operation": None, "accepted": False, "errors": [problem]}
        errors, values = [], {"path": {}, "query": {}, "header": {}, "cookie": {}, "body": None}
        result = self.core.unmarshal_request(WerkzeugOpenAPIRequest(request))
        # openapi-core's copy has no form, multipart or text bodies (check_body reads them), so a body in one of those
        # beside a JSON one would be "not found" there.
        reads_body_itself = request.mimetype in (FORM, MULTIPART) or request.mimetype.startswith("text/")
        errors += [describe(error) for error in result.errors
                   if not (reads_body_itself and isinstance(error, RequestBodyValidationError))]
        for location in ("path", "query", "header", "cookie"):
            values[location].update(getattr(result.parameters, location))
        values["body"] = result.body
        for check in (self.check_target, self.check_path, self.check_query, self.check_body, self.check_accept):
            try:
                errors += check(operation, request, raw_path_values, raw_query, values)
            except Rejection as rejection:
                errors.append(str(rejection))
        chosen, extra = self.security(operation, request)
        entry = {"operation": operation.id, "accepted": not errors, "errors": errors, "values": jsonable(values),
                 "security": chosen, "extraCredentials": extra}
        if errors:
            return self.rejection(422, errors), entry
        response, response_errors = self.respond(operation, request)
        entry["responseErrors"] = response_errors
        return response, entry

    # MARK: the checks of validating.py's own, each returning a list of problems (or raising Rejection)

    def check_target(self, operation, request, raw_path_values, raw_query, values):
        check_request_target(request.environ.get("RAW_URI", ""))
        return []

    def check_path(self, operation, request, raw_path_values, raw_query, values):
        errors = []
        for parameter in operation.by_location("path"):
            if operation.decodes_itself(parameter):
                name, schema = parameter["name"], parameter["schema"]
                try:
                    value = path_value(parameter, schema, raw_path_values[name], f"path parameter {name}")
                except Rejection as rejection:
                    errors.append(str(rejection))
                    continue
                values["path"][name] = value
                errors += schema_errors(value, schema, f"path parameter {name}")
        return errors

    def check_query(self, operation, request, raw_path_values, raw_query, values):
        errors, pairs = [], split_pairs(raw_query, "query", plus_is_space=True)
        used = {scheme["name"] for scheme in self.document.schemes.values() if scheme.get("in") == "query"}
        for parameter in operation.by_location("query"):
            name, schema = parameter["name"], parameter.get("schema", {})
            if not operation.decodes_itself(parameter):
                # A scalar: any reserved character is in its value (an array's or object's may be its style's delimiter).
                for raw in (raw for key, raw in pairs if key == name):
                    reserved = sorted(set(re.sub(r"%[0-9A-Fa-f]{2}", "", raw)) & set(RESERVED))
                    if reserved and not parameter.get("allowReserved"):
                        errors.append(f"query parameter {name}: {reserved} sent unencoded, which only allowReserved permits")
                used.add(name)
                continue
            try:
                value, keys = query_value(parameter, schema, pairs, f"query parameter {name}")
            except Rejection as rejection:
                errors.append(str(rejection))
                used |= {key for key, _ in pairs if key == name or key.startswith(name + "[")}  # reported once
                continue
            used |= keys
            if value is None:
                if parameter.get("required"):
                    errors.append(f"query parameter {name}: required, not sent")
                continue
            values["query"][name] = value
            errors += schema_errors(value, schema, f"query parameter {name}")
        unknown = [key for key, _ in pairs if key not in used]
        if unknown:
            errors.append(f"query items the operation does not declare: {unknown}")
        return errors

    def check_body(self, operation, request, raw_path_values, raw_query, values):
        body = request.get_data()
        content = (operation.body or {}).get("content", {})
        if not operation.body:
            return [f"a body of {len(body)} bytes, but the operation declares none"] if body else []
        if not body:
            return ["the request body is required, none was sent"] if operation.body.get("required") else []
        if request.mimetype == FORM and FORM in content:
            media = content[FORM]
            values["body"] = form_body(body, media["schema"], media.get("encoding", {}))
            return schema_errors(values["body"], media["schema"], "body")
        if request.mimetype == MULTIPART and MULTIPART in content:
            values["body"], errors = multipart_body(request, content[MULTIPART])
            return errors
        if request.mimetype not in content:
            return [f"a body of Content-Type {request.content_type!r}, but the operation declares {sorted(content)}"]
        if request.mimetype.startswith("text/"):
            try:
                values["body"] = body.decode(request.mimetype_params.get("charset", "utf-8"))
            except (UnicodeDecodeError, LookupError) as problem:
                return [f"text body: {problem}"]
            return schema_errors(values["body"], content[request.mimetype].get("schema", {}), "body")
        return []

    def check_accept(self, operation, request, raw_path_values, raw_query, values):
        if request.headers.get("X-Validator-Status"):
            return []
        content = operation.responses[success_key(operation.responses, request)].get("content", {})
        if content and accepted_media_type(request.headers.get("Accept", "*/*"), content) is None:
            return [f"Accept {request.headers.get('Accept')!r} matches none of the response's media types {sorted(content)}"]
        return []

    def security(self, operation, request):
        """The first security alternative the request satisfies, and the credentials it sent beyond that one."""
        def field(name):
            scheme = self.document.schemes[name]
            if scheme["type"] == "apiKey":
                return scheme["in"], scheme["name"].lower() if scheme["in"] == "header" else scheme["name"]
            return "header", "authorization"

        def sent(name):
            location, key = field(name)
            scheme = self.document.schemes[name]
            if location == "header" and key == "authorization":
                word = "basic" if scheme.get("scheme") == "basic" else "bearer"
                return request.headers.get("Authorization", "").lower().startswith(word + " ")
            return key in {"header": {k.lower() for k in request.headers.keys()}, "query": request.args,
                           "cookie": request.cookies}[location]

        chosen = next((sorted(alternative) for alternative in operation.security
                       if all(sent(name) for name in alternative)), None)
        needed = {field(name) for name in chosen or []}
        extra = sorted({f"{location} {key}" for location, key in map(field, self.document.schemes)
                        if (location, key) not in needed
                        and any(sent(n) for n in self.document.schemes if field(n) == (location, key))})
        return chosen, extra

    # MARK: answers

    def respond(self, operation, request):
        responses = operation.responses
        requested = request.headers.get("X-Validator-Status")
        if requested:
            code = int(requested)
            key = next((k for k in (str(code), f"{code // 100}XX", "default") if k in responses), None)
            if key is None:
                return self.rejection(500, [f"X-Validator-Status {code} is not declared by {operation.id}"]), []
        else:
            key = success_key(responses, request)
            code = int(key) if key.isdigit() else 200
            content = responses[key].get("content", {})
            media_type = accepted_media_type(request.headers.get("Accept", "*/*"), content)
            if content and media_type != "application/json":
                return media_response(code, content[media_type], media_type)
        headers, body = response_for(operation, key, request.headers.get("X-Validator-Message", "synthesized"))
        response = Response(status=code, headers=headers)
        if body is not None:
            response.set_data(json.dumps(body))
            response.mimetype = "application/json"
        errors = [describe(error) for error in self.core.unmarshal_response(
            WerkzeugOpenAPIRequest(request), WerkzeugOpenAPIResponse(response)).errors]
        if errors:
            return self.rejection(500, ["validating.py built a response the document does not allow"] + errors), errors
        return response, errors

    @staticmethod
    def rejection(status, errors):
        body = {"error": {"type": "invalid_request_error", "message": "; ".join(errors)}}
        return Response(json.dumps(body), status=status, mimetype="application/json")


def main():
    document, port = sys.argv[1], int(sys.argv[2])
    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # one line per request would drown the log
    server = make_server("127.0.0.1", port, Validator(document), threaded=True)
    print(f"validating.py: serving {document} on 127.0.0.1:{port}", file=sys.stderr, flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
