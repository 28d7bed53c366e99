package dev.genclient.catalog;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One operation of the catalog, with defaults already applied ({@code streamFormat}: a stream op's
 * framing, {@link StreamFormat#NDJSON} unless declared; null for other kinds unless declared).
 */
public record Operation(
    String id,
    String summary,
    String description,
    Kind kind,
    HttpBinding http,
    HttpBinding legacy,
    Schema params,
    Schema result,
    Schema event,
    StreamFormat streamFormat,
    List<String> errors,
    Map<String, String> limits,
    String since,
    Deprecation deprecated,
    boolean admin,
    boolean idempotent,
    Mirror mirror,
    String envdTwin,
    Job job,
    ExitCheck exitCheck,
    List<Example> examples,
    Pagination pagination) {

  /** Ids are bounded so that no stage (regex, naming, namespace tree) works on unbounded input. */
  public static final int MAX_ID_SEGMENTS = 32;

  /** A segment is at most one file-name component long on every file system. */
  public static final int MAX_SEGMENT_LENGTH = 255;

  public Operation {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(summary, "summary");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(http, "http");
    Objects.requireNonNull(mirror, "mirror");
    errors = List.copyOf(errors);
    limits = OrderedMaps.copyOf(limits);
    examples = List.copyOf(examples);
  }

  /** The dotted segments of the id. */
  public List<String> segments() {
    return List.of(id.split("\\.", -1));
  }

  /** The last segment: the member name in every client. */
  public String simpleName() {
    return id.substring(id.lastIndexOf('.') + 1);
  }

  /** The namespace the op lives in ({@code ""} for a top-level op). */
  public String namespace() {
    int dot = id.lastIndexOf('.');
    return dot < 0 ? "" : id.substring(0, dot);
  }
}
