package dev.genclient.client.runtime;

import java.net.URI;

/**
 * One try of a request, as {@link Hooks} see it: the op id (null for the server's {@code /ops} catalog, which is
 * no op), the call's {@code X-Request-Id} (the same on every try), the try's number from 1, its method and URI.
 */
public record HookContext(String op, String requestId, int attempt, String method, URI uri) {}
