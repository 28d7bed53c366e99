package dev.genclient.sync;

import dev.genclient.release.ReleaseAssets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Pattern;

/** Verifies a downloaded catalog asset against its pinned {@code sha256:HEX} before anything uses it. */
public final class AssetDigest {
  private static final Pattern FORM = Pattern.compile("sha256:[0-9a-fA-F]{64}");

  private AssetDigest() {}

  /** True when {@code pin} has the form {@code sha256:} and 64 hex digits. */
  public static boolean wellFormed(String pin) {
    return FORM.matcher(pin).matches();
  }

  /** {@code sha256:} and the lowercase hex SHA-256 of the file's bytes. */
  public static String of(Path asset) throws IOException {
    return of(Files.readAllBytes(asset));
  }

  /** {@code sha256:} and the lowercase hex SHA-256 of {@code bytes}. */
  public static String of(byte[] bytes) {
    return "sha256:" + ReleaseAssets.sha256Hex(bytes);
  }

  /** The pin in the form {@link #of} produces (lowercase hex). */
  public static String normalized(String pin) {
    return pin.toLowerCase(Locale.ROOT);
  }
}
