package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A missing tool fails the language's test with the install step; it never skips. */
class ExternalProcessTest {
  @TempDir
  Path dir;

  @Test
  void aProgramThatCannotStartFailsNamingTheInstallStep() {
    AssertionError error = assertThrows(AssertionError.class, () -> ExternalProcess.run(
        List.of(dir.resolve("no-such-node").toString()), dir, Map.of(), "run: bash tools/install-node-tools.sh"));
    assertTrue(error.getMessage().contains("bash tools/install-node-tools.sh"), error.getMessage());
  }

  @Test
  void aMissingToolFileFailsNamingTheInstallStep() {
    AssertionError error = assertThrows(AssertionError.class, () -> ExternalProcess.require(
        dir.resolve("tools/python/.venv/bin/python"), "the Python virtualenv", "run: bash tools/install-python-tools.sh"));
    assertTrue(error.getMessage().contains("missing the Python virtualenv"), error.getMessage());
    assertTrue(error.getMessage().contains("bash tools/install-python-tools.sh"), error.getMessage());
  }

  @Test
  void aNonZeroExitFailsWithTheOutput() {
    AssertionError error = assertThrows(AssertionError.class, () -> ExternalProcess.run(
        List.of("sh", "-c", "echo broken >&2; exit 3"), dir, Map.of()));
    assertTrue(error.getMessage().contains("exited 3") && error.getMessage().contains("broken"), error.getMessage());
  }
}
