package dev.genclient.maven;

import dev.genclient.output.GeneratorVersion;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.og.OgOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Stream;

/** A SHA-256 over everything a generate run reads, so an unchanged run can skip rendering and writing. */
final class InputStamp {
  private InputStamp() {}

  static String of(Path catalog, Path templates, TargetOptions options, List<Path> dirs, List<String> targets,
      OgOptions og) throws IOException {
    MessageDigest sha = sha256();
    field(sha, "gen-client " + GeneratorVersion.get());
    field(sha, String.valueOf(options));
    field(sha, String.join(",", targets));
    dirs.forEach(dir -> field(sha, dir.toAbsolutePath().toString()));
    field(sha, catalog.toAbsolutePath().toString());
    sha.update(Files.readAllBytes(catalog));
    tree(sha, templates);
    field(sha, String.valueOf(new TreeMap<>(og.options())));
    tree(sha, og.templateDir());
    return HexFormat.of().formatHex(sha.digest());
  }

  /** Every file under {@code templates} (null or missing: only that), path and bytes. */
  private static void tree(MessageDigest sha, Path templates) throws IOException {
    if (templates != null && Files.isDirectory(templates)) {
      try (Stream<Path> files = Files.walk(templates)) {
        for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
          field(sha, templates.relativize(file).toString());
          sha.update(Files.readAllBytes(file));
        }
      }
    } else {
      field(sha, "templates " + templates);
    }
  }

  static boolean matches(Path stampFile, String stamp) throws IOException {
    return Files.isRegularFile(stampFile) && Files.readString(stampFile, StandardCharsets.UTF_8).equals(stamp);
  }

  static void write(Path stampFile, String stamp) throws IOException {
    Files.createDirectories(stampFile.getParent());
    Files.writeString(stampFile, stamp, StandardCharsets.UTF_8);
  }

  /** A length-prefixed field, so two fields never read as one. */
  private static void field(MessageDigest sha, String value) {
    byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
    sha.update((bytes.length + ":").getBytes(StandardCharsets.UTF_8));
    sha.update(bytes);
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK lacks SHA-256", e);
    }
  }
}
