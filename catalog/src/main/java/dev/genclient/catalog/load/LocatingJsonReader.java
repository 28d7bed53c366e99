package dev.genclient.catalog.load;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.Severity;
import dev.genclient.catalog.SourceMap;
import java.io.IOException;

/**
 * Parses JSON strictly into a tree while recording where every value and key starts. Duplicate
 * keys, trailing tokens and oversized or too deeply nested input are errors, reported at the
 * parser's position (Jackson's constraint errors carry none of their own).
 */
public final class LocatingJsonReader {
  /** Limits that keep a hostile catalog from exhausting memory or the stack. */
  public static final int MAX_DEPTH = 64;
  public static final int MAX_STRING_LENGTH = 1 << 20;
  public static final int MAX_NUMBER_LENGTH = 64;
  public static final long MAX_DOCUMENT_LENGTH = 64L << 20;

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .streamReadConstraints(StreamReadConstraints.builder()
          .maxNestingDepth(MAX_DEPTH)
          .maxStringLength(MAX_STRING_LENGTH)
          .maxNumberLength(MAX_NUMBER_LENGTH)
          .maxDocumentLength(MAX_DOCUMENT_LENGTH)
          .build())
      .build();

  /** A parsed document and the positions of its parts. */
  public record Parsed(JsonNode root, SourceMap sourceMap) {}

  /** Thrown for input that is not one well-formed JSON value within the limits. */
  public static final class SyntaxException extends Exception {
    private final transient Diagnostic diagnostic;

    SyntaxException(Diagnostic diagnostic) {
      super(diagnostic.message());
      this.diagnostic = diagnostic;
    }

    public Diagnostic diagnostic() {
      return diagnostic;
    }
  }

  private final JsonNodeFactory nodes = JsonNodeFactory.withExactBigDecimals(true);

  public Parsed read(byte[] bytes) throws SyntaxException {
    SourceMap sourceMap = new SourceMap();
    try (JsonParser parser = FACTORY.createParser(bytes)) {
      try {
        if (parser.nextToken() == null) {
          throw syntax("json-syntax", "empty document: expected a JSON object", parser.currentLocation());
        }
        JsonNode root = readValue(parser, "", sourceMap);
        JsonToken trailing = parser.nextToken();
        if (trailing != null) {
          throw syntax("json-syntax", "unexpected content after the JSON document: " + trailing.asString(),
              parser.currentTokenLocation());
        }
        return new Parsed(root, sourceMap);
      } catch (StreamConstraintsException e) {
        throw syntax("json-limits", firstLine(e.getOriginalMessage()), parser.currentLocation());
      } catch (JsonProcessingException e) {
        JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
        throw syntax("json-syntax", firstLine(e.getOriginalMessage()), at);
      }
    } catch (IOException e) {
      throw new SyntaxException(Diagnostic.error("json-syntax", "", "cannot parse: " + e.getMessage()));
    }
  }

  private JsonNode readValue(JsonParser parser, String pointer, SourceMap sourceMap) throws IOException {
    sourceMap.recordValue(pointer, position(parser.currentTokenLocation()));
    JsonToken token = parser.currentToken();
    switch (token) {
      case START_OBJECT -> {
        ObjectNode object = nodes.objectNode();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          String key = parser.currentName();
          String child = pointer + "/" + SourceMap.escape(key);
          sourceMap.recordKey(child, position(parser.currentTokenLocation()));
          parser.nextToken();
          object.set(key, readValue(parser, child, sourceMap));
        }
        return object;
      }
      case START_ARRAY -> {
        ArrayNode array = nodes.arrayNode();
        int index = 0;
        while (parser.nextToken() != JsonToken.END_ARRAY) {
          array.add(readValue(parser, pointer + "/" + index++, sourceMap));
        }
        return array;
      }
      case VALUE_STRING -> {
        return nodes.textNode(parser.getText());
      }
      case VALUE_NUMBER_INT -> {
        return nodes.numberNode(parser.getBigIntegerValue());
      }
      case VALUE_NUMBER_FLOAT -> {
        return nodes.numberNode(parser.getDecimalValue());
      }
      case VALUE_TRUE, VALUE_FALSE -> {
        return nodes.booleanNode(token == JsonToken.VALUE_TRUE);
      }
      case VALUE_NULL -> {
        return nodes.nullNode();
      }
      default -> throw new JsonProcessingException("unexpected token " + token, parser.currentTokenLocation()) {};
    }
  }

  private static SourceMap.Position position(JsonLocation location) {
    long offset = location.getCharOffset() >= 0 ? location.getCharOffset() : location.getByteOffset();
    return new SourceMap.Position(location.getLineNr(), location.getColumnNr(), offset);
  }

  private static SyntaxException syntax(String rule, String message, JsonLocation at) {
    return new SyntaxException(new Diagnostic(Severity.ERROR, rule, message, "", position(at)));
  }

  private static String firstLine(String message) {
    if (message == null) {
      return "malformed JSON";
    }
    int newline = message.indexOf('\n');
    return newline < 0 ? message : message.substring(0, newline);
  }
}
