import agentsandboxserver.client.ServerClient;
import agentsandboxserver.client.model.FilesStatParams;
import agentsandboxserver.client.runtime.RequestOptions;
import com.sun.management.ThreadMXBean;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntConsumer;

/**
 * The Java client's own cost per call (issue #32's bar: async at most +40 µs over a raw
 * HttpClient.sendAsync, sync at most +25 µs over a raw HttpClient.send): the example catalog's
 * files.stat, one call at a time, against an in-process stub that answers the op's catalog example,
 * through the generated client and through a raw HttpClient sending the same request (body read
 * as bytes, not parsed). Rounds of the four loops interleave; each loop's figure is the median of
 * its rounds' mean per call: wall time, and the CPU time and bytes allocated by every Java thread but
 * the stub's (less sensitive to other processes than wall time on a shared machine); each overhead
 * is the median of the rounds' differences between the client's loop and the raw one.
 *   java -cp CLASSES:JACKSON Overhead [CALLS_PER_ROUND] [ROUNDS]
 */
public final class Overhead {
  private static final String RESULT = "{\"name\": \"README.md\", \"path\": \"/workspace/README.md\", \"type\": \"file\","
      + " \"size\": 1532, \"mode\": \"0644\", \"modified_at\": \"2025-05-01T12:00:00Z\", \"symlink_target\": null}";
  private static volatile String lastMethod;
  private static volatile String lastPath;
  private static volatile String lastBody;

  public static void main(String[] args) throws Exception {
    int calls = args.length > 0 ? Integer.parseInt(args[0]) : 250;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 41;
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
      loop.accept(Math.max(calls, 3000)); // warm-up
    }
    // Per loop and round: wall time, CPU time and bytes allocated per call (the CPU and bytes of every
    // Java thread but the stub's: the caller, java.net.http's selector and workers, the client's timer).
    // Each round runs the raw loop and the client's side by side, in turns (raw first, then client first),
    // so a round's difference is measured under one load; the overheads are the medians of those.
    double[][][] perCall = new double[3][loops.size()][rounds];
    for (int r = 0; r < rounds; r++) {
      int[] order = r % 2 == 0 ? new int[] {0, 1, 2, 3} : new int[] {1, 0, 3, 2};
      for (int l : order) {
        Map<Long, long[]> before = threads();
        long start = System.nanoTime();
        loops.get(l).accept(calls);
        perCall[0][l][r] = (System.nanoTime() - start) / 1000.0 / calls;
        long[] used = used(before, threads());
        perCall[1][l][r] = used[0] / 1000.0 / calls;
        perCall[2][l][r] = used[1] / (double) calls;
      }
    }
    double[][] median = new double[3][loops.size()];
    double[][] overhead = new double[3][2];
    for (int m = 0; m < 3; m++) {
      for (int l = 0; l < loops.size(); l++) {
        median[m][l] = median(perCall[m][l]);
      }
      for (int side = 0; side < 2; side++) {
        double[] differences = new double[rounds];
        for (int r = 0; r < rounds; r++) {
          differences[r] = perCall[m][2 * side + 1][r] - perCall[m][2 * side][r];
        }
        overhead[m][side] = median(differences);
      }
    }
    System.out.printf("medians of %d rounds of %d calls; CPU and bytes: every thread but the stub's%n", rounds, calls);
    System.out.printf("%-14s %12s %12s %12s%n", "", "wall µs/call", "CPU µs/call", "bytes/call");
    for (int l = 0; l < loops.size(); l++) {
      System.out.printf("%-14s %12.1f %12.1f %12.0f%n", names.get(l), median[0][l], median[1][l], median[2][l]);
    }
    System.out.println("overheads, each the median of the rounds' differences:");
    System.out.printf("%-14s %+12.1f %+12.1f %+12.0f (bar +25 µs wall)%n", "sync overhead", overhead[0][0],
        overhead[1][0], overhead[2][0]);
    System.out.printf("%-14s %+12.1f %+12.1f %+12.0f (bar +40 µs wall)%n", "async overhead", overhead[0][1],
        overhead[1][1], overhead[2][1]);
    // For run.sh's medians over runs: the six overheads on one line.
    System.out.printf(Locale.ROOT, "overheads %.1f %.1f %.0f %.1f %.1f %.0f%n", overhead[0][0], overhead[1][0],
        overhead[2][0], overhead[0][1], overhead[1][1], overhead[2][1]);
    server.close();
    System.exit(0);
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }

  /** CPU nanoseconds and bytes allocated so far by each live thread but the stub's, by thread id. */
  private static Map<Long, long[]> threads() {
    ThreadMXBean bean = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    long[] ids = bean.getAllThreadIds();
    ThreadInfo[] infos = bean.getThreadInfo(ids);
    long[] cpu = bean.getThreadCpuTime(ids);
    long[] bytes = bean.getThreadAllocatedBytes(ids);
    Map<Long, long[]> out = new HashMap<>();
    for (int i = 0; i < ids.length; i++) {
      if (infos[i] != null && !infos[i].getThreadName().startsWith("stub") && cpu[i] >= 0) {
        out.put(ids[i], new long[] {cpu[i], bytes[i]});
      }
    }
    return out;
  }

  /** What the threads used between two snapshots (a thread started since counts from zero): CPU ns, bytes. */
  private static long[] used(Map<Long, long[]> before, Map<Long, long[]> after) {
    long[] out = new long[2];
    after.forEach((id, now) -> {
      long[] then = before.getOrDefault(id, new long[2]);
      out[0] += now[0] - then[0];
      out[1] += now[1] - then[1];
    });
    return out;
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
