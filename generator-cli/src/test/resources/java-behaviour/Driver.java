package behaviour;

import agentsandboxserver.client.ServerClient;
import agentsandboxserver.client.errors.ApiException;
import agentsandboxserver.client.model.AgentsCodexInstallParams;
import agentsandboxserver.client.model.CommandEvent;
import agentsandboxserver.client.model.CommandsRunParams;
import agentsandboxserver.client.model.CommandsStreamParams;
import agentsandboxserver.client.model.FilesStatParams;
import agentsandboxserver.client.model.FilesUploadParams;
import agentsandboxserver.client.runtime.EventStream;
import agentsandboxserver.client.runtime.RequestOptions;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** Drives the generated client with plain typed calls; errors come back as one summary line. */
public final class Driver {
  private Driver() {}

  static ServerClient client(String baseUrl, boolean legacyAuth, int maxRetries) {
    return ServerClient.builder().baseUrl(baseUrl).token("tok").legacyAuth(legacyAuth).maxRetries(maxRetries)
        .sleeper(duration -> { }).build();
  }

  static String outcome(Supplier<Object> call) {
    try {
      return "ok " + call.get();
    } catch (ApiException e) {
      return e.getClass().getSimpleName() + " " + e.code() + " " + e.status() + " " + e.errorCode() + " "
          + e.exitCode() + " " + e.requestId();
    }
  }

  public static String stat(String baseUrl, boolean legacyAuth, int maxRetries) {
    return outcome(() -> client(baseUrl, legacyAuth, maxRetries).files()
        .stat(FilesStatParams.builder().path("/a").build()).name());
  }

  /**
   * Calls ops with params objects that never went through {@code build()}, their required param unset: a
   * sync call, an async one, a stream and an upload; each outcome's exception and message, or what came back.
   */
  public static List<String> unbuilt(String baseUrl) {
    ServerClient client = client(baseUrl, false, 0);
    List<Supplier<Object>> calls = List.of(
        () -> client.files().stat(FilesStatParams.builder().followSymlinks(true)),
        () -> client.files().statAsync(FilesStatParams.builder(), RequestOptions.NONE).join(),
        () -> client.commands().stream(CommandsStreamParams.builder()),
        () -> client.files().upload(FilesUploadParams.builder(), new byte[] {1}));
    List<String> out = new ArrayList<>();
    for (Supplier<Object> call : calls) {
      try {
        out.add("ok " + call.get());
      } catch (RuntimeException e) {
        Throwable cause = e instanceof java.util.concurrent.CompletionException && e.getCause() != null ? e.getCause() : e;
        out.add(cause.getClass().getSimpleName() + " " + cause.getMessage());
      }
    }
    return out;
  }

  public static String install(String baseUrl) {
    return outcome(() -> client(baseUrl, false, 0).agents().codex()
        .install(AgentsCodexInstallParams.builder().version("1.2").build(), RequestOptions.NONE).toString());
  }

  /** The waits (ms) a stat call with {@code maxRetries} and a job install asked the sleeper for. */
  public static List<Long> waits(String baseUrl, int maxRetries, boolean job) {
    List<Long> waits = new ArrayList<>();
    ServerClient client = ServerClient.builder().baseUrl(baseUrl).maxRetries(maxRetries)
        .sleeper(duration -> waits.add(duration.toMillis())).build();
    try {
      if (job) {
        client.agents().codex().install(AgentsCodexInstallParams.builder().build(), RequestOptions.NONE);
      } else {
        client.files().stat(FilesStatParams.builder().path("/a").build());
      }
    } catch (ApiException e) {
      waits.add(-1L);
    }
    return waits;
  }
  public static String check(String baseUrl, int maxRetries) {
    return outcome(() -> client(baseUrl, false, maxRetries).discover().check("files.list", Map.of("path", "/")));
  }
  /**
   * A call against an address nothing listens on: the waits (ms) before giving up, then the failure's class. The
   * call: "idempotent" a stat, "keyed" a commands.run (not idempotent; it carries an idempotency key), "once" an
   * upload from an InputStream (keyed, but its body cannot be sent again).
   */
  public static List<String> unreachable(String baseUrl, int maxRetries, String call) {
    List<String> seen = new ArrayList<>();
    ServerClient client = ServerClient.builder().baseUrl(baseUrl).maxRetries(maxRetries)
        .sleeper(duration -> seen.add(String.valueOf(duration.toMillis()))).build();
    try {
      switch (call) {
        case "idempotent" -> client.files().stat(FilesStatParams.builder().path("/a").build());
        case "keyed" -> client.commands().run(CommandsRunParams.builder().command("true").build());
        default -> client.files().upload(FilesUploadParams.builder().path("/a").build(),
            new ByteArrayInputStream(new byte[] {1}));
      }
      seen.add("no failure");
    } catch (RuntimeException e) {
      seen.add(e.getClass().getSimpleName());
    }
    return seen;
  }

  /**
   * The simple class names of a commands.stream's events, read by a for-each loop (the stream is
   * {@code Iterable}), then what a second {@code iterator()} call says (a stream is read once).
   */
  public static List<String> streamEventTypes(String baseUrl) {
    List<String> seen = new ArrayList<>();
    try (EventStream<CommandEvent> events = client(baseUrl, false, 0).commands()
        .stream(CommandsStreamParams.builder().command("yes").build(), RequestOptions.NONE)) {
      for (CommandEvent event : events) {
        seen.add(event.getClass().getSimpleName() + (event instanceof CommandEvent.Unknown unknown ? " " + unknown.raw() : ""));
      }
      try {
        events.iterator();
        seen.add("second iterator() allowed");
      } catch (IllegalStateException e) {
        seen.add("second iterator(): " + e.getClass().getSimpleName());
      }
    }
    return seen;
  }
}
