package dev.genclient.targets.java;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.NamedType;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.naming.JavaNames;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.TemplateRenderer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The {@code model} package: one file per named type (records, params classes that are their own builders, open enums, unions). */
final class ModelFiles {
  private final LinkedCatalog linked;
  private final List<Operation> ops;
  private final JavaTypes types;
  private final String pkg;
  private final String dir;
  private final Set<Schema> params = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Map<String, List<String>> unionsOf = new HashMap<>();
  // By instance: a NamedType's hash would hash its whole schema.
  private final Map<NamedType, JavaViews.Union> unions = new IdentityHashMap<>();
  /** The nested types that may share a class, by Java name. */
  private final Map<String, NamedType> nested = new HashMap<>();
  /** The Java name of each nested type whose class is an earlier, structurally equal type's. */
  private final Map<String, String> sharedWith = new HashMap<>();

  ModelFiles(ClientPlan plan, String pkg, String dir) {
    this.linked = plan.linked();
    this.ops = plan.ops();
    this.pkg = pkg;
    this.dir = dir + "/model/";
    for (Operation op : ops) {
      if (op.params() != null && !op.params().isRef()) {
        params.add(op.params());
      }
    }
    for (NamedType type : linked.namedTypes()) {
      JavaViews.Union union = sealedUnion(type);
      if (union != null) {
        unions.put(type, union);
      }
    }
    this.types = new JavaTypes(linked, name -> sharedWith.getOrDefault(name, name));
    shareEqualTypes();
  }

  /** The Java type of each schema, naming a shared type by its class. */
  JavaTypes types() {
    return types;
  }

  /** Hands each model file to {@code out} as soon as it is rendered; returns how many there were. */
  int render(TemplateRenderer renderer, Consumer<GeneratedFile> out) {
    int[] count = {0};
    Consumer<GeneratedFile> files = file -> {
      count[0]++;
      out.accept(file);
    };
    files.accept(renderer.file(dir + "package-info.java",
        JavaTemplates.PACKAGE_INFO, new JavaViews.Pkg(pkg + ".model", "Types of the catalog's params and results.")));
    Set<String> taken = new HashSet<>();
    for (NamedType type : linked.namedTypes()) {
      taken.add(JavaNames.typeName(type.name()));
    }
    for (NamedType type : linked.namedTypes()) {
      if (!sharedWith.containsKey(JavaNames.typeName(type.name()))) {
        files.accept(file(renderer, type));
      }
    }
    for (String pending : pendingClasses()) {
      if (taken.add(pending)) {
        files.accept(renderer.file(dir + pending + ".java", JavaTemplates.PENDING, new JavaViews.Named(pkg, "", pending)));
      }
    }
    return count[0];
  }

  /** The file of one named type: its union, open enum, params or record class, or a JSON value type. */
  private GeneratedFile file(TemplateRenderer renderer, NamedType type) {
    String name = JavaNames.typeName(type.name());
    Schema schema = type.schema();
    String file = dir + name + ".java";
    if (unions.containsKey(type)) {
      return renderer.file(file, JavaTemplates.UNION, unions.get(type));
    }
    if (isEnum(schema)) {
      // An enum inside an op's params is only ever sent: a Java enum of its values. Any other is read, and open.
      return renderer.file(file, "params".equals(opPart(type)) ? JavaTemplates.PARAMS_ENUM : JavaTemplates.OPEN_ENUM,
          openEnum(schema, name));
    }
    if (isObject(schema) && params.contains(schema)) {
      return renderer.file(file, JavaTemplates.PARAMS,
          new JavaViews.ParamsType(pkg, JavaText.javadoc(schema.description(), "", List.of()), name, fields(schema, false, types)));
    }
    if (isObject(schema)) {
      return renderer.file(file, JavaTemplates.RECORD, record(schema, name, types));
    }
    return renderer.file(file, JavaTemplates.JSON_VALUE_TYPE,
        new JavaViews.Named(pkg, JavaText.javadoc(schema.description(), "", List.of()), name));
  }

  /**
   * {@code params}, {@code result} or {@code event} for a type inline in an op's schema of that name (a
   * {@code $ref} reaches only the catalog's {@code types}, so such a type is used there alone), else null.
   */
  private static String opPart(NamedType type) {
    Matcher inOp = IN_OP.matcher(type.pointer());
    return type.declared() || !inOp.lookingAt() ? null : inOp.group(1);
  }

  private static final Pattern IN_OP = Pattern.compile("/ops/[0-9]+/(params|result|event)(/|$)");
  /** An op's own result or event type, named for the op (never shared). */
  private static final Pattern OP_OWN = Pattern.compile("/ops/[0-9]+/(result|event)");

  private static boolean isEnum(Schema schema) {
    return schema.enumValues() != null && "string".equals(schema.primaryType());
  }

  private static boolean isObject(Schema schema) {
    return schema.isObject() && !schema.properties().isEmpty();
  }

  private JavaViews.OpenEnum openEnum(Schema schema, String name) {
    return new JavaViews.OpenEnum(pkg, JavaText.javadoc(schema.description(), "", List.of()), name,
        constants(schema.enumValues()));
  }

  private JavaViews.RecordType record(Schema schema, String name, JavaTypes typed) {
    List<JavaViews.TypeName> unionNames = unionsOf.getOrDefault(name, List.of()).stream()
        .map(JavaViews.TypeName::new).toList();
    List<JavaViews.Field> fields = fields(schema, true, typed);
    return new JavaViews.RecordType(pkg, recordDoc(schema), name, fields.subList(0, 1), fields.subList(1, fields.size()),
        unionNames.isEmpty() ? List.of() : unionNames.subList(0, 1),
        unionNames.isEmpty() ? List.of() : unionNames.subList(1, unionNames.size()));
  }

  /**
   * Lets each type nested in an op's result or event (an object or enum inside it; not a union or a
   * union's variant) that is structurally equal to an earlier one (catalog order) use that one's class:
   * same Javadoc, same fields with the same types. Two types are compared by their views with the name
   * left out, nested types in them spelled by their shape's number, so equality reaches any depth. Types
   * in params, which callers name to build them, keep their own.
   */
  private void shareEqualTypes() {
    for (NamedType type : linked.namedTypes()) {
      String name = JavaNames.typeName(type.name());
      Schema schema = type.schema();
      String part = opPart(type);
      if (("result".equals(part) || "event".equals(part)) && !OP_OWN.matcher(type.pointer()).matches() && !unions.containsKey(type)
          && !unionsOf.containsKey(name) && (isEnum(schema) || isObject(schema))) {
        nested.put(name, type);
      }
    }
    Shapes shapes = new Shapes();
    Map<Integer, String> firstOfShape = new HashMap<>();
    for (NamedType type : linked.namedTypes()) {
      String name = JavaNames.typeName(type.name());
      if (nested.containsKey(name)) {
        String first = firstOfShape.putIfAbsent(shapes.of(name), name);
        if (first != null) {
          sharedWith.put(name, first);
        }
      }
    }
  }

  /** Numbers the shapes of nested types: a type's view with its name left out, the nested types in it spelled by their shape's number. */
  private final class Shapes {
    private final Map<String, Integer> byName = new HashMap<>();
    private final Map<Object, Integer> byView = new HashMap<>();
    private final JavaTypes spelled = new JavaTypes(linked, name -> nested.containsKey(name) ? "#" + of(name) : name);

    int of(String name) {
      Integer known = byName.get(name);
      if (known != null) {
        return known;
      }
      Schema schema = nested.get(name).schema();
      Object view = isEnum(schema) ? openEnum(schema, "") : record(schema, "", spelled);
      Integer shape = byView.get(view);
      if (shape == null) {
        shape = byView.size();
        byView.put(view, shape);
      }
      byName.put(name, shape);
      return shape;
    }
  }

  /** The Java names of every job's pending class. */
  Set<String> pendingClasses() {
    Set<String> out = new LinkedHashSet<>();
    for (Operation op : ops) {
      if (op.job() != null) {
        out.add(JavaNames.typeName(op.job().pendingClass()));
      }
    }
    return out;
  }

  private String recordDoc(Schema schema) {
    List<String> tags = new ArrayList<>();
    for (Map.Entry<String, Schema> property : schema.properties().entrySet()) {
      String text = property.getValue().description();
      if (text != null && !text.isBlank()) {
        tags.add("@param " + JavaNames.INSTANCE.propertyName(property.getKey()) + " "
            + JavaText.docLine(String.join(" ", JavaText.splitLines(text.strip()))));
      }
    }
    return JavaText.javadoc(schema.description(), "", tags);
  }

  /** The primitive of each boxed type {@link JavaTypes} gives a number or a boolean. */
  private static final Map<String, String> PRIMITIVES = Map.of("Integer", "int", "Long", "long", "Double", "double",
      "Boolean", "boolean");

  private List<JavaViews.Field> fields(Schema schema, boolean record, JavaTypes typed) {
    List<JavaViews.Field> out = new ArrayList<>();
    for (Map.Entry<String, Schema> property : schema.properties().entrySet()) {
      String doc = record ? "" : JavaText.javadoc(property.getValue().description(), "  ", List.of());
      boolean required = schema.required().contains(property.getKey());
      boolean nullable = property.getValue().isNullable();
      String setterDoc = record ? "" : setterDoc(property.getKey(), property.getValue(), required);
      String type = typed.of(property.getValue());
      // A record (a result, an event, a type inside one) holds a required non-nullable number or boolean as a
      // primitive; a params builder keeps the boxed type, so a required value not set is still caught.
      type = record && required && !nullable ? PRIMITIVES.getOrDefault(type, type) : type;
      out.add(new JavaViews.Field(doc, setterDoc, JavaText.literal(property.getKey()), type,
          JavaNames.INSTANCE.propertyName(property.getKey()), required && !nullable, required && nullable));
    }
    return out;
  }

  /** A params setter's Javadoc: the property's description, whether it is required, its default. */
  private static String setterDoc(String wire, Schema property, boolean required) {
    List<String> tags = new ArrayList<>();
    tags.add("<p>Wire name: <code>" + JavaText.docLine(wire) + "</code>" + (required ? "; required." : "; optional."));
    if (property.defaultValue() != null) {
      tags.add("<p>Default: <code>" + JavaText.docLine(property.defaultValue().toString()) + "</code>");
    }
    tags.add("@param value the value");
    tags.add("@return this params object");
    return JavaText.javadoc(property.description(), "  ", tags);
  }

  private static List<JavaViews.EnumConstant> constants(List<JsonNode> values) {
    List<JavaViews.EnumConstant> out = new ArrayList<>();
    Set<String> seenValues = new HashSet<>();
    Set<String> seenNames = new HashSet<>();
    for (JsonNode value : values) {
      if (!value.isTextual() || !seenValues.add(value.asText())) {
        continue;
      }
      String base = JavaNames.enumConstant(value.asText());
      String name = base;
      for (int n = 2; !seenNames.add(name); n++) {
        name = base + "_" + n;
      }
      out.add(new JavaViews.EnumConstant(name, JavaText.literal(value.asText())));
    }
    return out;
  }

  /** A oneOf/anyOf with a discriminator whose variants are all records with a known tag, else null. */
  private JavaViews.Union sealedUnion(NamedType type) {
    Schema schema = type.schema();
    if (schema.variants().isEmpty() || schema.discriminator() == null) {
      return null;
    }
    String property = schema.discriminator().propertyName();
    Map<String, String> tagByType = new HashMap<>();
    schema.discriminator().mapping().forEach((tag, ref) ->
        tagByType.put(ref.startsWith(Schema.REF_PREFIX) ? ref.substring(Schema.REF_PREFIX.length()) : ref, tag));
    List<JavaViews.Subtype> subtypes = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (Schema variant : schema.variants()) {
      var neutral = linked.typeName(variant);
      Schema resolved = linked.resolve(variant);
      if (neutral.isEmpty() || !resolved.isObject() || resolved.properties().isEmpty() || params.contains(resolved)) {
        return null;
      }
      String tag = tagByType.get(neutral.get());
      Schema tagSchema = resolved.properties().get(property);
      if (tag == null && tagSchema != null && tagSchema.constValue() != null && tagSchema.constValue().isTextual()) {
        tag = tagSchema.constValue().asText();
      }
      if (tag == null && tagSchema != null && tagSchema.enumValues() != null && tagSchema.enumValues().size() == 1) {
        tag = tagSchema.enumValues().get(0).asText();
      }
      if (tag == null || names.contains(JavaNames.typeName(neutral.get()))) {
        return null;
      }
      names.add(JavaNames.typeName(neutral.get()));
      subtypes.add(new JavaViews.Subtype(JavaNames.typeName(neutral.get()), JavaText.literal(tag)));
    }
    String name = JavaNames.typeName(type.name());
    names.forEach(variant -> unionsOf.computeIfAbsent(variant, k -> new ArrayList<>()).add(name));
    return new JavaViews.Union(pkg, JavaText.javadoc(schema.description(), "", List.of()), name,
        JavaText.literal(property), subtypes);
  }
}
