package dev.genclient.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.DriftCheck;
import dev.genclient.output.GeneratedFile;
import dev.genclient.targets.GenerationContext;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A writing run stages each target's files as the target renders and renames nothing until every
 * target has rendered: a target that fails after another has staged leaves every directory as it
 * was; a run that succeeds writes exactly the files rendering lists.
 */
class StagedGenerationTest {
  @TempDir
  Path tmp;

  /** Emits one file, then fails as a template bug would; before that, reports whether markdown's files were staged. */
  private static final class FailsAfterOneFile implements Target {
    private final Path markdownDir;
    private boolean sawMarkdownStaged;

    FailsAfterOneFile(Path markdownDir) {
      this.markdownDir = markdownDir;
    }

    @Override
    public String name() {
      return "broken";
    }

    @Override
    public List<GeneratedFile> generate(GenerationContext context) {
      throw new IllegalStateException("the list form is not used by a writing run");
    }

    @Override
    public void emit(GenerationContext context, Consumer<GeneratedFile> out) {
      sawMarkdownStaged = stagedFiles(markdownDir) > 0;
      out.accept(new GeneratedFile("first.md", "first\n"));
      throw new IllegalStateException("template variable 'x' is not in the view");
    }
  }

  @Test
  void aTargetFailingAfterAnotherHasStagedLeavesNothingBehind() throws Exception {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(RepoPaths.exampleCatalog());
    Path out = tmp.resolve("out");
    Target markdown = Targets.byName("markdown").orElseThrow();
    // One thread: markdown renders and stages all its files before the broken target starts.
    FailsAfterOneFile broken = new FailsAfterOneFile(out.resolve("markdown"));
    List<Generation.Job> jobs = List.of(new Generation.Job(markdown, TargetOptions.DEFAULTS, out.resolve("markdown")),
        new Generation.Job(broken, TargetOptions.DEFAULTS, out.resolve("broken")));
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> new Generation(null, Timings.OFF, 1).write(prepared, jobs, quiet()));
    assertEquals("template variable 'x' is not in the view", e.getMessage());
    assertTrue(broken.sawMarkdownStaged, "markdown's files were staged before the failure");
    assertFalse(Files.exists(out), "nothing may be left behind: " + (Files.exists(out) ? tree(out) : ""));

    // Over an earlier output, on two threads: every file as it was, no temp directory, no lock.
    new Generation(null, Timings.OFF, 1).write(prepared, List.of(jobs.get(0)), quiet());
    Files.writeString(out.resolve("markdown/errors.md"), "edited\n");
    Map<String, String> before = tree(out);
    FailsAfterOneFile again = new FailsAfterOneFile(out.resolve("markdown"));
    List<Generation.Job> parallel = List.of(jobs.get(0), new Generation.Job(again, TargetOptions.DEFAULTS, out.resolve("broken")));
    e = assertThrows(IllegalStateException.class, () -> new Generation(null, Timings.OFF, 2).write(prepared, parallel, quiet()));
    assertEquals("template variable 'x' is not in the view", e.getMessage());
    assertEquals(before, tree(out));
  }

  @Test
  void aWritingRunWritesWhatRenderingListsAndCheckFindsItInStep() throws Exception {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(RepoPaths.exampleCatalog());
    List<Generation.Job> jobs = new ArrayList<>();
    for (String name : Targets.names()) {
      jobs.add(new Generation.Job(Targets.byName(name).orElseThrow(), TargetOptions.DEFAULTS, tmp.resolve(name)));
    }
    Generation generation = new Generation(null, Timings.OFF, 2);
    StringWriter lines = new StringWriter();
    generation.write(prepared, jobs, new PrintWriter(lines));
    assertEquals(jobs.size(), lines.toString().lines().filter(line -> line.startsWith("wrote ")).count(), lines.toString());
    List<Generation.Rendered> rendered = generation.render(prepared, jobs);
    List<Generation.Checked> checked = generation.reports(prepared, jobs);
    for (int i = 0; i < jobs.size(); i++) {
      Generation.Rendered listed = rendered.get(i);
      String name = listed.job().target().name();
      assertTrue(new DriftCheck().check(listed.job().dir(), listed.files()).inStep(), name);
      assertEquals(0, tempDirs(listed.job().dir()), name + ": no temp directory is left");
      assertTrue(checked.get(i).report().inStep(), name);
      assertEquals(listed.files().size(), checked.get(i).files(), name);
    }
  }

  private static PrintWriter quiet() {
    return new PrintWriter(Writer.nullWriter());
  }

  /** The files under {@code dir} with their text. */
  private static Map<String, String> tree(Path dir) throws IOException {
    Map<String, String> out = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.toList()) {
        out.put(dir.relativize(p).toString(), Files.isRegularFile(p) ? Files.readString(p) : "(directory)");
      }
    }
    return out;
  }

  private static int tempDirs(Path dir) throws IOException {
    try (Stream<Path> list = Files.list(dir)) {
      return (int) list.filter(p -> p.getFileName().toString().matches("\\.gen-client-\\d+")).count();
    }
  }

  /** How many files wait in the temp directories of {@code dir} (none when it is missing). */
  private static int stagedFiles(Path dir) {
    if (!Files.isDirectory(dir)) {
      return 0;
    }
    int staged = 0;
    try (Stream<Path> list = Files.list(dir)) {
      for (Path temp : list.filter(p -> p.getFileName().toString().matches("\\.gen-client-\\d+")).toList()) {
        try (Stream<Path> inside = Files.list(temp)) {
          staged += (int) inside.count();
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return staged;
  }
}
