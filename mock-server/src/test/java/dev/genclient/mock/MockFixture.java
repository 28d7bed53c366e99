package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.load.CatalogLoader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The repository's example catalogs, an in-process mock serving them, and a plain HTTP client. */
final class MockFixture {
  static final ObjectMapper JSON = new ObjectMapper();
  static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  private MockFixture() {}

  /** The folder holding {@code examples/}, found by walking up from the working directory. */
  static Path root() {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null && !Files.isDirectory(dir.resolve("examples"))) {
      dir = dir.getParent();
    }
    if (dir == null) {
      throw new IllegalStateException("no examples/ folder above " + Path.of("").toAbsolutePath());
    }
    return dir;
  }

  static CatalogLoader.Loaded load(String relative) {
    try {
      return new CatalogLoader().load(root().resolve(relative));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  static CatalogLoader.Loaded example() {
    return load("examples/agent-sandbox/operations.json");
  }

  static CatalogLoader.Loaded customOps() {
    return load("examples/custom-ops/operations.json");
  }

  static Catalog exampleCatalog() {
    return example().catalog();
  }

  /** {@code cases.json} of the example: op id → {args, body?}. */
  static JsonNode cases() {
    try {
      return JSON.readTree(root().resolve("examples/agent-sandbox/cases.json").toFile());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static MockServer start(MockOptions options, CatalogLoader.Loaded... catalogs) {
    try {
      return MockServer.start(List.of(catalogs), options);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static MockServer startExample(MockOptions options) {
    return start(options, example());
  }

  /** POSTs a JSON body to {@code path} with extra headers given as name, value, name, value... */
  static HttpResponse<String> post(MockServer server, String path, String body, String... headers) {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.baseUrl() + path))
        .header("Content-Type", "application/json")
        .POST(HttpRequest.BodyPublishers.ofString(body));
    return send(request, headers);
  }

  static HttpResponse<String> get(MockServer server, String pathAndQuery, String... headers) {
    return send(HttpRequest.newBuilder(URI.create(server.baseUrl() + pathAndQuery)).GET(), headers);
  }

  static HttpResponse<String> send(HttpRequest.Builder request, String... headers) {
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    try {
      return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  static JsonNode json(HttpResponse<String> response) {
    try {
      return JSON.readTree(response.body());
    } catch (IOException e) {
      throw new AssertionError("not JSON: " + response.body(), e);
    }
  }

  /** The NDJSON lines of a stream body. */
  static List<JsonNode> lines(String body) {
    List<JsonNode> out = new ArrayList<>();
    for (String line : body.split("\n")) {
      if (!line.isBlank()) {
        try {
          out.add(JSON.readTree(line));
        } catch (IOException e) {
          throw new AssertionError("not JSON: " + line, e);
        }
      }
    }
    return out;
  }

  /**
   * The data of each event of a server-sent-events body as the mock writes it (LF line ends, one {@code data}
   * line per event), in order, with its name ({@code message} when none): {@code [name, data JSON]} pairs.
   */
  static List<Map.Entry<String, JsonNode>> sseEvents(String body) {
    List<Map.Entry<String, JsonNode>> out = new ArrayList<>();
    for (String event : body.split("\n\n")) {
      String name = "message";
      for (String line : event.split("\n")) {
        if (line.startsWith("event: ")) {
          name = line.substring("event: ".length());
        } else if (line.startsWith("data: ")) {
          try {
            out.add(Map.entry(name, JSON.readTree(line.substring("data: ".length()))));
          } catch (IOException e) {
            throw new AssertionError("not JSON: " + line, e);
          }
        }
      }
    }
    return out;
  }

  static Map<String, String> headers(String... pairs) {
    java.util.LinkedHashMap<String, String> out = new java.util.LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      out.put(pairs[i], pairs[i + 1]);
    }
    return out;
  }
}
