package dev.genclient.client.runtime;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.client.errors.ApiException;
import dev.genclient.client.errors.ErrorTable;
import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * The tries of one op call on {@code HttpClient.sendAsync} (or, for a blocking member, {@code send}), by
 * the document's transport policy: the request with its idempotency key and request id, retries after
 * the waits {@link Retries} gives (on the sleeper's timer, no thread blocked), redirects
 * ({@link Redirects}), framing ({@link Framing}), error answers mapped to the catalog's exceptions, the
 * client's {@link Hooks} on every try; a successful answer's body goes to the call's {@link Reader}.
 * Bodies are gathered whole ({@link WholeBody}) except a streamed 2xx body ({@link StreamedBody}), so
 * nothing here ever waits for bytes.
 */
final class Exchange {
  /** What a successful answer becomes; an error it throws fails the call (a lost body's is retried). */
  @FunctionalInterface
  interface Reader<B> {
    B read(InputStream body, HttpResponse<InputStream> response, Transport.Failures fail) throws IOException;
  }

  /** How a call takes its 2xx body: streamed, or whole (at most {@code limit} bytes, null for no limit). */
  record Body(boolean streamed, Long limit) {
    static final Body WHOLE = new Body(false, null);
    static final Body STREAMED = new Body(true, null);
  }

  private final Transport.Config config;
  private final Transport transport;
  private final OpRequests requests;
  private final TransportLog log;
  private final Retries retries;
  private final Redirects redirects;
  private final ObjectMapper mapper;
  private final Hooks hooks;
  private final IdleWatch idleWatch = new IdleWatch();

  Exchange(Transport.Config config, Transport transport, OpRequests requests, TransportLog log, ObjectMapper mapper) {
    this.config = config;
    this.transport = transport;
    this.requests = requests;
    this.log = log;
    this.mapper = mapper;
    this.hooks = config.hooks();
    this.retries = new Retries(transport.policy().retry(), log);
    this.redirects = new Redirects(transport.policy().redirects(), log, hooks != Hooks.NONE);
  }

  /**
   * Starts the call (the request is built in the caller's thread, so a bad argument throws there); the
   * future completes with what {@code reader} made of the answer, and cancelling it cancels the request
   * or wait in flight. {@code blocking}: every step runs in this thread ({@code HttpClient.send}, the
   * sleeper's {@code sleep}), so the future is complete on return: a blocking member pays no thread hop.
   */
  <B> Async.Steps<B> send(OpRef op, OpRef.Binding binding, Object params, HttpRequest.BodyPublisher upload,
      RequestOptions options, Body mode, boolean blocking, Reader<B> reader) {
    RequestOptions opts = options == null ? RequestOptions.NONE : options;
    // A non-idempotent call sends an idempotency key (one per call, kept on retries; a per-call one wins) if named.
    String keyHeader = op.idempotent() ? null : transport.runtime().idempotencyHeader();
    if (keyHeader != null && opts.headers().keySet().stream().noneMatch(keyHeader::equalsIgnoreCase)) {
      opts = opts.withHeader(keyHeader, uuid4());
    }
    HttpRequest request = requests.build(binding, params, upload, opts, uuid4());
    // The id sent: a per-call header may have replaced the generated one.
    String requestId = Transport.first(request.headers(), "X-Request-Id");
    ErrorTable errors = transport.errors();
    Transport.Failures fail = (reason, message, details) -> {
      ObjectNode all = (details == null ? JsonNodeFactory.instance.objectNode() : details.deepCopy()).put("reason", reason);
      return errors.transportFailure(message, all.put("message", message), Transport.errorOp(op), requestId);
    };
    Duration idle = requests.timeout(opts);
    BiFunction<String, Throwable, RuntimeException> lost = (reason, cause) -> errors.transport(reason, cause,
        Transport.errorOp(op), requestId);
    Supplier<RuntimeException> tooLarge = () -> fail.failure("body_too_large", "the body is larger than " + mode.limit()
        + " bytes, the most a byte[] download holds: use the InputStream form", null);
    HttpResponse.BodyHandler<InputStream> handler = info -> {
      boolean ok = info.statusCode() >= 200 && info.statusCode() < 300;
      return ok && mode.streamed() ? new StreamedBody(idle, lost)
          : new WholeBody(info, idleWatch, idle, ok && mode.limit() != null ? mode.limit() : Long.MAX_VALUE, !ok, lost, tooLarge);
    };
    boolean retryable = (op.idempotent() || keyHeader != null) && !Transport.once(upload); // an InputStream: once
    int budget = !retryable ? 0 : opts.maxRetries() != null ? opts.maxRetries()
        : config.maxRetries() != null ? config.maxRetries() : transport.policy().retry().maxRetries();
    Redirects.NotFollowed notFollowed = (status, location, why) -> fail.failure("redirect_not_followed",
        "a " + status + " redirect was not followed: " + why, JsonNodeFactory.instance.objectNode()
            .put("status", status).put("location", location));
    Call<B> call = new Call<>(op, request, requestId, handler, !Transport.once(upload), budget, fail, notFollowed,
        blocking, reader);
    call.attempt(1);
    return call.chain;
  }

  /**
   * A random UUID (version 4) from the thread's own generator: request ids and idempotency keys need to be
   * unique, not secret, and {@code UUID.randomUUID()} takes the process's shared secure generator.
   */
  static String uuid4() {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    long high = (random.nextLong() & ~0xF000L) | 0x4000L;
    long low = (random.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
    return new UUID(high, low).toString();
  }

  /** One call's state across its tries. */
  private final class Call<B> {
    final Async.Steps<B> chain = new Async.Steps<>();
    final OpRef op;
    final HttpRequest request;
    final String requestId;
    final HttpResponse.BodyHandler<InputStream> handler;
    final boolean replayable;
    final int budget;
    final Transport.Failures fail;
    final Redirects.NotFollowed notFollowed;
    final boolean blocking;
    final Reader<B> reader;

    Call(OpRef op, HttpRequest request, String requestId, HttpResponse.BodyHandler<InputStream> handler,
        boolean replayable, int budget, Transport.Failures fail, Redirects.NotFollowed notFollowed, boolean blocking,
        Reader<B> reader) {
      this.op = op;
      this.request = request;
      this.requestId = requestId;
      this.handler = handler;
      this.replayable = replayable;
      this.budget = budget;
      this.fail = fail;
      this.notFollowed = notFollowed;
      this.blocking = blocking;
      this.reader = reader;
    }

    void attempt(int attempt) {
      boolean more = attempt <= budget;
      HookContext context = new HookContext(Transport.errorOp(op), requestId, attempt, request.method(), request.uri());
      // Each try's before-request hooks get a builder of their own: what they add goes out on that try only.
      HttpRequest sent = request;
      if (hooks != Hooks.NONE) {
        HttpRequest.Builder tried = HttpRequest.newBuilder(request, (name, value) -> true);
        hooks.beforeRequest(context, tried);
        sent = tried.build();
      }
      long started = System.nanoTime();
      log.request(op.id(), sent, requestId, attempt);
      chain.then(redirects.send(config.httpClient(), sent, handler, replayable, op.id(), notFollowed, blocking, !blocking),
          (response, failure) -> {
            if (failure != null) {
              failed(attempt, more, context, failure);
            } else {
              answered(attempt, more, context, response, started);
            }
          });
    }

    /**
     * No answer, or its whole body did not come: retried like a lost response, else the transport error; a
     * refused redirect or a body over the limit is the call's error.
     */
    private void failed(int attempt, boolean more, HookContext context, Throwable failure) {
      ApiException error = failure instanceof IOException io ? transport.errors().transport(
          io instanceof HttpTimeoutException ? "timeout" : "connection", io, Transport.errorOp(op), requestId)
          : failure instanceof ApiException api ? api : null;
      if (error == null) {
        chain.fail(failure);
        return;
      }
      hooks.onError(context, error);
      boolean lost = failure instanceof IOException || Retries.lost(error);
      Duration wait = more && lost ? retries.afterConnectionError(op.id(), requestId, attempt,
          failure instanceof IOException io ? io : error) : null;
      if (wait != null) {
        retry(attempt, wait);
        return;
      }
      throw error;
    }

    private void answered(int attempt, boolean more, HookContext context, HttpResponse<InputStream> response,
        long started) {
      log.response(op.id(), response, requestId, attempt, started);
      try {
        hooks.afterResponse(context, response);
      } catch (RuntimeException e) {
        Bodies.close(response.body());
        throw e;
      }
      int status = response.statusCode();
      try {
        Duration wait = more ? retries.afterStatus(op.id(), requestId, attempt, response, fail) : null;
        if (wait != null) {
          retry(attempt, wait);
          return;
        }
        String framing = Framing.problem(response.headers());
        if (framing != null) {
          Bodies.close(response.body());
          throw fail.failure("bad_framing", framing, null);
        }
      } catch (ApiException e) {
        hooks.onError(context, e); // a Retry-After too long, a body framed two ways
        throw e;
      }
      InputStream body = Framing.decoded(response.headers(), response.body(),
          e -> fail.failure("bad_framing", "the gzip body does not decode: " + e.getMessage(), null));
      if (status >= 400) {
        ApiException mapped = transport.errors().map(status, Bodies.errorBody(body, mapper), op.id(),
            Transport.requestId(response));
        hooks.onError(context, mapped);
        throw mapped;
      }
      try {
        chain.complete(reader.read(body, response, fail));
      } catch (ApiException e) {
        hooks.onError(context, e);
        throw e;
      } catch (IOException e) {
        throw new IllegalStateException(op.id() + ": the body could not be read", e);
      }
    }

    private void retry(int attempt, Duration wait) {
      chain.then(Async.pause(config.sleeper(), wait, blocking), (done, failure) -> {
        if (failure != null) {
          chain.fail(failure);
        } else {
          attempt(attempt + 1);
        }
      });
    }
  }
}
