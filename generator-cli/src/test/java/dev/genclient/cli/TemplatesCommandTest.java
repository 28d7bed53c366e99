package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.render.Template;
import dev.genclient.targets.Target;
import dev.genclient.targets.Targets;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** {@code gen-client templates list|show}, against the targets' registries and view records. */
class TemplatesCommandTest {
  @Test
  void listNamesEveryRegisteredTemplateOfEveryTargetAndTheRemovedOnes() {
    CliRun run = CliRun.run("templates", "list");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith("template surface 4: "), run.out());
    int targets = 0;
    for (String name : Targets.names()) {
      Target target = Targets.byName(name).orElseThrow();
      if (target.templates().isEmpty()) {
        assertTrue(!run.out().contains("\n" + name + "\n"), name + " renders no templates");
        continue;
      }
      targets++;
      assertTrue(run.out().contains("\n\n" + name + "\n"), name);
      for (Template<?> template : target.templates()) {
        assertTrue(run.out().contains("\n  " + template.name() + " "), template.name());
      }
    }
    assertEquals(4, targets);
    assertTrue(run.out().contains("\n  java (in surface 2): ApiException.java.mustache, "), run.out());
    assertTrue(run.out().contains("\n  ts (in surface 2): client-core.ts.mustache, client-discovery.ts.mustache,"
        + " client-helpers.ts.mustache\n"), run.out());
    assertTrue(run.out().contains("\n  python (in surface 3): forward.py.mustache\n"), run.out());
  }

  @Test
  void listOfOneTarget() {
    CliRun run = CliRun.run("templates", "list", "ts");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("\n\nts\n  client.ts.mustache "), run.out());
    assertTrue(!run.out().contains("Api.java.mustache"), run.out());
    CliRun unknown = CliRun.run("templates", "list", "typescript");
    assertEquals(2, unknown.exitCode());
    assertEquals("gen-client: no target with templates named 'typescript' (did you mean 'ts'?); targets with templates:"
        + " java, ts, python, markdown\n", unknown.err());
  }

  @Test
  void showListsEveryComponentOfTheViewWithItsType() throws Exception {
    CliRun run = CliRun.run("templates", "show", "java/Error.java.mustache");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith("java/Error.java.mustache (template surface 4)\n"), run.out());
    Class<?> view = Class.forName("dev.genclient.targets.java.JavaViews$ErrorClass");
    for (RecordComponent component : view.getRecordComponents()) {
      assertTrue(run.out().contains("\n  " + component.getName() + " "), component.getName() + ":\n" + run.out());
    }
    assertTrue(run.out().contains("\n  pkg     String  the client's package: {{pkg}}\n"), run.out());
  }

  @Test
  void showNestsListElementsAndExplainsFlags() {
    CliRun run = CliRun.run("templates", "show", "markdown/aliases.md");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("\n  any                boolean          whether the catalog has aliases: {{#any}}...{{/any}}"
        + " when true\n"
        + "  aliases            List<AliasLine>  the aliases, in catalog order: {{#aliases}}...{{/aliases}} once per element\n"
        + "    alias            String           the alias (a namespace alias ends in .*): {{alias}}\n"), run.out());
  }

  @Test
  void showOfAPartialNamesTheScopesItIsIncludedIn() {
    CliRun run = CliRun.run("templates", "show", "deprecatedArgs");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("included ({{> deprecatedArgs}}) where the innermost view is Deprecation;"), run.out());
    assertTrue(run.out().contains("\n  hasSince    boolean  whether since is set: {{#hasSince}}...{{/hasSince}} when true\n"),
        run.out());
  }

  @Test
  void showTextPrintsTheBuiltInTemplate() throws Exception {
    CliRun run = CliRun.run("templates", "show", "python/ops.py.mustache", "--text");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(Files.readString(RepoPaths.root().resolve("templates/python/ops.py.mustache")), run.out());
  }

  @Test
  void showOfAnUnknownOrRemovedOrAmbiguousName() {
    CliRun unknown = CliRun.run("templates", "show", "java/Apii.java.mustache");
    assertEquals(2, unknown.exitCode());
    assertEquals("gen-client: no overridable template 'java/Apii.java.mustache' (did you mean 'java/Api.java.mustache'?);"
        + " gen-client templates list names them\n", unknown.err());
    CliRun removed = CliRun.run("templates", "show", "ts/client-core.ts");
    assertEquals(2, removed.exitCode());
    assertTrue(removed.err().startsWith("gen-client: ts/client-core.ts.mustache was removed in template surface 2: "), removed.err());
  }

  @Test
  void completionKnowsTheTemplatesCommand() {
    CliRun run = CliRun.run("completion", "bash");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("templates"), "the completion script offers templates");
    assertTrue(run.out().contains("_picocli_gen-client_templates_show"), "and its subcommands");
  }
}
