package dev.genclient.client.runtime;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;

/**
 * One try of a request with its redirects followed by the client itself (the HTTP client's own
 * following is off): a {@code keep_method} status resends method and body (a body that cannot be
 * replayed is not followed), a {@code get_only} status is followed for a GET, at most {@code max}
 * times; to another origin without the {@code cross_origin_strip} headers. Every other 3xx is the
 * transport role's {@code redirect_not_followed} error, never a success.
 */
final class Redirects {
  /** Makes the error of a redirect not followed, from its status and {@code Location} (or null). */
  @FunctionalInterface
  interface NotFollowed {
    RuntimeException error(int status, String location, String why);
  }

  private final TransportPolicy.Redirects policy;
  private final TransportLog log;
  /** After-response hooks see the answer: an https answer is then {@code sendAsync}'s own (with its TLS session). */
  private final boolean hooked;

  Redirects(TransportPolicy.Redirects policy, TransportLog log, boolean hooked) {
    this.policy = policy;
    this.log = log;
    this.hooked = hooked;
  }

  /**
   * The first answer of the chain that is not a 3xx, each request sent by {@code sendAsync}, or by
   * {@code send} in this thread when {@code blocking}; {@code early}: a body gathered whole is the answer as soon
   * as it has come ({@link Async#sendEarly}).
   */
  CompletableFuture<HttpResponse<InputStream>> send(HttpClient client, HttpRequest first,
      HttpResponse.BodyHandler<InputStream> handler, boolean replayable, String op, NotFollowed notFollowed,
      boolean blocking, boolean early) {
    Async.Steps<HttpResponse<InputStream>> chain = new Async.Steps<>();
    follow(chain, client, first, handler, replayable, op, notFollowed, 0, blocking, early);
    return chain;
  }

  private void follow(Async.Steps<HttpResponse<InputStream>> chain, HttpClient client, HttpRequest request,
      HttpResponse.BodyHandler<InputStream> handler, boolean replayable, String op, NotFollowed notFollowed,
      int followed, boolean blocking, boolean early) {
    chain.then(blocking ? Async.sendNow(client, request, handler)
        : early && !(hooked && "https".equalsIgnoreCase(request.uri().getScheme()))
            ? Async.sendEarly(client, request, handler) : client.sendAsync(request, handler),
        (response, failure) -> {
      if (failure != null) {
        chain.fail(failure);
        return;
      }
      int status = response.statusCode();
      if (status < 300 || status > 399) {
        chain.complete(response);
        return;
      }
      String location = response.headers().firstValue("Location").orElse(null);
      Bodies.discard(response.body());
      String why = location == null ? "no Location"
          : followed >= policy.max() ? "more than " + policy.max() + " redirects"
          : policy.keepMethod().contains(status) ? (replayable ? null : "the request body cannot be sent again")
          : policy.getOnly().contains(status) ? (request.method().equals("GET") ? null : "a " + request.method() + " request")
          : "a status the client does not follow";
      URI target = why == null ? target(request.uri(), location) : null;
      if (why == null && target == null) {
        why = "an unusable Location";
      }
      if (why != null) {
        throw notFollowed.error(status, location, why);
      }
      log.redirect(op, request.headers().firstValue("X-Request-Id").orElse(null), status, origin(target) + (target.getRawPath() == null ? "" : target.getRawPath()),
          !origin(target).equals(origin(request.uri())));
      follow(chain, client, OpRequests.redirected(request, target, policy.crossOriginStrip()), handler, replayable, op,
          notFollowed, followed + 1, blocking, early);
    });
  }

  /** {@code scheme://host[:port]} of {@code uri}, lower-cased. */
  private static String origin(URI uri) {
    return (uri.getScheme() + "://" + uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort())).toLowerCase(Locale.ROOT);
  }

  /** {@code location} resolved against the request's URI; null when it is not an http(s) URI. */
  private static URI target(URI from, String location) {
    try {
      URI target = from.resolve(location.strip());
      String scheme = target.getScheme();
      return scheme != null && (scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https"))
          && target.getHost() != null ? target : null;
    } catch (IllegalArgumentException e) {
      return null;
    }
  }
}
