package dev.genclient.catalog.diff;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.SourceMap;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The findings of one diff with where they stand in the two files: located text lines
 * ({@code file:line:col: breaking [rule] op: message}) or a JSON document for tools.
 */
public final class DiffReport {
  /** One side of the diff: the file name to show, its positions and its catalog. */
  public record Source(String file, SourceMap sourceMap, Catalog catalog) {}

  private final Source oldSource;
  private final Source newSource;
  private final List<Finding> findings;

  public DiffReport(Source oldSource, Source newSource, List<Finding> findings) {
    this.oldSource = oldSource;
    this.newSource = newSource;
    List<Finding> sorted = new ArrayList<>(findings);
    // Stable: within one impact, findings keep catalog order.
    sorted.sort(Comparator.comparing(Finding::impact));
    this.findings = List.copyOf(sorted);
  }

  public List<Finding> findings() {
    return findings;
  }

  public boolean breaking() {
    return findings.stream().anyMatch(f -> f.impact() == Impact.BREAKING);
  }

  /** The {@code file:line:col} (or {@code file#pointer}) of a finding. */
  public String location(Finding finding) {
    SourceMap.Position at = position(finding);
    return at == null ? file(finding) + "#" + finding.pointer() : file(finding) + ":" + at.line() + ":" + at.column();
  }

  /** The file a finding is located in: the old catalog for removals, else the new one. */
  public String file(Finding finding) {
    return (finding.side() == Finding.Side.OLD ? oldSource : newSource).file();
  }

  /** Where a finding is in {@link #file}, or null when its pointer has no position. */
  public SourceMap.Position position(Finding finding) {
    Source source = finding.side() == Finding.Side.OLD ? oldSource : newSource;
    return source.sourceMap() == null ? null : source.sourceMap().locate(finding.pointer());
  }

  /** One line per finding, breaking first. */
  public List<String> lines() {
    return findings.stream()
        .map(f -> location(f) + ": " + f.impact().label() + " [" + f.rule().id() + "] " + (f.op() == null ? "" : f.op() + ": ") + f.message())
        .toList();
  }

  /** {@code 2 breaking, 0 warning, 1 compatible, 0 info (1.0.0 -> 1.1.0)}. */
  public String summary() {
    Map<Impact, Integer> counts = counts();
    List<String> parts = new ArrayList<>();
    counts.forEach((impact, n) -> parts.add(n + " " + impact.label()));
    return String.join(", ", parts) + " (" + oldSource.catalog().catalogVersion() + " -> " + newSource.catalog().catalogVersion() + ")";
  }

  private Map<Impact, Integer> counts() {
    Map<Impact, Integer> counts = new EnumMap<>(Impact.class);
    for (Impact impact : Impact.values()) {
      counts.put(impact, 0);
    }
    findings.forEach(f -> counts.merge(f.impact(), 1, Integer::sum));
    return counts;
  }

  public ObjectNode json() {
    JsonNodeFactory f = JsonNodeFactory.instance;
    ObjectNode root = f.objectNode();
    root.set("old", side(oldSource));
    root.set("new", side(newSource));
    root.put("breaking", breaking());
    ObjectNode counts = root.putObject("counts");
    counts().forEach((impact, n) -> counts.put(impact.label(), n));
    ArrayNode list = root.putArray("findings");
    for (Finding finding : findings) {
      ObjectNode node = list.addObject();
      node.put("rule", finding.rule().id());
      node.put("severity", finding.impact().label());
      if (finding.op() == null) {
        node.putNull("op");
      } else {
        node.put("op", finding.op());
      }
      node.put("side", finding.side() == Finding.Side.OLD ? "old" : "new");
      node.put("pointer", finding.pointer());
      node.put("location", location(finding));
      node.put("message", finding.message());
    }
    return root;
  }

  private static ObjectNode side(Source source) {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("file", source.file());
    node.put("name", source.catalog().name());
    node.put("catalog_version", source.catalog().catalogVersion());
    node.put("catalog_digest", source.catalog().digest());
    return node;
  }
}
