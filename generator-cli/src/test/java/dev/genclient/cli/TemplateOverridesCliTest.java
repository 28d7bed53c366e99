package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.release.ReleaseAssets;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --templates DIR} fails loudly: a missing or misnamed override, an unknown variable and a
 * syntax error are usage errors (exit 2) with one located line each, and nothing is written.
 */
class TemplateOverridesCliTest {
  private static final String EXAMPLE = RepoPaths.exampleCatalog().toString();
  private static final String SUMMARY_1 = "gen-client: 1 template problem(s); nothing was generated"
      + " (gen-client templates list names the templates and their variables)\n";

  @TempDir
  Path tmp;

  private Path out() {
    return tmp.resolve("out");
  }

  private CliRun generate(String lang, Path templates, String... extra) {
    String[] base = {"--catalog", EXAMPLE, "--lang", lang, "--out", out().toString(), "--templates", templates.toString()};
    String[] args = new String[base.length + extra.length];
    System.arraycopy(base, 0, args, 0, base.length);
    System.arraycopy(extra, 0, args, base.length, extra.length);
    return CliRun.run(args);
  }

  /** The run failed as a usage error with exactly {@code line} and the summary, and wrote nothing. */
  private void refused(CliRun run, String line) {
    assertEquals(2, run.exitCode(), run.err());
    assertEquals(line + "\n" + SUMMARY_1, run.err());
    assertEquals("", run.out());
    assertFalse(Files.exists(out()), "nothing may be written");
  }

  private Path dir(String... files) throws Exception {
    Path templates = Files.createDirectories(tmp.resolve("templates"));
    for (int i = 0; i < files.length; i += 2) {
      Path file = templates.resolve(files[i]);
      Files.createDirectories(file.getParent());
      Files.writeString(file, files[i + 1]);
    }
    return templates;
  }

  @Test
  void aMissingDirectoryIsAUsageError() {
    Path missing = tmp.resolve("nonexistent");
    refused(generate("markdown", missing), missing + ": [template] no such template directory");
  }

  @Test
  void aFileIsNotATemplateDirectory() throws Exception {
    Path file = Files.writeString(tmp.resolve("file.mustache"), "x");
    refused(generate("markdown", file), file + ": [template] not a directory (--templates names a directory of template files)");
  }

  @Test
  void aMisnamedOverrideNamesTheNearestTemplate() throws Exception {
    Path templates = dir("java/Apii.java.mustache", "x", ".gitkeep", "");
    refused(generate("java", templates), templates + "/java/Apii.java.mustache: [template] names no java template that can"
        + " be overridden; did you mean 'Api.java.mustache'? (gen-client templates list java)");
  }

  @Test
  void aFlatMisnamedOverrideAndAWrongTargetDirectory() throws Exception {
    Path templates = dir("errors.md", "x", "typescript/client.ts.mustache", "x", "ts/Api.java.mustache", "x");
    CliRun run = generate("markdown", templates);
    assertEquals(2, run.exitCode(), run.err());
    assertEquals(templates + "/errors.md: [template] names no template that can be overridden; did you mean"
        + " 'errors.md.mustache'? (gen-client templates list)\n"
        + templates + "/ts/Api.java.mustache: [template] names no ts template: Api.java.mustache is a java template"
        + " (move it to " + templates + "/java/)\n"
        + templates + "/typescript/: [template] names no target with templates (did you mean 'ts'?) (targets with"
        + " templates: java, ts, python, markdown; gen-client templates list)\n"
        + "gen-client: 3 template problem(s); nothing was generated (gen-client templates list names the templates and"
        + " their variables)\n", run.err());
    assertFalse(Files.exists(out()));
  }

  @Test
  void anOverrideOfARemovedTemplateSaysItWasRemoved() throws Exception {
    Path templates = dir("java/Transport.java.mustache", "x");
    refused(generate("java", templates), templates + "/java/Transport.java.mustache: [template] Transport.java.mustache was"
        + " removed in template surface 2: the Java runtime is source now (runtime/java in gen-client), copied into each"
        + " client and not rendered, so it cannot be overridden; put the change in a wrapper around the client; delete this"
        + " override (docs/migration.md)");
  }

  @Test
  void anOverrideOfTheRemovedPythonForwardPartialSaysWhereTheChangeGoes() throws Exception {
    Path forward = dir("python/forward.py.mustache", "x");
    refused(generate("python", forward), forward + "/python/forward.py.mustache: [template] forward.py.mustache was"
        + " removed in template surface 3: a _sync twin is rendered from its async method's body now (the twins of each"
        + " method in namespace.py.mustache) and calls the transport's blocking side instead of forwarding its arguments;"
        + " put the change in namespace.py.mustache; delete this override (docs/migration.md)");
  }

  @Test
  void anUnknownVariableIsLocated() throws Exception {
    Path templates = dir("markdown/errors.md.mustache", "# {{title}}\n{{#errors}}\n| {{className}} | {{clasName}} |\n{{/errors}}\n");
    refused(generate("markdown", templates), templates + "/markdown/errors.md.mustache:3:19: [template] unknown variable"
        + " 'clasName', did you mean 'className'? (variables of ErrorLine: className, code, wire, status, exit, parent,"
        + " description)");
  }

  @Test
  void anUnknownVariableOnlyInAnEmptySectionIsStillFound() throws Exception {
    // The example has no namespace alias in most namespaces: rendering alone would never reach this tag.
    Path templates = dir("java/ops.mustache", "{{#jobs}}\n  {{#status}}{{idd}}{{/status}}\n{{/jobs}}\n");
    refused(generate("java", templates), templates + "/java/ops.mustache:2:14: [template] unknown variable 'idd', did you"
        + " mean 'id'? (variables of Ref: id, legacy)");
  }

  @Test
  void aSyntaxErrorIsLocated() throws Exception {
    Path templates = dir("python/ops.py.mustache", "line one\n{{#namespaces}}\n{{className}}\n{{/namespace}}\n");
    refused(generate("python", templates), templates + "/python/ops.py.mustache:4:1: [template] section 'namespaces' is"
        + " closed by {{/namespace}} (close it with {{/namespaces}})");
  }

  @Test
  void anUnclosedSectionIsLocatedAtItsOpeningTag() throws Exception {
    Path templates = dir("ts/index.ts.mustache", "export * from \"./client.js\";\n  {{^x}}\n");
    refused(generate("ts", templates), templates + "/ts/index.ts.mustache:2:3: [template] section 'x' is never closed"
        + " (add {{/x}})");
  }

  @Test
  void everyProblemOfTheDirectoryIsReportedAtOnce() throws Exception {
    Path templates = dir("markdown/errors.md.mustache", "{{#errors}}\n", "markdown/aliases.md.mustache", "{{titl}}\n",
        "markdown/parity.md.mustache", "{{<base}}{{/base}}\n");
    CliRun run = generate("markdown", templates);
    assertEquals(2, run.exitCode(), run.err());
    assertEquals(templates + "/markdown/aliases.md.mustache:1:1: [template] unknown variable 'titl', did you mean 'title'?"
        + " (variables of Aliases: title, any, aliases)\n"
        + templates + "/markdown/errors.md.mustache:1:1: [template] section 'errors' is never closed (add {{/errors}})\n"
        + templates + "/markdown/parity.md.mustache:1:1: [template] 'base': template inheritance, dynamic partials and"
        + " pragmas are not supported; use sections, loops and partials\n"
        + "gen-client: 3 template problem(s); nothing was generated (gen-client templates list names the templates and"
        + " their variables)\n", run.err());
    assertFalse(Files.exists(out()));
  }

  @Test
  void aPartialMustBeATemplateOfTheTarget() throws Exception {
    Path templates = dir("java/Error.java.mustache", "package {{pkg}};\n{{> reff}}\n");
    refused(generate("java", templates), templates + "/java/Error.java.mustache:2:1: [template] no java template"
        + " 'reff.mustache' to include (did you mean 'ref'?) (gen-client templates list java)");
  }

  @Test
  void aBuiltInPartialIncludedOutOfItsScopeIsReportedAtTheInclude() throws Exception {
    Path templates = dir("java/Error.java.mustache", "package {{pkg}};\n// {{> ref}}\n");
    CliRun run = generate("java", templates);
    assertEquals(2, run.exitCode(), run.err());
    assertTrue(run.err().startsWith(templates + "/java/Error.java.mustache:2:4: [template] the built-in ref.mustache included"
        + " here cannot render in this scope: line 1: unknown variable 'id' (variables of ErrorClass: pkg, doc, name,"
        + " parent)\n"), run.err());
  }

  @Test
  void aPassingOverrideChangesTheOutputAndCheckUsesIt() throws Exception {
    Path templates = dir("markdown/errors.md.mustache", "# Errors of {{title}}\n{{#errors}}\n- {{className}} ({{code}})\n{{/errors}}\n");
    CliRun run = generate("markdown", templates);
    assertEquals(0, run.exitCode(), run.err());
    String errors = Files.readString(out().resolve("errors.md"));
    String body = errors.substring(errors.indexOf("-->\n") + 4);
    assertTrue(body.startsWith("# Errors of Agent Sandbox server\n- "), body);
    assertTrue(body.contains("\n- `ServerAuthError` (`E3101`)\n- `PolicyDeniedError` (`E3102`)\n"), body);
    assertEquals(0, generate("markdown", templates, "--check").exitCode());
    CliRun builtIn = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out().toString(), "--check");
    assertEquals(1, builtIn.exitCode(), builtIn.out());
    assertTrue(builtIn.out().contains("changed: " + out() + "/errors.md"), builtIn.out());
  }

  @Test
  void aBrokenOverrideFailsCheckAsAUsageErrorToo() throws Exception {
    Path templates = dir("markdown/errors.md.mustache", "{{nope}}\n");
    refused(generate("markdown", templates, "--check"), templates + "/markdown/errors.md.mustache:1:1: [template] unknown"
        + " variable 'nope' (variables of Errors: title, errors, exits)");
  }

  @Test
  void syncTakesTemplates() throws Exception {
    Path dist = tmp.resolve("dist");
    assertEquals(0, CliRun.run("release", "--catalog", RepoPaths.customOpsCatalog().toString(), "--out", dist.toString()).exitCode());
    Path asset = dist.resolve("custom-ops-catalog-1.0.0.json");
    String digest = "sha256:" + ReleaseAssets.sha256Hex(Files.readAllBytes(asset));
    Path templates = dir("markdown/aliases.md.mustache", "aliases of {{title}}\n");
    String[] sync = {"sync", "--asset", asset.toString(), "--digest", digest, "--lang", "markdown", "--out", out().toString(),
        "--templates", templates.toString()};
    CliRun run = CliRun.run(sync);
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(Files.readString(out().resolve("aliases.md")).endsWith("-->\naliases of Custom ops\n"),
        Files.readString(out().resolve("aliases.md")));
    String[] check = java.util.Arrays.copyOf(sync, sync.length + 1);
    check[sync.length] = "--check";
    assertEquals(0, CliRun.run(check).exitCode());

    Files.writeString(templates.resolve("markdown/aliases.md.mustache"), "{{#aliases}}{{aliasName}}{{/aliases}}\n");
    CliRun broken = CliRun.run(sync);
    assertEquals(2, broken.exitCode(), broken.err());
    assertTrue(broken.err().startsWith(templates + "/markdown/aliases.md.mustache:1:13: [template] unknown variable"
        + " 'aliasName'"), broken.err());
  }

  @Test
  void aConfigFilesTemplatesAreCheckedRelativeToIt() throws Exception {
    Path config = Files.writeString(tmp.resolve("gen-client.yaml"), "version: 1\ncatalog: " + EXAMPLE
        + "\ntemplates: tpl\ntargets:\n  - lang: markdown\n    out: md\n");
    CliRun missing = CliRun.run("generate", "--config", config.toString());
    assertEquals(2, missing.exitCode(), missing.err());
    assertEquals(tmp.resolve("tpl") + ": [template] no such template directory\n" + SUMMARY_1, missing.err());
    Files.createDirectories(tmp.resolve("tpl/markdown"));
    Files.writeString(tmp.resolve("tpl/markdown/errors.md.mustache"), "{{#errors}}\n  {{code}\n");
    CliRun broken = CliRun.run("generate", "--config", config.toString());
    assertEquals(2, broken.exitCode(), broken.err());
    assertEquals(tmp.resolve("tpl/markdown/errors.md.mustache") + ":2:3: [template] tag not closed (no }} after it)\n"
        + SUMMARY_1, broken.err());
    assertFalse(Files.exists(tmp.resolve("md")));
  }

  @Test
  void docsChecksItsTemplatesToo() throws Exception {
    Path templates = dir("markdown/ops-tabel.md.mustache", "x");
    Path doc = Files.writeString(tmp.resolve("doc.md"), "<!-- gen-client:begin errors -->\n<!-- gen-client:end errors -->\n");
    CliRun run = CliRun.run("docs", "--catalog", EXAMPLE, "--update", doc.toString(), "--templates", templates.toString());
    assertEquals(2, run.exitCode(), run.err());
    assertEquals(templates + "/markdown/ops-tabel.md.mustache: [template] names no markdown template that can be"
        + " overridden; did you mean 'ops-table.md.mustache'? (gen-client templates list markdown)\n" + SUMMARY_1, run.err());
  }
}
