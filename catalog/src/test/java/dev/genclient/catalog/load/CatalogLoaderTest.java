package dev.genclient.catalog.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.ValidationRule;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The loader applies the documented defaults, ignores x- keys (but not x- property names) and keeps key order. */
class CatalogLoaderTest {
  private static Catalog load(String json) throws CatalogException {
    return new CatalogLoader().load("t.json", json.getBytes(StandardCharsets.UTF_8)).catalog();
  }

  private static Operation op(Catalog catalog, String id) {
    return catalog.ops().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
  }

  private static final String OPS = """
      {
        "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
        "ops": [
          { "id": "files.list", "summary": "s" },
          { "id": "files.get", "summary": "s", "http": { "method": "GET", "path": "/files" } },
          { "id": "files.peek", "summary": "s", "http": { "method": "GET", "path": "/peek" }, "idempotent": false },
          { "id": "files.put", "summary": "s", "http": { "method": "PUT", "path": "/files" }, "idempotent": true },
          { "id": "files.del", "summary": "s", "http": { "method": "DELETE", "path": "/files" } },
          { "id": "agents.install", "summary": "s", "kind": "job", "job": { "status_op": "files.list" } }
        ]
      }
      """;

  @Test
  void httpDefaultsToPostUnderTheOpsPath() throws Exception {
    Operation list = op(load(OPS), "files.list");
    assertEquals("POST", list.http().method());
    assertEquals("/ops/files.list", list.http().path());
    assertNull(list.http().since());
  }

  @Test
  void httpDefaultFollowsACustomOpsPath() throws Exception {
    Catalog catalog = load("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0", "server": { "ops_path": "/api/v2/ops" },
          "ops": [ { "id": "a.b", "summary": "s" } ] }
        """);
    assertEquals("/api/v2/ops/a.b", op(catalog, "a.b").http().path());
    assertEquals("/api/v2/ops", catalog.server().opsPath());
    assertEquals("/capabilities", catalog.server().capabilitiesPath());
    assertEquals(9000, catalog.server().defaultPort());
  }

  @Test
  void idempotentDefaultsToTrueForGetOnly() throws Exception {
    Catalog catalog = load(OPS);
    assertFalse(op(catalog, "files.list").idempotent(), "POST default");
    assertTrue(op(catalog, "files.get").idempotent(), "GET default");
    assertFalse(op(catalog, "files.peek").idempotent(), "explicit false on GET wins");
    assertTrue(op(catalog, "files.put").idempotent(), "explicit true on PUT wins");
    assertFalse(op(catalog, "files.del").idempotent(), "DELETE is not defaulted to idempotent");
  }

  @Test
  void kindDefaultsToCallAndJobFieldsDefault() throws Exception {
    Catalog catalog = load(OPS);
    assertEquals(Kind.CALL, op(catalog, "files.list").kind());
    Operation install = op(catalog, "agents.install");
    assertEquals(Kind.JOB, install.kind());
    assertEquals("files.list", install.job().statusOp());
    assertEquals("job_id", install.job().idParam());
    assertEquals("JobPending", install.job().pendingClass());
    assertEquals("s", op(catalog, "files.list").summary());
    assertTrue(op(catalog, "files.list").mirror().client());
    assertFalse(op(catalog, "files.list").admin());
  }

  @Test
  void authAndServerDefaults() throws Exception {
    Catalog catalog = load(OPS);
    assertTrue(catalog.auth().bearer());
    assertEquals("X-ABX-Client", catalog.auth().clientHeader());
    assertNull(catalog.auth().legacyHeader());
    assertNull(catalog.server().checkOp());
    assertNull(catalog.server().openai());
  }

  @Test
  void extensionKeysAreIgnoredEverywhereButPropertyNamesStartingWithXAreKept() throws Exception {
    Catalog catalog = load("""
        {
          "catalog_format": 1, "name": "t", "catalog_version": "1.0.0", "x-top": { "any": [1] },
          "exit_codes": { "other": 1, "x-family": 9 },
          "types": { "Thing": { "type": "object", "x-schema-note": 1,
                                "properties": { "x-custom": { "type": "string" }, "plain": { "type": "string" } } },
                     "x-not-a-type": { "whatever": true } },
          "legacy_groups": { "files": ["a.*"], "x-group": 3 },
          "server": { "x-region": "eu" },
          "ops": [ { "id": "a.b", "summary": "s", "x-owner": "team", "limits": { "max": "m", "x-lim": "ignored" },
                     "http": { "method": "POST", "path": "/b", "x-h": 1 } } ]
        }
        """);
    assertEquals(List.of("other"), List.copyOf(catalog.exitCodes().keySet()));
    assertEquals(List.of("Thing"), List.copyOf(catalog.types().keySet()));
    assertEquals(List.of("files"), List.copyOf(catalog.legacyGroups().keySet()));
    assertEquals(List.of("max"), List.copyOf(op(catalog, "a.b").limits().keySet()));
    assertEquals(List.of("x-custom", "plain"), List.copyOf(catalog.types().get("Thing").properties().keySet()));
  }

  @Test
  void keyOrderOfTheCatalogIsPreserved() throws Exception {
    Catalog catalog = load("""
        {
          "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
          "exit_codes": { "zeta": 1, "alpha": 2, "mid": 3 },
          "types": { "Zed": { "type": "string" }, "Abc": { "type": "string" }, "Mid": { "type": "string" } },
          "ops": [
            { "id": "z.last", "summary": "s", "params": { "type": "object", "properties": {
                "zz": { "type": "string" }, "aa": { "type": "string" }, "mm": { "type": "string" } },
                "required": ["mm", "zz"] } },
            { "id": "a.first", "summary": "s", "result": { "oneOf": [ { "$ref": "#/types/Zed" }, { "$ref": "#/types/Abc" } ],
                "discriminator": { "propertyName": "k", "mapping": { "z": "#/types/Zed", "a": "#/types/Abc" } } } }
          ]
        }
        """);
    assertEquals(List.of("zeta", "alpha", "mid"), List.copyOf(catalog.exitCodes().keySet()));
    assertEquals(List.of("Zed", "Abc", "Mid"), List.copyOf(catalog.types().keySet()));
    assertEquals(List.of("z.last", "a.first"), catalog.ops().stream().map(Operation::id).toList());
    Schema params = op(catalog, "z.last").params();
    assertEquals(List.of("zz", "aa", "mm"), List.copyOf(params.properties().keySet()));
    assertEquals(List.of("mm", "zz"), params.required());
    Schema result = op(catalog, "a.first").result();
    assertEquals(List.of("z", "a"), List.copyOf(result.discriminator().mapping().keySet()));
    assertEquals("Zed", result.oneOf().get(0).ref(), "the #/types/ prefix is stripped");
  }

  @Test
  void nullResultAndEventMeanNone() throws Exception {
    Catalog catalog = load("""
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
          "ops": [ { "id": "a.b", "summary": "s", "result": null, "event": null, "deprecated": null, "job": null } ] }
        """);
    Operation op = op(catalog, "a.b");
    assertNull(op.result());
    assertNull(op.event());
    assertNull(op.deprecated());
    assertNull(op.job());
    assertNull(op.params());
  }

  @Test
  void digestIsComputedFromTheTree() throws Exception {
    String compact = "{\"catalog_format\":1,\"name\":\"t\",\"catalog_version\":\"1.0.0\",\"ops\":[]}";
    String spaced = "{ \"ops\": [], \"catalog_version\": \"1.0.0\",\n \"name\": \"t\", \"catalog_format\": 1 }";
    assertEquals(load(compact).digest(), load(spaced).digest());
    assertTrue(load(compact).digest().matches("sha256:[0-9a-f]{64}"));
  }

  /**
   * An unknown key is cut out of the model by its name: Jackson shares one node for every
   * {@code true}, so cutting by value took out the last member holding {@code true} (here
   * {@code admin}) instead of the unknown {@code bogus}.
   */
  @Test
  void anUnknownKeyIsRemovedByItsNameNotByItsValue() throws Exception {
    CatalogLoader.Draft draft = new CatalogLoader().read("t.json", """
        { "catalog_format": 1, "name": "t", "catalog_version": "1.0.0",
          "ops": [ { "id": "files.wipe", "summary": "s", "bogus": true, "admin": true, "idempotent": true } ] }
        """.getBytes(StandardCharsets.UTF_8));
    assertEquals(List.of("/ops/0/bogus"), draft.problems().stream().map(d -> d.pointer()).toList());
    Operation wipe = op(draft.loaded().catalog(), "files.wipe");
    assertTrue(wipe.admin(), "admin is kept");
    assertTrue(wipe.idempotent(), "idempotent is kept");
  }

  @Test
  void aSchemaErrorIsACatalogExceptionNotAnUncheckedOne() {
    CatalogException e = assertThrows(CatalogException.class, () -> load("""
        { "catalog_format": 2, "name": "t", "catalog_version": "1.0.0", "ops": [] }
        """));
    assertEquals(1, e.diagnostics().size());
    assertEquals(ValidationRule.SCHEMA, e.diagnostics().get(0).rule());
    assertTrue(e.renderedLines().get(0).startsWith("t.json:1:3: [schema] /catalog_format: "), e.renderedLines().get(0));
  }
}
