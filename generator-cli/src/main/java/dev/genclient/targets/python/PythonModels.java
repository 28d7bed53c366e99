package dev.genclient.targets.python;

import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.NamedType;
import dev.genclient.naming.PythonNames;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The result models: one per named object type with properties, as a pydantic v2 model (fields
 * keep their wire name as alias) or as TypedDicts (required keys in a base, optional keys in a
 * {@code total=False} subclass; wire names as keys, so keys that are not plain identifiers go
 * through the functional syntax).
 */
final class PythonModels {
  /**
   * Members a field must not override: BaseModel's, the {@code Mapping} methods a model reads as
   * ({@code get}, {@code keys}, {@code values}, {@code items}), and {@code builtins}, which the
   * annotations use. Such a field gets a trailing {@code _}, as a keyword does; its wire name stays.
   */
  private static final Set<String> PYDANTIC_RESERVED = Set.of("copy", "dict", "json", "parse_obj", "parse_raw",
      "parse_file", "from_orm", "construct", "schema", "schema_json", "validate", "update_forward_refs", "builtins",
      "get", "keys", "values", "items");

  private static final PythonNames NAMES = new PythonNames();

  private final LinkedCatalog linked;
  private final Map<String, String> names = new LinkedHashMap<>();
  private final Map<String, String> unionNames = new LinkedHashMap<>();
  private final Map<String, NamedType> modelsByName = new HashMap<>();
  private final Map<String, NamedType> unionsByName = new HashMap<>();
  /** Each model's and union's place in the catalog's named types. */
  private final Map<NamedType, Integer> positions = new IdentityHashMap<>();

  PythonModels(LinkedCatalog linked) {
    this.linked = linked;
    for (NamedType type : linked.namedTypes()) {
      Schema schema = linked.resolve(type.schema());
      if (schema.isObject() && !schema.properties().isEmpty() && schema.variants().isEmpty()) {
        names.put(type.name(), ModuleNames.of(type.name()));
        modelsByName.putIfAbsent(type.name(), type);
        positions.put(type, positions.size());
      } else if (!schema.variants().isEmpty()) {
        unionNames.put(type.name(), ModuleNames.of(type.name()));
        unionsByName.putIfAbsent(type.name(), type);
        positions.put(type, positions.size());
      }
    }
  }

  /** Catalog type name to the Python type alias of a union ({@code oneOf}/{@code anyOf}). */
  Map<String, String> unionNames() {
    return unionNames;
  }

  /** Every catalog type name that becomes a definition (a model or a union alias), in catalog order. */
  Set<String> placeable() {
    Set<String> out = new LinkedHashSet<>();
    for (NamedType type : linked.namedTypes()) {
      if (names.containsKey(type.name()) || unionNames.containsKey(type.name())) {
        out.add(type.name());
      }
    }
    return out;
  }

  /**
   * The union aliases among {@code typeNames}, each after the aliases of the same module its
   * definition reaches in the schema graph (aliases are evaluated when the module runs; models are
   * referenced lazily, and aliases of other modules are imported).
   */
  List<PythonViews.UnionAlias> unionViews(PythonTypes types, PythonLayout layout, List<String> typeNames) {
    Map<String, NamedType> unions = new LinkedHashMap<>();
    for (NamedType type : inCatalogOrder(typeNames, unionsByName)) {
      unions.put(type.name(), type);
    }
    List<PythonViews.UnionAlias> out = new ArrayList<>();
    Set<String> placed = new HashSet<>();
    for (String name : unions.keySet()) {
      place(name, unions, types, layout, placed, new HashSet<>(), out);
    }
    return out;
  }

  private void place(String name, Map<String, NamedType> unions, PythonTypes types, PythonLayout layout,
      Set<String> placed, Set<String> visiting, List<PythonViews.UnionAlias> out) {
    if (placed.contains(name) || !visiting.add(name)) {
      return;
    }
    NamedType type = unions.get(name);
    for (String other : layout.references(name, type.schema())) {
      if (unions.containsKey(other)) {
        place(other, unions, types, layout, placed, visiting, out);
      }
    }
    placed.add(name);
    out.add(new PythonViews.UnionAlias(unionNames.get(name), types.unionDefinition(linked.resolve(type.schema()))));
  }

  /** Catalog type name to Python class, for the types that are models. */
  Map<String, String> names() {
    return names;
  }

  /** The models among {@code typeNames}, in catalog order. */
  List<PythonViews.Model> views(PythonTypes types, boolean pydantic, List<String> typeNames) {
    List<PythonViews.Model> out = new ArrayList<>();
    for (NamedType type : inCatalogOrder(typeNames, modelsByName)) {
      Schema schema = linked.resolve(type.schema());
      String name = names.get(type.name());
      String text = schema.description() == null || schema.description().isBlank() ? name + " (" + type.name() + ")."
          : schema.description();
      // TypedDict keys can hold no docstring of their own: the class's lists them (Google style), where a hover shows it.
      StringBuilder attributes = new StringBuilder();
      List<PythonViews.Field> fields = new ArrayList<>();
      List<PythonViews.Key> required = new ArrayList<>();
      List<PythonViews.Key> optional = new ArrayList<>();
      List<PythonViews.TypedField> optionalFields = new ArrayList<>();
      boolean allPlain = true;
      Set<String> taken = new HashSet<>();
      for (Map.Entry<String, Schema> property : schema.properties().entrySet()) {
        String wire = property.getKey();
        boolean isRequired = schema.required().contains(wire);
        String valueType = types.output(property.getValue());
        String description = property.getValue().description();
        boolean described = description != null && !description.isBlank();
        if (pydantic) {
          String fieldType = isRequired || valueType.endsWith("| None") || valueType.equals("_Any") ? valueType : valueType + " | None";
          String field = fieldName(wire, taken);
          String wireLiteral = PythonText.literal(wire);
          fields.add(new PythonViews.Field(field, fieldType, wireLiteral, field.equals(wire) ? List.of() : List.of(wireLiteral),
              isRequired, described ? List.of(PythonText.literal(description)) : List.of()));
        } else {
          if (described) {
            attributes.append("\n    ").append(PythonText.oneLine(wire)).append(": ").append(PythonText.oneLine(description));
          }
          PythonViews.Key entry = new PythonViews.Key(PythonText.literal(wire), PythonText.literal(valueType));
          if (isRequired) {
            required.add(entry);
          } else {
            optional.add(entry);
            optionalFields.add(new PythonViews.TypedField(wire, valueType));
            allPlain &= ModuleNames.plainField(wire);
          }
        }
      }
      String doc = PythonText.docstring(attributes.isEmpty() ? text : text + "\n\nAttributes:" + attributes, "    ");
      String baseName = "_" + name + "Required";
      String optionalName = "_" + name + "Optional";
      out.add(new PythonViews.Model(name, doc, fields, baseName, required, !allPlain, optionalName, optional,
          allPlain ? optionalFields : List.of()));
    }
    return out;
  }

  /**
   * The types of {@code byName} among {@code typeNames}, in catalog order: a module asks for its
   * few types by name, so this looks them up instead of going through every type of the catalog.
   */
  private List<NamedType> inCatalogOrder(List<String> typeNames, Map<String, NamedType> byName) {
    List<NamedType> out = new ArrayList<>();
    Set<String> taken = new HashSet<>();
    for (String name : typeNames) {
      NamedType type = byName.get(name);
      if (type != null && taken.add(name)) {
        out.add(type);
      }
    }
    out.sort(Comparator.comparingInt(positions::get));
    return out;
  }

  /**
   * A pydantic field name: never private ({@code _x}), never in the {@code model_} namespace, never a
   * member of the model ({@code items} is {@code items_}), never one of the model's {@code taken} names
   * (a wire {@code items_} beside {@code items}), to which it is added.
   */
  static String fieldName(String wire, Set<String> taken) {
    String name = NAMES.propertyName(wire);
    if (name.startsWith("_") || name.startsWith("model_")) {
      name = "f" + (name.startsWith("_") ? "" : "_") + name;
    }
    while (PYDANTIC_RESERVED.contains(name) || taken.contains(name)) {
      name = name + "_";
    }
    taken.add(name);
    return name;
  }
}
