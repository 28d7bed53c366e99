import agentsandboxserver.client.ServerClient;
import agentsandboxserver.client.errors.SandboxError;
import agentsandboxserver.client.model.FileEntry;
import agentsandboxserver.client.model.FilesDownloadParams;
import agentsandboxserver.client.model.FilesUploadParams;
import agentsandboxserver.client.runtime.RequestOptions;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * One transfer through the generated example client: {@code download BASE_URL} (the streaming form),
 * {@code buffered BASE_URL} (the byte[] form, which must refuse a body over its limit with the
 * client's own error, not run out of memory) or {@code upload BASE_URL FILE}.
 */
public final class Transfer {
  public static void main(String[] args) throws Exception {
    ServerClient srv = ServerClient.builder().baseUrl(args[1]).build();
    long start = System.nanoTime();
    long bytes;
    if (args[0].equals("buffered")) {
      try {
        srv.files().download(FilesDownloadParams.builder().path("/big").build());
        System.out.println("buffered: returned the whole body");
      } catch (SandboxError e) {
        System.out.println("buffered: " + e.catalogClass() + " " + e.details().path("reason").asText());
      }
      return;
    }
    if (args[0].equals("download")) {
      bytes = 0;
      byte[] sink = new byte[1 << 16];
      try (InputStream in = srv.files().downloadInputStream(FilesDownloadParams.builder().path("/big").build(),
          RequestOptions.NONE)) {
        for (int n; (n = in.read(sink)) >= 0; ) {
          bytes += n;
        }
      }
    } else {
      FileEntry entry = srv.files().upload(FilesUploadParams.builder().path("/up").build(), Path.of(args[2]));
      bytes = entry.size();
    }
    System.out.printf("%s %d bytes in %.2f s%n", args[0], bytes, (System.nanoTime() - start) / 1e9);
  }
}
