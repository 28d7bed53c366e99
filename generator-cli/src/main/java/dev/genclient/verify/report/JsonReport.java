package dev.genclient.verify.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.output.JsonText;

/** The JSON report: the run's summary, the matrix and every finding with its request. */
public final class JsonReport {
  private JsonReport() {}

  public static String render(VerifyReport report) {
    return JsonText.pretty(tree(report));
  }

  public static ObjectNode tree(VerifyReport report) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.put("catalog", report.catalogFile());
    root.put("base_url", report.baseUrl());
    root.put("exit_code", report.exitCode());
    root.put("failures", report.failures().size());
    report.clients().forEach(root.putArray("clients")::add);
    ArrayNode matrix = root.putArray("matrix");
    for (OpRow op : report.ops()) {
      ObjectNode row = matrix.addObject();
      row.put("op", op.id());
      row.put("line", op.line());
      row.put("column", op.column());
      ObjectNode cells = row.putObject("cells");
      for (String client : report.clients()) {
        VerifyReport.Cell cell = report.cell(op, client);
        cells.put(client, cell.label());
      }
    }
    ArrayNode findings = root.putArray("findings");
    for (Finding f : report.findings()) {
      ObjectNode node = findings.addObject();
      node.put("check", f.check());
      node.put("op", f.op());
      node.put("client", f.client());
      node.put("verdict", f.verdict().label());
      node.put("message", f.message());
      node.put("request_id", f.requestId());
      if (f.reproduction() == null) {
        node.putNull("request");
      } else {
        Reproduction r = f.reproduction();
        ObjectNode request = node.putObject("request");
        request.put("method", r.method());
        request.put("url", r.url());
        ArrayNode headers = request.putArray("headers");
        r.headers().forEach(h -> headers.addObject().put("name", h.name()).put("value", h.value()));
        request.put("body", r.body());
        request.put("curl", r.curl());
      }
    }
    return root;
  }
}
