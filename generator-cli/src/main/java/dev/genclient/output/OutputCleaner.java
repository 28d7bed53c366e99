package dev.genclient.output;

import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;

/**
 * {@code gen-client clean DIR}: removes exactly the files DIR's manifest lists, the manifest itself, and the directories that this leaves empty, DIR included; nothing else. Every path is looked
 * at first without following links: a listed path that is a symbolic link or not a regular file, or lies under one,
 * refuses the whole run before anything is removed. The directory's lock is held meanwhile, as a writing run's is.
 */
public final class OutputCleaner {
  /** What a clean did: the listed files removed, the listed files already gone, the directories removed. */
  public record Cleaned(List<String> removed, List<String> missing, List<String> directories) {
    public Cleaned {
      removed = List.copyOf(removed);
      missing = List.copyOf(missing);
      directories = List.copyOf(directories);
    }
  }

  private OutputCleaner() {}

  /** Cleans {@code dir}; a directory without a manifest, or a listed path that is no file gen-client wrote, changes nothing. */
  public static Cleaned clean(Path dir) throws IOException {
    BasicFileAttributes root = attributes(dir);
    if (root == null || root.isSymbolicLink() || !root.isDirectory()) {
      throw new OutputException(dir + (root == null ? " does not exist" : " is not a directory")
          + ": nothing was removed (clean takes a directory gen-client wrote, holding its " + Manifest.FILE_NAME + ")");
    }
    if (attributes(dir.resolve(Manifest.FILE_NAME)) == null) {
      throw new OutputException(dir + " has no " + Manifest.FILE_NAME + ", so nothing in it is listed as gen-client's:"
          + " nothing was removed");
    }
    List<String> listed = Manifest.read(dir);
    List<String> present = new ArrayList<>();
    List<String> missing = new ArrayList<>();
    for (String path : listed) {
      String problem = problem(dir, path);
      if (problem == null) {
        present.add(path);
      } else if (problem.isEmpty()) {
        missing.add(path);
      } else {
        throw new OutputException(dir.resolve(path) + " " + problem + ", not a file gen-client wrote: nothing was removed"
            + " (move it away, or delete its line from " + dir.resolve(Manifest.FILE_NAME) + ", and run again)");
      }
    }
    List<String> directories = new ArrayList<>();
    try (DirectoryLock lock = DirectoryLock.acquire(dir)) {
      TreeSet<Path> parents = new TreeSet<>(Comparator.comparingInt(Path::getNameCount).reversed().thenComparing(Path::toString));
      for (String path : present) {
        Path file = dir.resolve(path);
        Files.delete(file);
        for (Path parent = file.getParent(); !parent.equals(dir); parent = parent.getParent()) {
          parents.add(parent);
        }
      }
      Files.delete(dir.resolve(Manifest.FILE_NAME));
      for (Path parent : parents) {
        if (removeIfEmpty(parent)) {
          directories.add(dir.relativize(parent).toString().replace('\\', '/'));
        }
      }
    }
    if (removeIfEmpty(dir)) {
      directories.add(".");
    }
    return new Cleaned(present, missing, directories);
  }

  /** Null when {@code path} is a regular file reached through real directories; empty when it is missing; else why not. */
  private static String problem(Path dir, String path) throws IOException {
    Path at = dir;
    String[] segments = path.split("/");
    for (int i = 0; i < segments.length; i++) {
      at = at.resolve(segments[i]);
      BasicFileAttributes attributes = attributes(at);
      boolean last = i == segments.length - 1;
      if (attributes == null) {
        return "";
      }
      if (attributes.isSymbolicLink()) {
        return last ? "is a symbolic link" : "lies under a symbolic link (" + at + ")";
      }
      if (last ? !attributes.isRegularFile() : !attributes.isDirectory()) {
        return last ? "is not a regular file" : "lies under " + at + ", which is not a directory";
      }
    }
    return null;
  }

  private static boolean removeIfEmpty(Path directory) throws IOException {
    try {
      Files.delete(directory);
      return true;
    } catch (DirectoryNotEmptyException | NoSuchFileException e) {
      return false;
    }
  }

  private static BasicFileAttributes attributes(Path path) throws IOException {
    try {
      return Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
    } catch (NoSuchFileException e) {
      return null;
    }
  }
}
