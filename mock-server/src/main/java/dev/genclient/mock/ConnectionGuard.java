package dev.genclient.mock;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpGenerator;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.http.HttpVersion;
import org.eclipse.jetty.http.MetaData;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.util.BufferUtil;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * What Jetty has no setting for, per connection: the connection cap (one past it is closed as soon
 * as it opens, rather than left waiting in the accept queue) and the header deadline — from a
 * connection's opening, or the end of its previous response, to the end of the next request's
 * headers, however the bytes trickle in (Jetty's idle timeout restarts at every byte). Past the
 * deadline a connection that sent part of a request gets 408 and is closed; one that sent nothing
 * is closed without an answer.
 */
final class ConnectionGuard implements Connection.Listener {
  private final int maxConnections;
  private final long headerTimeoutMillis;
  private final Scheduler scheduler;
  private final RequestLog log;
  private final ByteBuffer timeoutAnswer;
  private final AtomicInteger open = new AtomicInteger();
  private final Map<Connection, Deadline> deadlines = new ConcurrentHashMap<>();

  ConnectionGuard(MockOptions options, Scheduler scheduler, RequestLog log) {
    this.maxConnections = options.maxConnections();
    this.headerTimeoutMillis = options.headerTimeoutMillis();
    this.scheduler = scheduler;
    this.log = log;
    this.timeoutAnswer = timeoutAnswer("mock: request headers not received within " + headerTimeoutMillis + " ms\n");
  }

  @Override
  public void onOpened(Connection connection) {
    if (open.incrementAndGet() > maxConnections) {
      connection.getEndPoint().close();
      log.protocol(503, "connection refused: " + maxConnections + " connections already open");
      return;
    }
    Deadline deadline = new Deadline(connection);
    deadlines.put(connection, deadline);
    deadline.arm();
  }

  @Override
  public void onClosed(Connection connection) {
    open.decrementAndGet();
    Deadline deadline = deadlines.remove(connection);
    if (deadline != null) {
      deadline.stop();
    }
  }

  /** A request's headers arrived on {@code connection}; false when its deadline had passed first. */
  boolean headersArrived(Connection connection) {
    Deadline deadline = deadlines.get(connection);
    return deadline == null || deadline.disarm();
  }

  /** The response on {@code connection} is complete: the deadline for the next request's headers starts. */
  void responded(Connection connection) {
    Deadline deadline = deadlines.get(connection);
    if (deadline != null) {
      deadline.arm();
    }
  }

  /** The header deadline of one connection. */
  private final class Deadline implements Runnable {
    private final Connection connection;
    private Scheduler.Task task;
    private long bytesAtStart;
    private boolean waiting;

    Deadline(Connection connection) {
      this.connection = connection;
    }

    synchronized void arm() {
      stop();
      waiting = true;
      bytesAtStart = connection.getBytesIn();
      task = scheduler.schedule(this, headerTimeoutMillis, TimeUnit.MILLISECONDS);
    }

    synchronized boolean disarm() {
      if (!waiting) {
        return false;
      }
      stop();
      return true;
    }

    synchronized void stop() {
      waiting = false;
      if (task != null) {
        task.cancel();
        task = null;
      }
    }

    @Override
    public void run() {
      boolean partial;
      synchronized (this) {
        if (!waiting) {
          return;
        }
        waiting = false;
        task = null;
        partial = connection.getBytesIn() != bytesAtStart;
      }
      EndPoint endPoint = connection.getEndPoint();
      if (!partial) {
        endPoint.close();
        return;
      }
      log.protocol(HttpStatus.REQUEST_TIMEOUT_408, "request headers not received within " + headerTimeoutMillis + " ms");
      endPoint.write(Callback.from(endPoint::close, failure -> endPoint.close()), timeoutAnswer.slice());
    }
  }

  /** The 408 answer, made once by Jetty's own response generator (no request exists to answer through). */
  private static ByteBuffer timeoutAnswer(String message) {
    byte[] body = message.getBytes(StandardCharsets.UTF_8);
    HttpFields fields = HttpFields.build()
        .put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8")
        .put(HttpHeader.CONNECTION, "close");
    MetaData.Response info = new MetaData.Response(HttpStatus.REQUEST_TIMEOUT_408, null, HttpVersion.HTTP_1_1, fields, body.length);
    ByteBuffer header = BufferUtil.allocate(1024);
    try {
      HttpGenerator.Result result = new HttpGenerator().generateResponse(info, false, header, null, ByteBuffer.wrap(body), true);
      if (result != HttpGenerator.Result.FLUSH) {
        throw new IllegalStateException("the 408 answer was not generated: " + result);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    ByteBuffer answer = ByteBuffer.allocate(header.remaining() + body.length);
    answer.put(header).put(body).flip();
    return answer.asReadOnlyBuffer();
  }
}
