package dev.genclient.catalog.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The runtime catalog document: every field, in its order, one line per op, type, error and alias. */
class RuntimeCatalogTest {
  private static final String CATALOG = """
      { "catalog_format": 1, "name": "t", "catalog_version": "1.2.0", "sdk_version": "1.2.0",
        "description": "left out", "exit_codes": { "permission": 4, "other": 9 },
        "auth": { "legacy_header": "X-Token" }, "server": { "health_op": "files.get" },
        "types": { "Entry": { "type": "object", "properties": { "name": { "type": "string" } } } },
        "ops": [
          { "id": "files.get", "summary": "Get", "description": "left out", "http": { "method": "GET", "path": "/files/{id}" },
            "params": { "type": "object", "properties": { "id": { "type": "string" }, "dir": { "type": "string", "format": "path" } } },
            "result": { "$ref": "#/types/Entry" }, "errors": ["policy.denied"], "limits": { "max": "Most" },
            "since": "1.0", "deprecated": { "since": "1.1" },
            "examples": [ { "params": { "id": "x" }, "description": "left out" },
              { "params": { "id": "y" }, "result": { "name": "y" } } ] },
          { "id": "files.put", "summary": "Put", "kind": "upload", "legacy": { "method": "POST", "path": "/upload" } }
        ],
        "aliases": [ { "alias": "files.up", "target": "files.put", "binding": "legacy", "deprecated_since": "1.1" } ],
        "errors": [
          { "class": "Denied", "code": "E0002", "wire": ["policy.*"], "status": [403], "exit": "permission", "parent": "Base" },
          { "class": "Base", "code": "E0001", "exit": "other" }
        ],
        "legacy_groups": { "filesystem": ["files.*"] } }
      """;

  @Test
  void documentLinesHoldEveryFieldInOrder() throws Exception {
    ClientPlan plan = ClientPlanTest.plan(CATALOG);
    List<String> lines = plan.runtimeCatalog().lines();
    String digest = plan.linked().catalog().digest();
    assertEquals(List.of(
        "{",
        "\"runtime_catalog_format\": 1,",
        "\"name\": \"t\",",
        "\"title\": \"t\",",
        "\"catalog_version\": \"1.2.0\",",
        "\"sdk_version\": \"1.2.0\",",
        "\"catalog_digest\": \"" + digest + "\",",
        "\"server\": {\"default_port\":9000,\"ops_path\":\"/ops\",\"capabilities_path\":\"/capabilities\","
            + "\"check_op\":null,\"health_op\":\"files.get\",\"openai\":null},",
        "\"auth\": {\"bearer\":true,\"legacy_header\":\"X-Token\",\"client_header\":\"X-ABX-Client\",\"idempotency_header\":null},",
        "\"client_defaults\": {\"gateway_header\":\"X-Gateway-Token\",\"timeout_seconds\":60,"
            + "\"retry\":{\"max_retries\":2,\"statuses\":[429,503],\"connection_errors\":true,\"base_seconds\":0.5,"
            + "\"cap_seconds\":8,\"jitter\":\"full\",\"retry_after_max_seconds\":60},"
            + "\"redirects\":{\"max\":5,\"keep_method\":[307,308],\"get_only\":[301,302,303],"
            + "\"cross_origin_strip\":[\"authorization\",\"x-token\",\"x-gateway-token\"]},"
            + "\"jobs\":{\"min_poll_seconds\":0.25,\"max_poll_seconds\":30,\"initial_poll_seconds\":1,\"deadline_seconds\":600},"
            + "\"stream\":{\"max_line_bytes\":16777216},\"download\":{\"max_buffered_bytes\":268435456}},",
        "\"exit_codes\": {\"permission\":4,\"other\":9},",
        "\"errors\": [",
        "  {\"class\":\"Denied\",\"code\":\"E0002\",\"wire\":[\"policy.*\"],\"status\":[403],\"exit\":\"permission\","
            + "\"exit_code\":4,\"parent\":\"Base\",\"client_only\":false,\"legacy\":false},",
        "  {\"class\":\"Base\",\"code\":\"E0001\",\"wire\":[],\"status\":[],\"exit\":\"other\","
            + "\"exit_code\":9,\"parent\":null,\"client_only\":false,\"legacy\":false}",
        "],",
        "\"error_roles\": {\"base\":\"Base\",\"contract_mismatch\":\"Base\",\"not_enabled\":\"Base\","
            + "\"policy_denied\":\"Denied\",\"invalid_args\":\"Base\",\"transport\":\"Base\"},",
        "\"legacy_groups\": {\"filesystem\":[\"files.*\"]},",
        "\"types\": {",
        "  \"Entry\": {\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}}}",
        "},",
        "\"ops\": [",
        "  {\"id\":\"files.get\",\"summary\":\"Get\",\"kind\":\"call\","
            + "\"http\":{\"method\":\"GET\",\"path\":\"/files/{id}\",\"path_params\":[\"id\"],\"query\":true},"
            + "\"legacy\":null,\"idempotent\":true,\"admin\":false,\"client\":true,"
            + "\"params\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},"
            + "\"dir\":{\"type\":\"string\",\"format\":\"path\"}}},\"scoped_params\":[\"dir\"],"
            + "\"result\":{\"$ref\":\"#/types/Entry\"},\"event\":null,\"stream_format\":null,\"job\":null,\"exit_check\":null,\"pagination\":null,\"errors\":[\"policy.denied\"],"
            + "\"limits\":{\"max\":\"Most\"},\"since\":\"1.0\","
            + "\"deprecated\":{\"since\":\"1.1\",\"replacement\":null,\"note\":null},"
            + "\"examples\":[{\"params\":{\"id\":\"x\"},\"result\":null},"
            + "{\"params\":{\"id\":\"y\"},\"result\":{\"name\":\"y\"}}]},",
        "  {\"id\":\"files.put\",\"summary\":\"Put\",\"kind\":\"upload\","
            + "\"http\":{\"method\":\"POST\",\"path\":\"/ops/files.put\",\"path_params\":[],\"query\":false},"
            + "\"legacy\":{\"method\":\"POST\",\"path\":\"/upload\",\"path_params\":[],\"query\":false},"
            + "\"idempotent\":false,\"admin\":false,\"client\":true,\"params\":null,\"scoped_params\":[],\"result\":null,\"event\":null,"
            + "\"stream_format\":null,\"job\":null,\"exit_check\":null,\"pagination\":null,\"errors\":[],\"limits\":{},\"since\":null,\"deprecated\":null,"
            + "\"examples\":[]}",
        "],",
        "\"aliases\": [",
        "  {\"alias\":\"files.up\",\"target\":\"files.put\",\"namespace\":false,\"binding\":\"legacy\","
            + "\"deprecated_since\":\"1.1\",\"remove_in\":null}",
        "]",
        "}"), lines);
  }

  @Test
  void aStreamOpCarriesItsFramingNdjsonUnlessDeclared() throws Exception {
    JsonNode ops = ClientPlanTest.plan("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0", "ops": [
          { "id": "a.lines", "summary": "s", "kind": "stream", "event": { "type": "object" } },
          { "id": "a.events", "summary": "s", "kind": "stream", "stream_format": "sse", "event": { "type": "object" } },
          { "id": "a.call", "summary": "s" } ] }
        """).runtimeCatalog().document().path("ops");
    assertEquals("ndjson", ops.get(0).path("stream_format").asText());
    assertEquals("sse", ops.get(1).path("stream_format").asText());
    assertTrue(ops.get(2).path("stream_format").isNull());
  }

  @Test
  void aPaginatedOpCarriesItsWalkFlattenedAndTheFactsKeepIt() throws Exception {
    RuntimeCatalog runtime = ClientPlanTest.plan("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0", "ops": [
          { "id": "a.list", "summary": "s",
            "params": { "type": "object", "properties": { "skip": { "type": "integer" }, "n": { "type": "integer" } } },
            "result": { "type": "object", "properties": { "rows": { "type": "array", "items": { "type": "string" } },
                        "count": { "type": "integer" } } },
            "pagination": { "style": "offset", "request": { "offset": "skip", "limit": "n" },
                            "response": { "total": "count" }, "items": "rows" } } ] }
        """).runtimeCatalog();
    String expected = "{\"style\":\"offset\",\"param\":\"skip\",\"limit\":\"n\",\"next\":null,\"total\":\"count\",\"items\":\"rows\"}";
    assertEquals(expected, runtime.document().path("ops").get(0).path("pagination").toString());
    assertTrue(String.join("\n", runtime.factsLines()).contains("\"pagination\":" + expected));
  }

  @Test
  void jsonIsTheLinesAndParsesToTheDocument() throws Exception {
    RuntimeCatalog runtime = ClientPlanTest.plan(CATALOG).runtimeCatalog();
    assertEquals(String.join("\n", runtime.lines()) + "\n", runtime.json());
    assertEquals(runtime.document(), new ObjectMapper().readTree(runtime.json()));
    assertNotSame(runtime.document(), runtime.document());
  }

  @Test
  void theCatalogsClientDefaultsGoOverTheBuiltInOnesKeyByKey() throws Exception {
    List<String> lines = ClientPlanTest.plan("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0", "ops": [ { "id": "a", "summary": "s" } ],
          "client_defaults": { "timeout_seconds": 30, "x-why": "behind a load balancer",
            "retry": { "max_retries": 4, "statuses": [502, 503, 504], "base_seconds": 0.2 },
            "redirects": { "max": 0 }, "jobs": { "deadline_seconds": 1.5, "max_poll_seconds": 2 } } }
        """).runtimeCatalog().lines();
    assertEquals("\"client_defaults\": {\"gateway_header\":\"X-Gateway-Token\",\"timeout_seconds\":30,"
        + "\"retry\":{\"max_retries\":4,\"statuses\":[502,503,504],\"connection_errors\":true,\"base_seconds\":0.2,"
        + "\"cap_seconds\":8,\"jitter\":\"full\",\"retry_after_max_seconds\":60},"
        + "\"redirects\":{\"max\":0,\"keep_method\":[307,308],\"get_only\":[301,302,303],"
        + "\"cross_origin_strip\":[\"authorization\",\"x-gateway-token\"]},"
        + "\"jobs\":{\"min_poll_seconds\":0.25,\"max_poll_seconds\":2,\"initial_poll_seconds\":1,\"deadline_seconds\":1.5},"
        + "\"stream\":{\"max_line_bytes\":16777216},\"download\":{\"max_buffered_bytes\":268435456}},", lines.get(9));
  }

  @Test
  void aLegacyHeaderNamedLikeTheGatewayHeaderIsStrippedOnce() throws Exception {
    List<String> lines = ClientPlanTest.plan("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0", "ops": [ { "id": "a", "summary": "s" } ],
          "auth": { "legacy_header": "X-GATEWAY-TOKEN" } }
        """).runtimeCatalog().lines();
    assertEquals(true, lines.get(9).contains("\"cross_origin_strip\":[\"authorization\",\"x-gateway-token\"]}"), lines.get(9));
  }

  @Test
  void emptyTablesStayOnTheirFieldsLine() throws Exception {
    List<String> lines = ClientPlanTest.plan("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0", "ops": [ { "id": "a", "summary": "s" } ] }
        """).runtimeCatalog().lines();
    assertEquals(List.of("\"errors\": [],", "\"error_roles\": {\"base\":null,\"contract_mismatch\":null,"
        + "\"not_enabled\":null,\"policy_denied\":null,\"invalid_args\":null,\"transport\":null},", "\"legacy_groups\": {},", "\"types\": {},"),
        lines.subList(11, 15));
    assertEquals(List.of("\"aliases\": []", "}"), lines.subList(lines.size() - 2, lines.size()));
  }
  private static final String FACTS_CATALOG = """
      { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
        "types": { "Entry": { "type": "object", "description": "Gone", "properties": {
                     "description": { "type": "string", "description": "Gone", "default": "gone" },
                     "owner": { "$ref": "#/types/Owner" } } },
                   "Owner": { "type": "object", "properties": { "name": { "type": "string" } } },
                   "Query": { "type": "object", "properties": { "q": { "type": "string" } } } },
        "ops": [ { "id": "files.get", "summary": "Get", "params": { "$ref": "#/types/Query" },
                   "result": { "$ref": "#/types/Entry" }, "limits": { "max": "Most" }, "since": "1.0",
                   "deprecated": { "since": "1.0", "replacement": "files.put" },
                   "examples": [ { "params": { "q": "x" } } ] },
                 { "id": "files.put", "summary": "Put" },
                 { "id": "files.legacy", "summary": "Old", "legacy": { "method": "GET", "path": "/old" },
                   "params": { "type": "object", "properties": { "dir": { "type": "string", "format": "path" } } },
                   "result": { "type": "string" } } ],
        "aliases": [ { "alias": "files.up", "target": "files.put" } ],
        "errors": [ { "class": "Base", "code": "E0001", "exit": "other" } ] }
      """;

  @Test
  void factsKeepWhatCallsReadAndDropTheRest() throws Exception {
    ClientPlan plan = ClientPlanTest.plan(FACTS_CATALOG);
    var facts = new ObjectMapper().readTree(String.join("\n", plan.runtimeCatalog().factsLines()));
    var full = new ObjectMapper().readTree(plan.runtimeCatalog().json());
    assertEquals("{\"type\":\"object\",\"properties\":{\"description\":{\"type\":\"string\"},\"owner\":{\"$ref\":\"#/types/Owner\"}}}",
        facts.get("types").get("Entry").toString(), "descriptions and defaults go, a property named description stays");
    List<String> types = new java.util.ArrayList<>();
    facts.get("types").fieldNames().forEachRemaining(types::add);
    assertEquals(List.of("Entry", "Owner"), types, "only types results reach");
    var op = facts.get("ops").get(0);
    assertEquals("{\"id\":\"files.get\",\"result\":{\"$ref\":\"#/types/Entry\"}}", op.toString(),
        "only what differs from its default (the runtime's expandFacts fills the rest back)");
    assertEquals("{\"id\":\"files.put\"}", facts.get("ops").get(1).toString(), "POST <ops_path>/<id> is the default binding");
    assertEquals(0, facts.get("aliases").size());
    assertEquals(full.get("legacy_groups"), facts.get("legacy_groups"));
    // What every call reads whatever its op is the document's own, in the client facts.
    var client = new ObjectMapper().readTree(String.join("\n", plan.runtimeCatalog().clientFactsLines()));
    for (String field : List.of("name", "server", "auth", "client_defaults", "exit_codes", "errors", "error_roles")) {
      assertEquals(full.get(field), client.get(field), field);
    }
    assertEquals(false, client.has("catalog_digest") || client.has("types"), "no call reads them");
    // What the modular entry's core reads: the client facts without the tree client's fields.
    var call = new ObjectMapper().readTree(String.join("\n", plan.runtimeCatalog().callFactsLines()));
    assertEquals(List.of("name", "server", "auth", "client_defaults", "exit_codes", "errors", "error_roles"), fieldNames(call));
    assertEquals("{\"ops_path\":\"/ops\"}", call.get("server").toString());
    assertEquals(List.of("gateway_header", "timeout_seconds", "retry", "redirects", "stream"), fieldNames(call.get("client_defaults")));
    assertEquals(client.get("client_defaults").get("retry"), call.get("client_defaults").get("retry"));
    assertEquals("{\"class\":\"Base\",\"code\":\"E0001\",\"wire\":[],\"status\":[],\"exit\":\"other\",\"client_only\":false}",
        call.get("errors").get(0).toString(), "no exit code, parent or legacy flag");
    assertEquals(client.get("error_roles"), call.get("error_roles"));
    assertEquals(full.size(), facts.size() + client.size(), "the document's fields, each in one part");
  }

  @Test
  void identicalInlineResultsAndEventsShareOneNamedTypeInTheFacts() throws Exception {
    ClientPlan plan = ClientPlanTest.plan("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
          "ops": [ { "id": "a.one", "summary": "One", "result": { "type": "object", "description": "Alike",
                       "properties": { "n": { "type": "integer" } } } },
                   { "id": "a.two", "summary": "Two", "result": { "type": "object", "description": "Alike too",
                       "properties": { "n": { "type": "integer" } } } },
                   { "id": "a.three", "summary": "Three", "kind": "stream", "event": { "type": "object",
                       "properties": { "n": { "type": "integer" } } } },
                   { "id": "a.four", "summary": "Four", "result": { "type": "string" } } ],
          "errors": [ { "class": "Base", "code": "E0001", "exit": "other" } ] }
        """);
    var facts = new ObjectMapper().readTree(String.join("\n", plan.runtimeCatalog().factsLines()));
    assertEquals("{\"1\":{\"type\":\"object\",\"properties\":{\"n\":{\"type\":\"integer\"}}}}", facts.get("types").toString(),
        "one shape (alike once bare), named by a number");
    var ops = facts.get("ops");
    for (int i = 0; i < 2; i++) {
      assertEquals("{\"$ref\":\"#/types/1\"}", ops.get(i).get("result").toString(), ops.get(i).get("id").asText());
    }
    assertEquals("{\"$ref\":\"#/types/1\"}", ops.get(2).get("event").toString(), "an event of the same shape too");
    assertEquals("{\"type\":\"string\"}", ops.get(3).get("result").toString(), "a shape one op has stays inline");
    assertEquals("{\"type\":\"object\",\"properties\":{\"n\":{\"type\":\"integer\"}}}",
        new ObjectMapper().readTree(plan.runtimeCatalog().opFactsLines().get("a.one")).get("op").get("result").toString(),
        "an op's own facts (the modular entry's) keep it inline");
  }

  private static List<String> fieldNames(com.fasterxml.jackson.databind.JsonNode node) {
    List<String> names = new java.util.ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }

  @Test
  void eachOpsFactsAreItsCoreFactsAndTheTypesItsResultReaches() throws Exception {
    ClientPlan plan = ClientPlanTest.plan(FACTS_CATALOG);
    var facts = new ObjectMapper().readTree(String.join("\n", plan.runtimeCatalog().factsLines()));
    var byOp = plan.runtimeCatalog().opFactsLines();
    assertEquals(List.of("files.get", "files.put", "files.legacy"), List.copyOf(byOp.keySet()));
    var get = new ObjectMapper().readTree(byOp.get("files.get"));
    assertEquals(facts.get("ops").get(0), get.get("op"));
    assertEquals("{\"op\":{\"id\":\"files.legacy\",\"result\":{\"type\":\"string\"}},\"types\":{}}", byOp.get("files.legacy"),
        "no legacy binding, no scoped params: the modular entry reads neither");
    assertEquals("{\"method\":\"GET\",\"path\":\"/old\",\"path_params\":[],\"query\":true}[\"dir\"]",
        facts.get("ops").get(2).get("legacy").toString() + facts.get("ops").get(2).get("scoped_params"), "the tree client's facts keep both");
    assertEquals(facts.get("types"), get.get("types"), "Entry and the Owner it reaches");
    assertEquals("{\"op\":{\"id\":\"files.put\"},\"types\":{}}", byOp.get("files.put"), "no result: no types");
  }
}
