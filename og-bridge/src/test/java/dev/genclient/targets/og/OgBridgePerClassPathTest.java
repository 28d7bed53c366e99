package dev.genclient.targets.og;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each class path has its own bridge, with no process-wide choice of one: two class paths give two
 * bridges in one JVM, each in its own class loader and each working; the same class path (given again,
 * or as the default {@code genclient.og.path}) gives the same bridge; and a target runs on the bridge it
 * was made with.
 */
class OgBridgePerClassPathTest {
  @TempDir
  Path extra;

  @Test
  void twoClassPathsGiveTwoBridgesAndOneGivesOne() throws Exception {
    List<Path> jars = defaultJars();
    List<Path> other = new ArrayList<>(jars);
    other.add(extra); // one more (empty) entry: another class path with the same bridge classes in it

    OgBridgeLoader first = OgBridgeLoader.get(jars);
    OgBridgeLoader second = OgBridgeLoader.get(other);
    assertNotSame(first, second);
    assertNotSame(first.classLoader(), second.classLoader());
    assertNotSame(first.classLoader().loadClass(OgBridgeLoader.BRIDGE_CLASS),
        second.classLoader().loadClass(OgBridgeLoader.BRIDGE_CLASS), "each bridge has its own classes");
    assertEquals(List.of("go", "rust"), first.verified().stream().sorted().toList());
    assertEquals(first.verified(), second.verified());

    assertSame(first, OgBridgeLoader.get(List.copyOf(jars)), "the same class path, given again");
    assertSame(first, OgBridgeLoader.get(), "the default class path is the same jars");
    assertSame(first, OgBridgeLoader.get(List.of()), "no jars: the default class path");

    assertSame(second, OgTargets.target("og:go", OgOptions.NONE, other).bridge());
    assertSame(first, OgTargets.target("og:go", OgOptions.NONE).bridge());
  }

  /** The entries of {@code genclient.og.path} (this build's classes, then the jars of {@code target/og/}), expanded. */
  private static List<Path> defaultJars() throws Exception {
    String spec = System.getProperty(OgBridgeLoader.PATH_PROPERTY);
    assertTrue(spec != null && !spec.isBlank(), "surefire sets " + OgBridgeLoader.PATH_PROPERTY + " (og-bridge/pom.xml)");
    List<Path> jars = new ArrayList<>();
    for (String entry : spec.split(File.pathSeparator)) {
      if (entry.endsWith("*")) {
        try (Stream<Path> listed = Files.list(Path.of(entry.substring(0, entry.length() - 1)))) {
          jars.addAll(listed.filter(p -> p.toString().endsWith(".jar")).sorted().toList());
        }
      } else {
        jars.add(Path.of(entry));
      }
    }
    return jars;
  }
}
