package dev.genclient.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The client targets and the markdown target read the catalog through the client plan only: no class of
 * theirs refers to the raw catalog types the plan replaces ({@code Catalog}, {@code Alias}, {@code ErrorRow},
 * {@code ErrorRoot}), by import, by a fully qualified name, or through a method that returns or takes one
 * ({@code linked.catalog()}) or whose value it uses ({@code var row : linked.errorsParentsFirst()}). The
 * compiled classes are read, so a chain of calls that names no type is caught too. The openapi and og targets describe the catalog itself and are exempt.
 */
class PlanBoundaryTest {
  private static final List<String> PACKAGES = List.of("java", "ts", "python", "markdown");
  /** A reference to a replaced type in a class file's constant pool (a class entry or a descriptor). */
  private static final Pattern RAW = Pattern.compile("dev/genclient/catalog/(Catalog|Alias|ErrorRow|ErrorRoot)(?![A-Za-z0-9_$])");

  /** Each class under {@code dir} with the replaced types it refers to, as {@code Class: Type, Type}. */
  static List<String> violations(Path dir) {
    List<String> out = new ArrayList<>();
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".class")).sorted().toList()) {
        Matcher m = RAW.matcher(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
        List<String> types = new ArrayList<>();
        while (m.find()) {
          if (!types.contains(m.group(1))) {
            types.add(m.group(1));
          }
        }
        types.sort(null);
        if (!types.isEmpty()) {
          out.add(dir.relativize(file).toString().replace(".class", "") + ": " + String.join(", ", types));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private static Path classesOf(Class<?> type) throws URISyntaxException {
    return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI())
        .resolve(type.getPackageName().replace('.', '/'));
  }

  @Test
  void noTargetClassRefersToTheRawCatalogTypesThePlanReplaces() throws Exception {
    Path targets = classesOf(Target.class);
    for (String pkg : PACKAGES) {
      Path dir = targets.resolve(pkg);
      try (Stream<Path> files = Files.list(dir)) {
        assertTrue(files.filter(f -> f.toString().endsWith(".class")).count() >= 5, "the classes of " + dir);
      }
      assertEquals(List.of(), violations(dir), "targets." + pkg + " reads the raw catalog; take it from the client plan");
    }
  }

  @Test
  void aClassThatGoesAroundThePlanIsNamed() throws Exception {
    Path fixtures = classesOf(PlanBoundaryTest.class).resolve("fixture");
    assertEquals(List.of("ReadsRawCatalog: Alias, Catalog, ErrorRow"), violations(fixtures));
  }
}
