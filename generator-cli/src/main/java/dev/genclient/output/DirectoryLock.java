package dev.genclient.output;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;

/**
 * Holds an output directory for one writing run: {@code DIR/.gen-client-lock}, locked with the
 * operating system's file lock (released by the kernel when a run dies, so a killed run never
 * blocks the next) and holding the owner's pid for the message another run prints. The file is
 * removed when the run ends. Runs do not wait for each other: the second one stops at once.
 */
final class DirectoryLock implements AutoCloseable {
  static final String FILE_NAME = ".gen-client-lock";

  private final Path file;
  private final FileChannel channel;
  private final FileLock lock;
  /** The topmost directory this lock created to exist (null: the directory was there). */
  private final Path created;

  private DirectoryLock(Path file, FileChannel channel, FileLock lock, Path created) {
    this.file = file;
    this.channel = channel;
    this.lock = lock;
    this.created = created;
  }

  /** Takes the lock of {@code root} (creating the directory when missing), or refuses naming the run that holds it. */
  static DirectoryLock acquire(Path root) throws IOException {
    Path created = null;
    if (!Files.isDirectory(root)) {
      for (Path p = root; p != null && !Files.exists(p, LinkOption.NOFOLLOW_LINKS); p = p.getParent()) {
        created = p;
      }
      Files.createDirectories(root);
    }
    Path file = root.resolve(FILE_NAME);
    // The file can be removed by the run that just finished between our open and our lock; the
    // lock then protects nothing, which the file key (device and inode) seen before the open and
    // after the lock reveals. A held file is never reused, so two equal keys name the same file.
    for (int attempt = 0; attempt < 10; attempt++) {
      Object before = fileKey(file);
      if (before == null) {
        try {
          Files.newByteChannel(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
        } catch (FileAlreadyExistsException e) {
          // another run made it first: look again
        }
        continue;
      }
      FileChannel channel;
      try {
        channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
      } catch (NoSuchFileException e) {
        continue;
      }
      FileLock lock;
      try {
        lock = channel.tryLock();
      } catch (OverlappingFileLockException e) {
        lock = null; // held by this very process (a second writer in the same JVM)
      }
      if (lock == null) {
        String holder = holder(channel);
        channel.close();
        throw new OutputException(root + " is being written by another gen-client run (" + holder
            + "); nothing was changed: wait for that run to finish, then run again");
      }
      if (!Objects.equals(before, fileKey(file))) {
        lock.release();
        channel.close();
        continue;
      }
      channel.truncate(0);
      channel.write(ByteBuffer.wrap(("pid " + ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8)), 0);
      return new DirectoryLock(file, channel, lock, created);
    }
    throw new OutputException("cannot take the lock " + file + ": it keeps being replaced by other runs; run again");
  }

  /**
   * Releases the lock after a run that changed nothing: also removes the directories that taking
   * it created, so the output directory is left as it was.
   */
  void releaseUnchanged() throws IOException {
    close();
    if (created != null) {
      for (Path p = file.getParent(); p != null && p.startsWith(created); p = p.getParent()) {
        Files.deleteIfExists(p);
      }
    }
  }

  @Override
  public void close() throws IOException {
    if (!channel.isOpen()) {
      return;
    }
    try {
      Files.deleteIfExists(file);
    } finally {
      lock.release();
      channel.close();
    }
  }

  private static Object fileKey(Path file) throws IOException {
    try {
      return Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).fileKey();
    } catch (NoSuchFileException e) {
      return null;
    }
  }

  private static String holder(FileChannel channel) throws IOException {
    ByteBuffer buffer = ByteBuffer.allocate(64);
    channel.read(buffer, 0);
    String text = new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
    return text.matches("pid \\d+") ? text : "pid unknown";
  }
}
