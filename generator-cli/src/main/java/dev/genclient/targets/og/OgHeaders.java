package dev.genclient.targets.og;

import dev.genclient.output.FileHeader;
import dev.genclient.output.GeneratedFile;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The gen-client header in the files OpenAPI Generator makes, by extension, in the language's
 * line comments; after a shebang line when there is one. A file whose format has no comments
 * ({@code go.sum}, JSON, a binary file) stays as the generator made it, and the manifest records
 * its catalog version and digest beside its path.
 */
final class OgHeaders {
  /** A comment syntax, and the file-name endings that use it. */
  enum Syntax {
    SLASHES("// ", "", "", List.of(".go", ".mod", ".rs", ".java", ".kt", ".kts", ".scala", ".swift", ".ts", ".js",
        ".mjs", ".cs", ".dart", ".c", ".h", ".cc", ".cpp", ".hpp", ".gradle")),
    HASHES("# ", "", "", List.of(".sh", ".bash", ".toml", ".yml", ".yaml", ".py", ".rb", ".r", ".properties", ".cfg",
        "/.gitignore", "/.dockerignore", "/dockerfile", "/makefile", "/gemfile", "/rakefile")),
    HTML("  ", "<!--\n", "-->\n", List.of(".md", ".html"));

    private final String marker;
    private final String open;
    private final String close;
    private final List<String> endings;

    Syntax(String marker, String open, String close, List<String> endings) {
      this.marker = marker;
      this.open = open;
      this.close = close;
      this.endings = endings;
    }
  }

  private final Map<Syntax, byte[]> prefixes = new EnumMap<>(Syntax.class);
  private final String manifestNote;

  OgHeaders(FileHeader header) {
    manifestNote = header.manifestNote();
    for (Syntax syntax : Syntax.values()) {
      StringBuilder out = new StringBuilder(syntax.open);
      header.lines().forEach(line -> out.append(syntax.marker).append(line).append('\n'));
      prefixes.put(syntax, out.append(syntax.close).toString().getBytes(StandardCharsets.UTF_8));
    }
  }

  /** The comment syntax of a file at {@code path}, if gen-client knows one for it. */
  static Optional<Syntax> syntax(String path) {
    String name = "/" + path.toLowerCase(Locale.ROOT);
    for (Syntax syntax : Syntax.values()) {
      if (syntax.endings.stream().anyMatch(name::endsWith)) {
        return Optional.of(syntax);
      }
    }
    return Optional.empty();
  }

  /** A first line {@code #!...} that a shell reads; Rust's {@code #![...]} is an inner attribute, not one. */
  private static boolean shebang(byte[] bytes) {
    return bytes.length > 1 && bytes[0] == '#' && bytes[1] == '!' && (bytes.length == 2 || bytes[2] != '[');
  }

  /**
   * The file, stamped: the header in front of its bytes (after a shebang line) where its format
   * has comments, else its bytes as they are with the catalog recorded in the manifest.
   */
  GeneratedFile file(String path, byte[] bytes) {
    Optional<Syntax> syntax = syntax(path);
    return syntax.isEmpty() ? GeneratedFile.unstamped(path, bytes, manifestNote)
        : GeneratedFile.verbatim(path, stamp(syntax.get(), bytes));
  }

  private byte[] stamp(Syntax syntax, byte[] bytes) {
    byte[] prefix = prefixes.get(syntax);
    int at = 0;
    if (shebang(bytes)) {
      while (at < bytes.length && bytes[at] != '\n') {
        at++;
      }
      at = Math.min(at + 1, bytes.length);
    }
    byte[] out = new byte[bytes.length + prefix.length];
    System.arraycopy(bytes, 0, out, 0, at);
    System.arraycopy(prefix, 0, out, at, prefix.length);
    System.arraycopy(bytes, at, out, at + prefix.length, bytes.length - at);
    return out;
  }
}
