package dev.genclient.catalog.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A {@link MemberMap} behaves as the {@link LinkedHashMap} it stands in for, edit by edit. */
class MemberMapTest {
  @Test
  void randomEditsLeaveTheSameMapAsALinkedHashMap() {
    Random random = new Random(7);
    List<String> keys = List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k");
    for (int round = 0; round < 200; round++) {
      Map<String, JsonNode> ours = new MemberMap(random.nextInt(4));
      Map<String, JsonNode> theirs = new LinkedHashMap<>();
      for (int step = 0; step < 40; step++) {
        String key = keys.get(random.nextInt(keys.size()));
        JsonNode value = IntNode.valueOf(random.nextInt(5));
        switch (random.nextInt(6)) {
          case 0, 1, 2 -> assertEquals(theirs.put(key, value), ours.put(key, value));
          case 3 -> assertEquals(theirs.remove(key), ours.remove(key));
          case 4 -> assertEquals(theirs.putIfAbsent(key, value), ours.putIfAbsent(key, value));
          default -> {
            theirs.keySet().remove(key);
            ours.keySet().remove(key);
          }
        }
        assertEquals(List.copyOf(theirs.entrySet()), List.copyOf(ours.entrySet()), "the same members in the same order");
        assertEquals(theirs, ours);
        assertEquals(theirs.hashCode(), ours.hashCode());
        assertEquals(theirs.containsKey(key), ours.containsKey(key));
        assertEquals(theirs.get(key), ours.get(key));
      }
    }
  }

  @Test
  void anEntryWritesThroughAndAnIteratorRemoves() {
    Map<String, JsonNode> map = new MemberMap(2);
    map.put("a", IntNode.valueOf(1));
    map.put("b", IntNode.valueOf(2));
    map.put("c", IntNode.valueOf(3));
    Iterator<Map.Entry<String, JsonNode>> it = map.entrySet().iterator();
    it.next().setValue(IntNode.valueOf(10));
    it.next();
    it.remove();
    assertThrows(IllegalStateException.class, it::remove);
    assertEquals("c", it.next().getKey());
    assertEquals(Map.of("a", IntNode.valueOf(10), "c", IntNode.valueOf(3)), map);
    Iterator<String> keys = map.keySet().iterator();
    map.put("d", IntNode.valueOf(4));
    assertThrows(ConcurrentModificationException.class, keys::next);
    map.clear();
    assertEquals(0, map.size());
  }
}
