package dev.genclient.mock;

import java.io.IOException;
import java.net.InetSocketAddress;
import org.eclipse.jetty.http.HttpCompliance;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.http.UriCompliance;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.IdleTimeoutHandler;
import org.eclipse.jetty.server.handler.MinimumDataRateHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.ScheduledExecutorScheduler;

/**
 * The mock's HTTP/1.1 server: Jetty, with one connector on the mock's address. Jetty parses and
 * checks every request (line, headers, framing, chunked bodies) and answers what it refuses; the
 * limits come from {@link MockOptions}: the connection cap and header deadline through
 * {@link ConnectionGuard}, the body deadline in {@link MockExchange#body}, each write of a response
 * bounded by the body timeout (Jetty's idle timeout while a request is handled), and a floor on
 * the data rate of bodies and responses.
 */
final class JettyListener implements AutoCloseable {
  /** The request line and headers together; past it: 414 while still in the request target, else 431. */
  static final int MAX_REQUEST_HEAD_BYTES = 64 * 1024;
  /** Bytes per second below which a request body or response being transferred is cut, before its deadline. */
  static final long MIN_DATA_RATE = 1024;
  /** Threads besides those serving requests: the acceptor, the selector and Jetty's reserve. */
  private static final int SPARE_THREADS = 8;

  private final Server server;
  private final ServerConnector connector;

  JettyListener(InetSocketAddress address, MockOptions options, MockExchange.Handler handler, RequestLog log)
      throws IOException {
    // A request holds its thread while its body arrives or its handler waits for a write, so every
    // connection allowed open can hold one; threads are made as needed.
    QueuedThreadPool threads = new QueuedThreadPool(options.maxConnections() + SPARE_THREADS, 2);
    threads.setName("mock");
    threads.setDaemon(true);
    server = new Server(threads);
    ScheduledExecutorScheduler scheduler = new ScheduledExecutorScheduler("mock-scheduler", true);
    server.addBean(scheduler);

    HttpConfiguration config = new HttpConfiguration();
    config.setRequestHeaderSize(MAX_REQUEST_HEAD_BYTES);
    config.setSendServerVersion(false);
    config.setSendXPoweredBy(false);
    config.setHttpCompliance(HttpCompliance.RFC9110);
    // Path params may carry an encoded slash (%2F) inside one segment; the mock routes on the raw path.
    config.setUriCompliance(UriCompliance.LEGACY);
    connector = new ServerConnector(server, null, scheduler, null, 1, 1, new HttpConnectionFactory(config));
    connector.setHost(address.getHostString());
    connector.setPort(address.getPort());
    connector.setAcceptQueueSize(256);
    // Waiting for headers is bounded by the header deadline; Jetty's idle timeout only backs it up.
    connector.setIdleTimeout(Math.max(options.headerTimeoutMillis(), options.bodyTimeoutMillis()));
    ConnectionGuard guard = new ConnectionGuard(options, scheduler, log);
    connector.addBean(guard);
    server.addConnector(connector);

    IdleTimeoutHandler writeBound = new IdleTimeoutHandler(new Exchanges(handler, guard, options));
    writeBound.setIdleTimeoutMs(options.bodyTimeoutMillis());
    server.setHandler(new MinimumDataRateHandler(writeBound, MIN_DATA_RATE, MIN_DATA_RATE));
    server.setErrorHandler(new PlainErrors(log));
    try {
      server.start();
    } catch (IOException e) {
      close();
      throw e;
    } catch (Exception e) {
      close();
      throw new IOException("the mock server did not start: " + e.getMessage(), e);
    }
  }

  int port() {
    return connector.getLocalPort();
  }

  /** Stops accepting, closes every open connection and ends the threads. */
  @Override
  public void close() {
    try {
      server.stop();
    } catch (Exception e) {
      // Stopping closes what it can; nothing is left to undo.
    }
  }

  /** Hands each request Jetty has read to the mock's handler as a {@link MockExchange}, on a pool thread. */
  private static final class Exchanges extends Handler.Abstract {
    private final MockExchange.Handler handler;
    private final ConnectionGuard guard;
    private final long bodyTimeoutMillis;
    private final long idleSeconds;

    Exchanges(MockExchange.Handler handler, ConnectionGuard guard, MockOptions options) {
      super(InvocationType.BLOCKING);
      this.handler = handler;
      this.guard = guard;
      this.bodyTimeoutMillis = options.bodyTimeoutMillis();
      this.idleSeconds = options.headerTimeoutMillis() / 1000;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
      org.eclipse.jetty.io.Connection connection = request.getConnectionMetaData().getConnection();
      if (!guard.headersArrived(connection)) {
        // The header deadline passed first and has answered 408.
        callback.failed(new IOException("request headers arrived after their deadline"));
        return true;
      }
      if (!onlyChunked(request)) {
        // Jetty frames the body by its final chunked coding; another coding it would hand over undecoded.
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        Response.writeError(request, response, callback, HttpStatus.NOT_IMPLEMENTED_501,
            "only the chunked transfer coding is served");
        return true;
      }
      MockExchange exchange = new MockExchange(request, response, bodyTimeoutMillis, idleSeconds);
      try {
        handler.handle(exchange);
      } catch (IOException | RuntimeException e) {
        callback.failed(e);
        return true;
      }
      if (exchange.responded()) {
        guard.responded(connection);
        callback.succeeded();
      } else if (exchange.bodyTimedOut()) {
        Response.writeError(request, response, callback, 408,
            "request body not received within " + bodyTimeoutMillis + " ms");
      } else {
        // A body Jetty refused (a malformed chunk) carries its own status; anything else is the connection lost.
        callback.failed(exchange.bodyFailure() != null ? exchange.bodyFailure() : new IOException("no response"));
      }
      return true;
    }

    private static boolean onlyChunked(Request request) {
      for (String coding : request.getHeaders().getCSV(HttpHeader.TRANSFER_ENCODING, false)) {
        if (!coding.equalsIgnoreCase("chunked")) {
          return false;
        }
      }
      return true;
    }
  }
}
