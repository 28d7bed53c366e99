package dev.genclient.catalog;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/** A loaded operations catalog: immutable, defaults applied, not yet validated. */
public record Catalog(
    int catalogFormat,
    String name,
    String title,
    String catalogVersion,
    String sdkVersion,
    String description,
    Server server,
    Auth auth,
    ClientDefaults clientDefaults,
    List<ErrorRow> errors,
    ErrorRoot errorRoot,
    Map<String, Integer> exitCodes,
    Map<String, Schema> types,
    List<Operation> ops,
    List<Alias> aliases,
    List<String> reservedNames,
    List<Asymmetry> asymmetries,
    Map<String, List<String>> legacyGroups,
    String digest) {

  public Catalog {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(catalogVersion, "catalogVersion");
    Objects.requireNonNull(server, "server");
    Objects.requireNonNull(auth, "auth");
    Objects.requireNonNull(clientDefaults, "clientDefaults");
    Objects.requireNonNull(digest, "digest");
    errors = List.copyOf(errors);
    exitCodes = OrderedMaps.copyOf(exitCodes);
    types = OrderedMaps.copyOf(types);
    ops = List.copyOf(ops);
    aliases = List.copyOf(aliases);
    reservedNames = List.copyOf(reservedNames);
    asymmetries = List.copyOf(asymmetries);
    legacyGroups = OrderedMaps.copyOf(legacyGroups);
  }

  /** The op ids in catalog order (the candidates of a "did you mean"). */
  public List<String> opIds() {
    return ops.stream().map(Operation::id).toList();
  }

  /** The human title, falling back to the machine name. */
  public String displayTitle() {
    return title == null || title.isEmpty() ? name : title;
  }
}
