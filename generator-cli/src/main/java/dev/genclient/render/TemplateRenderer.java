package dev.genclient.render;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import com.github.mustachejava.MustacheException;
import com.github.mustachejava.MustacheResolver;
import dev.genclient.output.FileHeader;
import dev.genclient.output.GeneratedFile;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Renders one target's Mustache templates. Each template is compiled once per run
 * ({@link CompiledTemplates}) and shared by every op. HTML escaping is off: each target escapes its own contexts in its view model.
 * A name a template uses that its view does not have is an error, never an empty string
 * ({@link ViewObjectHandler}).
 * Templates come from {@code --templates DIR} file by file where present ({@code DIR/<target>/<name>},
 * then {@code DIR/<name>}), else from the jar.
 */
public final class TemplateRenderer {
  private final DefaultMustacheFactory factory;
  private final FileHeader header;

  /** A renderer whose {@linkplain #file files} come without their header, its templates compiled afresh. */
  public TemplateRenderer(String language, Path overrideDir) {
    this(new CompiledTemplates(overrideDir), language, null);
  }

  /** A renderer whose {@linkplain #file files} come in their final bytes, with {@code header} (null: without). */
  public TemplateRenderer(String language, Path overrideDir, FileHeader header) {
    this(new CompiledTemplates(overrideDir), language, header);
  }

  /** A renderer of {@code language}'s templates of a run ({@code templates}), with {@code header} (null: without). */
  public TemplateRenderer(CompiledTemplates templates, String language, FileHeader header) {
    this.factory = templates.factory(language);
    this.header = header;
  }

  static DefaultMustacheFactory factory(String language, Path overrideDir) {
    DefaultMustacheFactory factory = new DefaultMustacheFactory(new Resolver(language, overrideDir)) {
      @Override
      public void encode(String value, Writer writer) {
        try {
          writer.write(value);
        } catch (IOException e) {
          throw new MustacheException("cannot write", e);
        }
      }
    };
    factory.setObjectHandler(new ViewObjectHandler());
    return factory;
  }

  /**
   * The file {@code path} rendered from {@code template} with its view: the way targets make a
   * file from a template (the registry lists every template and its view). With this renderer's
   * header, the bytes are final (header in front, after a {@code #!} line).
   */
  public <V> GeneratedFile file(String path, Template<V> template, V view) {
    Mustache mustache = factory.compile(template.name());
    TextWriter out = new TextWriter();
    mustache.execute(out, view);
    GeneratedFile file = new GeneratedFile(path, out.text.toString());
    return header == null ? file : header.stamp(file);
  }

  /** Renders {@code template} with its view as text (a piece of a file, e.g. a markdown table for the docs). */
  public <V> String render(Template<V> template, V view) {
    return render(template.name(), view);
  }

  /** Renders template {@code name} (e.g. {@code operations.md.mustache}) with {@code view} as its scope. */
  public String render(String name, Object view) {
    Mustache template = factory.compile(name);
    TextWriter out = new TextWriter();
    template.execute(out, view);
    return out.text.toString();
  }

  /**
   * A writer into a {@link StringBuilder}: {@link java.io.StringWriter} appends to a synchronized
   * {@link StringBuffer}, which costs a lock on each of the many small writes of a template.
   */
  private static final class TextWriter extends Writer {
    final StringBuilder text = new StringBuilder(4096);

    @Override
    public void write(String s) {
      text.append(s);
    }

    @Override
    public void write(String s, int off, int len) {
      text.append(s, off, off + len);
    }

    @Override
    public void write(char[] chars, int off, int len) {
      text.append(chars, off, len);
    }

    @Override
    public void write(int c) {
      text.append((char) c);
    }

    @Override
    public Writer append(CharSequence chars) {
      text.append(chars);
      return this;
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }

  /** Finds templates in the override directory first, then under {@code templates/<language>/} in the jar. */
  private static final class Resolver implements MustacheResolver {
    private final String language;
    private final Path overrideDir;

    Resolver(String language, Path overrideDir) {
      this.language = language;
      this.overrideDir = overrideDir;
    }

    @Override
    public Reader getReader(String resourceName) {
      try {
        if (overrideDir != null) {
          for (Path candidate : List.of(overrideDir.resolve(language).resolve(resourceName), overrideDir.resolve(resourceName))) {
            Path normalized = candidate.normalize();
            if (normalized.startsWith(overrideDir.normalize()) && Files.isRegularFile(normalized)) {
              return new StringReader(Files.readString(normalized, StandardCharsets.UTF_8));
            }
          }
        }
        String text = BuiltInResources.text("templates/" + language + "/" + resourceName);
        return text == null ? null : new StringReader(text);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }
}
