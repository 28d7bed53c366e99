package dev.genclient.output;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

/** Deterministic pretty JSON: two-space indent, {@code \n} line ends on every OS, trailing newline. */
public final class JsonText {
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

  private JsonText() {}

  /**
   * {@link #pretty} as UTF-8 bytes, written straight to bytes: no text copy of a large document
   * (the OpenAPI document) to encode afterwards.
   */
  public static byte[] prettyBytes(JsonNode node) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 16);
    try {
      WRITER.writeValue(out, node);
    } catch (IOException e) {
      throw new IllegalStateException("cannot serialize JSON", e);
    }
    out.write('\n');
    return out.toByteArray();
  }

  public static String pretty(JsonNode node) {
    try {
      return WRITER.writeValueAsString(node) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot serialize JSON", e);
    }
  }
}
