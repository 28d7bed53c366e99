package dev.genclient.catalog.diff;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.SourceMap;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Compares two schemas of one op in one direction: params are input (accepting fewer values
 * breaks callers), results and events are output (producing new values breaks callers). Follows
 * {@code $ref}s, so a change inside a named type is reported at the type's pointer.
 */
final class SchemaDiff {
  /** Which way values flow through the schema. */
  enum Direction { INPUT, OUTPUT }

  private final Catalog oldCatalog;
  private final Catalog newCatalog;
  private final Direction direction;
  private final String op;
  /** "param", "result" or "event", for messages. */
  private final String label;
  private final List<Finding> findings;
  private final Set<String> visitedRefs = new HashSet<>();

  SchemaDiff(Catalog oldCatalog, Catalog newCatalog, Direction direction, String op, String label, List<Finding> findings) {
    this.oldCatalog = oldCatalog;
    this.newCatalog = newCatalog;
    this.direction = direction;
    this.op = op;
    this.label = label;
    this.findings = findings;
  }

  void compare(Schema a, String pa, Schema b, String pb, String path) {
    if (a != null && b != null && a.isRef() && b.isRef() && !visitedRefs.add(a.ref() + "\0" + b.ref())) {
      return;
    }
    if (a != null && a.isRef()) {
      pa = "/types/" + SourceMap.escape(a.ref());
      a = oldCatalog.types().get(a.ref());
    }
    if (b != null && b.isRef()) {
      pb = "/types/" + SourceMap.escape(b.ref());
      b = newCatalog.types().get(b.ref());
    }
    if (a == null || b == null) {
      return;
    }
    String what = path.isEmpty() ? label : member() + " '" + path + "'";
    if (!Objects.equals(a.description(), b.description())) {
      add(DiffRule.DESCRIPTION_CHANGED, pb + "/description", "description of " + what + " changed");
    }
    if (!Objects.equals(a.defaultValue(), b.defaultValue())) {
      add(DiffRule.METADATA_CHANGED, pb + "/default", "default of " + what + " changed from " + a.defaultValue() + " to " + b.defaultValue());
    }
    compareTypes(a, b, pb, what);
    compareEnums(a, b, pb, what);
    if (pathMarkingOnly(a, b)) {
      // "path" adds client-side scope checks, not a wire type: the values a string accepts stay the same.
      add(DiffRule.METADATA_CHANGED, pb + "/format", "format of " + what + " changed from " + orNone(a.format())
          + " to " + orNone(b.format()));
    } else if (!Objects.equals(a.format(), b.format())) {
      structure(pb + "/format", "format of " + what + " changed from " + orNone(a.format()) + " to " + orNone(b.format()));
    }
    if (!Objects.equals(a.constValue(), b.constValue())) {
      structure(pb + "/const", "const of " + what + " changed");
    }
    if (!Objects.equals(a.discriminator(), b.discriminator())) {
      structure(pb + "/discriminator", "discriminator of " + what + " changed");
    }
    compareVariants(a.oneOf(), pa + "/oneOf", b.oneOf(), pb + "/oneOf", path, what);
    compareVariants(a.anyOf(), pa + "/anyOf", b.anyOf(), pb + "/anyOf", path, what);
    compareNested(a.items(), pa + "/items", b.items(), pb + "/items", path + "[]", "items of " + what);
    if (a.closed() != b.closed()) {
      String change = "additionalProperties of " + what + (b.closed() ? " became false" : " are now allowed");
      if (direction == Direction.INPUT) {
        add(b.closed() ? DiffRule.PARAM_TYPE_NARROWED : DiffRule.PARAM_TYPE_WIDENED, pb, change);
      } else {
        add(b.closed() ? DiffRule.RESULT_TYPE_NARROWED : DiffRule.RESULT_TYPE_CHANGED, pb, change);
      }
    } else {
      compareNested(a.additionalProperties(), pa + "/additionalProperties", b.additionalProperties(),
          pb + "/additionalProperties", path + "{}", "additionalProperties of " + what);
    }
    compareProperties(a, pa, b, pb, path);
  }

  private void compareNested(Schema a, String pa, Schema b, String pb, String path, String what) {
    if (a != null && b != null) {
      compare(a, pa, b, pb, path);
    } else if (a != null || b != null) {
      structure(b != null ? pb : pb.substring(0, pb.lastIndexOf('/')), what + (b == null ? " removed" : " added"));
    }
  }

  private void compareVariants(List<Schema> a, String pa, List<Schema> b, String pb, String path, String what) {
    if (a.size() != b.size()) {
      structure(b.isEmpty() ? pb.substring(0, pb.lastIndexOf('/')) : pb,
          "variants of " + what + " changed from " + a.size() + " to " + b.size());
      return;
    }
    for (int i = 0; i < a.size(); i++) {
      compare(a.get(i), pa + "/" + i, b.get(i), pb + "/" + i, path + "|" + i);
    }
  }

  private void compareTypes(Schema a, Schema b, String pb, String what) {
    Set<String> ta = new LinkedHashSet<>(a.types());
    Set<String> tb = new LinkedHashSet<>(b.types());
    if (ta.equals(tb)) {
      return;
    }
    String change = "type of " + what + " changed from " + describe(a.types()) + " to " + describe(b.types());
    if (direction == Direction.INPUT) {
      add(covers(tb, ta) ? DiffRule.PARAM_TYPE_WIDENED : DiffRule.PARAM_TYPE_NARROWED, pb, change);
    } else {
      add(covers(ta, tb) ? DiffRule.RESULT_TYPE_NARROWED : DiffRule.RESULT_TYPE_CHANGED, pb, change);
    }
  }

  /** True when every value of a type in {@code inner} is also a value of {@code outer}; no types means any value. */
  private static boolean covers(Set<String> outer, Set<String> inner) {
    if (outer.isEmpty()) {
      return true;
    }
    if (inner.isEmpty()) {
      return false;
    }
    for (String type : inner) {
      if (!outer.contains(type) && !(type.equals("integer") && outer.contains("number"))) {
        return false;
      }
    }
    return true;
  }

  private static String describe(List<String> types) {
    return types.isEmpty() ? "any" : String.join("|", types);
  }

  private void compareEnums(Schema a, Schema b, String pb, String what) {
    List<JsonNode> ea = a.enumValues();
    List<JsonNode> eb = b.enumValues();
    if (Objects.equals(ea, eb)) {
      return;
    }
    String at = pb + "/enum";
    if (ea == null || eb == null) {
      boolean introduced = ea == null;
      String change = "enum of " + what + (introduced ? " introduced" : " dropped");
      if (direction == Direction.INPUT) {
        add(introduced ? DiffRule.PARAM_TYPE_NARROWED : DiffRule.PARAM_TYPE_WIDENED, introduced ? at : pb, change);
      } else {
        add(introduced ? DiffRule.RESULT_TYPE_NARROWED : DiffRule.RESULT_TYPE_CHANGED, introduced ? at : pb, change);
      }
      return;
    }
    for (JsonNode value : ea) {
      if (!eb.contains(value)) {
        add(direction == Direction.INPUT ? DiffRule.PARAM_ENUM_VALUE_REMOVED : DiffRule.RESULT_TYPE_NARROWED, at,
            "enum value " + value + " of " + what + " removed");
      }
    }
    for (int i = 0; i < eb.size(); i++) {
      if (!ea.contains(eb.get(i))) {
        add(direction == Direction.INPUT ? DiffRule.PARAM_ENUM_VALUE_ADDED : DiffRule.RESULT_ENUM_VALUE_ADDED, at + "/" + i,
            "enum value " + eb.get(i) + " of " + what + " added");
      }
    }
  }

  private void compareProperties(Schema a, String pa, Schema b, String pb, String path) {
    List<String> removed = new ArrayList<>();
    for (String name : a.properties().keySet()) {
      if (!b.properties().containsKey(name)) {
        removed.add(name);
      }
    }
    List<String> added = new ArrayList<>();
    for (String name : b.properties().keySet()) {
      if (!a.properties().containsKey(name)) {
        added.add(name);
      }
    }
    String prefix = path.isEmpty() ? "" : path + ".";
    for (String name : removed) {
      String renamedTo = direction == Direction.INPUT ? renameOf(a, name, b, added) : null;
      if (renamedTo != null) {
        added.remove(renamedTo);
        add(DiffRule.PARAM_RENAMED, pb + "/properties/" + SourceMap.escape(renamedTo),
            "param '" + prefix + name + "' renamed to '" + prefix + renamedTo + "'");
      } else {
        addOld(direction == Direction.INPUT ? DiffRule.PARAM_REMOVED : DiffRule.RESULT_FIELD_REMOVED,
            pa + "/properties/" + SourceMap.escape(name), member() + " '" + prefix + name + "' removed");
      }
    }
    for (String name : added) {
      boolean required = b.required().contains(name);
      DiffRule rule = direction == Direction.OUTPUT ? DiffRule.RESULT_FIELD_ADDED
          : required ? DiffRule.REQUIRED_PARAM_ADDED : DiffRule.OPTIONAL_PARAM_ADDED;
      add(rule, pb + "/properties/" + SourceMap.escape(name),
          (required ? "required " : "optional ") + member() + " '" + prefix + name + "' added");
    }
    for (var entry : a.properties().entrySet()) {
      String name = entry.getKey();
      Schema other = b.properties().get(name);
      if (other == null) {
        continue;
      }
      String at = pb + "/properties/" + SourceMap.escape(name);
      boolean wasRequired = a.required().contains(name);
      boolean isRequired = b.required().contains(name);
      if (wasRequired != isRequired) {
        DiffRule rule = direction == Direction.INPUT
            ? (isRequired ? DiffRule.PARAM_BECAME_REQUIRED : DiffRule.PARAM_BECAME_OPTIONAL)
            : (isRequired ? DiffRule.RESULT_FIELD_BECAME_REQUIRED : DiffRule.RESULT_FIELD_BECAME_OPTIONAL);
        add(rule, at, member() + " '" + prefix + name + "' became " + (isRequired ? "required" : "optional"));
      }
      compare(entry.getValue(), pa + "/properties/" + SourceMap.escape(name), other, at, prefix + name);
    }
  }

  /** The added param with exactly the removed one's schema and required-ness, if exactly one has it. */
  private static String renameOf(Schema a, String removed, Schema b, List<String> added) {
    JsonNode shape = a.properties().get(removed).toJson();
    boolean required = a.required().contains(removed);
    List<String> matches = added.stream()
        .filter(n -> b.properties().get(n).toJson().equals(shape) && b.required().contains(n) == required)
        .toList();
    return matches.size() == 1 ? matches.get(0) : null;
  }

  /** "param" for inputs; "result field" or "event field" for outputs. */
  private String member() {
    return direction == Direction.INPUT ? label : label + " field";
  }

  private static String orNone(String value) {
    return value == null ? "none" : value;
  }

  /** True when the formats differ only by a {@code path} marking added to or removed from an unformatted string. */
  private static boolean pathMarkingOnly(Schema a, Schema b) {
    String fa = a.format();
    String fb = b.format();
    return !Objects.equals(fa, fb) && (fa == null && Schema.FORMAT_PATH.equals(fb) || fb == null && Schema.FORMAT_PATH.equals(fa));
  }

  private void structure(String pointer, String message) {
    add(DiffRule.SCHEMA_STRUCTURE_CHANGED, pointer, message);
  }

  private void add(DiffRule rule, String pointer, String message) {
    findings.add(new Finding(rule, op, Finding.Side.NEW, pointer, message));
  }

  private void addOld(DiffRule rule, String pointer, String message) {
    findings.add(new Finding(rule, op, Finding.Side.OLD, pointer, message));
  }
}
