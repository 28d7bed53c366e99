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
import dev.genclient.catalog.MessageText;
import dev.genclient.catalog.Severity;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.ValidationRule;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses JSON strictly into a tree while recording where every value and key starts. Duplicate
 * keys, trailing tokens and oversized or too deeply nested input are errors, reported at the
 * parser's position (Jackson's constraint errors carry none of their own). Values that are JSON
 * but not interchangeable data (a string or key with a lone surrogate, a number outside the IEEE
 * double range, RFC 7493 §2.1–2.2) do not stop the parse: each is reported at its position
 * ({@link Parsed#problems}) so the later stages can still check everything else.
 */
public final class LocatingJsonReader {
  /** Limits that keep a hostile catalog from exhausting memory or the stack. */
  public static final int MAX_DEPTH = 64;
  public static final int MAX_STRING_LENGTH = 1 << 20;
  public static final int MAX_NUMBER_LENGTH = 64;
  public static final long MAX_DOCUMENT_LENGTH = 64L << 20;

  /** The limits above, for a factory of another syntax ({@link #LocatingJsonReader(JsonFactory)}). */
  public static final StreamReadConstraints LIMITS = StreamReadConstraints.builder()
      .maxNestingDepth(MAX_DEPTH)
      .maxStringLength(MAX_STRING_LENGTH)
      .maxNumberLength(MAX_NUMBER_LENGTH)
      .maxDocumentLength(MAX_DOCUMENT_LENGTH)
      .build();

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .streamReadConstraints(LIMITS)
      .build();

  /** A parsed document, the positions of its parts and the values that are not interchangeable data. */
  public record Parsed(JsonNode root, SourceMap sourceMap, List<Diagnostic> problems) {
    public Parsed {
      problems = List.copyOf(problems);
    }
  }

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

  private final JsonFactory factory;

  /** A reader of strict JSON within the limits above. */
  public LocatingJsonReader() {
    this(FACTORY);
  }

  /**
   * A reader of another syntax that Jackson parses into the same tokens (gen-client.yaml's YAML),
   * with the limits and duplicate-key detection the factory carries.
   */
  public LocatingJsonReader(JsonFactory factory) {
    this.factory = factory;
  }

  /**
   * One node for each short string value: a catalog repeats its type names, formats and enum values
   * (a few distinct strings stand for many: docs/speed.md has the counts), and a text node is immutable.
   */
  private static final int SHARED_TEXT_LENGTH = 128;
  private final Map<String, JsonNode> texts = new HashMap<>();
  /**
   * The members (key and value) and elements read so far of the objects and arrays being read, a
   * stack: each object or array takes its own from its start to the top when it ends, so its map
   * or list is made at its size (most catalog objects have one to four members, held in a
   * {@link MemberMap}; an empty {@link LinkedHashMap} grows a table for sixteen).
   */
  private String[] pendingKeys = new String[64];
  private JsonNode[] pendingValues = new JsonNode[64];
  private int top;

  private final List<Diagnostic> problems = new ArrayList<>();
  /** The path to the value being read: at depth d, a key ({@code keys[d]}) or, when that is null, an index. */
  private final String[] keys = new String[MAX_DEPTH + 2];
  private final int[] indexes = new int[MAX_DEPTH + 2];

  /**
   * Parses {@code bytes}. The positions are not recorded now: the source map re-reads the bytes
   * for them the first time a diagnostic is located, so a run with nothing to report parses once
   * without building a pointer or a position per value.
   */
  public Parsed read(byte[] bytes) throws SyntaxException {
    JsonNode root = parse(bytes, null);
    return new Parsed(root, SourceMap.lazy(map -> locate(bytes, map)), problems);
  }

  /** Records every position of {@code bytes} (already read once, so well-formed) in {@code map}. */
  private void locate(byte[] bytes, SourceMap map) {
    try {
      new LocatingJsonReader(factory).parse(bytes, map);
    } catch (SyntaxException e) {
      throw new IllegalStateException("a document that parsed once did not parse again", e);
    }
  }

  /** The document's tree; positions go to {@code sourceMap} when it is not null. */
  private JsonNode parse(byte[] bytes, SourceMap sourceMap) throws SyntaxException {
    problems.clear();
    try (JsonParser parser = factory.createParser(bytes)) {
      try {
        if (parser.nextToken() == null) {
          throw syntax(ValidationRule.JSON_SYNTAX, "empty document: expected a JSON object", parser.currentLocation());
        }
        JsonNode root = readValue(parser, 0, sourceMap == null ? null : "", sourceMap);
        JsonToken trailing = parser.nextToken();
        if (trailing != null) {
          throw syntax(ValidationRule.JSON_SYNTAX, "unexpected content after the JSON document: " + trailing.asString(),
              parser.currentTokenLocation());
        }
        return root;
      } catch (StreamConstraintsException e) {
        throw syntax(ValidationRule.JSON_LIMITS, firstLine(e.getOriginalMessage()), parser.currentLocation());
      } catch (JsonProcessingException e) {
        JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
        SyntaxException comma = CommaProblem.of(e.getOriginalMessage(), bytes, at);
        throw comma != null ? comma : syntax(ValidationRule.JSON_SYNTAX, firstLine(e.getOriginalMessage()), at);
      }
    } catch (IOException e) {
      throw new SyntaxException(Diagnostic.error(ValidationRule.JSON_SYNTAX, "", "cannot parse: " + e.getMessage()));
    } finally {
      pop(0); // a parse that stopped midway leaves members on the stack
      texts.clear();
    }
  }

  /**
   * Reads the value at the parser's current token, at {@code depth} of the path in
   * {@link #keys}/{@link #indexes}. {@code pointer} is that path as a JSON pointer when positions
   * are recorded (into {@code sourceMap}), else null: it is then built only for a problem.
   */
  private JsonNode readValue(JsonParser parser, int depth, String pointer, SourceMap sourceMap) throws IOException {
    if (sourceMap != null) {
      sourceMap.recordValue(pointer, position(parser.currentTokenLocation()));
    }
    JsonToken token = parser.currentToken();
    switch (token) {
      case START_OBJECT -> {
        int first = top;
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
          String key = parser.currentName();
          keys[depth + 1] = key;
          String child = null;
          if (sourceMap != null) {
            child = pointer + "/" + SourceMap.escape(key);
            sourceMap.recordKey(child, position(parser.currentTokenLocation()));
          }
          checkText(key, "key", depth + 1, parser);
          parser.nextToken();
          JsonNode value = readValue(parser, depth + 1, child, sourceMap);
          push(key, value);
        }
        int size = top - first;
        Map<String, JsonNode> members = size <= MemberMap.MAX_SIZE ? new MemberMap(size) : new LinkedHashMap<>(capacityFor(size));
        for (int i = first; i < top; i++) {
          members.put(pendingKeys[i], pendingValues[i]);
        }
        pop(first);
        return new ObjectNode(nodes, members);
      }
      case START_ARRAY -> {
        int first = top;
        int index = 0;
        keys[depth + 1] = null;
        while (parser.nextToken() != JsonToken.END_ARRAY) {
          indexes[depth + 1] = index;
          JsonNode element = readValue(parser, depth + 1, sourceMap == null ? null : pointer + "/" + index, sourceMap);
          push(null, element);
          keys[depth + 1] = null;
          index++;
        }
        List<JsonNode> elements = new ArrayList<>(top - first);
        for (int i = first; i < top; i++) {
          elements.add(pendingValues[i]);
        }
        pop(first);
        return new ArrayNode(nodes, elements);
      }
      case VALUE_STRING -> {
        String text = parser.getText();
        checkText(text, "string", depth, parser);
        return text.length() > SHARED_TEXT_LENGTH ? nodes.textNode(text) : texts.computeIfAbsent(text, nodes::textNode);
      }
      case VALUE_NUMBER_INT -> {
        BigInteger value = parser.getBigIntegerValue();
        checkNumber(Double.isFinite(value.doubleValue()), parser, depth);
        return nodes.numberNode(value);
      }
      case VALUE_NUMBER_FLOAT -> {
        BigDecimal value = parser.getDecimalValue();
        checkNumber(Double.isFinite(value.doubleValue()), parser, depth);
        return nodes.numberNode(value);
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

  private void push(String key, JsonNode value) {
    if (top == pendingValues.length) {
      pendingKeys = Arrays.copyOf(pendingKeys, top * 2);
      pendingValues = Arrays.copyOf(pendingValues, top * 2);
    }
    pendingKeys[top] = key;
    pendingValues[top++] = value;
  }

  private void pop(int first) {
    Arrays.fill(pendingKeys, first, top, null);
    Arrays.fill(pendingValues, first, top, null);
    top = first;
  }

  /** The initial capacity of a hash map that holds {@code size} entries without growing. */
  private static int capacityFor(int size) {
    return (int) Math.ceil(size / 0.75);
  }

  /** The JSON pointer of the path down to {@code depth}. */
  private String pointer(int depth) {
    StringBuilder out = new StringBuilder();
    for (int d = 1; d <= depth; d++) {
      out.append('/').append(keys[d] != null ? SourceMap.escape(keys[d]) : Integer.toString(indexes[d]));
    }
    return out.toString();
  }

  /** A lone surrogate cannot be encoded as UTF-8, so no target could write the text. */
  private void checkText(String text, String what, int depth, JsonParser parser) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        problems.add(new Diagnostic(Severity.ERROR, ValidationRule.JSON_VALUE,
            String.format("a %s with a lone surrogate \\u%04X at character %d is not Unicode text; write the "
                + "character itself or a surrogate pair", what, (int) c, i + 1),
            pointer(depth), position(parser.currentTokenLocation())));
        return;
      }
    }
  }

  /** Every target and the digest read numbers as IEEE doubles; one that overflows has no value there. */
  private void checkNumber(boolean finite, JsonParser parser, int depth) throws IOException {
    if (!finite) {
      problems.add(new Diagnostic(Severity.ERROR, ValidationRule.JSON_VALUE,
          "the number " + MessageText.quote(parser.getText()) + " is outside the IEEE double range (about ±1.8e308)",
          pointer(depth), position(parser.currentTokenLocation())));
    }
  }

  private static SourceMap.Position position(JsonLocation location) {
    long offset = location.getCharOffset() >= 0 ? location.getCharOffset() : location.getByteOffset();
    return new SourceMap.Position(location.getLineNr(), location.getColumnNr(), offset);
  }

  static SyntaxException syntax(ValidationRule rule, String message, SourceMap.Position at) {
    return new SyntaxException(new Diagnostic(Severity.ERROR, rule, message, "", at));
  }

  private static SyntaxException syntax(ValidationRule rule, String message, JsonLocation at) {
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
