package dev.genclient.verify.cases;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/** A read and checked cases file: every case in file order. */
public record Cases(String file, List<Case> all) {
  public Cases {
    all = List.copyOf(all);
  }

  /** The cases of {@code op}, in file order. */
  public List<Case> of(String op) {
    return all.stream().filter(c -> c.op().equals(op)).toList();
  }

  /** The case named {@code name}. */
  public Optional<Case> named(String name) {
    return Optional.ofNullable(byName().get(name));
  }

  private Map<String, Case> byName() {
    return all.stream().collect(Collectors.toMap(Case::name, Function.identity()));
  }
}
