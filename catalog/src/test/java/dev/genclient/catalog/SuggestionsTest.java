package dev.genclient.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** "Did you mean": one slip is suggested, a different word is not. */
class SuggestionsTest {
  private static final List<String> KINDS = List.of("call", "stream", "download", "upload", "job");

  @Test
  void suggestsTheCandidateOneOrTwoEditsAway() {
    assertEquals("stream", Suggestions.suggest("strem", KINDS));
    assertEquals("stream", Suggestions.suggest("STREAM", KINDS));
    assertEquals("download", Suggestions.suggest("donwload", KINDS), "a swap of neighbours is one edit");
    assertEquals("Item", Suggestions.suggest("Itme", List.of("Items", "Item")), "fewest edits wins");
    assertEquals("summary", Suggestions.suggest("sumary", List.of("id", "summary", "description")));
  }

  @Test
  void suggestsNothingForADifferentWordOrATooShortName() {
    assertNull(Suggestions.suggest("unary", KINDS));
    assertNull(Suggestions.suggest("colour", List.of("id", "summary", "kind")));
    assertNull(Suggestions.suggest("A9", List.of("A1")), "two characters are close to too much");
    assertNull(Suggestions.suggest("jbo", List.of()), "no candidates");
  }

  @Test
  void phrasesTheSuggestionForInsideOrAtTheEndOfAMessage() {
    assertEquals(" (did you mean 'stream'?)", Suggestions.hint("strem", KINDS));
    assertEquals(": did you mean 'stream'?", Suggestions.question("strem", KINDS));
    assertEquals("", Suggestions.question("unary", KINDS));
    assertEquals(" (did you mean 'a\\\\b'?)", Suggestions.hintFor("a\\b"), "quoted like every catalog value");
  }
}
