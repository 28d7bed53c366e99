package dev.genclient.output;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One output directory of a writing run, decided and staged file by file as the target renders,
 * then carried out when every directory of the run is staged. Deciding reads the directory once —
 * a listing per existing directory (when its first file comes), a {@code lstat} per file already
 * there (and its bytes when the size matches) — and pays each safety check once per directory: a
 * generated directory that is a symbolic link must resolve inside the output root, the root is
 * resolved once.
 *
 * <p>Staging writes each file to write into a temp directory made by
 * {@link Files#createTempDirectory} in the output root (owner-only, so nobody can swap a file in
 * it) and lets go of its bytes: create, write and close per file. New files get
 * {@code rw-r--r--} (asked of {@code open}; the result is looked at once per run in case a umask
 * narrows it), a rewritten file keeps the permissions it had. A file whose directory does not
 * exist yet is staged in a tree under the temp directory, at its own path, so that the whole missing
 * directory comes into place with one rename (a first generation of 34,000 files takes a handful of
 * renames, not 34,000). Nothing outside the temp directory changes until {@link #apply}, which
 * removes leftovers, renames each staged file over its target (one rename per file) and each staged
 * missing directory into place, the manifest first (and last, when stale files go); {@link #discard}
 * removes the temp directory instead.
 */
final class DirectoryPlan {
  private static final Set<PosixFilePermission> NEW_FILE = PosixFilePermissions.fromString("rw-r--r--");
  private static final boolean POSIX = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
  /** Temp files of earlier writers ({@code .gen-client-*.tmp}) and this writer's temp directories ({@code .gen-client-<digits>}). */
  private static final Pattern LEFTOVER = Pattern.compile("\\.gen-client-(.*\\.tmp|\\d+)");
  private static final String TEMP_PREFIX = ".gen-client-";
  /** The name, in a temp directory, of the tree that files of missing directories are staged in. */
  private static final String TREE = "tree";

  /** A staged file: where its bytes wait, the file they replace, the permissions it gets (null: a new file's). */
  private record Write(Path staged, Path target, Set<PosixFilePermission> permissions) {}

  /** Whether a name in an output directory is a temp file or directory a killed run left behind. */
  static boolean isLeftover(String name) {
    return LEFTOVER.matcher(name).matches();
  }

  private final Path root;
  /** The temp directories of every directory of this run (shared): never another directory's leftover. */
  private final Set<Path> runStaging;
  private final List<GeneratedFile> unlisted;
  private final List<String> previous;
  private final Directories dirs = new Directories();
  private final Stage stage = new Stage();
  /** Each produced path (listed in the manifest) with its manifest note. */
  private final SortedMap<String, String> produced = new TreeMap<>();
  private final List<Path> leftovers = new ArrayList<>();
  private final List<Write> writes = new ArrayList<>();
  /** The missing directories staged whole (each one's parent exists), renamed into place at apply. */
  private final SortedSet<String> stagedDirs = new TreeSet<>();
  private final List<Path> staleFiles = new ArrayList<>();
  private final List<String> removed = new ArrayList<>();
  private final List<String> keptLinks = new ArrayList<>();
  private final List<String> unlistedWritten = new ArrayList<>();
  private List<Path> createDirs = List.of();
  private Write manifestFirst;
  private Write manifestLast;
  private boolean finished;
  private int written;
  private int unchanged;
  private int operations;

  private DirectoryPlan(Path root, List<GeneratedFile> unlisted, Set<Path> runStaging) throws IOException {
    this.root = root;
    this.unlisted = List.copyOf(unlisted);
    this.runStaging = runStaging;
    this.previous = Manifest.read(root);
    operations += 4;
    for (GeneratedFile file : unlisted) {
      OutputPaths.resolve(root, file.path());
    }
  }

  /**
   * A plan for {@code root} (locked by the caller), whose files come through {@link #add} and
   * {@code unlisted} (written, not listed in the manifest: a sync lock) at {@link #finish};
   * {@code runStaging} collects the temp directory of every plan of the run.
   */
  static DirectoryPlan open(Path root, List<GeneratedFile> unlisted, Set<Path> runStaging) throws IOException {
    return new DirectoryPlan(root, unlisted, runStaging);
  }

  /**
   * Decides one produced file against the disk: unchanged, or staged to be written (its bytes are
   * on disk in the temp directory when this returns). Refuses a path outside the root, a second
   * file at the same path, a symbolic link or a non-file where the file goes.
   */
  void add(GeneratedFile file) throws IOException {
    if (finished) {
      throw new IllegalStateException("the plan of " + root + " is finished");
    }
    String path = file.path();
    OutputPaths.resolve(root, path);
    if (produced.containsKey(path)) {
      throw new IllegalStateException("two generated files at " + path);
    }
    produced.put(path, file.manifestNote());
    dirs.need(OutputPaths.parentOf(path), true);
    if (decide(path, file.bytes())) {
      written++;
    } else {
      unchanged++;
    }
  }

  /** Stages the unlisted files, decides the stale files and the manifest: the plan is complete. */
  void finish() throws IOException {
    if (finished) {
      throw new IllegalStateException("the plan of " + root + " is finished");
    }
    Set<String> unlistedPaths = new HashSet<>();
    for (GeneratedFile file : unlisted) {
      unlistedPaths.add(file.path());
      dirs.need(OutputPaths.parentOf(file.path()), true);
      if (decide(file.path(), file.bytes())) {
        unlistedWritten.add(file.path());
      }
    }
    List<String> stale = previous.stream()
        .filter(p -> !produced.containsKey(p) && !unlistedPaths.contains(p))
        .sorted().toList();
    for (String path : stale) {
      dirs.need(OutputPaths.parentOf(path), false);
    }
    for (String path : stale) {
      if (!dirs.lists(OutputPaths.parentOf(path), OutputPaths.nameOf(path))) {
        continue;
      }
      Path target = root.resolve(path);
      BasicFileAttributes attributes = lstat(target);
      if (attributes == null) {
        continue;
      }
      if (attributes.isSymbolicLink()) {
        keptLinks.add(path);
      } else if (attributes.isRegularFile()) {
        staleFiles.add(target);
        removed.add(path);
      }
    }
    decideManifest(stale);
    createDirs = dirs.toCreate().stream().filter(dir -> !underStagedDir(root.relativize(dir).toString())).toList();
    finished = true;
  }

  /**
   * The manifest lists every file this run may create before the first one is created, so a run
   * killed half-way leaves no file outside it: with no stale files the final manifest goes first;
   * with stale files and new paths, the union goes first and the final one last.
   */
  private void decideManifest(List<String> stale) throws IOException {
    dirs.need("", true);
    byte[] last = Manifest.of(produced).bytes();
    There there = there(Manifest.FILE_NAME, last);
    if (there != null && there.same()) {
      return;
    }
    Set<PosixFilePermission> permissions = there == null ? null : there.permissions();
    Path target = root.resolve(Manifest.FILE_NAME);
    if (stale.isEmpty()) {
      manifestFirst = stage.write(target, last, permissions);
      return;
    }
    manifestLast = stage.write(target, last, permissions);
    if (!new HashSet<>(previous).containsAll(produced.keySet())) {
      SortedMap<String, String> union = new TreeMap<>();
      previous.forEach(path -> union.put(path, null));
      union.putAll(produced);
      manifestFirst = stage.write(target, Manifest.of(union).bytes(), permissions);
    }
  }

  /** Stages {@code bytes} for {@code path} unless the file there holds exactly them; whether it staged. */
  private boolean decide(String path, byte[] bytes) throws IOException {
    String parent = OutputPaths.parentOf(path);
    if (dirs.isMissing(parent)) {
      // A new directory: staged whole, renamed into place with its topmost missing ancestor.
      String top = parent;
      while (dirs.isMissing(OutputPaths.parentOf(top))) {
        top = OutputPaths.parentOf(top);
      }
      stagedDirs.add(top);
      stage.writeInTree(path, bytes);
      return true;
    }
    There there = there(path, bytes);
    if (there != null && there.same()) {
      return false;
    }
    writes.add(stage.write(root.resolve(path), bytes, there == null ? null : there.permissions()));
    return true;
  }

  /** Whether {@code dir} is a staged missing directory or lies under one. */
  private boolean underStagedDir(String dir) {
    for (String top : stagedDirs) {
      if (dir.equals(top) || dir.startsWith(top + "/")) {
        return true;
      }
    }
    return false;
  }

  /** A regular file at a path: whether it holds exactly the bytes asked about, else its permissions (null when unknown). */
  private record There(boolean same, Set<PosixFilePermission> permissions) {}

  /** What is at {@code path}: null for nothing, else a regular file; anything else is refused. */
  private There there(String path, byte[] bytes) throws IOException {
    Path target = root.resolve(path);
    if (!dirs.lists(OutputPaths.parentOf(path), OutputPaths.nameOf(path))) {
      return null;
    }
    BasicFileAttributes attributes = lstat(target);
    if (attributes == null) {
      return null;
    }
    if (attributes.isSymbolicLink()) {
      throw new OutputException("refusing to write through the symbolic link " + target
          + "; nothing was changed: remove the link, then run again");
    }
    if (!attributes.isRegularFile()) {
      throw new OutputException("refusing to write " + target + ": something other than a regular file is there;"
          + " nothing was changed: move it away, then run again");
    }
    if (attributes.size() == bytes.length && Arrays.equals(read(target, bytes.length), bytes)) {
      return new There(true, null);
    }
    return new There(false, attributes instanceof PosixFileAttributes posix ? posix.permissions() : null);
  }

  /** Carries the decisions out: directories, leftovers, then one rename per staged file. */
  OutputWriter.Result apply() throws IOException {
    if (!finished) {
      throw new IllegalStateException("the plan of " + root + " is not finished");
    }
    try {
      for (Path dir : createDirs) {
        Files.createDirectory(dir);
        operations++;
      }
      List<String> cleaned = new ArrayList<>();
      for (Path leftover : leftovers) {
        if (!runStaging.contains(leftover)) {
          deleteLeftover(leftover);
          cleaned.add(root.relativize(leftover).toString());
        }
      }
      if (manifestFirst != null) {
        stage.rename(manifestFirst);
      }
      for (String dir : stagedDirs) {
        stage.renameTree(dir);
      }
      for (Write write : writes) {
        stage.rename(write);
      }
      for (Path stale : staleFiles) {
        Files.delete(stale);
        operations++;
        removeEmptyParents(stale.getParent());
      }
      if (manifestLast != null) {
        stage.rename(manifestLast);
      }
      return new OutputWriter.Result(written, unchanged, removed, keptLinks, cleaned, unlistedWritten, operations);
    } finally {
      stage.close();
    }
  }

  /** Whether {@link #finish} ran. */
  boolean finished() {
    return finished;
  }

  /** Removes what this plan staged; the directory is left as it was. */
  void discard() throws IOException {
    stage.close();
  }

  /** The owner-only temp directory in the root that staged files wait in, created on the first one. */
  private final class Stage implements AutoCloseable {
    private Path tempDir;
    private int next;
    /** Null until the first new file shows whether the umask narrows the permissions asked of open. */
    private Boolean umaskNarrows;

    /** The staged tree's directories made so far (relative paths; "" is the tree itself). */
    private final Set<String> treeDirs = new HashSet<>();

    private Path tempDir() throws IOException {
      if (tempDir == null) {
        tempDir = Files.createTempDirectory(root, TEMP_PREFIX);
        runStaging.add(tempDir);
        operations++;
      }
      return tempDir;
    }

    /** The staged tree, where files of missing directories wait at their own paths. */
    private Path tree() throws IOException {
      return tempDir().resolve(TREE);
    }

    Write write(Path target, byte[] bytes, Set<PosixFilePermission> permissions) throws IOException {
      return write(tempDir().resolve(Integer.toString(next++)), target, bytes, permissions);
    }

    /** Stages a new file of a missing directory at its path in the staged tree, making the tree's directories as needed. */
    void writeInTree(String path, byte[] bytes) throws IOException {
      makeTreeDir(OutputPaths.parentOf(path));
      Path staged = tree().resolve(path);
      write(staged, staged, bytes, null);
    }

    private void makeTreeDir(String dir) throws IOException {
      if (treeDirs.contains(dir)) {
        return;
      }
      if (!dir.isEmpty()) {
        makeTreeDir(OutputPaths.parentOf(dir));
      }
      Files.createDirectory(dir.isEmpty() ? tree() : tree().resolve(dir));
      operations++;
      treeDirs.add(dir);
    }

    private Write write(Path staged, Path target, byte[] bytes, Set<PosixFilePermission> permissions) throws IOException {
      Set<PosixFilePermission> wanted = permissions == null ? NEW_FILE : permissions;
      FileAttribute<?>[] attributes = POSIX
          ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(wanted)}
          : new FileAttribute<?>[0];
      try (FileChannel channel = FileChannel.open(staged, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE),
          attributes)) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        while (buffer.hasRemaining()) {
          channel.write(buffer);
        }
      }
      operations += 3;
      if (POSIX) {
        if (umaskNarrows == null) {
          umaskNarrows = !Files.getPosixFilePermissions(staged).equals(wanted);
          operations++;
        }
        if (umaskNarrows || !wanted.equals(NEW_FILE)) {
          Files.setPosixFilePermissions(staged, wanted);
          operations++;
        }
      }
      return new Write(staged, target, wanted);
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
        operations++;
        return;
      } catch (AtomicMoveNotSupportedException | FileAlreadyExistsException | DirectoryNotEmptyException e) {
        operations++;
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
          rename(new Write(from, to, NEW_FILE));
        }
        operations += 2;
      }
    }

    void rename(Write write) throws IOException {
      try {
        Files.move(write.staged(), write.target(), StandardCopyOption.ATOMIC_MOVE);
        operations++;
      } catch (AtomicMoveNotSupportedException e) {
        // The target's directory is another file system (a mount inside the output): a temp file beside it.
        byte[] bytes = Files.readAllBytes(write.staged());
        Files.delete(write.staged());
        Path beside = Files.createTempFile(write.target().getParent(), TEMP_PREFIX, ".tmp");
        try {
          Files.write(beside, bytes);
          if (POSIX) {
            Files.setPosixFilePermissions(beside, write.permissions());
          }
          Files.move(beside, write.target(), StandardCopyOption.ATOMIC_MOVE);
        } finally {
          Files.deleteIfExists(beside);
        }
        operations += 12;
      }
    }

    @Override
    public void close() throws IOException {
      if (tempDir != null) {
        Path dir = tempDir;
        tempDir = null;
        deleteLeftover(dir);
        runStaging.remove(dir);
      }
    }
  }

  /**
   * Each directory the plan touches, looked at once, when a file first needs it (its parents
   * before it): there (with its names), missing (created at apply when a file goes in it), or
   * refused.
   */
  private final class Directories {
    private final Set<String> forWriting = new HashSet<>();
    private final Set<String> missing = new HashSet<>();
    private final Map<String, Set<String>> names = new HashMap<>();
    private Path realRoot;

    /** Needs {@code dir} and its parents: looked at, and created when {@code writing} puts a file in it. */
    void need(String dir, boolean writing) throws IOException {
      inspect(dir);
      if (writing) {
        for (String d = dir; forWriting.add(d) && !d.isEmpty(); d = OutputPaths.parentOf(d)) {
          // marks d and its parents up to one already marked
        }
      }
    }

    private void inspect(String dir) throws IOException {
      if (names.containsKey(dir) || missing.contains(dir)) {
        return;
      }
      Path path = dir.isEmpty() ? root : root.resolve(dir);
      if (!dir.isEmpty()) {
        String parent = OutputPaths.parentOf(dir);
        inspect(parent);
        if (missing.contains(parent)) {
          missing.add(dir);
          return;
        }
        BasicFileAttributes attributes = lstat(path);
        if (attributes == null) {
          missing.add(dir);
          return;
        }
        if (attributes.isSymbolicLink()) {
          if (realRoot == null) {
            realRoot = root.toRealPath();
            operations += 2;
          }
          Path real = path.toRealPath();
          operations += 2;
          if (!real.startsWith(realRoot) || !Files.isDirectory(real)) {
            throw new OutputException("refusing to write under " + path + ": it is a symbolic link to " + real
                + ", outside " + root + "; nothing was changed: remove the link, then run again");
          }
        } else if (!attributes.isDirectory()) {
          throw new OutputException("refusing to write under " + path + ": it is not a directory;"
              + " nothing was changed: move it away, then run again");
        }
      }
      Set<String> here = new HashSet<>();
      try (DirectoryStream<Path> entries = Files.newDirectoryStream(path)) {
        for (Path entry : entries) {
          String name = entry.getFileName().toString();
          here.add(name);
          if (isLeftover(name)) {
            leftovers.add(entry);
          }
        }
      }
      operations += 3;
      names.put(dir, here);
    }

    /** The missing directories a file goes in, parents first. */
    List<Path> toCreate() {
      List<Path> out = new ArrayList<>();
      for (String dir : new TreeSet<>(missing)) {
        if (forWriting.contains(dir)) {
          out.add(root.resolve(dir));
        }
      }
      return out;
    }

    /** Whether {@code dir} (looked at) does not exist. */
    boolean isMissing(String dir) {
      return missing.contains(dir);
    }

    /** Whether {@code name} was in directory {@code dir} when it was listed (false when the directory is missing). */
    boolean lists(String dir, String name) {
      Set<String> here = names.get(dir);
      return here != null && here.contains(name);
    }
  }

  private BasicFileAttributes lstat(Path path) throws IOException {
    operations++;
    return POSIX ? OutputPaths.lstat(path, PosixFileAttributes.class) : OutputPaths.lstat(path, BasicFileAttributes.class);
  }

  private byte[] read(Path path, int size) throws IOException {
    operations += 3;
    return OutputPaths.read(path, size);
  }

  /** Removes a leftover temp file, or a temp directory with everything in it; never follows a link. */
  private void deleteLeftover(Path leftover) throws IOException {
    BasicFileAttributes attributes = lstat(leftover);
    if (attributes != null && attributes.isDirectory()) {
      try (DirectoryStream<Path> entries = Files.newDirectoryStream(leftover)) {
        for (Path entry : entries) {
          deleteLeftover(entry);
        }
      }
      operations += 3;
    }
    Files.deleteIfExists(leftover);
    operations++;
  }

  private void removeEmptyParents(Path dir) throws IOException {
    for (Path current = dir; current != null && !current.equals(root) && current.startsWith(root);
        current = current.getParent()) {
      try {
        Files.delete(current);
        operations++;
      } catch (DirectoryNotEmptyException e) {
        operations++;
        return;
      }
    }
  }
}
