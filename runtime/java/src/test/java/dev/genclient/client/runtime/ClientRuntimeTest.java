package dev.genclient.client.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.client.errors.ApiException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The generated parts read once: the document from its chunks, the index and table built from it. */
class ClientRuntimeTest {
  @Test
  void theChunksJoinIntoTheDocument() throws Exception {
    ClientRuntime runtime = new ClientRuntime(new TestCatalog());
    assertEquals(new ObjectMapper().readTree(String.join("", TestCatalog.CHUNKS)), runtime.catalog());
    assertSame(runtime.catalog(), runtime.catalog());
    assertSame(runtime.index(), runtime.index());
    assertSame(runtime.errors(), runtime.errors());
    assertEquals("Base", runtime.errors().map(418, null, "x", null).catalogClass());
  }

  @Test
  void aDocumentThatDoesNotParseSaysSo() {
    ClientRuntime broken = new ClientRuntime(new GeneratedParts() {
      @Override
      public String[] catalogChunks() {
        return new String[] {"{\"ops\": ["};
      }

      @Override
      public dev.genclient.client.errors.ErrorFactory errorFactory(String catalogClass) {
        return null;
      }
    });
    assertEquals("the embedded catalog does not parse",
        assertThrows(IllegalStateException.class, broken::catalog).getMessage());
  }

  @Test
  void refOfAnUnknownIdIsAnError() {
    assertThrows(IllegalArgumentException.class, () -> TestCatalog.RUNTIME.ref("no.such"));
  }

  @Test
  void argsOfALearntOpAreCheckedAgainstItsSchema() {
    var schema = TestCatalog.RUNTIME.index().find("files.get").params();
    ObjectMapper mapper = new ObjectMapper();
    ArgsCheck.validate("files.get", schema, Map.of("id", "x"), mapper, TestCatalog.RUNTIME.errors());
    ApiException missing = assertThrows(ApiException.class,
        () -> ArgsCheck.validate("files.get", schema, Map.of(), mapper, TestCatalog.RUNTIME.errors()));
    assertEquals("Args", missing.catalogClass());
    assertEquals("args.invalid", missing.errorCode());
    assertEquals("files.get: missing required param 'id'", missing.errorMessage());
    ApiException wrongType = assertThrows(ApiException.class,
        () -> ArgsCheck.validate("files.get", schema, Map.of("id", 3), mapper, TestCatalog.RUNTIME.errors()));
    assertEquals("files.get: param 'id' must be \"string\", not number", wrongType.errorMessage());
  }
}
