package dev.genclient.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class TargetSuggestionsTest {
  private static final List<String> NAMES = List.of("openapi", "java", "ts", "python", "markdown");

  @Test
  void commonNamesMapToTheTarget() {
    assertEquals("ts", TargetSuggestions.suggest("typescript", NAMES));
    assertEquals("ts", TargetSuggestions.suggest("TypeScript", NAMES));
    assertEquals("python", TargetSuggestions.suggest("py", NAMES));
    assertEquals("openapi", TargetSuggestions.suggest("swagger", NAMES));
  }

  @Test
  void slipsOfSpellingAreCaught() {
    assertEquals("python", TargetSuggestions.suggest("pyhton", NAMES));
    assertEquals("java", TargetSuggestions.suggest("jav", NAMES));
    assertEquals("markdown", TargetSuggestions.suggest("markdwon", NAMES));
  }

  @Test
  void aDifferentWordGetsNoSuggestion() {
    assertNull(TargetSuggestions.suggest("rust", NAMES));
    assertNull(TargetSuggestions.suggest("c", NAMES));
    assertEquals("", TargetSuggestions.hint("kotlin", NAMES));
    assertEquals(" (did you mean 'ts'?)", TargetSuggestions.hint("typescript", NAMES));
  }
}
