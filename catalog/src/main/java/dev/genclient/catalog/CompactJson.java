package dev.genclient.catalog;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;

/**
 * A JSON tree as compact text, the bytes an {@code ObjectMapper}'s default writer gives, written by
 * Jackson's streaming generator alone: a run that only writes parsed trees never sets up an
 * {@code ObjectMapper} (its class initialization builds date formats and locale data, a noticeable
 * part of a short run: docs/speed.md). Objects, arrays, strings, numbers, booleans and nulls go through the generator
 * as the mapper would send them; a tree holding anything else (a binary or POJO node, which need
 * the mapper's configuration) is written by the mapper, made on first need.
 */
public final class CompactJson {
  private static final JsonFactory FACTORY = new JsonFactory();

  private CompactJson() {}

  public static String text(JsonNode node) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(out)) {
      write(g, node);
    } catch (NotPlain e) {
      return Mapper.text(node);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // unreachable: a StringWriter does not fail
    }
    return out.toString();
  }

  public static byte[] bytes(JsonNode node) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = FACTORY.createGenerator(out)) {
      write(g, node);
    } catch (NotPlain e) {
      return Mapper.bytes(node);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // unreachable: a ByteArrayOutputStream does not fail
    }
    return out.toByteArray();
  }

  private static void write(JsonGenerator g, JsonNode node) throws IOException {
    switch (node.getNodeType()) {
      case OBJECT -> {
        g.writeStartObject();
        Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
        while (fields.hasNext()) {
          Map.Entry<String, JsonNode> field = fields.next();
          g.writeFieldName(field.getKey());
          write(g, field.getValue());
        }
        g.writeEndObject();
      }
      case ARRAY -> {
        g.writeStartArray();
        for (JsonNode item : node) {
          write(g, item);
        }
        g.writeEndArray();
      }
      case STRING -> g.writeString(node.textValue());
      case NUMBER -> node.serialize(g, null); // every numeric node writes its own value, reading no configuration
      case BOOLEAN -> g.writeBoolean(node.booleanValue());
      case NULL -> g.writeNull();
      default -> throw new NotPlain();
    }
  }

  /** A tree the generator alone does not write. */
  private static final class NotPlain extends RuntimeException {
    NotPlain() {
      super(null, null, false, false);
    }
  }

  /** The mapper's writer, made only when a tree needs it. */
  private static final class Mapper {
    private static final ObjectWriter WRITER = new ObjectMapper().writer();

    static String text(JsonNode node) {
      try {
        return WRITER.writeValueAsString(node);
      } catch (JsonProcessingException e) {
        throw new IllegalStateException("cannot serialize JSON", e);
      }
    }

    static byte[] bytes(JsonNode node) {
      try {
        return WRITER.writeValueAsBytes(node);
      } catch (JsonProcessingException e) {
        throw new IllegalStateException("cannot serialize JSON", e);
      }
    }
  }
}
