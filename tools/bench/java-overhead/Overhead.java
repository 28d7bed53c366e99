import agentsandboxserver.client.ServerClient;
import agentsandboxserver.client.model.FilesStatParams;
import agentsandboxserver.client.runtime.RequestOptions;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * The Java client's own cost per call (issue #32's bar: async at most +40 µs over a raw
 * HttpClient.sendAsync, sync at most +25 µs over a raw HttpClient.send): the example catalog's
 * files.stat, one call at a time, against an in-process stub that answers the op's catalog example,
 * through the generated client and through a raw HttpClient sending the same request (body read
 * as bytes, not parsed). Rounds of the four loops interleave; each loop's figure is the median of
 * its rounds' mean per call.
 *   java -cp CLASSES:JACKSON Overhead [CALLS_PER_ROUND] [ROUNDS]
 */
public final class Overhead {
  private static final String RESULT = "{\"name\": \"README.md\", \"path\": \"/workspace/README.md\", \"type\": \"file\","
      + " \"size\": 1532, \"mode\": \"0644\", \"modified_at\": \"2025-05-01T12:00:00Z\", \"symlink_target\": null}";
  private static volatile String lastMethod;
  private static volatile String lastPath;
  private static volatile String lastBody;

  public static void main(String[] args) throws Exception {
    int calls = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 15;
    ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    Thread acceptor = new Thread(() -> serve(server), "stub");
    acceptor.setDaemon(true);
    acceptor.start();
    String base = "http://127.0.0.1:" + server.getLocalPort();
    HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();
    ServerClient client = ServerClient.builder().baseUrl(base).token("t").httpClient(http).build();
    FilesStatParams params = FilesStatParams.builder().path("/workspace/README.md").build();
    if (!client.files().stat(params).name().equals("README.md")) {
      throw new AssertionError("the client did not read the stub's answer");
    }
    // The raw loops send what the client sent: the same method, path and body.
    HttpRequest raw = HttpRequest.newBuilder(URI.create(base + lastPath))
        .method(lastMethod, lastBody.isEmpty() ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofString(lastBody))
        .header("Content-Type", "application/json").header("Authorization", "Bearer t")
        .timeout(Duration.ofSeconds(60)).build();
    List<String> names = List.of("raw send", "client sync", "raw sendAsync", "client async");
    List<IntConsumer> loops = List.of(
        n -> { for (int i = 0; i < n; i++) { check(send(http, raw)); } },
        n -> { for (int i = 0; i < n; i++) { client.files().stat(params); } },
        n -> { for (int i = 0; i < n; i++) { check(http.sendAsync(raw, HttpResponse.BodyHandlers.ofByteArray()).join()); } },
        n -> { for (int i = 0; i < n; i++) { client.files().statAsync(params, RequestOptions.NONE).join(); } });
    for (IntConsumer loop : loops) {
      loop.accept(calls); // warm-up
    }
    List<double[]> perCall = new ArrayList<>();
    for (int l = 0; l < loops.size(); l++) {
      perCall.add(new double[rounds]);
    }
    for (int r = 0; r < rounds; r++) {
      for (int l = 0; l < loops.size(); l++) {
        long start = System.nanoTime();
        loops.get(l).accept(calls);
        perCall.get(l)[r] = (System.nanoTime() - start) / 1000.0 / calls;
      }
    }
    double[] median = new double[loops.size()];
    for (int l = 0; l < loops.size(); l++) {
      double[] sorted = perCall.get(l).clone();
      Arrays.sort(sorted);
      median[l] = sorted[rounds / 2];
      System.out.printf("%-14s %7.1f µs/call (median of %d rounds of %d calls)%n", names.get(l), median[l], rounds, calls);
    }
    System.out.printf("sync overhead  %+7.1f µs/call (bar +25)%n", median[1] - median[0]);
    System.out.printf("async overhead %+7.1f µs/call (bar +40)%n", median[3] - median[2]);
    server.close();
    System.exit(0);
  }

  /** The stub: HTTP/1.1 with keep-alive, one thread per connection, the op's example for every request. */
  private static void serve(ServerSocket server) {
    byte[] body = RESULT.getBytes(StandardCharsets.UTF_8);
    byte[] head = ("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: " + body.length + "\r\n\r\n")
        .getBytes(StandardCharsets.US_ASCII);
    byte[] answer = new byte[head.length + body.length];
    System.arraycopy(head, 0, answer, 0, head.length);
    System.arraycopy(body, 0, answer, head.length, body.length);
    while (!server.isClosed()) {
      try {
        Socket socket = server.accept();
        socket.setTcpNoDelay(true);
        Thread connection = new Thread(() -> answer(socket, answer), "stub-connection");
        connection.setDaemon(true);
        connection.start();
      } catch (IOException e) {
        return;
      }
    }
  }

  private static void answer(Socket socket, byte[] answer) {
    try (socket) {
      BufferedInputStream in = new BufferedInputStream(socket.getInputStream());
      OutputStream out = socket.getOutputStream();
      while (true) {
        String line;
        int length = 0;
        String first = readLine(in);
        if (first == null) {
          return;
        }
        while (!(line = readLine(in)).isEmpty()) {
          if (line.regionMatches(true, 0, "Content-Length:", 0, 15)) {
            length = Integer.parseInt(line.substring(15).trim());
          }
        }
        String[] parts = first.split(" ");
        lastMethod = parts[0];
        lastPath = parts[1];
        lastBody = new String(in.readNBytes(length), StandardCharsets.UTF_8);
        out.write(answer);
        out.flush();
      }
    } catch (IOException e) {
      // The client closed the connection.
    }
  }

  private static String readLine(InputStream in) throws IOException {
    StringBuilder line = new StringBuilder();
    for (int c = in.read(); c != '\n'; c = in.read()) {
      if (c < 0) {
        return null;
      }
      if (c != '\r') {
        line.append((char) c);
      }
    }
    return line.toString();
  }

  private static HttpResponse<byte[]> send(HttpClient http, HttpRequest request) {
    try {
      return http.send(request, HttpResponse.BodyHandlers.ofByteArray());
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  private static void check(HttpResponse<byte[]> response) {
    if (response.statusCode() != 200 || response.body().length == 0) {
      throw new AssertionError("the stub answered " + response.statusCode());
    }
  }
}
