package dev.genclient.output;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The owner-only temp directory in an output directory that staged files wait in until the
 * commit (made by {@link Files#createTempDirectory} on the first file, so nobody can swap a file
 * in it). Each file is created, written and closed with its final permissions — a new file's
 * {@code rw-r--r--} asked of {@code open} (looked at once in case a umask narrows it), a rewritten
 * file's own — and its bytes let go. A file whose directory does not exist yet waits in a tree
 * at its own path, so the whole missing directory comes into place with one rename.
 */
final class StagingArea implements AutoCloseable {
  static final String TEMP_PREFIX = ".gen-client-";
  private static final Set<PosixFilePermission> NEW_FILE = PosixFilePermissions.fromString("rw-r--r--");
  /** The name, in the temp directory, of the tree that files of missing directories are staged in. */
  private static final String TREE = "tree";

  /** A staged file: where its bytes wait, the file they replace, the permissions it has. */
  record Staged(Path staged, Path target, Set<PosixFilePermission> permissions) {}

  private final Path root;
  /** The temp directories of every directory of the run (shared): never another directory's leftover. */
  private final Set<Path> runStaging;
  private Path tempDir;
  private int next;
  /**
   * Null until the first new file shows whether the umask narrows the permissions asked of open
   * (two puts at once may both look: they find the same).
   */
  private volatile Boolean umaskNarrows;
  /** The tree's directories made so far (relative paths; "" is the tree itself). */
  private final Set<String> treeDirs = new HashSet<>();

  StagingArea(Path root, Set<Path> runStaging) {
    this.root = root;
    this.runStaging = runStaging;
  }

  /** Stages {@code bytes} for {@code target}, a file of an existing directory; {@code permissions} null for a new file's. */
  Staged write(Path target, byte[] bytes, Set<PosixFilePermission> permissions) throws IOException {
    Staged staged = place(target, permissions);
    put(staged, bytes);
    return staged;
  }

  /**
   * Where a file of an existing directory waits for {@code target}, with the permissions it gets
   * ({@code permissions} null for a new file's); its bytes come with {@link #put}.
   */
  Staged place(Path target, Set<PosixFilePermission> permissions) throws IOException {
    return new Staged(tempDir().resolve(Integer.toString(next++)), target, permissions == null ? NEW_FILE : permissions);
  }

  /**
   * Where a new file of a missing directory waits, at its own path in the tree, making the tree's
   * directories as needed; its bytes come with {@link #put}.
   */
  Staged placeInTree(String path) throws IOException {
    makeTreeDir(OutputPaths.parentOf(path));
    Path staged = tree().resolve(path);
    return new Staged(staged, staged, NEW_FILE);
  }

  private Path tempDir() throws IOException {
    if (tempDir == null) {
      tempDir = Files.createTempDirectory(root, TEMP_PREFIX);
      runStaging.add(tempDir);
    }
    return tempDir;
  }

  private Path tree() throws IOException {
    return tempDir().resolve(TREE);
  }

  private void makeTreeDir(String dir) throws IOException {
    if (treeDirs.contains(dir)) {
      return;
    }
    if (!dir.isEmpty()) {
      makeTreeDir(OutputPaths.parentOf(dir));
    }
    Files.createDirectory(dir.isEmpty() ? tree() : tree().resolve(dir));
    treeDirs.add(dir);
  }

  /**
   * Creates, writes and closes a placed file with its permissions. Placing is one thread's at a
   * time; puts of placed files may run on several threads at once.
   */
  void put(Staged staged, byte[] bytes) throws IOException {
    Set<PosixFilePermission> wanted = staged.permissions();
    FileAttribute<?>[] attributes = DiskSnapshot.POSIX
        ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(wanted)}
        : new FileAttribute<?>[0];
    try (FileChannel channel = FileChannel.open(staged.staged(),
        Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), attributes)) {
      ByteBuffer buffer = ByteBuffer.wrap(bytes);
      while (buffer.hasRemaining()) {
        channel.write(buffer);
      }
    }
    if (DiskSnapshot.POSIX) {
      Boolean narrows = umaskNarrows;
      if (narrows == null) {
        narrows = !Files.getPosixFilePermissions(staged.staged()).equals(wanted);
        umaskNarrows = narrows;
      }
      if (narrows || !wanted.equals(NEW_FILE)) {
        Files.setPosixFilePermissions(staged.staged(), wanted);
      }
    }
  }

  /**
   * Renames the staged missing directory {@code dir} into place. Where that cannot be one rename
   * (the target's parent is another file system, or the directory has appeared meanwhile), its
   * directories are made and its files renamed one by one.
   */
  void renameTree(String dir) throws IOException {
    Path staged = tree().resolve(dir);
    Path target = root.resolve(dir);
    try {
      Files.move(staged, target, StandardCopyOption.ATOMIC_MOVE);
      return;
    } catch (AtomicMoveNotSupportedException | FileAlreadyExistsException | DirectoryNotEmptyException e) {
      // one by one, below
    }
    List<Path> files = new ArrayList<>();
    try (Stream<Path> walk = Files.walk(staged)) {
      walk.forEach(files::add);
    }
    for (Path from : files) {
      Path to = target.resolve(staged.relativize(from).toString());
      if (Files.isDirectory(from, LinkOption.NOFOLLOW_LINKS)) {
        if (!Files.isDirectory(to, LinkOption.NOFOLLOW_LINKS)) {
          Files.createDirectory(to);
        }
      } else {
        rename(new Staged(from, to, NEW_FILE));
      }
    }
  }

  /** Renames a staged file over its target; across file systems (a mount inside the output), through a temp file beside it. */
  void rename(Staged file) throws IOException {
    try {
      Files.move(file.staged(), file.target(), StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      byte[] bytes = Files.readAllBytes(file.staged());
      Files.delete(file.staged());
      Path beside = Files.createTempFile(file.target().getParent(), TEMP_PREFIX, ".tmp");
      try {
        Files.write(beside, bytes);
        if (DiskSnapshot.POSIX) {
          Files.setPosixFilePermissions(beside, file.permissions());
        }
        Files.move(beside, file.target(), StandardCopyOption.ATOMIC_MOVE);
      } finally {
        Files.deleteIfExists(beside);
      }
    }
  }

  /** Removes the temp directory with whatever still waits in it. */
  @Override
  public void close() throws IOException {
    if (tempDir != null) {
      Path dir = tempDir;
      tempDir = null;
      delete(dir);
      runStaging.remove(dir);
    }
  }

  /** Removes a temp file, or a temp directory with everything in it; never follows a link. */
  static void delete(Path leftover) throws IOException {
    BasicFileAttributes attributes = DiskSnapshot.lstat(leftover);
    if (attributes != null && attributes.isDirectory()) {
      try (DirectoryStream<Path> entries = Files.newDirectoryStream(leftover)) {
        for (Path entry : entries) {
          delete(entry);
        }
      }
    }
    Files.deleteIfExists(leftover);
  }
}
