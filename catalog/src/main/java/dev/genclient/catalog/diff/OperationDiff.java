package dev.genclient.catalog.diff;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Job;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Pagination;
import dev.genclient.catalog.Schema;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Compares one op present in both catalogs: binding, kind, flags, error codes, then its schemas. */
final class OperationDiff {
  private final Catalog oldCatalog;
  private final Catalog newCatalog;
  private final List<Finding> findings;

  OperationDiff(Catalog oldCatalog, Catalog newCatalog, List<Finding> findings) {
    this.oldCatalog = oldCatalog;
    this.newCatalog = newCatalog;
    this.findings = findings;
  }

  private static String pagination(Pagination p) {
    return p.style().wireName() + " on " + p.position() + (p.limit() == null ? "" : ", limit " + p.limit())
        + (p.next() == null ? "" : ", next " + p.next()) + (p.total() == null ? "" : ", total " + p.total())
        + ", items " + p.items();
  }

  void compare(Operation a, String pa, Operation b, String pb) {
    String id = b.id();
    if (a.kind() != b.kind()) {
      add(DiffRule.OP_KIND_CHANGED, id, pb + "/kind", "kind changed from " + a.kind().wireName() + " to " + b.kind().wireName());
    }
    if (!sameRoute(a.http(), b.http())) {
      add(DiffRule.HTTP_BINDING_CHANGED, id, pb + "/http", "HTTP binding changed from " + route(a.http()) + " to " + route(b.http()));
    }
    if (a.legacy() != null && b.legacy() == null) {
      findings.add(new Finding(DiffRule.HTTP_BINDING_CHANGED, id, Finding.Side.OLD, pa + "/legacy",
          "legacy binding " + route(a.legacy()) + " removed"));
    } else if (a.legacy() != null && !sameRoute(a.legacy(), b.legacy())) {
      add(DiffRule.HTTP_BINDING_CHANGED, id, pb + "/legacy", "legacy binding changed from " + route(a.legacy()) + " to " + route(b.legacy()));
    } else if (a.legacy() == null && b.legacy() != null) {
      add(DiffRule.METADATA_CHANGED, id, pb + "/legacy", "legacy binding " + route(b.legacy()) + " added");
    }
    if (a.legacy() != null && b.legacy() != null && !Objects.equals(a.legacy().since(), b.legacy().since())) {
      add(DiffRule.METADATA_CHANGED, id, pb + "/legacy/since", "legacy binding since changed");
    }
    if (!a.admin() && b.admin()) {
      add(DiffRule.OP_BECAME_ADMIN, id, pb + "/admin", "op now needs an admin principal");
    } else if (a.admin() && !b.admin()) {
      add(DiffRule.METADATA_CHANGED, id, pb + "/admin", "op no longer needs an admin principal");
    }
    if (a.mirror().client() != b.mirror().client()) {
      add(b.mirror().client() ? DiffRule.CLIENT_MEMBER_ADDED : DiffRule.CLIENT_MEMBER_REMOVED, id, pb + "/mirror",
          b.mirror().client() ? "clients now render a member for the op" : "clients no longer render a member for the op");
    }
    if (!Objects.equals(a.mirror().asymmetry(), b.mirror().asymmetry()) || !Objects.equals(a.mirror().reason(), b.mirror().reason())) {
      add(DiffRule.METADATA_CHANGED, id, pb + "/mirror", "mirror asymmetry or reason changed");
    }
    if (a.job() != null && b.job() != null && !a.job().equals(b.job())) {
      add(DiffRule.JOB_CHANGED, id, pb + "/job", "job changed from " + job(a.job()) + " to " + job(b.job()));
    }
    if (!Objects.equals(a.exitCheck(), b.exitCheck())) {
      if (a.exitCheck() == null) {
        add(DiffRule.EXIT_CHECK_ADDED, id, pb + "/exit_check", "op gained exit_check on " + b.exitCheck().field()
            + " raising " + b.exitCheck().error());
      } else {
        add(DiffRule.EXIT_CHECK_CHANGED, id, (b.exitCheck() == null ? pb : pb + "/exit_check"),
            b.exitCheck() == null ? "exit_check removed" : "exit_check changed");
      }
    }
    if (!Objects.equals(a.pagination(), b.pagination())) {
      if (a.pagination() == null) {
        add(DiffRule.PAGINATION_ADDED, id, pb + "/pagination", "op gained " + b.pagination().style().wireName()
            + " pagination over " + b.pagination().items());
      } else {
        add(DiffRule.PAGINATION_CHANGED, id, b.pagination() == null ? pb : pb + "/pagination",
            b.pagination() == null ? "pagination removed" : "pagination changed from " + pagination(a.pagination())
                + " to " + pagination(b.pagination()));
      }
    }
    if (a.kind() == b.kind() && a.streamFormat() != b.streamFormat()) {
      add(DiffRule.STREAM_FORMAT_CHANGED, id, pb + "/stream_format", "stream_format changed from "
          + a.streamFormat().wireName() + " to " + b.streamFormat().wireName());
    }
    for (int k = 0; k < a.errors().size(); k++) {
      if (!b.errors().contains(a.errors().get(k))) {
        findings.add(new Finding(DiffRule.ERROR_CODE_REMOVED, id, Finding.Side.OLD, pa + "/errors/" + k,
            "error code " + a.errors().get(k) + " no longer listed"));
      }
    }
    for (int k = 0; k < b.errors().size(); k++) {
      if (!a.errors().contains(b.errors().get(k))) {
        add(DiffRule.ERROR_CODE_ADDED, id, pb + "/errors/" + k, "error code " + b.errors().get(k) + " added");
      }
    }
    text(id, pb + "/summary", "summary", a.summary(), b.summary());
    text(id, pb + "/description", "description", a.description(), b.description());
    metadata(id, pb + "/since", "since", a.since(), b.since());
    metadata(id, pb + "/deprecated", "deprecated", a.deprecated(), b.deprecated());
    metadata(id, pb + "/limits", "limits", a.limits(), b.limits());
    metadata(id, pb + "/idempotent", "idempotent", a.idempotent(), b.idempotent());
    metadata(id, pb + "/envd_twin", "envd_twin", a.envdTwin(), b.envdTwin());
    metadata(id, pb + "/examples", "examples", a.examples(), b.examples());
    schemas(id, a, pa, b, pb);
  }

  private void schemas(String id, Operation a, String pa, Operation b, String pb) {
    Schema emptyParams = new Schema(List.of("object"), Map.of(), List.of(), null, null, false, null, null,
        List.of(), List.of(), null, null, null, null, null);
    new SchemaDiff(oldCatalog, newCatalog, SchemaDiff.Direction.INPUT, id, "param", findings).compare(
        a.params() == null ? emptyParams : a.params(), pa + "/params", b.params() == null ? emptyParams : b.params(), pb + "/params", "");
    output(id, "result", a.result(), pa + "/result", b.result(), pb + "/result");
    output(id, "event", a.event(), pa + "/event", b.event(), pb + "/event");
  }

  private void output(String id, String label, Schema a, String pa, Schema b, String pb) {
    if (a == null && b == null) {
      return;
    }
    if (a == null || b == null) {
      findings.add(new Finding(DiffRule.RESULT_TYPE_CHANGED, id, b == null ? Finding.Side.OLD : Finding.Side.NEW, b == null ? pa : pb,
          label + (b == null ? " removed" : " added")));
      return;
    }
    new SchemaDiff(oldCatalog, newCatalog, SchemaDiff.Direction.OUTPUT, id, label, findings).compare(a, pa, b, pb, "");
  }

  private void text(String id, String pointer, String field, String a, String b) {
    if (!Objects.equals(a, b)) {
      add(DiffRule.DESCRIPTION_CHANGED, id, pointer, field + " changed");
    }
  }

  private void metadata(String id, String pointer, String field, Object a, Object b) {
    if (!Objects.equals(a, b)) {
      add(DiffRule.METADATA_CHANGED, id, pointer, field + " changed");
    }
  }

  private static String job(Job job) {
    return "{status_op " + job.statusOp() + ", id_param " + job.idParam() + ", pending_class " + job.pendingClass() + "}";
  }

  private static boolean sameRoute(HttpBinding a, HttpBinding b) {
    return a.method().equals(b.method()) && a.path().equals(b.path());
  }

  private static String route(HttpBinding binding) {
    return binding.method() + " " + binding.path();
  }

  private void add(DiffRule rule, String op, String pointer, String message) {
    findings.add(new Finding(rule, op, Finding.Side.NEW, pointer, message));
  }
}
