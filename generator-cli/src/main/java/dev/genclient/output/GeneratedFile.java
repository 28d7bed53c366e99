package dev.genclient.output;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * One output file in memory, as the bytes that go to disk: a path relative to the output
 * directory (always {@code /}-separated) and its content. Text is encoded when the file is made,
 * and the header is added to those bytes once ({@link FileHeader#stamp}). A {@linkplain #verbatim verbatim}
 * file (binary content, or text that carries its own header) is written exactly as given.
 * The byte array is shared, not copied: nobody may change it after handing it over.
 */
public final class GeneratedFile {
  private final String path;
  private final byte[] bytes;
  private final boolean verbatim;
  private final String manifestNote;

  /** A text file, encoded as UTF-8 now; the pipeline adds its header. */
  public GeneratedFile(String path, String text) {
    this(path, Objects.requireNonNull(text, "text").getBytes(StandardCharsets.UTF_8), false, null);
  }

  private GeneratedFile(String path, byte[] bytes, boolean verbatim, String manifestNote) {
    this.path = Objects.requireNonNull(path, "path");
    this.bytes = Objects.requireNonNull(bytes, "bytes");
    this.verbatim = verbatim;
    this.manifestNote = manifestNote;
  }

  /** A text file given as its UTF-8 bytes (not copied); the pipeline adds its header. */
  public static GeneratedFile utf8(String path, byte[] text) {
    return new GeneratedFile(path, text, false, null);
  }

  /** A file written exactly as {@code bytes}: binary content, or text that needs no header. */
  public static GeneratedFile verbatim(String path, byte[] bytes) {
    return new GeneratedFile(path, bytes, true, null);
  }

  /**
   * A file written exactly as {@code bytes} whose format has no comments to carry the header
   * ({@code go.sum}, JSON, a binary file): the manifest records the catalog it was generated from
   * instead ({@link FileHeader#manifestNote}), so {@code --check} still sees a catalog change.
   */
  public static GeneratedFile unstamped(String path, byte[] bytes, String manifestNote) {
    return new GeneratedFile(path, bytes, true, Objects.requireNonNull(manifestNote, "manifestNote"));
  }

  /** The same file with its final bytes (the header in front); only {@link FileHeader} makes one. */
  GeneratedFile withBytes(byte[] stamped) {
    return stamped(path, stamped);
  }

  /** A file in its final bytes, header included; only {@link FileHeader} makes one. */
  static GeneratedFile stamped(String path, byte[] stamped) {
    return new GeneratedFile(path, stamped, true, null);
  }

  public String path() {
    return path;
  }

  /** The final bytes (shared; never modify them). */
  public byte[] bytes() {
    return bytes;
  }

  /** Whether these bytes are final as they stand (no header is to be added). */
  public boolean verbatim() {
    return verbatim;
  }

  /** What the manifest records beside this file's path (its catalog, when the file has no header), or null. */
  public String manifestNote() {
    return manifestNote;
  }

  /** The content decoded as UTF-8, for tests, diffs and the few readers of a text output. */
  public String content() {
    return new String(bytes, StandardCharsets.UTF_8);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof GeneratedFile that && path.equals(that.path) && verbatim == that.verbatim
        && Arrays.equals(bytes, that.bytes)
        && Objects.equals(manifestNote, that.manifestNote);
  }

  @Override
  public int hashCode() {
    return 31 * path.hashCode() + Arrays.hashCode(bytes);
  }

  @Override
  public String toString() {
    return "GeneratedFile[" + path + ", " + bytes.length + " bytes]";
  }
}
