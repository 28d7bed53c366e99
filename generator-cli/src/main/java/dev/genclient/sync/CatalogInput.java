package dev.genclient.sync;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * A catalog (or a release's {@code SHA256SUMS}) named on the command line, read whole: a file, an {@code http(s)://}
 * URL (fetched, redirects followed, anything but 200 refused), or {@code git:REF:PATH} (git's {@code REF:PATH}, read
 * with {@code git show} in the working directory). The label is what diagnostics name it by: the spec as given.
 * Fetching trusts nothing: a caller checks the bytes against a digest it got elsewhere.
 */
public record CatalogInput(String label, byte[] bytes) {
  /** The most a fetched file may hold (the catalog reader's own limits are far below). */
  static final int MAX_BYTES = 256 << 20;

  private static final String GIT = "git:";

  public static boolean isUrl(String spec) {
    String lower = spec.toLowerCase(Locale.ROOT);
    return lower.startsWith("http://") || lower.startsWith("https://");
  }

  public static boolean isGit(String spec) {
    return spec.startsWith(GIT);
  }

  /** Reads {@code spec}; a missing file, a failed fetch or a git object that is not there is an I/O error naming it. */
  public static CatalogInput read(String spec) throws IOException {
    if (isUrl(spec)) {
      return new CatalogInput(spec, fetch(spec));
    }
    if (isGit(spec)) {
      return new CatalogInput(spec, gitShow(spec));
    }
    return new CatalogInput(spec, Files.readAllBytes(Path.of(spec)));
  }

  /**
   * The spec of the file named {@code name} in the same directory (or at the same URL path, or in the same git
   * tree) as {@code spec}: where a release's {@code SHA256SUMS} sits next to its asset.
   */
  public static String sibling(String spec, String name) {
    if (isUrl(spec)) {
      URI uri = URI.create(spec);
      return uri.resolve(name).toString();
    }
    int slash = Math.max(spec.lastIndexOf('/'), isGit(spec) ? spec.indexOf(':', GIT.length()) : -1);
    return slash < 0 ? name : spec.substring(0, slash + 1) + name;
  }

  /** The last segment of the spec's path: the asset's file name. */
  public static String fileName(String spec) {
    String path = isUrl(spec) ? URI.create(spec).getPath() : spec;
    return path.substring(Math.max(path.lastIndexOf('/'), isGit(spec) ? path.indexOf(':', GIT.length()) : -1) + 1);
  }

  private static byte[] fetch(String url) throws IOException {
    URI uri;
    try {
      uri = new URI(url);
    } catch (URISyntaxException e) {
      throw new IOException(url + " is not a URL: " + e.getReason());
    }
    HttpClient client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NORMAL)
        .connectTimeout(Duration.ofSeconds(30)).build();
    HttpRequest request = HttpRequest.newBuilder(uri).timeout(Duration.ofMinutes(2)).GET().build();
    HttpResponse<InputStream> response;
    try {
      response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("GET " + url + ": interrupted", e);
    } catch (IOException e) {
      throw new IOException("GET " + url + ": " + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()), e);
    }
    try (InputStream body = response.body()) {
      if (response.statusCode() != 200) {
        throw new IOException("GET " + url + ": HTTP " + response.statusCode() + "; nothing was used");
      }
      byte[] bytes = body.readNBytes(MAX_BYTES + 1);
      if (bytes.length > MAX_BYTES) {
        throw new IOException("GET " + url + ": over " + MAX_BYTES + " bytes; nothing was used");
      }
      return bytes;
    }
  }

  /** {@code git show REF:PATH}'s bytes; git's own message when it has no such object. */
  private static byte[] gitShow(String spec) throws IOException {
    String object = spec.substring(GIT.length());
    int colon = object.indexOf(':');
    if (colon <= 0 || colon == object.length() - 1) {
      throw new IOException(spec + " is not git:REF:PATH (e.g. git:v1.2.0:api/operations.json)");
    }
    Process git;
    try {
      git = new ProcessBuilder("git", "show", "--no-textconv", object).redirectError(ProcessBuilder.Redirect.PIPE).start();
    } catch (IOException e) {
      throw new IOException(spec + ": cannot run git (" + e.getMessage() + "); install git or check out the file");
    }
    git.getOutputStream().close();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Thread drain = new Thread(() -> {
      try {
        git.getErrorStream().transferTo(err);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    drain.start();
    byte[] bytes = git.getInputStream().readAllBytes();
    try {
      if (!git.waitFor(60, TimeUnit.SECONDS)) {
        git.destroyForcibly();
        throw new IOException(spec + ": git show did not finish within 60 s");
      }
      drain.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(spec + ": interrupted", e);
    }
    if (git.exitValue() != 0) {
      throw new IOException(spec + ": " + err.toString(StandardCharsets.UTF_8).strip().replace('\n', ' '));
    }
    return bytes;
  }
}
