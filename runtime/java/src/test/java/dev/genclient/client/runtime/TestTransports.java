package dev.genclient.client.runtime;

import java.net.http.HttpClient;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;

/** Transports over the test catalog for the runtime's tests. */
final class TestTransports {
  static final HttpClient HTTP = HttpClient.newHttpClient();

  private TestTransports() {}

  static Transport of(String baseUrl, Sleeper sleeper) {
    return of(baseUrl, sleeper, ForkJoinPool.commonPool());
  }

  static Transport of(String baseUrl, Sleeper sleeper, Executor executor) {
    return new Transport(new Transport.Config(baseUrl, "tok", false, "X-Token", "X-Gateway", "gw",
        Duration.ofSeconds(10), null, null, HTTP, null, sleeper, executor, "X-Client", "java/1.0.0",
        new ServerProfile(false, TestCatalog.RUNTIME), TestCatalog.RUNTIME, null));
  }

  static OpRef op(String id) {
    return TestCatalog.RUNTIME.ref(id);
  }
}
