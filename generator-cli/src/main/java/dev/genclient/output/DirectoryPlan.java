package dev.genclient.output;

import dev.genclient.output.ChangeSet.Change;
import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * One output directory of a writing run: its change set, decided file by file as the target
 * renders ({@link ChangeSet} against a {@link DiskSnapshot}) and staged as it is decided
 * ({@link StagingArea}), then applied when every directory of the run is staged. A refused entry
 * stops the run before anything outside the temp directories changes. {@link #apply} removes
 * leftovers, renames the manifest first (the union with the stale paths, when there are any), each
 * staged missing directory and file into place, removes the stale files and renames the final
 * manifest last; {@link #discard} removes the temp directory instead.
 */
final class DirectoryPlan {
  private final Path root;
  /** The temp directories of every directory of this run (shared): never another directory's leftover. */
  private final Set<Path> runStaging;
  private final List<GeneratedFile> unlisted;
  private final List<String> previous;
  private final DiskSnapshot disk;
  private final StagingArea stage;
  /** Each produced path (listed in the manifest) with its manifest note. */
  private final SortedMap<String, String> produced = new TreeMap<>();
  private final List<StagingArea.Staged> writes = new ArrayList<>();
  /** The missing directories staged whole (each one's parent exists), renamed into place at apply. */
  private final SortedSet<String> stagedDirs = new TreeSet<>();
  private final List<String> stale = new ArrayList<>();
  private final List<String> unlistedWritten = new ArrayList<>();
  private StagingArea.Staged manifestFirst;
  private StagingArea.Staged manifestLast;
  private boolean finished;
  private int written;
  private int unchanged;

  /**
   * A plan for {@code root} (locked by the caller), whose files come through {@link #add} and
   * {@code unlisted} (written, not listed in the manifest: a sync lock) at {@link #finish};
   * {@code runStaging} collects the temp directory of every plan of the run. Reads the manifest,
   * refusing a bad one.
   */
  DirectoryPlan(Path root, List<GeneratedFile> unlisted, Set<Path> runStaging) throws IOException {
    this.root = root;
    this.unlisted = List.copyOf(unlisted);
    this.runStaging = runStaging;
    this.previous = Manifest.read(root);
    this.disk = new DiskSnapshot(root);
    this.stage = new StagingArea(root, runStaging);
    for (GeneratedFile file : unlisted) {
      OutputPaths.resolve(root, file.path());
    }
  }

  /**
   * Decides one produced file: unchanged (null), or to be written: placed in the temp directory,
   * its bytes to be put there ({@link OutputWriter.Put}, before {@link #apply}). Refuses a path
   * outside the root, a second file at the same path, and a refused entry.
   */
  OutputWriter.Put decide(GeneratedFile file) throws IOException {
    if (finished) {
      throw new IllegalStateException("the plan of " + root + " is finished");
    }
    String path = file.path();
    OutputPaths.resolve(root, path);
    if (produced.containsKey(path)) {
      throw new IllegalStateException("two generated files at " + path);
    }
    produced.put(path, file.manifestNote());
    OutputWriter.Put put = place(file);
    if (put != null) {
      written++;
    } else {
      unchanged++;
    }
    return put;
  }

  /** Stages the unlisted files, decides the stale files and the manifest: the plan is complete. */
  void finish() throws IOException {
    if (finished) {
      throw new IllegalStateException("the plan of " + root + " is finished");
    }
    Set<String> unlistedPaths = new HashSet<>();
    for (GeneratedFile file : unlisted) {
      unlistedPaths.add(file.path());
      OutputWriter.Put put = place(file);
      if (put != null) {
        put.write();
        unlistedWritten.add(file.path());
      }
    }
    List<String> gone = previous.stream()
        .filter(p -> !produced.containsKey(p) && !unlistedPaths.contains(p))
        .sorted().toList();
    for (String path : gone) {
      if (ChangeSet.orRefuse(ChangeSet.previous(path, disk)) != null) {
        stale.add(path);
      }
    }
    decideManifest(!gone.isEmpty());
    finished = true;
  }

  /** Places {@code file} in the temp directory unless its entry is unchanged (null). */
  private OutputWriter.Put place(GeneratedFile file) throws IOException {
    Change change = ChangeSet.orRefuse(ChangeSet.produced(file.path(), file.bytes(), disk));
    StagingArea.Staged staged;
    switch (change.state()) {
      case UNCHANGED:
        return null;
      case CREATE:
        String top = change.found().missingTop();
        if (top != null) {
          // A new directory: staged whole, renamed into place with its topmost missing ancestor.
          stagedDirs.add(top);
          staged = stage.placeInTree(file.path());
        } else {
          staged = stage.place(root.resolve(file.path()), null);
          writes.add(staged);
        }
        break;
      default:
        staged = stage.place(root.resolve(file.path()), change.found().permissions());
        writes.add(staged);
    }
    return new OutputWriter.Put(stage, staged, file.bytes());
  }

  /**
   * The manifest lists every file this run may create before the first one is created, so a run
   * killed half-way leaves no file outside it: with no stale paths the final manifest goes first;
   * with stale paths and new paths, the union goes first and the final one last.
   */
  private void decideManifest(boolean anyGone) throws IOException {
    byte[] last = Manifest.of(produced).bytes();
    Change change = ChangeSet.orRefuse(ChangeSet.produced(Manifest.FILE_NAME, last, disk));
    if (change.state() == ChangeSet.State.UNCHANGED) {
      return;
    }
    Path target = root.resolve(Manifest.FILE_NAME);
    if (!anyGone) {
      manifestFirst = stage.write(target, last, change.found().permissions());
      return;
    }
    manifestLast = stage.write(target, last, change.found().permissions());
    if (!new HashSet<>(previous).containsAll(produced.keySet())) {
      SortedMap<String, String> union = new TreeMap<>();
      previous.forEach(path -> union.put(path, null));
      union.putAll(produced);
      manifestFirst = stage.write(target, Manifest.of(union).bytes(), change.found().permissions());
    }
  }

  /** Applies the change set: leftovers, the first manifest, renames, stale files, the final manifest. */
  OutputWriter.Result apply() throws IOException {
    if (!finished) {
      throw new IllegalStateException("the plan of " + root + " is not finished");
    }
    try {
      List<String> cleaned = new ArrayList<>();
      for (String leftover : disk.leftovers()) {
        Path path = root.resolve(leftover);
        if (!runStaging.contains(path)) {
          StagingArea.delete(path);
          cleaned.add(leftover);
        }
      }
      if (manifestFirst != null) {
        stage.rename(manifestFirst);
      }
      for (String dir : stagedDirs) {
        stage.renameTree(dir);
      }
      for (StagingArea.Staged write : writes) {
        stage.rename(write);
      }
      for (String path : stale) {
        Path file = root.resolve(path);
        Files.delete(file);
        removeEmptyParents(file.getParent());
      }
      if (manifestLast != null) {
        stage.rename(manifestLast);
      }
      return new OutputWriter.Result(written, unchanged, stale, cleaned, unlistedWritten);
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

  private void removeEmptyParents(Path dir) throws IOException {
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
