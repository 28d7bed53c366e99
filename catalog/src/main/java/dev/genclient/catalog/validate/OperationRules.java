package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Suggestions;
import dev.genclient.catalog.ValidationRule;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Per-op consistency: kinds and their companions (job, event, stream_format), mapped errors, known asymmetries and replacements. */
final class OperationRules implements CatalogRule {
  @Override
  public void check(Catalog catalog, Diagnostics out) {
    Set<String> ids = new HashSet<>();
    catalog.ops().forEach(op -> ids.add(op.id()));
    Set<String> asymmetries = new HashSet<>();
    catalog.asymmetries().forEach(a -> asymmetries.add(a.id()));
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      String at = "/ops/" + i;
      if (op.kind() == Kind.JOB && op.job() == null) {
        out.error(ValidationRule.JOB, at + "/kind", "op " + op.id() + ": kind job needs a 'job' object naming its status_op");
      }
      if (op.kind() != Kind.JOB && op.job() != null) {
        out.error(ValidationRule.JOB, at + "/job", "op " + op.id() + ": 'job' is only for kind job, not " + op.kind().wireName());
      }
      if (op.job() != null && !ids.contains(op.job().statusOp())) {
        out.error(ValidationRule.JOB, at + "/job/status_op", "op " + op.id() + ": status_op '" + op.job().statusOp() + "' is not an op"
            + Suggestions.question(op.job().statusOp(), catalog.opIds()));
      }
      if (op.kind() == Kind.STREAM && op.event() == null) {
        out.error(ValidationRule.STREAM_EVENT, at + "/kind", "op " + op.id() + ": a stream op needs an 'event' schema for its NDJSON lines");
      }
      if (op.kind() != Kind.STREAM && op.event() != null) {
        out.error(ValidationRule.STREAM_EVENT, at + "/event", "op " + op.id() + ": 'event' is only for stream ops");
      }
      if (op.kind() != Kind.STREAM && op.streamFormat() != null) {
        out.error(ValidationRule.STREAM_FORMAT, at + "/stream_format",
            "op " + op.id() + ": 'stream_format' is only for stream ops, not " + op.kind().wireName());
      }
      for (int e = 0; e < op.errors().size(); e++) {
        String code = op.errors().get(e);
        if (ErrorRow.forWireCode(catalog.errors(), code).isEmpty()) {
          out.error(ValidationRule.OP_ERROR_UNMAPPED, at + "/errors/" + e,
              "op " + op.id() + ": wire code '" + code + "' matches no row of the error table" + Suggestions.question(code, wireCodes(catalog)));
        }
      }
      String asymmetry = op.mirror().asymmetry();
      if (asymmetry != null && !asymmetries.contains(asymmetry)) {
        out.error(ValidationRule.ASYMMETRY_REF, at + "/mirror/asymmetry",
            "op " + op.id() + ": asymmetry '" + asymmetry + "' is not declared in asymmetries"
                + Suggestions.question(asymmetry, catalog.asymmetries().stream().map(a -> a.id()).toList()));
      }
      if (!op.mirror().client() && asymmetry == null) {
        out.error(ValidationRule.ASYMMETRY_REF, at + "/mirror",
            "op " + op.id() + ": an op with mirror.client false must name the asymmetry that explains it");
      }
      if (op.deprecated() != null && op.deprecated().replacement() != null && !ids.contains(op.deprecated().replacement())) {
        out.error(ValidationRule.DEPRECATED_REPLACEMENT, at + "/deprecated/replacement",
            "op " + op.id() + ": replacement '" + op.deprecated().replacement() + "' is not an op"
                + Suggestions.question(op.deprecated().replacement(), catalog.opIds()));
      }
    }
  }

  /** Every wire code of the error table, in table order. */
  private static List<String> wireCodes(Catalog catalog) {
    return catalog.errors().stream().flatMap(row -> row.wire().stream()).toList();
  }
}
