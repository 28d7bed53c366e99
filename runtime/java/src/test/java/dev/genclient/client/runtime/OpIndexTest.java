package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The op index of a runtime catalog document, and of a server's catalog read leniently. */
class OpIndexTest {
  private static final OpIndex INDEX = TestCatalog.RUNTIME.index();

  @Test
  void opsCarryTheirBindingsParamsAndJob() {
    OpIndex.Entry get = INDEX.find("files.get");
    assertEquals(new OpRef("files.get", new OpRef.Binding("GET", "/files/{id}", List.of("id"), true),
        new OpRef.Binding("GET", "/v1/files/{id}", List.of("id"), true), true, "call"), get.ref());
    assertEquals(List.of("id"), List.of(get.params().path("required").get(0).asText()), "the $ref resolved");
    OpIndex.Entry start = INDEX.find("jobs.start");
    assertEquals("jobs.status", start.statusOp());
    assertEquals("job", start.idParam());
    assertFalse(start.ref().idempotent());
  }

  @Test
  void aliasesResolveToTheirTargetOverTheDeclaredBinding() {
    assertEquals(INDEX.find("files.get").ref(), INDEX.find("files.fetch").ref());
    OpRef legacy = INDEX.find("files.fetch_v1").ref();
    assertEquals("files.get", legacy.id());
    assertEquals("/v1/files/{id}", legacy.http().path());
    assertEquals(INDEX.find("files.get").ref(), INDEX.find("fs.get").ref(), "a namespace alias");
    assertNull(INDEX.find("nope"));
    assertTrue(INDEX.has("files.get"));
    assertFalse(INDEX.has("files.fetch"), "an alias is not an op");
  }

  @Test
  void legacyGroupsAndSdkVersion() {
    assertEquals(List.of("files.*"), INDEX.legacyGroup("filesystem"));
    assertEquals(List.of(), INDEX.legacyGroup("nope"));
    assertEquals("1.0.0", INDEX.sdkVersion());
  }

  @Test
  void aServersCatalogIsReadLeniently() throws Exception {
    OpIndex served = OpIndex.parse(new ObjectMapper().readTree("""
        {"new_key": 1, "server": {"ops_path": "/rpc"},
         "ops": [{"id": "custom.grade", "x-extra": true}, {"id": "custom.list", "http": {"method": "get", "path": "/l"}},
                 {"summary": "no id"}]}
        """));
    assertEquals(new OpRef("custom.grade", new OpRef.Binding("POST", "/rpc/custom.grade", List.of(), false), null,
        false, "call"), served.find("custom.grade").ref());
    assertTrue(served.find("custom.list").ref().idempotent(), "a GET binding is idempotent by default");
    assertNull(served.sdkVersion());
  }
}
