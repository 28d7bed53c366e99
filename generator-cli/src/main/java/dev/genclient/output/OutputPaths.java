package dev.genclient.output;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The rules every output path obeys: relative, {@code /}-separated, no {@code .} or {@code ..}
 * segment, and short enough for any common file system — each component at most
 * {@value #MAX_COMPONENT_BYTES} bytes of UTF-8 (NAME_MAX of ext4, XFS, APFS, NTFS), the relative
 * path at most {@value #MAX_RELATIVE_BYTES} bytes, and the absolute path at most
 * {@value #MAX_ABSOLUTE_BYTES} (Linux's PATH_MAX less its NUL). Validation checks the first two
 * on the paths each target derives from catalog names; the writer checks all three.
 */
public final class OutputPaths {
  public static final int MAX_COMPONENT_BYTES = 255;
  public static final int MAX_RELATIVE_BYTES = 1024;
  public static final int MAX_ABSOLUTE_BYTES = 4095;

  private static final int QUOTED = 80;

  private OutputPaths() {}

  /** What is wrong with a relative output path, or null when it is a valid one within the limits. */
  public static String problem(String relative) {
    if (relative.isEmpty() || relative.startsWith("/") || relative.contains("\\") || relative.contains("\0")) {
      return "'" + quoted(relative) + "' is not a relative /-separated path";
    }
    int bytes = utf8Length(relative);
    if (bytes > MAX_RELATIVE_BYTES) {
      return "'" + quoted(relative) + "' is " + bytes + " bytes long, over the " + MAX_RELATIVE_BYTES + " an output path may have";
    }
    int start = 0;
    while (start <= relative.length()) {
      int slash = relative.indexOf('/', start);
      int end = slash < 0 ? relative.length() : slash;
      String segment = relative.substring(start, end);
      if (segment.isEmpty() || segment.equals(".") || segment.equals("..")) {
        return "'" + quoted(relative) + "' has an empty, '.' or '..' segment";
      }
      int segmentBytes = utf8Length(segment);
      if (segmentBytes > MAX_COMPONENT_BYTES) {
        return "'" + quoted(relative) + "' has a " + segmentBytes + "-byte name, over the " + MAX_COMPONENT_BYTES
            + " bytes a file system allows";
      }
      start = end + 1;
    }
    return null;
  }

  /** {@code root/relative}, refusing a path that breaks the rules of {@link #problem}. */
  static Path resolve(Path root, String relative) throws OutputException {
    String problem = problem(relative);
    if (problem != null) {
      throw new OutputException("refusing output path " + problem);
    }
    Path target = root.resolve(relative);
    int absolute = utf8Length(target.toString());
    if (absolute > MAX_ABSOLUTE_BYTES) {
      throw new OutputException("refusing output path '" + quoted(relative) + "': under " + root + " its absolute path is "
          + absolute + " bytes, over the " + MAX_ABSOLUTE_BYTES + " the system allows; use a shorter output directory");
    }
    return target;
  }

  /** A path as shown in a message: control characters escaped, a long one cut. */
  static String quoted(String text) {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < Math.min(text.length(), QUOTED); i++) {
      char c = text.charAt(i);
      out.append(c < 0x20 || c == 0x7f ? String.format("\\u%04x", (int) c) : String.valueOf(c));
    }
    return text.length() > QUOTED ? out + "..." : out.toString();
  }

  static String parentOf(String path) {
    int slash = path.lastIndexOf('/');
    return slash < 0 ? "" : path.substring(0, slash);
  }

  static String nameOf(String path) {
    return path.substring(path.lastIndexOf('/') + 1);
  }

  /** The attributes of {@code path} itself (a link is not followed), or null when nothing is there. */
  static <A extends BasicFileAttributes> A lstat(Path path, Class<A> type) throws IOException {
    try {
      return Files.readAttributes(path, type, LinkOption.NOFOLLOW_LINKS);
    } catch (NoSuchFileException e) {
      return null;
    }
  }

  /**
   * The first {@code size} bytes of a regular file whose size an {@code lstat} just gave: open,
   * read, close, never following a link swapped in since.
   */
  static byte[] read(Path path, int size) throws IOException {
    ByteBuffer buffer = ByteBuffer.allocate(size);
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
      while (buffer.hasRemaining() && channel.read(buffer) >= 0) {
        // a short read only at the end of the file
      }
    }
    return buffer.array();
  }

  static int utf8Length(String text) {
    int ascii = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) >= 0x80) {
        return text.getBytes(StandardCharsets.UTF_8).length;
      }
      ascii++;
    }
    return ascii;
  }
}
