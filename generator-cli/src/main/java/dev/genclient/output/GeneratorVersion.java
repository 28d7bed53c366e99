package dev.genclient.output;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The gen-client version: the jar manifest's {@code Implementation-Version}, which the class loader
 * has read already, else (classes run from a directory, as in tests) a resource filtered at build
 * time. Both are the project's version. (A first {@code getResourceAsStream} of a run costs some
 * milliseconds: the JDK's own modules are searched before the class path.)
 */
public final class GeneratorVersion {
  private static final String VERSION = load();

  private GeneratorVersion() {}

  public static String get() {
    return VERSION;
  }

  private static String load() {
    String manifest = GeneratorVersion.class.getPackage().getImplementationVersion();
    if (manifest != null) {
      return manifest;
    }
    try (InputStream in = GeneratorVersion.class.getResourceAsStream("/dev/genclient/version.properties")) {
      Properties properties = new Properties();
      if (in != null) {
        properties.load(in);
      }
      return properties.getProperty("version", "0.0.0");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
