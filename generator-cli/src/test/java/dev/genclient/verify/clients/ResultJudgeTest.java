package dev.genclient.verify.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.testing.RepoPaths;
import dev.genclient.verify.cases.Case;
import dev.genclient.verify.cases.Expect;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** A case's judgement can fail: an expected error that does not come, a client answering another class, a partial result or status that differs. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ResultJudgeTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final String NOT_FOUND = "{\"outcome\":\"error\",\"error\":{\"catalog_class\":\"FileNotFoundError\",\"code\":\"E2004\","
      + "\"error_code\":\"files.not_found\",\"status\":404,\"exit_family\":\"other\",\"exit_code\":1,\"op\":\"files.stat\"}}";
  private ResultJudge judge;

  @BeforeAll
  void load() throws Exception {
    judge = new ResultJudge(new CatalogLoader().load(RepoPaths.exampleCatalog()).catalog());
  }

  private static Case stat(Expect expect) {
    ObjectNode args = MAPPER.createObjectNode().put("path", "/nope");
    return new Case("stat", "files.stat", args, expect, false, null, null, List.of(), List.of(), Map.of(), null, "/files.stat", null);
  }

  private static JsonNode json(String text) throws Exception {
    return MAPPER.readTree(text);
  }

  @Test
  void anExpectedErrorByWireCodeOrClassPassesOnlyWithTheTablesFields() throws Exception {
    assertEquals(List.of(), judge.problems(stat(new Expect.Error("files.not_found")), json(NOT_FOUND)));
    assertEquals(List.of(), judge.problems(stat(new Expect.Error("FileNotFoundError")), json(NOT_FOUND)));
    String otherClass = NOT_FOUND.replace("FileNotFoundError", "EndpointNotAvailableError").replace("E2004", "E3105");
    assertEquals(List.of("catalog_class: expected FileNotFoundError, got EndpointNotAvailableError", "code: expected E2004, got E3105"),
        judge.problems(stat(new Expect.Error("files.not_found")), json(otherClass)));
    assertEquals(List.of("exit_family: expected other, got permission", "exit_code: expected 1, got 4"),
        judge.problems(stat(new Expect.Error("FileNotFoundError")),
            json(NOT_FOUND.replace("\"other\",\"exit_code\":1", "\"permission\",\"exit_code\":4"))));
    assertEquals(List.of("error_code: expected commands.not_found, got files.not_found",
            "catalog_class: expected CommandNotFoundError, got FileNotFoundError", "code: expected E3005, got E2004"),
        judge.problems(stat(new Expect.Error("commands.not_found")), json(NOT_FOUND)));
  }

  @Test
  void anExpectedErrorsStatusIsOneItsRowListsAndABareStatusMapsToTheBaseRowWhenNoRowListsIt() throws Exception {
    assertEquals(List.of("status: expected one of [404] for files.not_found, got 500"),
        judge.problems(stat(new Expect.Error("files.not_found")), json(NOT_FOUND.replace("\"status\":404", "\"status\":500"))));
    String teapot = "{\"outcome\":\"error\",\"error\":{\"catalog_class\":\"FileNotFoundError\",\"code\":\"E2004\","
        + "\"error_code\":null,\"status\":418,\"exit_family\":\"other\",\"exit_code\":1,\"op\":\"files.stat\"}}";
    List<String> problems = judge.problems(stat(new Expect.Status(418)), json(teapot));
    assertEquals(1, problems.stream().filter(p -> p.startsWith("catalog_class: expected ")).count(), problems.toString());
  }

  @Test
  void anExpectedErrorThatDoesNotComeFails() throws Exception {
    assertEquals(List.of("expected error files.not_found, got outcome ok"),
        judge.problems(stat(new Expect.Error("files.not_found")), json("{\"outcome\":\"ok\",\"result\":{}}")));
    assertEquals(List.of("crash: TypeError: x"),
        judge.problems(stat(new Expect.Error("files.not_found")), json("{\"outcome\":\"crash\",\"message\":\"TypeError: x\"}")));
  }

  @Test
  void aStatusAndAPartialResultAreCompared() throws Exception {
    assertEquals(List.of(), judge.problems(stat(new Expect.Status(404)), json(NOT_FOUND)));
    assertEquals(List.of("status: expected 410, got 404"), judge.problems(stat(new Expect.Status(410)), json(NOT_FOUND)));
    String ok = "{\"outcome\":\"ok\",\"result\":{\"name\":\"hostname\",\"path\":\"/etc/hostname\",\"type\":\"file\",\"size\":12,"
        + "\"mode\":\"0644\",\"modified_at\":\"2026-01-01T00:00:00Z\"}}";
    assertEquals(List.of(), judge.problems(stat(Expect.RESULT), json(ok)), "the example's stat result is valid");
    assertEquals(List.of(), judge.problems(stat(new Expect.Result(json("{\"type\":\"file\"}"))), json(ok)));
    assertEquals(List.of("result/type: expected \"dir\", got \"file\""),
        judge.problems(stat(new Expect.Result(json("{\"type\":\"dir\"}"))), json(ok)));
  }
}
