package dev.genclient.catalog.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.load.CatalogLoader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class RouteRulesTest {
  private static List<String> check(String ops) throws Exception {
    String json = "{\"catalog_format\": 1, \"name\": \"t\", \"catalog_version\": \"1.0.0\", \"ops\": [" + ops + "]}";
    var catalog = new CatalogLoader().load("t.json", json.getBytes(StandardCharsets.UTF_8)).catalog();
    Diagnostics out = new Diagnostics();
    new RouteRules().check(catalog, out);
    return out.all().stream().map(Diagnostic::message).toList();
  }

  private static String op(String id, String method, String path) {
    return "{\"id\": \"" + id + "\", \"summary\": \"S\", \"http\": {\"method\": \"" + method + "\", \"path\": \"" + path + "\"},"
        + " \"params\": {\"type\": \"object\", \"required\": [\"a\", \"b\"], \"properties\": {\"a\": {\"type\": \"string\"}, \"b\": {\"type\": \"string\"}}}}";
  }

  @Test
  void sameMethodAndTemplateIsADuplicate() throws Exception {
    assertEquals(List.of("op t.two: GET /t/{b} is already the binding of op t.one"),
        check(op("t.one", "GET", "/t/{a}") + "," + op("t.two", "GET", "/t/{b}")));
  }

  @Test
  void oneTemplateMustBeSpelledOneWay() throws Exception {
    assertEquals(List.of("op t.two: path /t/{b} differs from /t/{a} (op t.one) only in its parameter names; spell the template the same way"),
        check(op("t.one", "GET", "/t/{a}") + "," + op("t.two", "DELETE", "/t/{b}")));
  }

  @Test
  void differentMethodsMayShareAPath() throws Exception {
    assertEquals(List.of(), check(op("t.one", "GET", "/t/{a}") + "," + op("t.two", "DELETE", "/t/{a}")));
  }
}
