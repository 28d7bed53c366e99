package dev.genclient.output;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.Map;

/**
 * Deterministic pretty JSON, written by Jackson: two-space indent, {@code \n} line ends on every
 * OS, {@code "key": value}, {@code { }} and {@code [ ]} for empty containers, trailing newline.
 */
public final class JsonText {
  /** Jackson's pretty writer with these settings, made on first need (a mapper's set-up is costly; docs/speed.md). */
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

  /** {@link #pretty} as UTF-8 bytes, written straight to bytes (the OpenAPI document is megabytes). */
  public static byte[] prettyBytes(JsonNode node) {
    return prettyBytes(node, new IdentityHashMap<>());
  }

  /**
   * The members of an object that is written as they are made, one at a time, so that a large
   * document is never held whole: {@link #prettyBytes(JsonNode, IdentityHashMap)} writes the
   * object {@code members} stands for where the tree holds its (empty) placeholder.
   */
  @FunctionalInterface
  public interface Members {
    Iterator<Map.Entry<String, JsonNode>> iterator();
  }

  /**
   * {@link #prettyBytes(JsonNode)} of {@code node} with each placeholder object (a key of
   * {@code deferred}, by identity: an empty placeholder equals every other empty object) written as
   * the members its {@link Members} makes when the generator reaches it, in document order.
   */
  public static byte[] prettyBytes(JsonNode node, IdentityHashMap<JsonNode, Members> deferred) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 16);
    try (JsonGenerator generator = Jackson.WRITER.createGenerator(out)) {
      if (deferred.isEmpty()) {
        generator.writeTree(node);
      } else {
        write(generator, node, deferred);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot serialize JSON", e);
    }
    out.write('\n');
    return out.toByteArray();
  }

  /** Pretty JSON text of {@code node}, with the trailing newline. */
  public static String pretty(JsonNode node) {
    try {
      return Jackson.WRITER.writeValueAsString(node) + "\n";
    } catch (IOException e) {
      throw new UncheckedIOException("cannot serialize JSON", e);
    }
  }

  /** Writes {@code node} container by container, so a placeholder's members are made only when reached. */
  private static void write(JsonGenerator generator, JsonNode node, Map<JsonNode, Members> deferred) throws IOException {
    Members members = deferred.get(node);
    if (members != null || node.isObject()) {
      Iterator<Map.Entry<String, JsonNode>> fields = members != null ? members.iterator() : node.fields();
      generator.writeStartObject();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> field = fields.next();
        generator.writeFieldName(field.getKey());
        write(generator, field.getValue(), deferred);
      }
      generator.writeEndObject();
    } else if (node.isArray()) {
      generator.writeStartArray();
      for (JsonNode item : node) {
        write(generator, item, deferred);
      }
      generator.writeEndArray();
    } else {
      generator.writeTree(node);
    }
  }
}
