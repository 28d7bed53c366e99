package dev.genclient.catalog.load;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The members of a small JSON object in an array, in order: the map {@link LocatingJsonReader}
 * gives an object of up to {@link #MAX_SIZE} members (most of a catalog's objects have one to
 * four). A {@link java.util.LinkedHashMap} of two members takes some 170 bytes (itself, a table and
 * an entry per member); this takes about 100. Lookups compare keys in order, which at this size
 * costs less than hashing. It is a whole map, as editable as the one it replaces (the repair of a
 * malformed catalog removes and replaces members); a reader thread only reads it.
 */
final class MemberMap extends AbstractMap<String, JsonNode> {
  /** The most members an object read into this map has (it may grow past this when edited). */
  static final int MAX_SIZE = 8;

  private SimpleEntry<String, JsonNode>[] members;
  private int size;
  /** Structural changes, for iterators that must fail on a change they did not make. */
  private int changes;

  @SuppressWarnings("unchecked")
  MemberMap(int capacity) {
    members = new SimpleEntry[capacity];
  }

  private int indexOf(Object key) {
    for (int i = 0; i < size; i++) {
      String k = members[i].getKey();
      if (k == key || k.equals(key)) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public boolean containsKey(Object key) {
    return indexOf(key) >= 0;
  }

  @Override
  public JsonNode get(Object key) {
    int i = indexOf(key);
    return i < 0 ? null : members[i].getValue();
  }

  @Override
  public JsonNode put(String key, JsonNode value) {
    int i = indexOf(key);
    if (i >= 0) {
      return members[i].setValue(value);
    }
    if (size == members.length) {
      members = Arrays.copyOf(members, Math.max(4, size * 2));
    }
    members[size++] = new SimpleEntry<>(key, value);
    changes++;
    return null;
  }

  @Override
  public JsonNode remove(Object key) {
    int i = indexOf(key);
    if (i < 0) {
      return null;
    }
    JsonNode old = members[i].getValue();
    removeAt(i);
    return old;
  }

  private void removeAt(int i) {
    System.arraycopy(members, i + 1, members, i, size - i - 1);
    members[--size] = null;
    changes++;
  }

  @Override
  public void clear() {
    Arrays.fill(members, 0, size, null);
    size = 0;
    changes++;
  }

  @Override
  public Set<Entry<String, JsonNode>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public int size() {
        return size;
      }

      @Override
      public Iterator<Entry<String, JsonNode>> iterator() {
        return new Iterator<>() {
          private int next;
          private int last = -1;
          private int expected = changes;

          @Override
          public boolean hasNext() {
            return next < size;
          }

          @Override
          public Entry<String, JsonNode> next() {
            if (expected != changes) {
              throw new ConcurrentModificationException();
            }
            if (next >= size) {
              throw new NoSuchElementException();
            }
            last = next;
            return members[next++];
          }

          @Override
          public void remove() {
            if (last < 0) {
              throw new IllegalStateException();
            }
            if (expected != changes) {
              throw new ConcurrentModificationException();
            }
            removeAt(last);
            next = last;
            last = -1;
            expected = changes;
          }
        };
      }
    };
  }
}
