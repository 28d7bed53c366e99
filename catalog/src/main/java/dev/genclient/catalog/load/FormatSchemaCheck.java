package dev.genclient.catalog.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;
import com.networknt.schema.path.PathType;
import dev.genclient.catalog.Diagnostic;
import dev.genclient.catalog.Fork;
import dev.genclient.catalog.MessageText;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.Suggestions;
import dev.genclient.catalog.ValidationRule;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Checks a parsed catalog against the JSON Schema of catalog format 1 ({@code catalog.schema.json}).
 * A catalog that conforms is recognised by {@link SchemaSubset} without the schema engine's set-up
 * (most runs); only one that does not is run through the engine for its located violations.
 */
public final class FormatSchemaCheck {
  public static final String SCHEMA_RESOURCE = "/dev/genclient/catalog/catalog.schema.json";

  /**
   * One schema violation: its diagnostic, the node that is malformed (for a missing key, where the
   * key would be) and whether it is only an unknown key, which the reader ignores anyway. The
   * diagnostic is null for a missing key that a misspelt key's suggestion already names: its node is
   * malformed all the same.
   */
  public record Violation(Diagnostic diagnostic, String node, boolean unknownKey) {}

  /** The schema violations of {@code catalog}, each located at the offending value or key. */
  public List<Diagnostic> check(JsonNode catalog) {
    return violations(catalog).stream().map(Violation::diagnostic).filter(java.util.Objects::nonNull).toList();
  }

  /** The schema violations of {@code catalog}, with the nodes they make malformed. */
  public List<Violation> violations(JsonNode catalog) {
    return conformsFast(catalog) ? List.of() : engineViolations(catalog);
  }

  /** The schema engine's violations of {@code catalog}, without the fast check first. */
  static List<Violation> engineViolations(JsonNode catalog) {
    List<Error> errors = Engine.SCHEMA.validate(catalog);
    // A misspelt required key is one mistake: its "unknown key" names the key it meant, and the
    // "required property not found" of that key is left out.
    Map<Error, String> suggestions = new HashMap<>();
    Set<String> meant = new HashSet<>();
    for (Error error : errors) {
      if (unknownKey(error)) {
        String suggestion = Suggestions.suggest(error.getProperty(), Engine.HINTS.keys(error));
        String object = pointerOf(error).substring(0, pointerOf(error).lastIndexOf('/'));
        if (suggestion != null && !catalog.at(object).has(suggestion)) {
          suggestions.put(error, suggestion);
          meant.add(object + "/" + SourceMap.escape(suggestion));
        }
      }
    }
    Set<Diagnostic> seen = new LinkedHashSet<>();
    List<Violation> found = new ArrayList<>();
    for (Error error : errors) {
      String pointer = pointerOf(error);
      boolean missing = "required".equals(error.getKeyword()) && error.getProperty() != null;
      String node = missing ? pointer + "/" + SourceMap.escape(error.getProperty()) : pointer;
      if (missing && meant.contains(node)) {
        found.add(new Violation(null, node, false));
        continue;
      }
      Diagnostic diagnostic = Diagnostic.error(ruleOf(error, pointer), pointer, message(error, pointer, suggestions.get(error)));
      if (seen.add(diagnostic)) {
        found.add(new Violation(diagnostic, node, "additionalProperties".equals(error.getKeyword())));
      }
    }
    return found;
  }

  /** An unknown key of the catalog (not a JSON Schema keyword outside the supported subset). */
  private static boolean unknownKey(Error error) {
    return "additionalProperties".equals(error.getKeyword()) && error.getProperty() != null && !inKeywords(error);
  }

  private static boolean inKeywords(Error error) {
    return String.valueOf(error.getSchemaLocation()).contains("schema_keywords");
  }

  private static String pointerOf(Error error) {
    StringBuilder pointer = new StringBuilder();
    NodePath path = error.getInstanceLocation();
    for (int i = 0; i < path.getNameCount(); i++) {
      pointer.append('/').append(SourceMap.escape(String.valueOf(path.getElement(i))));
    }
    // An unknown or missing key is reported on its object; point at the key itself.
    if ("additionalProperties".equals(error.getKeyword()) && error.getProperty() != null) {
      pointer.append('/').append(SourceMap.escape(error.getProperty()));
    }
    return pointer.toString();
  }

  /** Bad ids and multi-line text get their own rule names; every other violation is a {@code schema} problem. */
  private static ValidationRule ruleOf(Error error, String pointer) {
    if (!"pattern".equals(error.getKeyword())) {
      return ValidationRule.SCHEMA;
    }
    if (idField(pointer)) {
      return ValidationRule.ID_SYNTAX;
    }
    return lineField(error) ? ValidationRule.ONE_LINE : ValidationRule.SCHEMA;
  }

  private static boolean idField(String pointer) {
    return pointer.matches("/ops/\\d+/id") || pointer.matches("/aliases/\\d+/(alias|target)");
  }

  private static boolean lineField(Error error) {
    return String.valueOf(error.getSchemaLocation()).contains("$defs/line/");
  }

  private static String message(Error error, String pointer, String suggestion) {
    String at = pointer.isEmpty() ? "" : MessageText.pointer(pointer) + ": ";
    if ("pattern".equals(error.getKeyword()) && error.getInstanceNode() != null) {
      String value = error.getInstanceNode().asText();
      if (idField(pointer)) {
        return at + MessageText.quote(value) + " " + IdSyntax.problem(value);
      }
      if (lineField(error)) {
        return at + "must be one line of plain text; found " + IdSyntax.firstControl(value);
      }
      return at + MessageText.quote(value) + " does not have the required form (its pattern: gen-client schema catalog)";
    }
    if ("enum".equals(error.getKeyword()) && error.getInstanceNode() != null) {
      return enumMessage(error, pointer);
    }
    String text = error.getMessage();
    // networknt prefixes the message with the instance location; the diagnostic already has it.
    String prefix = error.getInstanceLocation().toString() + ": ";
    if (text.startsWith(prefix)) {
      text = text.substring(prefix.length());
    }
    if ("additionalProperties".equals(error.getKeyword()) && error.getProperty() != null && inKeywords(error)) {
      text = "JSON Schema keyword " + MessageText.quote(error.getProperty()) + " is not in the supported subset (type, properties, "
          + "required, items, additionalProperties, enum, const, oneOf, anyOf, discriminator, format, default, "
          + "description, $ref, x-*)";
    } else if (unknownKey(error) && suggestion != null) {
      text = "unknown key " + MessageText.quote(error.getProperty()) + ": did you mean " + MessageText.quote(suggestion) + "?";
    } else if (unknownKey(error)) {
      text = "unknown key " + MessageText.quote(error.getProperty()) + " (only the documented keys and keys starting with 'x-' are allowed)";
    }
    return at + text;
  }

  /**
   * {@code kind 'strem' is not one of call, stream, download, upload, job: did you mean 'stream'?}:
   * the key and the bad value, the allowed values, the closest one. The location is the value's.
   */
  private static String enumMessage(Error error, String pointer) {
    List<String> values = Engine.HINTS.enumValues(error);
    JsonNode value = error.getInstanceNode();
    String shown = value.isTextual() ? MessageText.quote(value.asText()) : MessageText.line(value.toString());
    NodePath path = error.getInstanceLocation();
    Object key = path.getNameCount() == 0 ? null : path.getElement(path.getNameCount() - 1);
    // A value in a list has no key of its own: its pointer says where it is.
    String subject = key instanceof String name ? MessageText.line(name) + " " + shown : MessageText.pointer(pointer) + ": " + shown;
    return subject + " is not one of " + String.join(", ", values)
        + (value.isTextual() ? Suggestions.question(value.asText(), values) : "");
  }

  /**
   * Whether the fast check alone finds {@code catalog} conforming (false: it does not conform,
   * or the fast check cannot tell, or the schema uses keywords the fast check does not know).
   */
  static boolean conformsFast(JsonNode catalog) {
    SchemaSubset fast = subset();
    return fast != null && fast.conforms(catalog);
  }

  /**
   * Compiles the fast check on a daemon thread when {@code threads > 1}, so it is ready by the time
   * a catalog is parsed; whoever needs it first waits for it or, on one thread, compiles it then.
   * Nothing joins the thread: a failure there happens again in the check's own call.
   */
  static void compileAhead(int threads) {
    if (threads > 1) {
      Fork.start("format-schema", threads, FormatSchemaCheck::subset);
    }
  }

  /** The fast check of the format schema, or null when the schema is beyond its keyword subset. */
  static SchemaSubset subset() {
    return Fast.SUBSET;
  }

  /**
   * The schema and its fast check are constants of the jar, compiled once per process on first use
   * (the JVM's class initialization: the first caller compiles, any other waits) and never changed.
   */
  private static final class Fast {
    static final SchemaSubset SUBSET = compileSubset();
  }

  private static final class Engine {
    static final Schema SCHEMA = load();
    static final SchemaHints HINTS = new SchemaHints(schemaTree());
  }

  private static SchemaSubset compileSubset() {
    return SchemaSubset.compile(schemaTree());
  }

  /** The format schema as a tree. */
  private static JsonNode schemaTree() {
    // Read by the catalog's own streaming reader: an ObjectMapper's set-up (its date formats,
    // locale data, introspection) would cost more than the read and the compile together.
    try (InputStream in = FormatSchemaCheck.class.getResourceAsStream(SCHEMA_RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + SCHEMA_RESOURCE);
      }
      return new LocatingJsonReader().read(in.readAllBytes()).root();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (LocatingJsonReader.SyntaxException e) {
      throw new IllegalStateException(SCHEMA_RESOURCE + " is not JSON: " + e.getMessage(), e);
    }
  }

  private static Schema load() {
    SchemaRegistryConfig config = SchemaRegistryConfig.builder()
        .locale(Locale.ENGLISH)
        .pathType(PathType.JSON_POINTER)
        .build();
    SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
        builder -> builder.schemaRegistryConfig(config));
    try (InputStream in = FormatSchemaCheck.class.getResourceAsStream(SCHEMA_RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + SCHEMA_RESOURCE);
      }
      return registry.getSchema(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
