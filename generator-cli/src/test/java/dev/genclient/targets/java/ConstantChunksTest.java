package dev.genclient.targets.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The split of long text into string constants below the class-file limit. */
class ConstantChunksTest {
  @Test
  void modifiedUtf8CountsNulAndWideCharacters() {
    assertEquals(1, ConstantChunks.modifiedUtf8Length("a"));
    assertEquals(2, ConstantChunks.modifiedUtf8Length("\0"));
    assertEquals(2, ConstantChunks.modifiedUtf8Length("é"));
    assertEquals(3, ConstantChunks.modifiedUtf8Length("漢"));
    assertEquals(6, ConstantChunks.modifiedUtf8Length("😀"));
  }

  @Test
  void chunksStayUnderTheLimitAndJoinBackToTheText() {
    String text = ("line é 漢 😀 \0\n" + "x".repeat(1_000) + "😀".repeat(700) + "\n").repeat(30);
    List<List<String>> chunks = ConstantChunks.of(text, 5_000);
    assertTrue(chunks.size() > 10, "chunks: " + chunks.size());
    StringBuilder joined = new StringBuilder();
    for (List<String> chunk : chunks) {
      String constant = String.join("", chunk);
      assertTrue(ConstantChunks.modifiedUtf8Length(constant) <= 5_000);
      assertFalse(Character.isLowSurrogate(constant.charAt(0)), "a chunk starts inside a surrogate pair");
      for (String piece : chunk) {
        assertTrue(piece.length() <= ConstantChunks.MAX_PIECE_CHARS);
        assertFalse(Character.isHighSurrogate(piece.charAt(piece.length() - 1)), "a piece ends inside a pair");
      }
      joined.append(constant);
    }
    assertEquals(text, joined.toString());
  }

  @Test
  void shortLinesShareAPiece() {
    assertEquals(List.of(List.of("a\nb\nc")), ConstantChunks.of("a\nb\nc", 100));
    assertEquals(List.of(), ConstantChunks.of("", 100));
  }
}
