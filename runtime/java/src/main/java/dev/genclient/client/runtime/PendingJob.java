package dev.genclient.client.runtime;

/** A job the server accepted (202) and has not finished: poll it by its id after {@code retryAfter} seconds. */
public interface PendingJob {
  String jobId();

  Double retryAfter();
}
