package dev.genclient.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.genclient.output.ChangeSet.Found;
import dev.genclient.output.ChangeSet.State;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The change set as the pure function it is: rendered bytes and a snapshot (here in memory) in, one entry out. */
class ChangeSetTest {
  private static final byte[] TEXT = "text\n".getBytes(StandardCharsets.UTF_8);

  /** A snapshot of fixed findings, with the bytes of each regular file. */
  private record Fixed(Map<String, Found> found, Map<String, byte[]> bytes) implements ChangeSet.Snapshot {
    @Override
    public Found at(String path) {
      return found.getOrDefault(path, Found.nothing(null));
    }

    @Override
    public boolean holds(String path, byte[] expected) {
      return Arrays.equals(bytes.get(path), expected);
    }
  }

  private static final Fixed DISK = new Fixed(
      Map.of("same.md", Found.file(TEXT.length, null), "edited.md", Found.file(TEXT.length, null),
          "longer.md", Found.file(TEXT.length + 1, null), "link.md", Found.refused("refusing link.md"),
          "new/dir/x.md", Found.nothing("new")),
      Map.of("same.md", TEXT, "edited.md", "tex!\n".getBytes(StandardCharsets.UTF_8),
          "longer.md", "text\n\n".getBytes(StandardCharsets.UTF_8)));

  @Test
  void eachRenderedFileGetsOneOfFourStates() throws Exception {
    assertEquals(State.UNCHANGED, ChangeSet.produced("same.md", TEXT, DISK).state());
    assertEquals(State.UPDATE, ChangeSet.produced("edited.md", TEXT, DISK).state());
    assertEquals(State.UPDATE, ChangeSet.produced("longer.md", TEXT, DISK).state(), "a size that differs is enough");
    assertEquals(State.CREATE, ChangeSet.produced("absent.md", TEXT, DISK).state());
    assertEquals(State.REFUSED, ChangeSet.produced("link.md", TEXT, DISK).state());
    assertEquals("new", ChangeSet.produced("new/dir/x.md", TEXT, DISK).found().missingTop());
  }

  @Test
  void aPathOnlyThePreviousRunProducedIsStaleRefusedOrGone() throws Exception {
    assertEquals(State.STALE, ChangeSet.previous("same.md", DISK).state());
    assertEquals(State.REFUSED, ChangeSet.previous("link.md", DISK).state());
    assertNull(ChangeSet.previous("absent.md", DISK), "nothing there: no entry");
  }

  @Test
  void aRefusedEntryStopsTheRunWithItsMessage() throws Exception {
    OutputException e = org.junit.jupiter.api.Assertions.assertThrows(OutputException.class,
        () -> ChangeSet.orRefuse(ChangeSet.produced("link.md", TEXT, DISK)));
    assertEquals("refusing link.md", e.getMessage());
  }
}
