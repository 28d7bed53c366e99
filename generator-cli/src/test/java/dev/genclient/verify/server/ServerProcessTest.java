package dev.genclient.verify.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.testing.RepoPaths;
import dev.genclient.verify.report.Secrets;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --server-cmd}: started, waited for, always stopped with its process tree, exit 4 material when never ready. */
class ServerProcessTest {
  private static int freePort() throws Exception {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  private static void assertGone(List<ProcessHandle> handles) throws Exception {
    for (ProcessHandle handle : handles) {
      handle.onExit().get(10, java.util.concurrent.TimeUnit.SECONDS);
      assertFalse(handle.isAlive(), "pid " + handle.pid() + " still runs");
    }
  }

  @Test
  void startsTheServerWaitsForItsHealthOpAndStopsItsProcessTree(@TempDir Path dir) throws Exception {
    Catalog catalog = new CatalogLoader().load(RepoPaths.exampleCatalog()).catalog();
    int port = freePort();
    String base = "http://127.0.0.1:" + port;
    assertEquals(base + "/health", ServerProcess.defaultReadyUrl(catalog, base + "/"));
    // The shell forks the server as a child, so stopping only the shell would leave the server running.
    String command = "python3 " + BrokenServer.SCRIPT + " --catalog " + RepoPaths.exampleCatalog() + " --port " + port + "; exit 0";
    List<ProcessHandle> tree;
    try (ServerProcess server = ServerProcess.start(command, dir.resolve("report/server.log"))) {
      server.awaitReady(ServerProcess.defaultReadyUrl(catalog, base), Duration.ofSeconds(30));
      ServerConformance.Result result = ServerConformance.run(catalog, base, Secrets.NONE, Duration.ofSeconds(10));
      assertEquals("ops-listing", result.findings().get(0).check());
      tree = new java.util.ArrayList<>(server.handle().descendants().toList());
      tree.add(server.handle());
      assertTrue(tree.size() >= 2, "the shell and the server");
    }
    assertGone(tree);
    assertEquals("http://127.0.0.1:" + port, Files.readAllLines(dir.resolve("report/server.log")).get(0), "its output is kept");
  }

  @Test
  void aServerThatNeverAnswersIsUnreachableAfterTheTimeoutAndIsStopped(@TempDir Path dir) throws Exception {
    String url = "http://127.0.0.1:" + freePort() + "/health";
    ProcessHandle handle;
    try (ServerProcess server = ServerProcess.start("echo starting; sleep 60", dir.resolve("server.log"))) {
      handle = server.handle();
      long start = System.nanoTime();
      ServerUnreachableException e = assertThrows(ServerUnreachableException.class, () -> server.awaitReady(url, Duration.ofMillis(800)));
      assertTrue(e.getMessage().startsWith("the server did not become ready within 0 s: " + url + " gave ConnectException"), e.getMessage());
      assertTrue(System.nanoTime() - start < 5_000_000_000L);
    }
    assertGone(List.of(handle));
    assertEquals(List.of("starting"), Files.readAllLines(dir.resolve("server.log")));
  }

  @Test
  void aServerCommandThatEndsFailsAtOnceNamingItsExitCode(@TempDir Path dir) throws Exception {
    try (ServerProcess server = ServerProcess.start("echo no such server >&2; exit 7", dir.resolve("server.log"))) {
      long start = System.nanoTime();
      ServerUnreachableException e = assertThrows(ServerUnreachableException.class,
          () -> server.awaitReady("http://127.0.0.1:" + freePort() + "/health", Duration.ofSeconds(60)));
      assertTrue(e.getMessage().startsWith("the server command ended with exit code 7 before"), e.getMessage());
      assertTrue(System.nanoTime() - start < 10_000_000_000L, "not the whole timeout");
    }
    assertEquals(List.of("no such server"), Files.readAllLines(dir.resolve("server.log")));
  }

  /** Ctrl-C ends the JVM through its shutdown hooks: the hook stops the server; close afterwards is harmless. */
  @Test
  void theShutdownHookStopsTheServer(@TempDir Path dir) throws Exception {
    ServerProcess server = ServerProcess.start("sleep 60 & wait", dir.resolve("server.log"));
    List<ProcessHandle> tree = new java.util.ArrayList<>();
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (server.handle().descendants().findAny().isEmpty() && System.nanoTime() < deadline) {
      Thread.sleep(20);
    }
    tree.addAll(server.handle().descendants().toList());
    tree.add(server.handle());
    server.hook().run();
    assertGone(tree);
    server.close();
  }
}
