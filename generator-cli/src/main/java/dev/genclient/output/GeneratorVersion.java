package dev.genclient.output;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The gen-client version, from a resource filtered at build time (the same in tests and in the jar). */
public final class GeneratorVersion {
  private static final String VERSION = load();

  private GeneratorVersion() {}

  public static String get() {
    return VERSION;
  }

  private static String load() {
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
