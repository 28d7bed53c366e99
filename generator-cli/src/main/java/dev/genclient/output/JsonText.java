package dev.genclient.output;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.ShortNode;
import dev.genclient.catalog.CompactJson;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Deterministic pretty JSON: two-space indent, {@code \n} line ends on every OS, trailing newline.
 *
 * <p>The bytes are Jackson's (its pretty printer with these settings: {@code "key": value}, one
 * member per line, {@code { }} and {@code [ ]} for empty containers). Trees of plain data — objects,
 * arrays, strings without surrogates, booleans, nulls and integers — are written by a direct walk
 * into one byte buffer, which is several times cheaper than Jackson's generator (the OpenAPI
 * document of a large catalog is megabytes); other numbers are written by Jackson one by one, and a
 * tree holding anything else (a surrogate, a binary or POJO node) goes to Jackson whole, so the
 * output is the same either way ({@code JsonTextTest} compares the two).
 */
public final class JsonText {
  private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);

  /** Jackson's pretty writer, for the trees the direct walk leaves to it: made on first need. */
  private static final class Jackson {
    private static final ObjectWriter WRITER;

    static {
      DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
      Separators separators = Separators.createDefaultInstance()
          .withObjectFieldValueSpacing(Separators.Spacing.AFTER);
      DefaultPrettyPrinter printer = new DefaultPrettyPrinter(separators)
          .withObjectIndenter(indenter)
          .withArrayIndenter(indenter);
      WRITER = new ObjectMapper().writer(printer);
    }
  }

  private JsonText() {}

  /**
   * {@link #pretty} as UTF-8 bytes, written straight to bytes: no text copy of a large document
   * (the OpenAPI document) to encode afterwards.
   */
  public static byte[] prettyBytes(JsonNode node) {
    try {
      return new Direct().document(node);
    } catch (NotPlain e) {
      return jacksonBytes(node);
    }
  }

  /**
   * The members of an object that is written as they are made, one at a time, so that a large
   * document is never held whole: {@link #prettyBytes(JsonNode, IdentityHashMap, Supplier)} writes the object
   * {@code members} stands for where the tree holds its (empty) placeholder.
   */
  @FunctionalInterface
  public interface Members {
    Iterator<Map.Entry<String, JsonNode>> iterator();
  }

  /**
   * {@link #prettyBytes(JsonNode)} of {@code node} with each placeholder object (a key of
   * {@code deferred}, by identity) written as the members its {@link Members} makes when the
   * walk reaches it, in document order. A tree the direct walk leaves to Jackson is then made whole
   * by {@code whole} (the same document with the members in place) and written by Jackson.
   */
  public static byte[] prettyBytes(JsonNode node, IdentityHashMap<JsonNode, Members> deferred, Supplier<JsonNode> whole) {
    try {
      return new Direct(deferred).document(node);
    } catch (NotPlain e) {
      return jacksonBytes(whole.get());
    }
  }

  public static String pretty(JsonNode node) {
    try {
      // Without surrogates (which the direct walk leaves to Jackson), Jackson's text and its UTF-8
      // bytes say the same.
      return new String(new Direct().document(node), StandardCharsets.UTF_8);
    } catch (NotPlain e) {
      return jacksonText(node);
    }
  }

  /** Jackson's own pretty bytes of {@code node}, with the trailing newline. */
  static byte[] jacksonBytes(JsonNode node) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 16);
    try {
      Jackson.WRITER.writeValue(out, node);
    } catch (IOException e) {
      throw new IllegalStateException("cannot serialize JSON", e);
    }
    out.write('\n');
    return out.toByteArray();
  }

  /** Jackson's own pretty text of {@code node}, with the trailing newline. */
  static String jacksonText(JsonNode node) {
    try {
      return Jackson.WRITER.writeValueAsString(node) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot serialize JSON", e);
    }
  }

  /** A tree the direct walk leaves to Jackson. */
  private static final class NotPlain extends RuntimeException {
    NotPlain() {
      super(null, null, false, false);
    }
  }

  /**
   * The direct walk, into the chunks of a {@link Utf8Buffer}: {@code buf} is its chunk being filled
   * and {@code len} the position in it, handed back before the buffer starts a new chunk. A large
   * document grows without copying what it holds and is copied once, into its exact bytes.
   */
  private static final class Direct {
    private final Map<JsonNode, Members> deferred;
    private final Utf8Buffer out = new Utf8Buffer();
    private byte[] buf = out.chunk;
    private int len = out.pos;
    /** The characters of the string being written (a loop over an array, not a call per character). */
    private char[] chars = new char[256];

    Direct() {
      this(Map.of());
    }

    /** {@code deferred} by identity: an empty placeholder equals every other empty object. */
    Direct(Map<JsonNode, Members> deferred) {
      this.deferred = deferred;
    }

    byte[] document(JsonNode node) {
      value(node, 0);
      put((byte) '\n');
      out.pos = len;
      return out.toByteArray();
    }

    private void value(JsonNode node, int depth) {
      switch (node.getNodeType()) {
        case OBJECT -> object(node, depth);
        case ARRAY -> array(node, depth);
        case STRING -> string(node.textValue());
        case BOOLEAN -> ascii(node.booleanValue() ? "true" : "false");
        case NULL -> ascii("null");
        case NUMBER -> number(node);
        default -> throw new NotPlain();
      }
    }

    private void object(JsonNode node, int depth) {
      Members members = deferred.isEmpty() ? null : deferred.get(node);
      Iterator<Map.Entry<String, JsonNode>> fields = members == null ? node.fields() : members.iterator();
      if (!fields.hasNext()) {
        ascii("{ }");
        return;
      }
      put((byte) '{');
      boolean first = true;
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> field = fields.next();
        if (!first) {
          put((byte) ',');
        }
        first = false;
        indent(depth + 1);
        string(field.getKey());
        put((byte) ':');
        put((byte) ' ');
        value(field.getValue(), depth + 1);
      }
      indent(depth);
      put((byte) '}');
    }

    private void array(JsonNode node, int depth) {
      if (node.isEmpty()) {
        ascii("[ ]");
        return;
      }
      put((byte) '[');
      for (int i = 0; i < node.size(); i++) {
        if (i > 0) {
          put((byte) ',');
        }
        indent(depth + 1);
        value(node.get(i), depth + 1);
      }
      indent(depth);
      put((byte) ']');
    }

    private void number(JsonNode node) {
      if (node instanceof IntNode || node instanceof LongNode || node instanceof ShortNode) {
        ascii(Long.toString(node.longValue()));
        return;
      }
      // Decimals, big numbers: Jackson's digits (a number's text does not depend on the printer).
      byte[] text = CompactJson.bytes(node);
      ensure(text.length);
      System.arraycopy(text, 0, buf, len, text.length);
      len += text.length;
    }

    /** A JSON string as Jackson writes it: quote, backslash and controls escaped, the rest as UTF-8. */
    private void string(String text) {
      int n = text.length();
      ensure(n * 6 + 2);
      if (chars.length < n) {
        chars = new char[Math.max(n, 2 * chars.length)];
      }
      text.getChars(0, n, chars, 0);
      char[] in = chars;
      byte[] b = buf;
      int at = len;
      b[at++] = '"';
      for (int i = 0; i < n; i++) {
        char c = in[i];
        if (c < 0x80) {
          if (c >= 0x20 && c != '"' && c != '\\') {
            b[at++] = (byte) c;
            continue;
          }
          len = at;
          escape(c);
          at = len;
        } else if (Character.isSurrogate(c)) {
          throw new NotPlain();
        } else {
          at = Utf8Buffer.putBmp(b, at, c);
        }
      }
      b[at++] = '"';
      len = at;
    }

    /** The escape of an ASCII character that cannot stand for itself (at most 6 bytes, room for which {@link #string} made). */
    private void escape(char c) {
      char named = switch (c) {
        case '"' -> '"';
        case '\\' -> '\\';
        case '\b' -> 'b';
        case '\t' -> 't';
        case '\n' -> 'n';
        case '\f' -> 'f';
        case '\r' -> 'r';
        default -> 0;
      };
      buf[len++] = '\\';
      if (named != 0) {
        buf[len++] = (byte) named;
      } else {
        buf[len++] = 'u';
        buf[len++] = '0';
        buf[len++] = '0';
        buf[len++] = HEX[c >> 4];
        buf[len++] = HEX[c & 0xf];
      }
    }

    private void indent(int depth) {
      ensure(1 + 2 * depth);
      buf[len++] = '\n';
      Arrays.fill(buf, len, len + 2 * depth, (byte) ' ');
      len += 2 * depth;
    }

    private void ascii(String text) {
      ensure(text.length());
      for (int i = 0; i < text.length(); i++) {
        buf[len++] = (byte) text.charAt(i);
      }
    }

    private void put(byte b) {
      ensure(1);
      buf[len++] = b;
    }

    private void ensure(int more) {
      if (len + more > buf.length) {
        out.pos = len;
        out.room(more);
        buf = out.chunk;
        len = out.pos;
      }
    }
  }
}
