package dev.genclient.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class UnifiedDiffTest {
  @Test
  void oneChangedLineWithContextRemovalFirst() {
    assertEquals("""
        --- f.md (on disk)
        +++ f.md (generated)
        @@ -1,3 +1,3 @@
         a
        -b
        +B
         c
        """, UnifiedDiff.of("f.md", "a\nb\nc\n", "a\nB\nc\n", 100));
  }

  @Test
  void contextIsThreeLinesEachSide() {
    String before = "1\n2\n3\n4\n5\nold\n6\n7\n8\n9\n";
    String after = "1\n2\n3\n4\n5\nnew\nadded\n6\n7\n8\n9\n";
    assertEquals("""
        --- x (on disk)
        +++ x (generated)
        @@ -3,7 +3,8 @@
         3
         4
         5
        -old
        +new
        +added
         6
         7
         8
        """, UnifiedDiff.of("x", before, after, 100));
  }

  @Test
  void isCutAtMaxLines() {
    assertEquals("--- x (on disk)\n+++ x (generated)\n", UnifiedDiff.of("x", "a\n", "b\n", 2));
  }
}
