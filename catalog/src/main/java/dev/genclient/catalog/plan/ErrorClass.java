package dev.genclient.catalog.plan;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One error class every client renders: the catalog's error root ({@link #root}) or a row of its error
 * table, with the class it extends resolved ({@link #parent}: a row, the error root, or empty for the
 * runtime's own root class). The root has no code, exit family, wire codes or statuses.
 *
 * @param pointer the JSON pointer of the class name in the catalog ({@code /errors/3/class})
 */
public record ErrorClass(String className, String code, List<String> wire, List<Integer> status, String exit,
    Map<String, String> names, String description, boolean clientOnly, boolean legacy, boolean root, String pointer,
    Optional<ErrorClass> parent) {
  public ErrorClass {
    Objects.requireNonNull(className, "className");
    Objects.requireNonNull(pointer, "pointer");
    Objects.requireNonNull(parent, "parent");
    wire = List.copyOf(wire);
    status = List.copyOf(status);
    names = Collections.unmodifiableMap(new LinkedHashMap<>(names));
  }

  /** The class name in one language: its {@code names} override, else the catalog class. */
  public String nameFor(String language) {
    return names.getOrDefault(language, className);
  }

  /**
   * The line every client's doc comment of the class carries after the description: for the root
   * {@code The catalog's error root AppError: every row without a parent extends it.}, for a row
   * {@code E3105, catalog class EndpointNotAvailableError}.
   */
  public String note() {
    return root ? "The catalog's error root " + className + ": every row without a parent extends it."
        : code + ", catalog class " + className;
  }

  /** The row's declared parent class, empty for a row without one (and for the root). */
  public Optional<String> declaredParent() {
    return parent.filter(p -> !p.root()).map(ErrorClass::className);
  }

  @Override
  public String toString() {
    return "ErrorClass[" + className + "]";
  }
}
