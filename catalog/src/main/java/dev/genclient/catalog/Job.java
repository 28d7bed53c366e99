package dev.genclient.catalog;

import java.util.Objects;

/** How a {@code job} op completes: polled through {@code statusOp} with the job id in {@code idParam}. */
public record Job(String statusOp, String idParam, String pendingClass) {
  public static final String DEFAULT_ID_PARAM = "job_id";
  public static final String DEFAULT_PENDING_CLASS = "JobPending";

  public Job {
    Objects.requireNonNull(statusOp, "statusOp");
    Objects.requireNonNull(idParam, "idParam");
    Objects.requireNonNull(pendingClass, "pendingClass");
  }
}
