package dev.genclient.cli;

import dev.genclient.docs.DocTables;
import dev.genclient.output.AtomicFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.render.TemplateRenderer;
import dev.genclient.targets.Targets;
import dev.genclient.templates.TemplateOverrides;
import dev.genclient.targets.markdown.MarkdownTables;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code gen-client docs --catalog FILE --update DOC.md [--check]}: regenerates tables between markers in place. */
@Command(name = "docs", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
    description = {"Regenerate reference tables in place, between markers in hand-written markdown.",
        "Markers: <!-- gen-client:begin TABLE --> and <!-- gen-client:end TABLE -->; every other byte stays as it was.",
        "TABLE: ops, ops:<namespace>, errors, aliases, parity.",
        "Bad markers are located errors (exit 3); --check exits 1 naming each stale table."})
final class DocsCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--catalog", paramLabel = "FILE", required = true, description = "The catalog (operations.json).")
  Path catalog;

  @Option(names = "--update", paramLabel = "DOC.md", required = true, description = "A markdown file with marked tables; repeatable.")
  List<Path> docs;

  @Option(names = "--check", description = "Write nothing; exit 1 when a table is stale, naming it.")
  boolean check;

  @Option(names = "--templates", paramLabel = "DIR", description = "Override the markdown table templates file by file.")
  Path templates;


  @Override
  public Integer call() throws Exception {
    TemplateOverrides.check(templates);
    CatalogPipeline.Prepared prepared = new CatalogPipeline().prepare(catalog);
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    prepared.warnings().forEach(err::println);
    DocTables tables = new DocTables(new MarkdownTables(prepared.plan(), new TemplateRenderer("markdown", templates),
        Targets.clientLanguages()));
    List<DocTables.Update> updates = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    for (Path doc : docs) {
      try {
        updates.add(tables.update(doc.toString(), read(doc)));
      } catch (DocTables.InvalidDocException e) {
        problems.addAll(e.lines());
      }
    }
    if (!problems.isEmpty()) {
      problems.forEach(err::println);
      throw new ExitException(ExitCodes.INVALID_CATALOG, problems.size() + " problem(s) with doc markers; nothing was written");
    }
    boolean stale = false;
    for (int i = 0; i < docs.size(); i++) {
      Path doc = docs.get(i);
      DocTables.Update update = updates.get(i);
      if (update.staleTables().isEmpty()) {
        out.println("in step: " + doc);
      } else if (check) {
        stale = true;
        update.staleTables().forEach(table -> out.println("stale: " + doc + ": table " + table));
      } else {
        AtomicFile.writeIfChanged(doc.toRealPath(), update.text().getBytes(StandardCharsets.UTF_8));
        out.println("updated " + doc + ": " + String.join(", ", update.staleTables()));
      }
    }
    out.flush();
    if (stale) {
      throw new ExitException(ExitCodes.CHECK_FAILED, "stale doc tables: run the same command without --check");
    }
    return ExitCodes.OK;
  }

  /** The file as UTF-8, refusing bytes that would not survive decoding and encoding unchanged. */
  private static String read(Path doc) throws java.io.IOException {
    byte[] bytes = Files.readAllBytes(doc);
    try {
      return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
    } catch (CharacterCodingException e) {
      throw new ExitException(ExitCodes.INVALID_CATALOG, doc + ":1:1: [encoding] not UTF-8; nothing was written");
    }
  }
}
