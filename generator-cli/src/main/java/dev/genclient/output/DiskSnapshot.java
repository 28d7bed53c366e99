package dev.genclient.output;

import dev.genclient.output.ChangeSet.Found;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFileAttributes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * An output directory as the change set sees it, read as it is asked about: each directory once
 * (its {@code lstat} and one listing, when a path in it is first asked about), a {@code lstat} per
 * file the listing holds, a file's bytes only when its size matches. A symbolic link is never
 * followed: at a path, or as a directory between the output directory and a path, it is refused,
 * as is a file where a directory goes. The output directory itself is taken as given.
 */
final class DiskSnapshot implements ChangeSet.Snapshot {
  static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
  /** Temp files of earlier writers ({@code .gen-client-*.tmp}) and the writer's temp directories ({@code .gen-client-<digits>}). */
  private static final Pattern LEFTOVER = Pattern.compile("\\.gen-client-(.*\\.tmp|\\d+)");

  /** Whether a name in an output directory is a temp file or directory a killed run left behind. */
  static boolean isLeftover(String name) {
    return LEFTOVER.matcher(name).matches();
  }

  /** One directory: its names when it exists, else its topmost missing directory, or a refusal. */
  private record Dir(Set<String> names, String missingTop, String refusal) {}

  private final Path root;
  private final Map<String, Dir> dirs = new HashMap<>();
  private final List<String> leftovers = new ArrayList<>();

  DiskSnapshot(Path root) {
    this.root = root;
  }

  @Override
  public Found at(String path) throws IOException {
    Path target = OutputPaths.resolve(root, path);
    Dir dir = dir(OutputPaths.parentOf(path));
    if (dir.refusal() != null) {
      return Found.refused(dir.refusal());
    }
    if (dir.names() == null) {
      return Found.nothing(dir.missingTop());
    }
    if (!dir.names().contains(OutputPaths.nameOf(path))) {
      return Found.nothing(null);
    }
    BasicFileAttributes attributes = lstat(target);
    if (attributes == null) {
      return Found.nothing(null);
    }
    if (attributes.isSymbolicLink()) {
      return Found.refused(refusal(target, "it is a symbolic link, which gen-client never follows or replaces",
          "remove the link"));
    }
    if (!attributes.isRegularFile()) {
      return Found.refused(refusal(target, "something other than a regular file is there", "move it away"));
    }
    return Found.file(attributes.size(), attributes instanceof PosixFileAttributes posix ? posix.permissions() : null);
  }

  @Override
  public boolean holds(String path, byte[] bytes) throws IOException {
    return Arrays.equals(OutputPaths.read(root.resolve(path), bytes.length), bytes);
  }

  /** Whether directory {@code dir} (relative; "" is the output directory) exists: looked at when first asked. */
  boolean exists(String dir) throws IOException {
    Dir d = dir(dir);
    return d.names() != null;
  }

  /** The temp files and directories of killed runs in the directories listed so far, relative, in listing order. */
  List<String> leftovers() {
    return leftovers;
  }

  private Dir dir(String dir) throws IOException {
    Dir known = dirs.get(dir);
    if (known != null) {
      return known;
    }
    Dir found = look(dir);
    dirs.put(dir, found);
    return found;
  }

  private Dir look(String dir) throws IOException {
    Path path = dir.isEmpty() ? root : root.resolve(dir);
    if (dir.isEmpty()) {
      // The output directory itself may be reached through a link: the user named it.
      if (!Files.isDirectory(path)) {
        return Files.exists(path) ? new Dir(null, null, refusal(path, "it is not a directory", "move it away"))
            : new Dir(null, "", null);
      }
      return list(dir, path);
    }
    Dir parent = dir(OutputPaths.parentOf(dir));
    if (parent.refusal() != null || parent.names() == null) {
      return parent;
    }
    if (!parent.names().contains(OutputPaths.nameOf(dir))) {
      return new Dir(null, dir, null);
    }
    BasicFileAttributes attributes = lstat(path);
    if (attributes == null) {
      return new Dir(null, dir, null);
    }
    if (attributes.isSymbolicLink()) {
      return new Dir(null, null, refusal(path, "it is a symbolic link, which gen-client never follows", "remove the link"));
    }
    if (!attributes.isDirectory()) {
      return new Dir(null, null, refusal(path, "it is not a directory", "move it away"));
    }
    return list(dir, path);
  }

  private Dir list(String dir, Path path) throws IOException {
    Set<String> names = new HashSet<>();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(path)) {
      for (Path entry : entries) {
        String name = entry.getFileName().toString();
        names.add(name);
        if (isLeftover(name)) {
          leftovers.add(dir.isEmpty() ? name : dir + "/" + name);
        }
      }
    } catch (NoSuchFileException e) {
      return new Dir(null, dir, null);
    }
    return new Dir(names, null, null);
  }

  private static String refusal(Path path, String why, String fix) {
    return "refusing " + path + ": " + why + "; nothing was changed: " + fix + ", then run again";
  }

  static BasicFileAttributes lstat(Path path) throws IOException {
    return POSIX ? OutputPaths.lstat(path, PosixFileAttributes.class) : OutputPaths.lstat(path, BasicFileAttributes.class);
  }
}
