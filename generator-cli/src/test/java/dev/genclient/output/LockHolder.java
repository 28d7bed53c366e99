package dev.genclient.output;

import java.nio.file.Path;

/** A second process for {@link DirectoryLockTest}: holds the lock of a directory until its stdin closes. */
public final class LockHolder {
  private LockHolder() {}

  public static void main(String[] args) throws Exception {
    try (DirectoryLock lock = DirectoryLock.acquire(Path.of(args[0]))) {
      System.out.println("locked");
      System.out.flush();
      while (System.in.read() >= 0) {
        // hold until the test closes our stdin
      }
    }
  }
}
