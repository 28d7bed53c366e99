package dev.genclient.verify.clients;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.verify.VerifySettings;
import dev.genclient.verify.cases.Case;
import dev.genclient.verify.report.Finding;
import dev.genclient.verify.report.Observation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;

/**
 * Every case through every selected client: a column per language (java, ts, python, cli), each
 * one runner process per batch ({@link LanguageRun}); the columns run one after another, or
 * {@code --jobs N} at once. Then the clients must agree on each case ({@link VerdictAgreement}).
 * A finding per case and client, and an observation per error answer for the declared-codes check.
 */
public final class ClientsEngine {
  /** What the clients found. */
  public record Outcome(List<Finding> findings, List<Observation> observations) {}

  private final ClientPlan plan;
  private final Catalog catalog;
  private final VerifySettings settings;
  private final Map<String, Operation> ops = new HashMap<>();
  private Path tsOut;

  public ClientsEngine(ClientPlan plan, Catalog catalog, VerifySettings settings) {
    this.plan = plan;
    this.catalog = catalog;
    this.settings = settings;
    catalog.ops().forEach(op -> ops.put(op.id(), op));
  }

  /** Runs {@code cases} (already selected by --only and --skip) against {@code baseUrl}, work files under {@code work}. */
  public Outcome run(List<Case> cases, String baseUrl, Path work) throws IOException, InterruptedException {
    Members members = Members.of(plan);
    RunnerPlan runnerPlan = new RunnerPlan(baseUrl, settings.token(), settings.adminToken(), settings.gatewayToken(),
        catalog.clientDefaults().gatewayHeader(), settings.timeoutPerCall());
    Set<String> legacyAliases = catalog.aliases().stream().filter(Alias::legacyBinding).map(Alias::alias).collect(Collectors.toSet());
    List<Finding> findings = new ArrayList<>();
    List<Future<LanguageRun.Column>> running = new ArrayList<>();
    ExecutorService pool = Executors.newFixedThreadPool(Math.min(settings.jobs(), Math.max(1, settings.clients().size())));
    try {
      for (String client : settings.clients()) {
        List<Case> runnable = new ArrayList<>();
        for (Case c : cases) {
          String reason = c.runsIn(client) ? notApplicable(c, client, members) : null;
          if (reason != null) {
            findings.add(Finding.notApplicable(c.name(), c.op(), client, reason));
          } else if (c.runsIn(client)) {
            runnable.add(c);
          }
        }
        LanguageRun run = new LanguageRun(client, ops, members, new ResultJudge(catalog), runnerPlan, legacyAliases);
        running.add(pool.submit(() -> {
          Path dir = Files.createDirectories(work.resolve(client));
          return run.run(runnable, runnable.isEmpty() ? null : runner(client, dir), dir);
        }));
      }
      List<LanguageRun.Column> columns = new ArrayList<>();
      for (Future<LanguageRun.Column> column : running) {
        columns.add(column.get());
      }
      List<Observation> observations = new ArrayList<>();
      columns.forEach(c -> {
        findings.addAll(c.findings());
        observations.addAll(c.observations());
      });
      return new Outcome(VerdictAgreement.apply(findings, columns), observations);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      throw new IOException(e.getCause());
    } finally {
      pool.shutdownNow();
    }
  }

  /** The column's runner made ready: the client generated (or taken from --clients-dir) and built. */
  private ClientRunner runner(String client, Path dir) throws IOException, InterruptedException {
    VerifySettings.Tools tools = settings.tools();
    return switch (client) {
      case "python" -> PythonClient.prepare(plan, settings.clientsDir(), dir, settings.workDir(), tools.python());
      case "java" -> JavaClient.prepare(plan, settings.clientsDir(), dir, tools.javac());
      case "ts" -> new NodeClient(tools.node(), tsBuild(dir.resolveSibling("ts-build")).resolve("runner.js"));
      case "cli" -> new NodeClient(tools.node(), tsBuild(dir.resolveSibling("ts-build")).resolve("cli-runner.js"));
      default -> throw new IllegalArgumentException("no client " + client);
    };
  }

  /** The TypeScript build the ts and cli columns share: made once, by whichever column needs it first. */
  private synchronized Path tsBuild(Path dir) throws IOException, InterruptedException {
    if (tsOut == null) {
      VerifySettings.Tools tools = settings.tools();
      tsOut = TsBuild.compile(plan, settings.clientsDir(), Files.createDirectories(dir), settings.workDir(), tools.node(), tools.npm());
    }
    return tsOut;
  }

  /** Why {@code c} cannot run in {@code client}, or null: an op without a member, an admin op without an admin token. */
  private String notApplicable(Case c, String client, Members members) {
    Operation op = ops.get(c.op());
    if (!op.mirror().client()) {
      return "no client member (mirror.client: false)";
    }
    if ((op.admin() || c.admin()) && settings.adminToken() == null) {
      return "admin op, no --admin-token";
    }
    String member = c.via() != null ? members.ofAlias(c.via(), client.equals("cli") ? "ts" : client) : members.of(c.op(), client);
    if (member == null && (!client.equals("cli") || c.via() != null)) {
      return "no " + client + " member" + (c.via() != null ? " for " + c.via() : "");
    }
    return null;
  }
}
