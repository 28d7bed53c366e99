package dev.genclient.maven;

import dev.genclient.output.GeneratorVersion;
import dev.genclient.output.Manifest;
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

/**
 * A SHA-256 over everything a generate run reads, so an unchanged run can skip rendering and writing; and one
 * over what it wrote (each output directory's manifest and the files it lists), so a hand edit of a generated
 * file, or a deleted one, makes the next run write again.
 */
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

  /**
   * The output directories as they are on disk: each one's manifest and every file it lists (path and
   * bytes, or that it is missing). Files the manifest does not list are not gen-client's and do not count.
   */
  static String outputs(List<Path> dirs) throws IOException {
    MessageDigest sha = sha256();
    for (Path dir : dirs) {
      field(sha, dir.toAbsolutePath().toString());
      Path manifest = dir.resolve(Manifest.FILE_NAME);
      if (!Files.isRegularFile(manifest)) {
        field(sha, "no manifest");
        continue;
      }
      sha.update(Files.readAllBytes(manifest));
      for (String path : Manifest.read(dir)) {
        Path file = dir.resolve(path);
        field(sha, path);
        if (Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
          sha.update(Files.readAllBytes(file));
        } else {
          field(sha, "missing");
        }
      }
    }
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
