package dev.genclient.render;

import java.util.Objects;

/**
 * A template a target renders, by its file name, with the view record it is rendered with: the
 * overridable templates and their variables are this registry (`gen-client templates list`), so
 * targets render through these constants and never by a bare name. A partial ({@code view} null)
 * is only included by other templates, in the scope of its include site.
 */
public record Template<V>(String name, Class<V> view, String summary) {
  public static final String EXTENSION = ".mustache";

  public Template {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(summary, "summary");
    if (!name.endsWith(EXTENSION) || name.contains("/")) {
      throw new IllegalArgumentException("a template name is a file name ending in .mustache: " + name);
    }
  }

  /** A template rendered on its own with a {@code view}. */
  public static <V> Template<V> of(String name, Class<V> view, String summary) {
    return new Template<>(name, Objects.requireNonNull(view, "view"), summary);
  }

  /** A partial: only included ({@code {{> name}}}), never rendered on its own. */
  public static Template<Void> partial(String name, String summary) {
    return new Template<>(name, null, summary);
  }

  public boolean isPartial() {
    return view == null;
  }
}
