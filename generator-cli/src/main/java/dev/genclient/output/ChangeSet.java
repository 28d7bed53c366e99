package dev.genclient.output;

import java.io.IOException;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Objects;
import java.util.Set;

/**
 * What writing would do to an output directory, one entry per path: a pure function of the
 * rendered files and what a {@link Snapshot} of the disk shows at their paths. A write applies the
 * entries ({@link DirectoryPlan}); {@code --check} reports them ({@link DriftCheck}). Both take
 * their entries from here, so they never disagree about what is on disk: anything but a regular
 * file or nothing at a path — a symbolic link, a directory, a symbolic link or non-directory
 * among its parents inside the output directory — is {@link State#REFUSED} in both, never followed,
 * replaced or taken for a missing file.
 */
public final class ChangeSet {
  private ChangeSet() {}

  /** What writing does to one path. */
  public enum State {
    /** Nothing is there: the file is written. */
    CREATE,
    /** A regular file with other bytes is there: it is replaced, keeping its permissions. */
    UPDATE,
    /** A regular file with exactly these bytes is there: it is left untouched. */
    UNCHANGED,
    /** A file the previous run wrote (its manifest lists it) that this run does not: it is removed. */
    STALE,
    /** Something gen-client never writes through or replaces is there: the whole run stops, naming it. */
    REFUSED
  }

  /** One entry: the path (relative to the output directory), its state, and what the snapshot found there. */
  public record Change(String path, State state, Found found) {
    public Change {
      Objects.requireNonNull(path, "path");
      Objects.requireNonNull(state, "state");
      Objects.requireNonNull(found, "found");
    }
  }

  /**
   * What a snapshot shows at one path: nothing ({@code missingTop}: the topmost directory of the
   * path that does not exist, or null when its directory exists), a regular file (its size and
   * permissions, null when the file system has none), or something refused (the message naming it).
   */
  public record Found(String missingTop, long size, Set<PosixFilePermission> permissions, String refusal) {
    static Found nothing(String missingTop) {
      return new Found(missingTop, -1, null, null);
    }

    static Found file(long size, Set<PosixFilePermission> permissions) {
      return new Found(null, size, permissions, null);
    }

    static Found refused(String refusal) {
      return new Found(null, -1, null, Objects.requireNonNull(refusal, "refusal"));
    }

    boolean isFile() {
      return size >= 0;
    }

    boolean isRefused() {
      return refusal != null;
    }
  }

  /** The disk as the change set sees it: what is at a path, and whether a regular file there holds given bytes. */
  public interface Snapshot {
    Found at(String path) throws IOException;

    /** Whether the regular file at {@code path}, whose size {@link #at} gave, holds exactly {@code bytes}. */
    boolean holds(String path, byte[] bytes) throws IOException;
  }

  /** The entry of a rendered file: create, update, unchanged or refused. */
  public static Change produced(String path, byte[] bytes, Snapshot disk) throws IOException {
    Found found = disk.at(path);
    State state;
    if (found.isRefused()) {
      state = State.REFUSED;
    } else if (!found.isFile()) {
      state = State.CREATE;
    } else {
      state = found.size() == bytes.length && disk.holds(path, bytes) ? State.UNCHANGED : State.UPDATE;
    }
    return new Change(path, state, found);
  }

  /**
   * The entry of a path the previous run's manifest lists and this run does not produce: stale,
   * refused, or null when nothing is there any more.
   */
  public static Change previous(String path, Snapshot disk) throws IOException {
    Found found = disk.at(path);
    if (found.isRefused()) {
      return new Change(path, State.REFUSED, found);
    }
    return found.isFile() ? new Change(path, State.STALE, found) : null;
  }

  /** {@code change}, or, when it is refused, the refusal: a run never goes on past one. */
  static Change orRefuse(Change change) throws OutputException {
    if (change != null && change.state() == State.REFUSED) {
      throw new OutputException(change.found().refusal());
    }
    return change;
  }
}
