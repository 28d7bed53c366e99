package dev.genclient.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import com.github.mustachejava.reflect.ReflectionObjectHandler;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The renderer's object handler finds names the way Mustache.java's own reflective handler does:
 * every template here renders to the same text through both (the reflective one is the oracle),
 * except that a name no scope has is an error where the reflective handler renders nothing.
 */
class ViewObjectHandlerTest {
  record Leaf(String name, boolean flag, Optional<String> note) {}

  record Inner(String name, Leaf leaf, List<Leaf> leaves) {}

  record Outer(String title, String name, Inner inner, List<Inner> inners, Map<String, Object> map) {
    String derived() {
      return "derived:" + title;
    }
  }

  /** A plain class: a getter, an is-getter, a package field; its private members stay hidden. */
  static final class Bean {
    final String field = "f";
    private final String secret = "s";

    public String getColour() {
      return "red";
    }

    public boolean isReady() {
      return true;
    }

    private String hidden() {
      return secret;
    }
  }

  record WithBean(Bean bean) {}

  private static final Outer VIEW = new Outer("T", "outer-name",
      new Inner("inner-name", new Leaf("leaf-name", true, Optional.of("n")), List.of()),
      List.of(new Inner("a", new Leaf("la", false, Optional.empty()), List.of(new Leaf("x", true, Optional.empty()))),
          new Inner("b", null, List.of())),
      Map.of("k", "v", "nested", Map.of("deep", "d")));

  private static final List<String> TEMPLATES = List.of(
      "{{title}} {{name}} {{derived}}",
      "{{#inner}}{{name}}/{{title}}{{/inner}}",
      "{{inner.leaf.name}} {{inner.name}} {{inner.leaf.note}}",
      "{{#inners}}[{{name}}:{{#leaf}}{{name}},{{flag}}{{/leaf}}{{^leaf}}none{{/leaf}}]{{/inners}}",
      "{{#inners}}{{#leaves}}{{name}}<{{title}}>{{/leaves}}{{/inners}}",
      "{{#inner.leaf}}{{#flag}}yes{{/flag}}{{^flag}}no{{/flag}}{{#note}}({{.}}){{/note}}{{/inner.leaf}}",
      "{{map.k}} {{#map}}{{k}}{{nested.deep}}{{/map}}",
      "{{#inners}}{{leaf.name}};{{/inners}}",
      "{{^inner.leaves}}empty{{/inner.leaves}}");

  @Test
  void everyTemplateRendersAsTheReflectiveHandlerRendersIt(@TempDir Path dir) throws IOException {
    for (int i = 0; i < TEMPLATES.size(); i++) {
      String template = TEMPLATES.get(i);
      assertEquals(reflective(template, VIEW), ours(dir, "t" + i, template, VIEW), template);
    }
  }

  @Test
  void gettersIsGettersAndFieldsAreFoundPrivateMembersAreNot(@TempDir Path dir) throws IOException {
    WithBean view = new WithBean(new Bean());
    String template = "{{#bean}}{{colour}} {{ready}} {{field}}{{/bean}}";
    assertEquals("red true f", reflective(template, view));
    assertEquals(reflective(template, view), ours(dir, "bean", template, view));
    for (String name : List.of("secret", "hidden")) {
      assertEquals("", reflective("{{#bean}}{{" + name + "}}{{/bean}}", view), name);
      RuntimeException e = assertThrows(RuntimeException.class,
          () -> ours(dir, "private-" + name, "{{#bean}}{{" + name + "}}{{/bean}}", view));
      assertEquals("template variable '" + name + "' is not in the view", rootCause(e).getMessage());
    }
  }

  @Test
  void aNameNoScopeHasIsAnErrorNamingIt(@TempDir Path dir) throws IOException {
    for (String name : List.of("missing", "inner.missing", "inner.leaf.missing")) {
      assertEquals("", reflective("{{" + name + "}}", VIEW), name);
      RuntimeException e = assertThrows(RuntimeException.class, () -> ours(dir, "m" + name.length(), "{{" + name + "}}", VIEW));
      assertEquals("template variable '" + name + "' is not in the view", rootCause(e).getMessage());
    }
  }

  @Test
  void aRenderReadsEachClassOnceAndStaysRightAcrossManyCalls(@TempDir Path dir) throws IOException {
    // Many calls through one binding with scopes of different classes in turn (a polymorphic site).
    record A(String name) {}
    record B(String other, String name) {}
    record Mixed(List<Object> items) {}
    List<Object> items = new java.util.ArrayList<>();
    for (int i = 0; i < 200; i++) {
      items.add(i % 2 == 0 ? new A("a" + i) : new B("o", "b" + i));
    }
    Mixed view = new Mixed(items);
    String template = "{{#items}}{{name}},{{/items}}";
    String text = ours(dir, "mixed", template, view);
    assertEquals(reflective(template, view), text);
    assertTrue(text.startsWith("a0,b1,a2,"), text);
  }

  /** Mustache.java wraps what a lookup throws in its own exception, with the template and line. */
  private static Throwable rootCause(Throwable e) {
    Throwable cause = e;
    while (cause.getCause() != null) {
      cause = cause.getCause();
    }
    assertTrue(cause instanceof IllegalStateException, cause.toString());
    return cause;
  }

  private static String ours(Path dir, String name, String template, Object view) throws IOException {
    Files.createDirectories(dir.resolve("probe"));
    Files.writeString(dir.resolve("probe").resolve(name + ".mustache"), template);
    return new TemplateRenderer("probe", dir).render(name + ".mustache", view);
  }

  private static String reflective(String template, Object view) {
    DefaultMustacheFactory factory = new DefaultMustacheFactory() {
      @Override
      public void encode(String value, Writer writer) {
        try {
          writer.write(value);
        } catch (IOException e) {
          throw new IllegalStateException(e);
        }
      }
    };
    factory.setObjectHandler(new ReflectionObjectHandler());
    Mustache mustache = factory.compile(new StringReader(template), "oracle");
    StringWriter out = new StringWriter();
    mustache.execute(out, view);
    return out.toString();
  }
}
