package dev.genclient.verify;

import dev.genclient.catalog.Catalog;
import dev.genclient.cli.ExitCodes;
import dev.genclient.cli.ExitException;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.report.ShownPath;
import dev.genclient.verify.cases.Case;
import dev.genclient.verify.cases.Cases;
import dev.genclient.verify.cases.CasesReader;
import dev.genclient.verify.clients.ClientsEngine;
import dev.genclient.verify.report.Finding;
import dev.genclient.verify.report.Observation;
import dev.genclient.verify.report.OpRow;
import dev.genclient.verify.report.ReportOutput;
import dev.genclient.verify.report.Secrets;
import dev.genclient.verify.report.VerifyFormat;
import dev.genclient.verify.report.VerifyReport;
import dev.genclient.verify.server.DeclaredCodes;
import dev.genclient.verify.server.ServerConformance;
import dev.genclient.verify.server.ServerProcess;
import java.io.PrintWriter;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One {@code verify} run, in its order: load and validate the catalog and the cases (exit 3),
 * start the server when asked, the server conformance checks, every case through every selected
 * client, the declared-codes check over every response seen, the reports, and the exit code
 * (0 all passed, 1 a failure, 4 server unreachable).
 */
final class Verification {
  private final VerifySettings settings;
  private final PrintWriter out;
  private final PrintWriter err;

  Verification(VerifySettings settings, PrintWriter out, PrintWriter err) {
    this.settings = settings;
    this.out = out;
    this.err = err;
  }

  int run() throws Exception {
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(settings.catalog());
    prepared.warnings().forEach(err::println);
    Catalog catalog = prepared.loaded().catalog();
    Cases cases = new CasesReader().read(catalog, settings.cases(), Files.readAllBytes(settings.cases()));
    List<VerifyFormat> formats = formats();
    Path reportDir = settings.reportDir() != null ? settings.reportDir() : Path.of(".");
    String baseUrl = settings.baseUrl();
    ServerProcess server = null;
    try {
      if (settings.serverCmd() != null) {
        Files.createDirectories(reportDir);
        server = ServerProcess.start(settings.serverCmd(), reportDir.resolve("server.log"));
        server.awaitReady(settings.readyUrl() != null ? settings.readyUrl() : ServerProcess.defaultReadyUrl(catalog, baseUrl),
            settings.readyTimeout());
      }
      Secrets secrets = new Secrets(settings.token(), settings.adminToken(), settings.gatewayToken());
      ServerConformance.Result checks = ServerConformance.run(catalog, baseUrl, secrets, settings.timeoutPerCall());
      List<Finding> findings = new ArrayList<>(checks.findings());
      List<Observation> observations = new ArrayList<>(checks.observations());
      Path work = Files.createTempDirectory("gen-client-verify");
      ClientsEngine.Outcome clients = new ClientsEngine(prepared.plan(), catalog, settings).run(selected(cases), baseUrl, work);
      findings.addAll(clients.findings());
      observations.addAll(clients.observations());
      findings.addAll(DeclaredCodes.check(catalog, observations));
      List<OpRow> rows = OpRow.of(catalog, prepared.loaded().sourceMap()).stream().filter(row -> selected(row.id())).toList();
      VerifyReport report = new VerifyReport(settings.catalog().toString(), baseUrl, rows, settings.clients(),
          settings.adminToken() != null, findings);
      ReportOutput.write(report, formats, reportDir, ShownPath.base(), out);
      return report.exitCode();
    } finally {
      if (server != null) {
        server.close();
      }
    }
  }

  private List<VerifyFormat> formats() {
    List<VerifyFormat> formats = new ArrayList<>();
    for (String name : settings.reports()) {
      try {
        formats.add(VerifyFormat.valueOf(name.trim().toUpperCase(Locale.ROOT)));
      } catch (IllegalArgumentException e) {
        throw new ExitException(ExitCodes.USAGE, "--report: unknown format '" + name + "' (expected text, json, junit, markdown or github)");
      }
    }
    return formats;
  }

  private List<Case> selected(Cases cases) {
    return cases.all().stream().filter(c -> selected(c.op())).toList();
  }

  /** An op --only (when given) matches and no --skip matches. */
  private boolean selected(String op) {
    Path id = Path.of(op);
    boolean only = settings.only().isEmpty() || settings.only().stream().anyMatch(glob -> glob(glob).matches(id));
    return only && settings.skip().stream().noneMatch(glob -> glob(glob).matches(id));
  }

  private static PathMatcher glob(String glob) {
    return FileSystems.getDefault().getPathMatcher("glob:" + glob);
  }
}
