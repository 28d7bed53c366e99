package dev.genclient.render;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The text of a file gen-client ships in its own jar: templates, the clients' runtime sources.
 *
 * <p>They are read from gen-client's code source (its jar, or its classes directory in a build)
 * directly. {@link Class#getResourceAsStream} asks the platform and boot class loaders first, and
 * they look the name up in every module of the JDK's image before the class path is searched; a
 * run reads some two hundred of these files, and those lookups cost it tens of milliseconds of CPU.
 * Where the code source is neither (an unusual class loader), the class loader is asked as before.
 */
public final class BuiltInResources {
  private static final Source SOURCE = Source.of(BuiltInResources.class.getProtectionDomain().getCodeSource());

  private BuiltInResources() {}

  /** The UTF-8 text of {@code name} (a path inside the jar, without a leading slash), or null when there is no such file. */
  public static String text(String name) {
    try {
      byte[] bytes = SOURCE.read(name);
      return bytes == null ? null : new String(bytes, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The UTF-8 text of {@code name}; {@code what} says what is missing when the jar lacks it. */
  public static String require(String name, String what) {
    String text = text(name);
    if (text == null) {
      throw new IllegalStateException("the jar lacks " + what + " (" + name + ")");
    }
    return text;
  }

  private interface Source {
    byte[] read(String name) throws IOException;

    static Source of(CodeSource codeSource) {
      Path location = null;
      try {
        location = codeSource == null || codeSource.getLocation() == null ? null : Path.of(codeSource.getLocation().toURI());
      } catch (URISyntaxException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
        location = null;
      }
      if (location != null && Files.isDirectory(location)) {
        Path dir = location;
        return name -> {
          Path file = dir.resolve(name);
          return Files.isRegularFile(file) ? Files.readAllBytes(file) : null;
        };
      }
      if (location != null && Files.isRegularFile(location)) {
        try {
          // Opened once and kept: the class loader has the same jar open, and the JDK shares its index.
          ZipFile jar = new ZipFile(location.toFile());
          return name -> {
            ZipEntry entry = jar.getEntry(name);
            if (entry == null) {
              return null;
            }
            try (InputStream in = jar.getInputStream(entry)) {
              return in.readAllBytes();
            }
          };
        } catch (IOException e) {
          // fall through to the class loader
        }
      }
      return name -> {
        try (InputStream in = BuiltInResources.class.getResourceAsStream("/" + name)) {
          return in == null ? null : in.readAllBytes();
        }
      };
    }
  }
}
