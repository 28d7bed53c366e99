package dev.genclient.client.runtime;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Code of the application run around each try of a request (a retry is a try of its own, a redirect is not),
 * given the op id, the request id (the same on every try of one call) and the try's number from 1. Each
 * method does nothing unless overridden; what a hook throws ends the call.
 *
 * <ul>
 *   <li>{@link #beforeRequest} runs before the try is sent, on the try's own request builder: it may add or
 *       replace headers. The client builder's {@code requestCustomizer} is such a hook.</li>
 *   <li>{@link #afterResponse} runs when the answer's headers arrive (any status, before its body is read:
 *       for a stream or a download, before the first byte is handed over).</li>
 *   <li>{@link #onError} runs when the try ends in an error: no answer (connection, timeout, a body cut while
 *       read whole), or the exception the call throws (an error answer mapped to the catalog's exception, a
 *       refused redirect). A status the policy retries is seen by {@code afterResponse} only.</li>
 * </ul>
 */
public interface Hooks {
  /** No hooks. */
  Hooks NONE = new Hooks() {};

  default void beforeRequest(HookContext context, HttpRequest.Builder request) {}

  default void afterResponse(HookContext context, HttpResponse<?> response) {}

  default void onError(HookContext context, RuntimeException error) {}

  /** A before-request hook from a lambda. */
  static Hooks beforeRequest(BiConsumer<HookContext, HttpRequest.Builder> hook) {
    return new Hooks() {
      @Override
      public void beforeRequest(HookContext context, HttpRequest.Builder request) {
        hook.accept(context, request);
      }
    };
  }

  /** An after-response hook from a lambda. */
  static Hooks afterResponse(BiConsumer<HookContext, HttpResponse<?>> hook) {
    return new Hooks() {
      @Override
      public void afterResponse(HookContext context, HttpResponse<?> response) {
        hook.accept(context, response);
      }
    };
  }

  /** An on-error hook from a lambda. */
  static Hooks onError(BiConsumer<HookContext, RuntimeException> hook) {
    return new Hooks() {
      @Override
      public void onError(HookContext context, RuntimeException error) {
        hook.accept(context, error);
      }
    };
  }

  /**
   * The hooks of {@code all}, each kind run in list order; none is {@link #NONE}, which spares each try
   * the copy of its request that a before-request hook gets.
   */
  static Hooks all(List<Hooks> all) {
    List<Hooks> list = List.copyOf(all);
    if (list.isEmpty()) {
      return NONE;
    }
    if (list.size() == 1) {
      return list.get(0);
    }
    return new Hooks() {
      @Override
      public void beforeRequest(HookContext context, HttpRequest.Builder request) {
        list.forEach(h -> h.beforeRequest(context, request));
      }

      @Override
      public void afterResponse(HookContext context, HttpResponse<?> response) {
        list.forEach(h -> h.afterResponse(context, response));
      }

      @Override
      public void onError(HookContext context, RuntimeException error) {
        list.forEach(h -> h.onError(context, error));
      }
    };
  }
}
