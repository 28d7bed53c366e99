package dev.genclient.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.MustacheException;
import com.github.mustachejava.MustacheVisitor;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The string-first value tag writes what Mustache.java's own value tag writes, for every kind of value, and fails the same way. */
class StringFirstValueCodeTest {
  private static final String TEMPLATE = "<{{s}}|{{{s}}}|{{&s}}|{{n}}|{{i}}|{{b}}|{{c}}|{{#f}}in {{s}}{{/f}}|{{fv}}|{{o.s}}>\n"
      + "{{#list}}[{{.}}]{{/list}}{{^missingFlag}}none{{/missingFlag}}";

  /** Mustache.java's factory with the renderer's view handler and raw encoding, with or without the string-first tag. */
  private static DefaultMustacheFactory factory(boolean stringFirst) {
    DefaultMustacheFactory factory = new DefaultMustacheFactory() {
      @Override
      public MustacheVisitor createMustacheVisitor() {
        return stringFirst ? StringFirstValueCode.visitor(this) : super.createMustacheVisitor();
      }

      @Override
      public void encode(String value, Writer writer) {
        try {
          writer.write("{" + value + "}"); // visible, so the encoded and raw tags differ
        } catch (IOException e) {
          throw new MustacheException(e);
        }
      }
    };
    factory.setObjectHandler(new ViewObjectHandler());
    return factory;
  }

  private static String render(boolean stringFirst, String template, Object view) {
    StringWriter out = new StringWriter();
    factory(stringFirst).compile(new StringReader(template), "probe").execute(out, view);
    return out.toString();
  }

  private static Map<String, Object> view() {
    Map<String, Object> view = new HashMap<>();
    view.put("s", "a<b&c\u00e9");
    view.put("n", null);
    view.put("i", 42);
    view.put("b", false);
    view.put("c", (Callable<String>) () -> "called");
    view.put("f", (Function<String, String>) text -> text.toUpperCase(java.util.Locale.ROOT));
    view.put("fv", (Function<String, String>) text -> "fv of [" + text + "]");
    view.put("o", Map.of("s", "inner"));
    view.put("list", List.of("x", 1, true));
    view.put("missingFlag", false);
    return view;
  }

  @Test
  void everyKindOfValueWritesAsMustacheJavaWrites() {
    String expected = render(false, TEMPLATE, view());
    assertEquals(expected, render(true, TEMPLATE, view()));
    // A check on the check: the values did reach the output.
    assertEquals("<{a<b&c\u00e9}|a<b&c\u00e9|a<b&c\u00e9||{42}|{false}|{called}|", expected.substring(0, expected.indexOf("called") + 8));
  }

  @Test
  void aNameTheViewLacksFailsAsMustacheJavaFails() {
    String template = "x {{nowhere}} y";
    MustacheException theirs = assertThrows(MustacheException.class, () -> render(false, template, Map.of()));
    MustacheException ours = assertThrows(MustacheException.class, () -> render(true, template, Map.of()));
    assertEquals(theirs.getMessage(), ours.getMessage());
    assertEquals(theirs.getCause().getClass(), ours.getCause().getClass());
    assertEquals(theirs.getCause().getMessage(), ours.getCause().getMessage());
    assertEquals(String.valueOf(theirs.getCause().getCause()), String.valueOf(ours.getCause().getCause()));
  }
}
