package dev.genclient.catalog.link;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Collectors;
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

  /**
   * The case styles are built in one pass over the name; each must equal its definition over
   * {@link WordCase#words}: the words capitalized and joined (pascal), that with its first letter
   * lowered (camel), the words lowered and joined with {@code _} (snake), that upper-cased.
   */
  @Test
  void eachStyleIsItsDefinitionOverTheWords() {
    Random random = new Random(20261201);
    String alphabet = "aZz09_-. A$xYé/~Q";
    for (int n = 0; n < 20_000; n++) {
      StringBuilder name = new StringBuilder();
      for (int i = random.nextInt(12); i > 0; i--) {
        name.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      String wire = name.toString();
      List<String> words = WordCase.words(wire);
      String pascal = words.stream()
          .map(w -> w.substring(0, 1).toUpperCase(Locale.ROOT) + w.substring(1).toLowerCase(Locale.ROOT))
          .collect(Collectors.joining());
      String camel = pascal.isEmpty() ? "" : pascal.substring(0, 1).toLowerCase(Locale.ROOT) + pascal.substring(1);
      String snake = String.join("_", words).toLowerCase(Locale.ROOT);
      assertEquals(pascal, WordCase.pascal(wire), wire);
      assertEquals(camel, WordCase.camel(wire), wire);
      assertEquals(snake, WordCase.snake(wire), wire);
      assertEquals(snake.toUpperCase(Locale.ROOT), WordCase.upperSnake(wire), wire);
    }
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
