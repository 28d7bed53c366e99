package dev.genclient.output;

import java.util.Objects;

/** One output file in memory: a path relative to the output directory (always {@code /}-separated) and its text. */
public record GeneratedFile(String path, String content) {
  public GeneratedFile {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(content, "content");
  }
}
