package dev.genclient.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.output.GeneratedFile;
import dev.genclient.output.Manifest;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.approvaltests.Approvals;
import org.approvaltests.core.Options;
import org.approvaltests.namer.ApprovalNamer;
import org.approvaltests.reporters.QuietReporter;

/**
 * Golden tests with ApprovalTests where the approved files are the committed output directories
 * themselves ({@code golden/<catalog>/<lang>/}, manifest included), so there is no second copy and
 * {@code gen-client --check} works on them. Received files go to {@code target/golden-received/}.
 * To approve a change, regenerate into the golden directory with the CLI and review the git diff.
 */
public final class GoldenFiles {
  private GoldenFiles() {}

  /** Verifies every file (and the manifest) against {@code golden/<subdir>/}, and that no golden file is stale. */
  public static void verify(String subdir, List<GeneratedFile> files) {
    Path golden = RepoPaths.root().resolve("golden").resolve(subdir);
    Path received = Path.of("target/golden-received").toAbsolutePath().resolve(subdir);
    List<GeneratedFile> all = new ArrayList<>(files);
    all.add(Manifest.of(files));
    List<String> failures = new ArrayList<>();
    for (GeneratedFile file : all) {
      Options options = new Options()
          .withReporter(new QuietReporter())
          .forFile().withNamer(new FixedNamer(golden.resolve(file.path()), received.resolve(file.path())));
      try {
        Approvals.verify(file.content(), options);
      } catch (Error | RuntimeException e) {
        failures.add(file.path() + ": differs from " + golden.resolve(file.path()) + " (received: "
            + received.resolve(file.path()) + ")");
      }
    }
    assertEquals(List.of(), failures, "golden files differ; regenerate into " + golden + " and review the diff");
    TreeSet<String> expected = new TreeSet<>();
    all.forEach(f -> expected.add(f.path()));
    assertEquals(expected, listFiles(golden), "golden directory " + golden + " holds files the target no longer writes");
  }

  private static TreeSet<String> listFiles(Path dir) {
    try (Stream<Path> walk = Files.walk(dir)) {
      TreeSet<String> out = new TreeSet<>();
      walk.filter(Files::isRegularFile).forEach(p -> out.add(dir.relativize(p).toString().replace(File.separatorChar, '/')));
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Points ApprovalTests at one exact approved file, whatever the extension it asks for. */
  private record FixedNamer(Path approved, Path received) implements ApprovalNamer {
    @Override
    public File getApprovedFile(String extensionWithDot) {
      return approved.toFile();
    }

    @Override
    public File getReceivedFile(String extensionWithDot) {
      try {
        Files.createDirectories(received.getParent());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      return received.toFile();
    }

    @Override
    public ApprovalNamer addAdditionalInformation(String info) {
      return this;
    }

    @Override
    public String getAdditionalInformation() {
      return "";
    }

    @Override
    public String getApprovalName() {
      return approved.getFileName().toString();
    }

    @Override
    public String getSourceFilePath() {
      return approved.getParent().toString() + File.separator;
    }
  }
}
