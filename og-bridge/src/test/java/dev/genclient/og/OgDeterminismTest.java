package dev.genclient.og;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The verified og: targets give the same bytes twice: in-process, and in a fresh JVM under another locale and time zone. */
class OgDeterminismTest {
  @ParameterizedTest
  @ValueSource(strings = {"og:go", "og:rust"})
  void sameBytesUnderAnotherLocaleAndTimeZone(String lang) throws Exception {
    Path base = Path.of("target/og-determinism").resolve(lang.replace(':', '-')).toAbsolutePath();
    Path here = base.resolve("in-process");
    Path there = base.resolve("tr-TR-kiritimati");
    OgRuns.generate(OgRuns.EXAMPLE, lang, here);
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    OgRuns.tool(Path.of("").toAbsolutePath(), Map.of("TZ", "Pacific/Kiritimati", "LC_ALL", "tr_TR.UTF-8", "LANG", "tr_TR.UTF-8"),
        "the test's own JVM", 3,
        List.of(java, "-Duser.language=tr", "-Duser.country=TR", "-Duser.timezone=Pacific/Kiritimati",
            "-Dgenclient.og.path=" + System.getProperty("genclient.og.path"),
            "-cp", System.getProperty("java.class.path"), "dev.genclient.cli.GenClient",
            "--catalog", OgRuns.EXAMPLE.toString(), "--lang", lang, "--out", there.toString()).toArray(String[]::new));
    SortedMap<String, String> first = OgRuns.tree(here);
    SortedMap<String, String> second = OgRuns.tree(there);
    assertTrue(first.size() > 100, lang + " made " + first.size() + " files");
    assertEquals(first.keySet(), second.keySet(), lang + ": the same files");
    for (String path : first.keySet()) {
      assertEquals(first.get(path), second.get(path), lang + ": the same bytes in " + path + File.separator);
    }
  }
}
