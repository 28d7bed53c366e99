package dev.genclient.mock;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The mock's HTTP/1.1 listener: one accepting thread, one thread per open connection (at most
 * {@code maxConnections}; past that a new connection is closed at once), and a reaper that ends
 * writes past their deadline. A connection that stalls holds only its own thread, and only until
 * its header or body deadline, so it never delays anyone else's request.
 */
final class HttpListener implements AutoCloseable {
  private static final int BACKLOG = 256;
  private static final long REAP_EVERY_MILLIS = 200;

  private final ServerSocket server;
  private final MockOptions options;
  private final HttpConnection.Handler handler;
  private final RequestLog log;
  private final ThreadPoolExecutor connections;
  private final ScheduledExecutorService reaper;
  private final Set<HttpConnection> live = ConcurrentHashMap.newKeySet();
  private final Thread acceptor;
  private volatile boolean closed;

  HttpListener(InetSocketAddress address, MockOptions options, HttpConnection.Handler handler, RequestLog log)
      throws IOException {
    this.options = options;
    this.handler = handler;
    this.log = log;
    this.server = new ServerSocket();
    try {
      server.bind(address, BACKLOG);
    } catch (IOException e) {
      server.close();
      throw e;
    }
    AtomicInteger count = new AtomicInteger();
    this.connections = new ThreadPoolExecutor(0, options.maxConnections(), 30, TimeUnit.SECONDS,
        new SynchronousQueue<>(), task -> daemon(task, "mock-" + count.incrementAndGet()));
    this.reaper = Executors.newSingleThreadScheduledExecutor(task -> daemon(task, "mock-reaper"));
    reaper.scheduleWithFixedDelay(this::reap, REAP_EVERY_MILLIS, REAP_EVERY_MILLIS, TimeUnit.MILLISECONDS);
    this.acceptor = daemon(this::accept, "mock-accept");
    acceptor.start();
  }

  int port() {
    return server.getLocalPort();
  }

  private void accept() {
    while (!closed) {
      Socket socket;
      try {
        socket = server.accept();
      } catch (IOException e) {
        if (closed) {
          return;
        }
        continue;
      }
      serve(socket);
    }
  }

  private void serve(Socket socket) {
    HttpConnection connection;
    try {
      // Head and body go out in separate segments; without TCP_NODELAY, Nagle plus the client's
      // delayed ACK add ~40 ms to every response.
      socket.setTcpNoDelay(true);
      connection = new HttpConnection(socket, options, handler, log);
    } catch (IOException e) {
      closeQuietly(socket);
      return;
    }
    live.add(connection);
    try {
      connections.execute(() -> {
        try {
          connection.run();
        } finally {
          live.remove(connection);
        }
      });
    } catch (RejectedExecutionException e) {
      live.remove(connection);
      connection.closeQuietly();
      log.protocol(503, "connection refused: " + options.maxConnections() + " connections already open");
    }
  }

  private void reap() {
    long now = System.nanoTime();
    for (HttpConnection connection : live) {
      connection.reapIfOverdue(now);
    }
  }

  private static Thread daemon(Runnable task, String name) {
    Thread thread = new Thread(task, name);
    thread.setDaemon(true);
    return thread;
  }

  private static void closeQuietly(Socket socket) {
    try {
      socket.close();
    } catch (IOException e) {
      // Already closed.
    }
  }

  /** Stops accepting, closes every open connection and ends the threads. */
  @Override
  public void close() {
    closed = true;
    try {
      server.close();
    } catch (IOException e) {
      // Already closed.
    }
    for (HttpConnection connection : live) {
      connection.closeQuietly();
    }
    connections.shutdownNow();
    reaper.shutdownNow();
  }
}
