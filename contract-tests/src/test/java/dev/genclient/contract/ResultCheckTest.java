package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.load.CatalogLoader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import dev.genclient.verify.clients.ExpectedError;
import dev.genclient.verify.clients.ResultJudge;

/** The judgement of one result line ({@link ResultJudge}) can fail: each kind of wrong answer is named. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ResultCheckTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private ResultJudge check;
  private Catalog catalog;

  @BeforeAll
  void load() throws Exception {
    catalog = new CatalogLoader().load(RepoRoot.exampleCatalog()).catalog();
    check = new ResultJudge(catalog);
  }

  private static ContractCall call(String op, String kind, ExpectedError expected, String streamError) {
    return new ContractCall(op + "/x", op, op, kind, false, Map.of(), MAPPER.createObjectNode(), null, Map.of(),
        streamError, ContractCall.Server.MOCK, expected);
  }

  private List<String> problems(ContractCall call, JsonNode line) {
    return check.problems(call.op(), call.expected(), line);
  }

  private static JsonNode json(String text) throws Exception {
    return MAPPER.readTree(text);
  }

  @Test
  void aValidResultPassesAndAnInvalidOneIsNamed() throws Exception {
    ContractCall stat = call("files.stat", "call", null, null);
    JsonNode entry = json("{\"outcome\":\"ok\",\"result\":{\"name\":\"hostname\",\"path\":\"/etc/hostname\","
        + "\"type\":\"file\",\"size\":1,\"mode\":\"0644\",\"modified_at\":\"2026-01-01T00:00:00Z\"}}");
    List<String> ok = problems(stat, entry);
    assertEquals(List.of(), ok);
    List<String> bad = problems(stat, json("{\"outcome\":\"ok\",\"result\":{\"name\":1}}"));
    assertEquals(true, bad.stream().anyMatch(p -> p.startsWith("result /name: ")), bad::toString);
    assertEquals(List.of("no result line"), problems(stat, null));
    assertEquals(List.of("crash: NoSuchMethodException: x"),
        problems(stat, json("{\"outcome\":\"crash\",\"message\":\"NoSuchMethodException: x\"}")));
  }

  @Test
  void errorFieldsAreComparedWithTheCatalog() throws Exception {
    ExpectedError expected = new ExpectedError("FileNotFoundError", "E2004", "files.not_found", 404, "other", 1);
    ContractCall list = call("files.list", "call", expected, null);
    String right = "{\"outcome\":\"error\",\"error\":{\"catalog_class\":\"FileNotFoundError\",\"code\":\"E2004\","
        + "\"error_code\":\"files.not_found\",\"status\":404,\"exit_family\":\"other\",\"exit_code\":1,\"op\":\"files.list\"}}";
    assertEquals(List.of(), problems(list, json(right)));
    assertEquals(List.of("status: expected 404, got 500", "op: expected files.list, got files.stat"),
        problems(list, json(right.replace("404", "500").replace("\"op\":\"files.list\"", "\"op\":\"files.stat\""))));
    assertEquals(List.of("expected FileNotFoundError, got outcome ok"),
        problems(list, json("{\"outcome\":\"ok\",\"result\":{}}")));
  }

  @Test
  void aStreamErrorCarriesTheFirstStatusOfItsRow() throws Exception {
    ExpectedError expected = new ExpectedError("CommandTimeoutError", "E3001", "commands.timeout", 504, "other", 1);
    ContractCall stream = call("commands.stream", "stream", expected, "commands.timeout");
    String line = "{\"outcome\":\"error\",\"error\":{\"catalog_class\":\"CommandTimeoutError\",\"code\":\"E3001\","
        + "\"error_code\":\"commands.timeout\",%s\"exit_family\":\"other\",\"exit_code\":1,\"op\":\"commands.stream\"}}";
    assertEquals(List.of(), problems(stream, json(String.format(line, "\"status\":504,"))));
    assertEquals(List.of("status: expected 504, got 0"), problems(stream, json(String.format(line, "\"status\":0,"))));
    assertEquals(List.of("status: expected 504, got 0"), problems(stream, json(String.format(line, ""))),
        "an absent status is no status");
  }

  /** Null and absent are distinct: every client writes a required nullable property as null and omits an unset optional one. */
  @Test
  void nullAndAbsentAreNotReconciled() throws Exception {
    ContractCall get = call("process.get", "call", null, null);
    String base = "{\"pid\":1,\"command\":\"c\",\"cwd\":\"/\",\"status\":\"running\",\"started_at\":\"2026-01-01T00:00:00Z\"";
    assertEquals(List.of(), problems(get, json("{\"outcome\":\"ok\",\"result\":" + base
        + ",\"exit_code\":null,\"ended_at\":null}}")));
    List<String> absent = problems(get, json("{\"outcome\":\"ok\",\"result\":" + base + "}}"));
    assertEquals(2, absent.size(), "a required nullable property may not be absent: " + absent);
    List<String> missingPid = problems(get, json("{\"outcome\":\"ok\",\"result\":"
        + base.replace("\"pid\":1,", "") + ",\"exit_code\":null,\"ended_at\":null}}"));
    assertEquals(1, missingPid.size(), missingPid::toString);
  }

  @Test
  void downloadsNeedBytesAndStreamsNeedEvents() throws Exception {
    assertEquals(List.of("download: no bytes"),
        problems(call("files.download", "download", null, null), json("{\"outcome\":\"ok\",\"result\":{\"base64\":\"\"}}")));
    assertEquals(List.of("stream: no events"),
        problems(call("commands.stream", "stream", null, null), json("{\"outcome\":\"ok\",\"result\":[]}")));
  }
}
