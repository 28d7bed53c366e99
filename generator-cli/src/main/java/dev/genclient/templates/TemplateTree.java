package dev.genclient.templates;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.DefaultMustacheVisitor;
import com.github.mustachejava.Mustache;
import com.github.mustachejava.MustacheException;
import com.github.mustachejava.MustacheVisitor;
import com.github.mustachejava.TemplateContext;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A template's tags as Mustache.java's own parser reads them, each with its line and column, so an
 * override can be checked against its view before anything renders. A syntax error is reported
 * with the parser's line and the column of the offending tag where it can be found.
 */
final class TemplateTree {
  enum Kind { VALUE, SECTION, INVERTED, PARTIAL, UNSUPPORTED }

  /** One tag; {@code children} the tags of a section's body. */
  record Tag(Kind kind, String name, int line, int column, List<Tag> children) {}

  /** A template Mustache.java refuses to parse. */
  static final class SyntaxError extends Exception {
    final int line;
    final int column;

    SyntaxError(String message, int line, int column) {
      super(message);
      this.line = line;
      this.column = column;
    }
  }

  private static final String SIGILS = "#^/>&{!=<$%";

  private final String[] lines;
  private final Map<String, Integer> seen = new HashMap<>();

  private TemplateTree(String text) {
    this.lines = text.replace("\r", "").split("\n", -1);
  }

  /** The tags of {@code text} (the template file {@code name}). */
  static List<Tag> parse(String name, String text) throws SyntaxError {
    return new TemplateTree(text).tags(name, text);
  }

  private List<Tag> tags(String name, String text) throws SyntaxError {
    Map<Mustache, List<Tag>> bodies = new IdentityHashMap<>();
    DefaultMustacheFactory factory = new DefaultMustacheFactory() {
      @Override
      public MustacheVisitor createMustacheVisitor() {
        return new Recorder(this, bodies);
      }
    };
    Mustache root;
    try {
      root = factory.compile(new StringReader(text), name);
    } catch (MustacheException e) {
      throw syntaxError(e);
    }
    return bodies.getOrDefault(root, List.of());
  }

  private SyntaxError syntaxError(MustacheException e) {
    TemplateContext tc = e.getContext();
    String raw = e.getMessage();
    if (tc != null && raw.endsWith(" @" + tc)) {
      raw = raw.substring(0, raw.length() - (" @" + tc).length());
    }
    int line = tc == null ? 1 : Math.max(1, tc.line());
    String sm = tc == null || tc.startChars() == null ? "{{" : tc.startChars();
    String em = tc == null || tc.endChars() == null ? "}}" : tc.endChars();
    if (raw.startsWith("Mismatched start/end tags: ")) {
      String[] names = raw.substring("Mismatched start/end tags: ".length()).split(" in ", 2)[0].split(" != ", 2);
      String open = names[0];
      String close = names.length > 1 ? names[1] : "";
      return new SyntaxError("section '" + open + "' is closed by " + sm + "/" + close + em
          + " (close it with " + sm + "/" + open + em + ")", line, column(line, sm, em, "/", close, 1));
    }
    if (raw.startsWith("Failed to close '")) {
      String open = raw.substring("Failed to close '".length(), raw.length() - "' tag".length());
      return new SyntaxError("section '" + open + "' is never closed (add " + sm + "/" + open + em + ")", line,
          column(line, sm, em, "#^", open, 1));
    }
    if (raw.equals("Empty mustache")) {
      return new SyntaxError("empty tag " + sm + em, line, column(line, sm, em, "", "", 1));
    }
    if (raw.startsWith("Improperly closed variable")) {
      return unclosedTag(sm, em, line);
    }
    if (raw.equals("Invalid delimiter string")) {
      return new SyntaxError("invalid delimiter change (write " + sm + "=<% %>=" + em + ")", line, column(line, sm, em, "=", "", 1));
    }
    return new SyntaxError(raw, line, 1);
  }

  /** The tag whose {@code sm} no {@code em} follows, at its opening (the parser reports the end of the file). */
  private SyntaxError unclosedTag(String sm, String em, int fallbackLine) {
    for (int i = 0; i < lines.length; i++) {
      for (int at = lines[i].indexOf(sm); at >= 0; at = lines[i].indexOf(sm, at + 1)) {
        if (!String.join("\n", java.util.Arrays.asList(lines).subList(i, lines.length)).substring(at + sm.length()).contains(em)) {
          return new SyntaxError("tag not closed (no " + em + " after it)", i + 1, at + 1);
        }
      }
    }
    return new SyntaxError("tag not closed (no " + em + " after it)", fallbackLine, 1);
  }

  /** A tag at its place: its column is that of its n-th occurrence on its line. */
  private Tag tag(Kind kind, String sigils, String name, TemplateContext tc, List<Tag> children) {
    String sm = tc.startChars() == null ? "{{" : tc.startChars();
    String em = tc.endChars() == null ? "}}" : tc.endChars();
    String key = tc.line() + " " + sigils + " " + name;
    int nth = seen.merge(key, 1, Integer::sum);
    return new Tag(kind, name, tc.line(), column(tc.line(), sm, em, sigils, name, nth), children);
  }

  /**
   * The 1-based column of the {@code nth} tag on {@code line} that opens with {@code sm}, one of
   * {@code sigils} (or none when empty) and {@code name}; 1 when it cannot be found.
   */
  private int column(int line, String sm, String em, String sigils, String name, int nth) {
    if (line < 1 || line > lines.length) {
      return 1;
    }
    String text = lines[line - 1];
    int count = 0;
    for (int at = text.indexOf(sm); at >= 0; at = text.indexOf(sm, at + 1)) {
      int end = text.indexOf(em, at + sm.length());
      String inside = (end < 0 ? text.substring(at + sm.length()) : text.substring(at + sm.length(), end)).strip();
      char first = inside.isEmpty() ? 0 : inside.charAt(0);
      boolean hasSigil = first != 0 && SIGILS.indexOf(first) >= 0;
      if (sigils.isEmpty() ? hasSigil : !hasSigil || sigils.indexOf(first) < 0) {
        continue;
      }
      if (hasSigil) {
        inside = inside.substring(1).strip();
      }
      if (first == '{' && inside.endsWith("}")) {
        inside = inside.substring(0, inside.length() - 1).strip();
      }
      if (inside.equals(name) && ++count == nth) {
        return at + 1;
      }
    }
    return 1;
  }

  /** Records the tags of one body (Mustache.java makes one visitor per section body) and nothing else. */
  private final class Recorder extends DefaultMustacheVisitor {
    private final Map<Mustache, List<Tag>> bodies;
    private final List<Tag> tags = new ArrayList<>();

    Recorder(DefaultMustacheFactory factory, Map<Mustache, List<Tag>> bodies) {
      super(factory);
      this.bodies = bodies;
    }

    @Override
    public Mustache mustache(TemplateContext tc) {
      Mustache body = super.mustache(tc);
      bodies.put(body, List.copyOf(tags));
      return body;
    }

    @Override
    public void iterable(TemplateContext tc, String variable, Mustache body) {
      tags.add(tag(Kind.SECTION, "#", variable, tc, bodies.getOrDefault(body, List.of())));
    }

    @Override
    public void notIterable(TemplateContext tc, String variable, Mustache body) {
      tags.add(tag(Kind.INVERTED, "^", variable, tc, bodies.getOrDefault(body, List.of())));
    }

    @Override
    public void partial(TemplateContext tc, String variable, String indent) {
      tags.add(tag(Kind.PARTIAL, ">", variable, tc, List.of()));
    }

    @Override
    public void value(TemplateContext tc, String variable, boolean encoded) {
      tags.add(tag(Kind.VALUE, encoded ? "" : "{&", variable, tc, List.of()));
    }

    @Override
    public void dynamicPartial(TemplateContext tc, String variable, String indent) {
      tags.add(tag(Kind.UNSUPPORTED, ">", "*" + variable, tc, List.of()));
    }

    @Override
    public void extend(TemplateContext tc, String variable, Mustache body) {
      tags.add(tag(Kind.UNSUPPORTED, "<", variable, tc, List.of()));
    }

    @Override
    public void name(TemplateContext tc, String variable, Mustache body) {
      tags.add(tag(Kind.UNSUPPORTED, "$", variable, tc, List.of()));
    }

    @Override
    public void checkName(TemplateContext tc, String variable, Mustache body) {
      tags.add(tag(Kind.UNSUPPORTED, "?", variable, tc, List.of()));
    }

    @Override
    public void pragma(TemplateContext tc, String pragma, String args) {
      tags.add(tag(Kind.UNSUPPORTED, "%", pragma, tc, List.of()));
    }
  }
}
