package dev.genclient.catalog.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.catalog.load.CatalogLoader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Changes no finer rule reaches are still reported: nothing changes silently. */
class SafetyNetTest {
  private static final String ERRORS = "\"errors\": [{\"class\": \"A\", \"code\": \"E1000\", \"status\": [500], \"exit\": \"other\"},"
      + "{\"class\": \"B\", \"code\": \"E1001\", \"wire\": [\"b.x\"], \"status\": [500], \"exit\": \"other\"}],";

  private static List<String> diff(String oldJson, String newJson) throws Exception {
    CatalogLoader.Loaded a = new CatalogLoader().load("old.json", oldJson.getBytes(StandardCharsets.UTF_8));
    CatalogLoader.Loaded b = new CatalogLoader().load("new.json", newJson.getBytes(StandardCharsets.UTF_8));
    return CatalogDiff.diff(a.catalog(), a.tree(), b.catalog(), b.tree()).stream()
        .map(f -> f.rule().id() + " " + f.pointer() + " " + f.message()).toList();
  }

  private static String catalog(String body) {
    return "{\"catalog_format\": 1, \"name\": \"t\", \"catalog_version\": \"1.0.0\", \"exit_codes\": {\"other\": 1}, " + body
        + " \"ops\": [{\"id\": \"a.b\", \"summary\": \"s\"}]}";
  }

  @Test
  void aChangeInANamedTypeNoOpUsesIsReported() throws Exception {
    assertEquals(List.of("unclassified-change /types/Spare types/Spare changed in a way no rule classifies; review it by hand"),
        diff(catalog("\"types\": {\"Spare\": {\"type\": \"string\"}},"), catalog("\"types\": {\"Spare\": {\"type\": \"integer\"}},")));
  }

  @Test
  void reorderedErrorRowsAreReported() throws Exception {
    String swapped = ERRORS.replaceFirst("(\\{\"class\": \"A\".*?}),(\\{\"class\": \"B\".*?})]", "$2,$1]");
    assertEquals(List.of("unclassified-change /errors the order of errors changed (the first row listing a status decides the status"
        + " mapping); review it by hand"), diff(catalog(ERRORS), catalog(swapped)));
  }
}
