package dev.genclient.maven;

import dev.genclient.cli.GenClient;
import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * {@code gen-client verify} in the build (docs/verify.md): checks a server through the generated clients and fails
 * the build on any failure. Not bound to a phase: a project adds it to the phase its server runs in. Its parameters
 * are the command's long options; it runs the command itself, so both judge alike.
 */
@Mojo(name = "verify", threadSafe = true)
public final class VerifyMojo extends AbstractMojo {
  /** The catalog; {@code --catalog}. */
  @Parameter(property = "gen-client.catalog", required = true)
  File catalog;

  /** The cases file; {@code --cases}. */
  @Parameter(property = "gen-client.cases", required = true)
  File cases;

  /** The server to verify; {@code --base-url}. */
  @Parameter(property = "gen-client.baseUrl", required = true)
  String baseUrl;

  /** {@code --token}. */
  @Parameter(property = "gen-client.token")
  String token;

  /** {@code --admin-token}; without it admin ops are n/a. */
  @Parameter(property = "gen-client.adminToken")
  String adminToken;

  /** {@code --gateway-token}. */
  @Parameter(property = "gen-client.gatewayToken")
  String gatewayToken;

  /** {@code --clients}: python, ts, java, cli or all. */
  @Parameter(property = "gen-client.clients", defaultValue = "all")
  List<String> clients;

  /** {@code --only}: op globs to verify. */
  @Parameter
  List<String> only;

  /** {@code --skip}: op globs to leave out ({@code skip} itself skips the goal, as for the other goals). */
  @Parameter
  List<String> skipOps;

  /** {@code --server-cmd}: start the server with this command and stop it at the end. */
  @Parameter(property = "gen-client.serverCmd")
  String serverCmd;

  /** {@code --ready-url}. */
  @Parameter(property = "gen-client.readyUrl")
  String readyUrl;

  /** {@code --ready-timeout} (30s, 2m). */
  @Parameter(property = "gen-client.readyTimeout")
  String readyTimeout;

  /** {@code --report}: text, json, junit, markdown, github. */
  @Parameter(defaultValue = "text,junit")
  List<String> reports;

  /** {@code --report-dir}. */
  @Parameter(property = "gen-client.reportDir", defaultValue = "${project.build.directory}/gen-client-verify")
  File reportDir;

  /** {@code --timeout-per-call}. */
  @Parameter(property = "gen-client.timeoutPerCall")
  String timeoutPerCall;

  /** {@code --jobs}: client columns run at once. */
  @Parameter(property = "gen-client.jobs")
  Integer jobs;

  /** {@code --clients-dir}. */
  @Parameter(property = "gen-client.clientsDir")
  File clientsDir;

  /** {@code --work-dir}: the virtualenv and typescript cache. */
  @Parameter(property = "gen-client.workDir")
  File workDir;

  /** {@code --python}, {@code --node}, {@code --npm}, {@code --javac}: the tools, when not the ones on PATH. */
  @Parameter(property = "gen-client.python")
  String python;

  @Parameter(property = "gen-client.node")
  String node;

  @Parameter(property = "gen-client.npm")
  String npm;

  @Parameter(property = "gen-client.javac")
  String javac;

  @Parameter(property = "gen-client.skip", defaultValue = "false")
  boolean skip;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("gen-client: skipped");
      return;
    }
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit;
    try (PrintWriter o = new PrintWriter(out, true); PrintWriter e = new PrintWriter(err, true)) {
      String[] args = arguments().toArray(String[]::new);
      exit = GenClient.forRun(o, e, args).execute(args);
    }
    out.toString().lines().forEach(line -> getLog().info(line));
    err.toString().lines().forEach(line -> getLog().warn(line));
    switch (exit) {
      case 0 -> { }
      case 1 -> throw new MojoFailureException("gen-client verify: a check failed (the report is in " + reportDir + ")");
      case 3 -> throw new MojoFailureException("gen-client verify: the catalog or the cases file is invalid");
      case 4 -> throw new MojoExecutionException("gen-client verify: the server was unreachable or never ready");
      default -> throw new MojoExecutionException("gen-client verify: exit " + exit + " (a usage error or a missing tool)");
    }
  }

  /** The command line these parameters stand for. */
  List<String> arguments() {
    List<String> args = new ArrayList<>(List.of("verify", "--catalog", catalog.toString(), "--cases", cases.toString(),
        "--base-url", baseUrl, "--clients", String.join(",", clients), "--report", String.join(",", reports),
        "--report-dir", reportDir.toString()));
    option(args, "--token", token);
    option(args, "--admin-token", adminToken);
    option(args, "--gateway-token", gatewayToken);
    if (only != null) {
      only.forEach(glob -> option(args, "--only", glob));
    }
    if (skipOps != null) {
      skipOps.forEach(glob -> option(args, "--skip", glob));
    }
    option(args, "--server-cmd", serverCmd);
    option(args, "--ready-url", readyUrl);
    option(args, "--ready-timeout", readyTimeout);
    option(args, "--timeout-per-call", timeoutPerCall);
    option(args, "--jobs", jobs == null ? null : jobs.toString());
    option(args, "--clients-dir", clientsDir == null ? null : clientsDir.toString());
    option(args, "--work-dir", workDir == null ? null : workDir.toString());
    option(args, "--python", python);
    option(args, "--node", node);
    option(args, "--npm", npm);
    option(args, "--javac", javac);
    return args;
  }

  private static void option(List<String> args, String name, String value) {
    if (value != null) {
      args.add(name);
      args.add(value);
    }
  }
}
