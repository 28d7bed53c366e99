package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The framing-fault server (contract-tests/faults/fault_server.py) sends each fault as its docstring says:
 * its own unittest module, run by the virtualenv's Python, every test in it run and passed.
 */
class FaultServerSelfTest {
  private static final String RUN = "import sys, unittest, test_fault_server as t\n"
      + "r = unittest.TextTestRunner(stream=sys.stderr).run(unittest.defaultTestLoader.loadTestsFromModule(t))\n"
      + "print(r.testsRun)\n"
      + "sys.exit(0 if r.wasSuccessful() else 1)\n";

  @TempDir
  Path work;

  @Test
  void everyFaultIsOnTheWireAsDocumented() throws Exception {
    Path python = RepoRoot.path().resolve("tools/python/.venv/bin/python");
    ExternalProcess.require(python, "the Python virtualenv", PythonLanguage.INSTALL);
    Path faults = RepoRoot.path().resolve("contract-tests/faults");
    String out = ExternalProcess.run(List.of(python.toString(), "-c", RUN), work,
        Map.of("PYTHONPATH", faults.toString(), "PYTHONDONTWRITEBYTECODE", "1"), PythonLanguage.INSTALL);
    Matcher tests = Pattern.compile("(?m)^    def test_").matcher(Files.readString(faults.resolve("test_fault_server.py")));
    int declared = 0;
    while (tests.find()) {
      declared++;
    }
    assertTrue(declared >= 9, "the self-test declares a test per fault: " + declared);
    assertEquals(String.valueOf(declared), out.strip(), "tests run");
  }
}
