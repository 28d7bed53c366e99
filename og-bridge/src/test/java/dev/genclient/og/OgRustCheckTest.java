package dev.genclient.og;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code og:rust} output for the example passes {@code cargo check --locked} against the committed
 * lock file ({@code src/test/resources/rust/Cargo.lock}). Crates come from crates.io into Cargo's
 * own cache, and compiled ones are kept in {@code ~/.cache/gen-client/og-rust-target} (both outside
 * target/, so {@code mvn clean} keeps them); the default {@code native-tls} feature needs OpenSSL's headers and
 * pkg-config ({@code apt-get install libssl-dev pkg-config}).
 */
class OgRustCheckTest {
  static final String INSTALL_CARGO = "install Rust with rustup (https://rustup.rs) and put cargo on PATH;"
      + " the native-tls feature also needs: apt-get install libssl-dev pkg-config";

  @Test
  void cargoCheckLocked() throws Exception {
    Path out = Path.of("target/og-rust/agent-sandbox").toAbsolutePath();
    OgRuns.generate(OgRuns.EXAMPLE, "og:rust", out);
    String manifest = Files.readString(out.resolve("Cargo.toml"));
    assertTrue(manifest.contains("\nname = \"agent-sandbox-server\"\n"), "the crate is named after the catalog:\n" + manifest);
    Files.copy(Path.of("src/test/resources/rust/Cargo.lock"), out.resolve("Cargo.lock"), StandardCopyOption.REPLACE_EXISTING);
    // Compiled crates are kept beside Cargo's own cache, outside target/, so mvn clean does not cost a rebuild.
    Path cargoTarget = Path.of(System.getProperty("user.home"), ".cache", "gen-client", "og-rust-target");
    OgRuns.tool(out, Map.of("CARGO_TARGET_DIR", cargoTarget.toString(), "CARGO_TERM_COLOR", "never"),
        INSTALL_CARGO, 10, "cargo", "check", "--locked", "--quiet");
  }
}
