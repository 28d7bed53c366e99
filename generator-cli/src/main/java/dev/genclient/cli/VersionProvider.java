package dev.genclient.cli;

import dev.genclient.output.GeneratorVersion;
import picocli.CommandLine;

/** {@code --version}: the generator version stamped into every header. */
public final class VersionProvider implements CommandLine.IVersionProvider {
  @Override
  public String[] getVersion() {
    return new String[] {"gen-client " + GeneratorVersion.get()};
  }
}
