package dev.genclient.verify.server;

import dev.genclient.testing.RepoPaths;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** contract-tests/faults/broken_server.py as a child process: one per test class, its flaws switched per test. */
final class BrokenServer implements AutoCloseable {
  static final Path SCRIPT = RepoPaths.root().resolve("contract-tests/faults/broken_server.py");

  private final Process process;
  private final String baseUrl;

  BrokenServer(Path catalog, String token) throws IOException {
    List<String> command = new ArrayList<>(List.of("python3", SCRIPT.toString(), "--catalog", catalog.toString()));
    if (token != null) {
      command.addAll(List.of("--token", token));
    }
    try {
      process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    } catch (IOException e) {
      throw new IOException("python3 is needed on PATH to run the broken server (install Python 3.10+): " + e.getMessage(), e);
    }
    String first = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8)).readLine();
    if (first == null || !first.startsWith("http://")) {
      process.destroyForcibly();
      throw new IOException("the broken server did not start: " + first);
    }
    baseUrl = first;
  }

  String baseUrl() {
    return baseUrl;
  }

  /** Replaces the active flaws with {@code json} ({@code {}} for none). */
  void flaws(String json) throws IOException, InterruptedException {
    HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(baseUrl + "/__flaws"))
        .PUT(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    if (answer.statusCode() != 200) {
      throw new IOException("setting flaws " + json + ": " + answer.statusCode() + " " + answer.body());
    }
  }

  @Override
  public void close() {
    process.destroy();
  }
}
