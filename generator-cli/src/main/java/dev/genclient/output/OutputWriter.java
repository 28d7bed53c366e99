package dev.genclient.output;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes generated files into a directory atomically (temp file in the same directory, then a
 * move), leaves unchanged files untouched, records a manifest, and removes the files an earlier
 * run wrote that this run no longer produces. Only this class writes generated output to disk.
 */
public final class OutputWriter {
  /** What a write did, for the CLI's summary line. */
  public record Result(int written, int unchanged, List<String> removed) {
    /** {@code "3 written, 1 unchanged, removed stale [a.md]"}. */
    public String describe() {
      return written + " written, " + unchanged + " unchanged" + (removed.isEmpty() ? "" : ", removed stale " + removed);
    }
  }

  /** One directory's files; {@code unlisted} files are written but kept out of the manifest (a sync lock). */
  public record Job(Path dir, List<GeneratedFile> files, List<GeneratedFile> unlisted) {}

  /** Writes every job's directory. */
  public List<Result> writeAll(List<Job> jobs) throws IOException {
    List<Result> results = new java.util.ArrayList<>();
    for (Job job : jobs) {
      Result result = write(job.dir(), job.files());
      for (GeneratedFile extra : job.unlisted()) {
        writeIfChanged(job.dir().toAbsolutePath().normalize(), extra);
      }
      results.add(result);
    }
    return results;
  }

  public Result write(Path dir, List<GeneratedFile> files) throws IOException {
    Path root = dir.toAbsolutePath().normalize();
    Files.createDirectories(root);
    List<String> previous = Manifest.read(root);
    GeneratedFile manifest = Manifest.of(files);
    int written = 0;
    int unchanged = 0;
    Set<String> produced = new HashSet<>();
    for (GeneratedFile file : files) {
      produced.add(file.path());
      if (writeIfChanged(root, file)) {
        written++;
      } else {
        unchanged++;
      }
    }
    List<String> removed = previous.stream().filter(p -> !produced.contains(p)).sorted().toList();
    for (String stale : removed) {
      Path path = OutputPaths.resolve(root, stale);
      if (Files.isRegularFile(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
        // NOFOLLOW_LINKS covers the file itself only: a symlinked parent would reach outside root.
        OutputPaths.checkContained(root, path);
        Files.delete(path);
        removeEmptyParents(root, path.getParent());
      }
    }
    writeIfChanged(root, manifest);
    return new Result(written, unchanged, removed);
  }

  private static boolean writeIfChanged(Path root, GeneratedFile file) throws IOException {
    Path target = OutputPaths.resolve(root, file.path());
    Files.createDirectories(target.getParent());
    OutputPaths.checkContained(root, target);
    return AtomicFile.writeIfChanged(target, file.bytes());
  }

  private static void removeEmptyParents(Path root, Path dir) throws IOException {
    for (Path current = dir; current != null && !current.equals(root) && current.startsWith(root);
        current = current.getParent()) {
      try {
        Files.delete(current);
      } catch (DirectoryNotEmptyException e) {
        return;
      }
    }
  }
}
