package dev.genclient.catalog.link;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WordCaseTest {
  @Test
  void splitsAtNonAlphanumericsAndLowerToUpperHumps() {
    assertEquals(List.of("claude", "code"), WordCase.words("claude_code"));
    assertEquals(List.of("content", "Type"), WordCase.words("contentType"));
    assertEquals(List.of("x2", "Y"), WordCase.words("x2Y"), "a digit before an upper letter is a hump");
    assertEquals(List.of("HTTPServer"), WordCase.words("HTTPServer"), "upper runs are not split");
    assertEquals(List.of("proto"), WordCase.words("__proto__"));
    assertEquals(List.of("ref"), WordCase.words("$ref"));
    assertEquals(List.of("caf", "s"), WordCase.words("cafés"), "non-ASCII letters separate words");
    assertEquals(List.of(), WordCase.words("*/"));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "claude_code     | ClaudeCode  | claudeCode  | claude_code  | CLAUDE_CODE",
      "content-type    | ContentType | contentType | content_type | CONTENT_TYPE",
      "files.list      | FilesList   | filesList   | files_list   | FILES_LIST",
      "1st             | 1st         | 1st         | 1st          | 1ST",
      "HTTP_server     | HttpServer  | httpServer  | http_server  | HTTP_SERVER",
  })
  void joinsWordsInEachCaseStyle(String wire, String pascal, String camel, String snake, String upper) {
    assertEquals(pascal, WordCase.pascal(wire));
    assertEquals(camel, WordCase.camel(wire));
    assertEquals(snake, WordCase.snake(wire));
    assertEquals(upper, WordCase.upperSnake(wire));
  }

  @Test
  void upperRunsStayOneWordAndAreLowered() {
    assertEquals("OpenAiclient", WordCase.pascal("openAIClient"));
    assertEquals("open_aiclient", WordCase.snake("openAIClient"));
  }

  @Test
  void emptyWhenNothingAlphanumericRemains() {
    assertEquals("", WordCase.pascal(""));
    assertEquals("", WordCase.camel("--"));
    assertEquals("", WordCase.snake("*/"));
  }

  @Test
  void isLocaleIndependent() {
    Locale saved = Locale.getDefault();
    try {
      Locale.setDefault(new Locale("tr", "TR"));
      assertEquals("Items", WordCase.pascal("items"), "no dotted capital I under a Turkish default locale");
      assertEquals("ITEMS_LIST", WordCase.upperSnake("items.list"));
      assertEquals("id", WordCase.snake("ID"), "no dotless small i");
    } finally {
      Locale.setDefault(saved);
    }
  }

  @ParameterizedTest
  @CsvSource({
      "Entries, Entry", "Sessions, Session", "Addresses, Address", "Boxes, Box", "Matches, Match",
      "Dishes, Dish", "Status, StatusItem", "Class, ClassItem", "Data, DataItem", "Ports, Port", "S, SItem",
      "Statuses, Status", "JobStatuses, JobStatus", "Viruses, Virus", "Bonuses, Bonus", "Causes, Cause", "Uses, Use",
      "Houses, House"})
  void singularForArrayItems(String plural, String singular) {
    assertEquals(singular, WordCase.singular(plural));
  }
}
