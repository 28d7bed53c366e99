package dev.genclient.catalog.plan;

import dev.genclient.catalog.Operation;
import java.util.Objects;

/** How a {@code job} op completes: its status op resolved, the param that carries the job id, its pending class. */
public record JobPlan(Operation statusOp, String idParam, String pendingClass) {
  public JobPlan {
    Objects.requireNonNull(statusOp, "statusOp");
    Objects.requireNonNull(idParam, "idParam");
    Objects.requireNonNull(pendingClass, "pendingClass");
  }
}
