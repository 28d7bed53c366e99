package dev.genclient.catalog.link;

import dev.genclient.catalog.Schema;
import java.util.Objects;

/**
 * A schema that gets a type of its own in every target: a named {@code types} entry, or an inline
 * object, enum or union given a language-neutral name by the linker ({@code FilesListResult}).
 */
public record NamedType(String name, Schema schema, String pointer, boolean declared) {
  public NamedType {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(schema, "schema");
    Objects.requireNonNull(pointer, "pointer");
  }
}
