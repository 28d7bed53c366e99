package dev.genclient.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The broken server's client-side flaws through {@code verify} (one run, the Python client, the server started by
 * {@code --server-cmd}): a result of the wrong type, a stream cut before its end and a job that never finishes each
 * fail exactly their op's cell, nothing else fails, and the server is stopped although cases failed.
 */
class VerifyBrokenClientsTest {
  @TempDir
  Path dir;

  @Test
  void eachClientSideFlawFailsItsOpAloneAndTheServerIsStopped() throws Exception {
    int port;
    try (ServerSocket socket = new ServerSocket(0)) {
      port = socket.getLocalPort();
    }
    Path catalog = RepoPaths.exampleCatalog();
    String flaws = "{\"result_schema\": \"files.stat\", \"stream_cut\": \"commands.stream\", \"job_never_finishes\": \"agents.codex.install\"}";
    String server = "python3 " + RepoPaths.root().resolve("contract-tests/faults/broken_server.py") + " --catalog " + catalog
        + " --token " + VerifyMockTest.TOKEN + " --port " + port + " --flaws '" + flaws + "'";
    List<String> args = VerifyMockTest.common(catalog, RepoPaths.root().resolve("examples/agent-sandbox/cases.json"),
        "http://127.0.0.1:" + port, dir);
    args.addAll(List.of("--clients", "python", "--only", "files.list,files.stat,commands.stream,agents.codex.install",
        "--timeout-per-call", "3s", "--report", "json", "--server-cmd", server));
    CliRun run = CliRun.run(args.toArray(String[]::new));

    assertEquals(1, run.exitCode(), run.out() + run.err());
    List<String> failed = new ArrayList<>();
    for (JsonNode finding : new ObjectMapper().readTree(dir.resolve("verify.json").toFile()).path("findings")) {
      if (finding.path("verdict").asText().equals("FAIL")) {
        failed.add(finding.path("check").asText() + " " + finding.path("op").asText() + " " + finding.path("client").asText()
            + (finding.path("request").path("curl").asText().startsWith("curl ") ? " with curl" : " without curl"));
      }
    }
    assertEquals(List.of("files.stat files.stat python with curl", "commands.stream commands.stream python with curl",
        "agents.codex.install agents.codex.install python with curl"), failed, run.out());
    assertTrue(run.out().contains("FAIL files.stat op files.stat client python: expected a result, got error ContractMismatchError"), run.out());
    assertTrue(Files.readString(dir.resolve("server.log")).startsWith("http://127.0.0.1:" + port), "the server's output is kept");
    assertThrows(ConnectException.class, () -> new Socket("127.0.0.1", port).close(), "the server still answers after the run");
  }
}
