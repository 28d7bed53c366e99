package dev.genclient.targets.openapi;

import static dev.genclient.targets.openapi.OpenApiFixtures.catalog;
import static dev.genclient.targets.openapi.OpenApiFixtures.document;
import static dev.genclient.targets.openapi.OpenApiFixtures.json;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One test per conversion rule of docs/openapi.md, each on a small inline catalog. */
class OpenApiTargetTest {
  private static final String ID_PARAMS = """
      "params": {"type": "object", "required": ["item_id"], "additionalProperties": false,
                 "properties": {"item_id": {"type": "string", "description": "The item."},
                                "verbose": {"type": "boolean", "default": false}}}""";

  private static JsonNode op(ObjectNode doc, String path, String method) {
    return doc.path("paths").path(path).path(method);
  }

  @Test
  void headerComesFirstThenTheOpenApiVersion() {
    ObjectNode doc = document(catalog("\"ops\": [{\"id\": \"a.b\", \"summary\": \"S\"}]"));
    List<String> keys = new ArrayList<>();
    doc.fieldNames().forEachRemaining(keys::add);
    assertEquals(List.of("x-generated", "openapi", "info", "servers", "security", "tags", "paths", "components"), keys);
    assertEquals("3.1.0", doc.path("openapi").asText());
    assertEquals("DO NOT EDIT", doc.at("/x-generated/notice").asText());
    assertEquals(json("[{\"url\": \"http://localhost:9000\", \"description\": \"The server on its default port.\"}]"),
        doc.path("servers"));
  }

  @Test
  void pathTemplateParamsBecomePathParameters() {
    ObjectNode doc = document(catalog("\"ops\": [{\"id\": \"items.get\", \"summary\": \"S\", "
        + "\"http\": {\"method\": \"GET\", \"path\": \"/items/{item_id}\"}, " + ID_PARAMS + "}]"));
    assertEquals(json("""
        [{"name": "item_id", "in": "path", "description": "The item.", "required": true, "schema": {"type": "string"}},
         {"name": "verbose", "in": "query", "required": false, "schema": {"type": "boolean", "default": false}}]"""),
        op(doc, "/items/{item_id}", "get").path("parameters"));
    assertFalse(op(doc, "/items/{item_id}", "get").has("requestBody"));
  }

  @Test
  void getAndDeleteSendParamsInTheQuery() {
    ObjectNode doc = document(catalog("\"ops\": [{\"id\": \"items.remove\", \"summary\": \"S\", "
        + "\"http\": {\"method\": \"DELETE\", \"path\": \"/items\"}, " + ID_PARAMS + "}]"));
    JsonNode operation = op(doc, "/items", "delete");
    assertEquals(json("""
        [{"name": "item_id", "in": "query", "description": "The item.", "required": true, "schema": {"type": "string"}},
         {"name": "verbose", "in": "query", "required": false, "schema": {"type": "boolean", "default": false}}]"""),
        operation.path("parameters"));
    assertFalse(operation.has("requestBody"));
  }

  @Test
  void postSendsTheParamsComponentAsJsonBody() {
    ObjectNode doc = document(catalog("\"ops\": [{\"id\": \"items.make\", \"summary\": \"S\", " + ID_PARAMS
        + ", \"examples\": [{\"params\": {\"item_id\": \"x\"}, \"result\": null}]}]"));
    assertEquals(json("""
        {"required": true, "content": {"application/json": {
          "schema": {"$ref": "#/components/schemas/ItemsMakeParams"},
          "examples": {"example-1": {"value": {"item_id": "x"}}}}}}"""),
        op(doc, "/ops/items.make", "post").path("requestBody"));
    assertEquals(json("""
        {"description": "No result: the body is `null`.", "content": {"application/json": {"schema": {"type": "null"},
          "examples": {"example-1": {"value": null}}}}}"""),
        op(doc, "/ops/items.make", "post").at("/responses/200"));
  }

  /** The clients send {@code {}} to a body-bound op without params; a validating peer must accept it. */
  @Test
  void postWithoutParamsDeclaresTheEmptyObjectTheClientsSend() {
    ObjectNode doc = document(catalog("\"ops\": [{\"id\": \"items.count\", \"summary\": \"S\"}, "
        + "{\"id\": \"items.all\", \"summary\": \"S\", \"http\": {\"method\": \"GET\", \"path\": \"/items\"}}]"));
    assertEquals(json("""
        {"description": "The op takes no params: the clients send an empty JSON object, `{}`.", "required": true,
         "content": {"application/json": {"schema": {"type": "object"}}}}"""),
        op(doc, "/ops/items.count", "post").path("requestBody"));
    JsonNode get = op(doc, "/items", "get");
    assertFalse(get.has("requestBody"));
    assertFalse(get.has("parameters"));
  }

  @Test
  void postWithPathParamsSendsTheOtherParamsAsBody() {
    ObjectNode doc = document(catalog("\"ops\": [{\"id\": \"items.touch\", \"summary\": \"S\", "
        + "\"http\": {\"method\": \"POST\", \"path\": \"/items/{item_id}\"}, " + ID_PARAMS + "}]"));
    JsonNode operation = op(doc, "/items/{item_id}", "post");
    assertEquals(1, operation.path("parameters").size());
    assertEquals(json("""
        {"type": "object", "properties": {"verbose": {"type": "boolean", "default": false}}, "additionalProperties": false}"""),
        operation.at("/requestBody/content/application~1json/schema"));
  }

  @Test
  void uploadSendsOctetStreamWithParamsInTheQuery() {
    ObjectNode doc = document(catalog("\"ops\": [{\"id\": \"files.put\", \"summary\": \"S\", \"kind\": \"upload\", "
        + "\"params\": {\"type\": \"object\", \"required\": [\"path\"], \"properties\": {\"path\": {\"type\": \"string\"}}}, "
        + "\"result\": {\"type\": \"object\", \"properties\": {\"size\": {\"type\": \"integer\"}}}}]"));
    JsonNode operation = op(doc, "/ops/files.put", "post");
    assertEquals(json("[{\"name\": \"path\", \"in\": \"query\", \"required\": true, \"schema\": {\"type\": \"string\"}}]"),
        operation.path("parameters"));
    assertEquals(json("""
        {"description": "The bytes to upload; the params travel in the query string.", "required": true,
         "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}}"""),
        operation.path("requestBody"));
    assertEquals("#/components/schemas/FilesPutResult",
        operation.at("/responses/200/content/application~1json/schema/$ref").asText());
  }

  @Test
  void streamAnswersNdjsonEvents() {
    ObjectNode doc = document(catalog("\"ops\": [{\"id\": \"logs.tail\", \"summary\": \"S\", \"kind\": \"stream\", "
        + "\"event\": {\"type\": \"object\", \"properties\": {\"line\": {\"type\": \"string\"}}}}]"));
    JsonNode ok = op(doc, "/ops/logs.tail", "post").at("/responses/200");
    assertEquals(json("{\"application/x-ndjson\": {\"schema\": {\"$ref\": \"#/components/schemas/LogsTailEvent\"}}}"),
        ok.path("content"));
    assertEquals("stream", op(doc, "/ops/logs.tail", "post").path("x-kind").asText());
  }

  @Test
  void downloadAnswersOctetStream() {
    ObjectNode doc = document(catalog("\"ops\": [{\"id\": \"files.get\", \"summary\": \"S\", \"kind\": \"download\", "
        + "\"result\": {\"type\": \"string\", \"format\": \"binary\", \"description\": \"The bytes of the file.\"}}]"));
    assertEquals(json("""
        {"description": "The bytes of the file.", "content": {"application/octet-stream": {"schema":
          {"description": "The bytes of the file.", "type": "string", "format": "binary"}}}}"""),
        op(doc, "/ops/files.get", "post").at("/responses/200"));
  }

  @Test
  void jobAnswers202WithTheJobHandle() {
    ObjectNode doc = document(catalog("""
        "ops": [
          {"id": "pkg.install", "summary": "S", "kind": "job", "job": {"status_op": "pkg.status"},
           "result": {"type": "object", "properties": {"version": {"type": "string"}}}},
          {"id": "pkg.status", "summary": "S", "params": {"type": "object", "required": ["job_id"],
           "properties": {"job_id": {"type": "string"}}}}]"""));
    JsonNode operation = op(doc, "/ops/pkg.install", "post");
    assertEquals("#/components/schemas/JobHandle",
        operation.at("/responses/202/content/application~1json/schema/$ref").asText());
    assertFalse(operation.path("responses").has("200"));
    assertEquals(json("{\"status_op\": \"pkg.status\", \"id_param\": \"job_id\", \"pending_class\": \"JobPending\"}"),
        operation.path("x-job"));
    assertEquals(json("[\"job_id\", \"status\", \"retry_after\"]"), doc.at("/components/schemas/JobHandle/required"));
  }

  @Test
  void errorCodesMapToSharedResponsesByTheErrorTable() {
    ObjectNode doc = document(catalog("""
        "exit_codes": {"other": 1},
        "errors": [
          {"class": "NotFound", "code": "E1001", "wire": ["items.not_found"], "status": [404], "exit": "other", "parent": "Base",
           "description": "No such item."},
          {"class": "Limited", "code": "E1002", "wire": ["limit.*"], "status": [413, 429], "exit": "other", "parent": "Base"},
          {"class": "Base", "code": "E1000", "exit": "other"}],
        "ops": [{"id": "items.get", "summary": "S", "errors": ["items.not_found", "limit.rate"]}]"""));
    JsonNode responses = op(doc, "/ops/items.get", "post").path("responses");
    List<String> statuses = new ArrayList<>();
    responses.fieldNames().forEachRemaining(statuses::add);
    assertEquals(List.of("200", "400", "401", "404", "413", "429", "500"), statuses);
    assertEquals(json("{\"$ref\": \"#/components/responses/Error404\"}"), responses.path("404"));
    assertEquals(json("""
        {"description": "Not found, in the error envelope. The catalog maps this status to:\\n\\n- `NotFound` (E1001, `items.not_found`): No such item.",
         "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}"""),
        doc.at("/components/responses/Error404"));
    assertEquals(json("""
        {"description": "The wire error code: one listed here, or any code under a prefix the error table maps (`limit.*`).",
         "type": "string",
         "anyOf": [{"enum": ["items.not_found", "limit.rate"]}, {"pattern": "^(limit)\\\\."}]}"""),
        doc.at("/components/schemas/Error/properties/error/properties/code"));
    assertEquals(json("[\"items.not_found\", \"limit.rate\"]"), op(doc, "/ops/items.get", "post").path("x-errors"));
  }

  @Test
  void typeRefsAndDiscriminatorMappingsPointAtComponents() {
    ObjectNode doc = document(catalog("""
        "types": {
          "Cat": {"type": "object", "required": ["kind"], "properties": {"kind": {"const": "cat"}}},
          "Pet": {"oneOf": [{"$ref": "#/types/Cat"},
                            {"type": "object", "required": ["kind"], "properties": {"kind": {"const": "dog"}, "bark": {"type": "boolean"}}}],
                  "discriminator": {"propertyName": "kind", "mapping": {"cat": "#/types/Cat"}}}},
        "ops": [{"id": "pets.get", "summary": "S", "result": {"$ref": "#/types/Pet", "description": "The pet."}}]"""));
    assertEquals(json("""
        {"oneOf": [{"$ref": "#/components/schemas/Cat"}, {"$ref": "#/components/schemas/PetDog"}],
         "discriminator": {"propertyName": "kind",
           "mapping": {"cat": "#/components/schemas/Cat", "dog": "#/components/schemas/PetDog"}}}"""),
        doc.at("/components/schemas/Pet"));
    assertEquals(json("{\"$ref\": \"#/components/schemas/Pet\", \"description\": \"The pet.\"}"),
        op(doc, "/ops/pets.get", "post").at("/responses/200/content/application~1json/schema"));
  }

  @Test
  void namedInlineSchemasBecomeComponents() {
    ObjectNode doc = document(catalog("""
        "ops": [{"id": "files.list", "summary": "S",
          "result": {"type": "object", "description": "A listing.", "properties": {
            "entries": {"type": "array", "items": {"type": "object", "properties": {"name": {"type": "string"}}}},
            "order": {"type": "string", "enum": ["name", "size"]}}}}]"""));
    assertEquals(json("""
        {"description": "A listing.", "type": "object", "properties": {
          "entries": {"type": "array", "items": {"$ref": "#/components/schemas/FilesListResultEntry"}},
          "order": {"$ref": "#/components/schemas/FilesListResultOrder"}}}"""),
        doc.at("/components/schemas/FilesListResult"));
    assertEquals(json("{\"type\": \"object\", \"properties\": {\"name\": {\"type\": \"string\"}}}"),
        doc.at("/components/schemas/FilesListResultEntry"));
    assertEquals(json("{\"type\": \"string\", \"enum\": [\"name\", \"size\"]}"), doc.at("/components/schemas/FilesListResultOrder"));
  }

  @Test
  void catalogMetadataTravelsInExtensions() {
    ObjectNode doc = document(catalog("""
        "auth": {"bearer": true, "legacy_header": "X-Token"},
        "asymmetries": [{"id": "A1", "title": "Refused", "description": "No member."}],
        "ops": [
          {"id": "files.read", "summary": "S", "since": "1.2", "admin": true,
           "legacy": {"method": "GET", "path": "/read", "since": "1.0"},
           "deprecated": {"since": "1.3", "replacement": "files.stat"},
           "mirror": {"client": false, "asymmetry": "A1", "reason": "not for clients"}},
          {"id": "files.stat", "summary": "S"},
          {"id": "term.open", "summary": "S"}],
        "aliases": [
          {"alias": "files.cat", "target": "files.read", "deprecated_since": "1.1"},
          {"alias": "files.read_legacy", "target": "files.read", "binding": "legacy"},
          {"alias": "pty.*", "target": "term.*", "remove_in": "2.0"}]"""));
    JsonNode operation = op(doc, "/ops/files.read", "post");
    assertEquals(true, operation.path("deprecated").asBoolean());
    assertEquals(json("""
        {"x-kind": "call", "x-since": "1.2", "x-deprecation": {"since": "1.3", "replacement": "files.stat"},
         "x-admin": true, "x-idempotent": false, "x-client": false,
         "x-asymmetry": {"id": "A1", "title": "Refused", "reason": "not for clients"},
         "x-aliases": ["files.cat", "files.read_legacy"],
         "x-legacy-binding": {"method": "GET", "path": "/read", "since": "1.0", "aliases": ["files.read_legacy"]}}"""),
        extensions(operation));
    assertEquals(json("[{\"alias\": \"pty.*\", \"target\": \"term.*\", \"remove_in\": \"2.0\"}]"), doc.path("x-namespace-aliases"));
    assertEquals(json("""
        {"BearerAuth": {"type": "http", "scheme": "bearer", "description": "The server credential: `Authorization: Bearer <token>`."},
         "LegacyHeader": {"type": "apiKey", "in": "header", "name": "X-Token",
           "description": "The legacy credential header, for older servers; never sent together with Bearer."}}"""),
        doc.at("/components/securitySchemes"));
    assertEquals(json("[{\"BearerAuth\": []}, {\"LegacyHeader\": []}]"), doc.path("security"));
    assertEquals(json("[\"files\"]"), operation.path("tags"));
  }

  @Test
  void opsSharingAPathShareItsPathItem() {
    ObjectNode doc = document(catalog("""
        "ops": [
          {"id": "items.remove", "summary": "S", "http": {"method": "DELETE", "path": "/items/{id}"},
           "params": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}},
          {"id": "items.get", "summary": "S", "http": {"method": "GET", "path": "/items/{id}"},
           "params": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string"}}}}]"""));
    List<String> methods = new ArrayList<>();
    doc.path("paths").path("/items/{id}").fieldNames().forEachRemaining(methods::add);
    assertEquals(List.of("get", "delete"), methods);
  }

  @Test
  void generatedComponentNamesGiveWayToCatalogTypes() {
    ObjectNode doc = document(catalog("""
        "types": {"Error": {"type": "object", "properties": {"x": {"type": "string"}}}},
        "ops": [{"id": "a.b", "summary": "S", "result": {"$ref": "#/types/Error"}}]"""));
    assertEquals(json("{\"type\": \"object\", \"properties\": {\"x\": {\"type\": \"string\"}}}"), doc.at("/components/schemas/Error"));
    assertEquals("#/components/schemas/Error2", doc.at("/components/responses/Error400/content/application~1json/schema/$ref").asText());
  }

  private static ObjectNode extensions(JsonNode operation) {
    ObjectNode out = operation.deepCopy();
    List<String> standard = new ArrayList<>();
    out.fieldNames().forEachRemaining(name -> {
      if (!name.startsWith("x-")) {
        standard.add(name);
      }
    });
    out.remove(standard);
    return out;
  }
}
