package dev.genclient.targets.java;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** A catalog full of javac and Javadoc traps generates code that compiles and holds no injected member. */
class JavaHostileCatalogTest {
  private static final Path CATALOG =
      RepoPaths.root().resolve("generator-cli/src/test/resources/catalogs/java-hostile/operations.json");

  @Test
  void compilesAndKeepsRawEnumValuesWithoutInjectedMembers() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    List<GeneratedFile> files = pipeline.render(pipeline.prepare(CATALOG).plan(), new JavaTarget(),
        TargetOptions.DEFAULTS, null);
    Path out = Path.of("target", "java-compile", "java-hostile").toAbsolutePath();
    assertEquals("", JavaCompileTest.compile(files, out));
    try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()}, getClass().getClassLoader())) {
      // A result's enum is open: it keeps any value the server sends.
      Class<?> mode = loader.loadClass("javahostile.client.model.HostileNewResultMode");
      Method of = mode.getMethod("of", String.class);
      for (String raw : List.of("", "*/", "1", "null", "a\"b", "A", "a", "\\u000a", "added-later")) {
        Object value = of.invoke(null, raw);
        assertEquals(raw, mode.getMethod("value").invoke(value));
      }
      assertEquals("UNKNOWN", mode.getMethod("known").invoke(of.invoke(null, "added-later")).toString());
      assertEquals("A_2", mode.getMethod("known").invoke(of.invoke(null, "a")).toString());
      // A params enum is only sent: a Java enum whose constants write the raw values exactly.
      Class<?> paramsMode = loader.loadClass("javahostile.client.model.HostileNewParamsMode");
      assertTrue(paramsMode.isEnum(), "a params enum should be a Java enum");
      List<String> sent = new ArrayList<>();
      for (Object constant : paramsMode.getEnumConstants()) {
        sent.add(new ObjectMapper().writeValueAsString(constant));
      }
      assertEquals(List.of("\"\"", "\"*/\"", "\"1\"", "\"null\"", "\"a\\\"b\"", "\"A\"", "\"a\"", "\"\\\\u000a\""), sent);
      Enum<?> lowerA = (Enum<?>) paramsMode.getEnumConstants()[6];
      assertEquals("a", lowerA.toString());
      assertEquals("A_2", lowerA.name());

      Class<?> params = loader.loadClass("javahostile.client.model.HostileNewParams");
      TreeSet<String> methods = new TreeSet<>();
      Arrays.stream(params.getDeclaredMethods()).filter(m -> Modifier.isPublic(m.getModifiers()))
          .forEach(m -> methods.add(m.getName()));
      assertEquals(new TreeSet<>(List.of("builder", "build", "class_", "_1st", "contentType", "proto", "mode")), methods);
      // The params class is its own builder: a setter per property, returning the params object.
      TreeSet<String> setters = new TreeSet<>();
      Arrays.stream(params.getDeclaredMethods()).filter(m -> Modifier.isPublic(m.getModifiers()))
          .filter(m -> m.getParameterCount() == 1 && m.getReturnType() == params).forEach(m -> setters.add(m.getName()));
      assertEquals(new TreeSet<>(List.of("class_", "_1st", "contentType", "proto", "mode")), setters);
      // build() refuses a required param left unset, and returns a copy that later setter calls leave as it was.
      Object builder = params.getMethod("builder").invoke(null);
      InvocationTargetException missing = assertThrows(InvocationTargetException.class,
          () -> params.getMethod("build").invoke(builder));
      assertEquals("class", missing.getCause().getMessage());
      params.getMethod("class_", String.class).invoke(builder, "first");
      Object built = params.getMethod("build").invoke(builder);
      params.getMethod("class_", String.class).invoke(builder, "second");
      assertEquals("first", params.getMethod("class_").invoke(built));
      assertEquals("second", params.getMethod("class_").invoke(params.getMethod("build").invoke(builder)));
      // Its setters carry the property's description as Javadoc: escaped, and nothing more is declared.
      String source = files.stream().filter(f -> f.path().endsWith("/model/HostileNewParams.java")).findFirst()
          .orElseThrow().content();
      String setterDoc = source.substring(source.indexOf("public String class_() {"), source.indexOf("public HostileNewParams class_("));
      Class<?> api = loader.loadClass("javahostile.client.HostileApi");
      TreeSet<String> ops = new TreeSet<>();
      Arrays.stream(api.getDeclaredMethods()).filter(m -> Modifier.isPublic(m.getModifiers()))
          .forEach(m -> ops.add(m.getName()));
      assertEquals(new TreeSet<>(List.of("new_", "new_Async", "new_WithResponse", "default_", "default_Async",
          "default_WithResponse", "class_", "class_Async", "class_WithResponse", "switch_", "switch_Async", "pages", "pagesAsync",
          "pagesWithResponse", "pagesItems", "pagesPages")), ops,
          "an SSE stream op named by a keyword (hostile.switch) is an escaped member with its async twin; a paginated op"
          + " (hostile.pages, its page param and items named by keywords) has its item and page iterators");

      // The embedded runtime catalog keeps every hostile string exactly.
      Object runtime = loader.loadClass("javahostile.client.runtime.EmbeddedCatalog").getField("RUNTIME").get(null);
      Object described = runtime.getClass().getMethod("catalog").invoke(runtime);
      ObjectMapper json = new ObjectMapper();
      assertEquals(json.readTree(ClientPlan.of(pipeline.prepare(CATALOG).linked()).runtimeCatalog().json()), described);
    }
  }
}
