package dev.genclient.cli;

import dev.genclient.catalog.load.FormatSchemaCheck;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code gen-client schema catalog|cases|config}: prints a file format's JSON Schema, as the jar holds it. */
@Command(name = "schema", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
    description = {"Print the JSON Schema (draft 2020-12) of a file gen-client reads, for an editor's completion and checks:",
        "catalog (operations.json), cases (cases.json) or config (gen-client.yaml).",
        "e.g. gen-client schema catalog > operations.schema.json, then \"$schema\": \"./operations.schema.json\" in the catalog."})
final class SchemaCommand implements Callable<Integer> {
  /** The formats with a schema, each with the resource that holds it. */
  enum Format {
    catalog(FormatSchemaCheck.SCHEMA_RESOURCE),
    cases("/schemas/cases.schema.json"),
    config("/schemas/gen-client.schema.json");

    private final String resource;

    Format(String resource) {
      this.resource = resource;
    }

    /** The schema's text, from the jar. */
    String text() throws IOException {
      try (InputStream in = SchemaCommand.class.getResourceAsStream(resource)) {
        if (in == null) {
          throw new IllegalStateException("missing resource " + resource);
        }
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
      }
    }
  }

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FORMAT", description = "catalog, cases or config.")
  Format format;

  @Override
  public Integer call() throws IOException {
    spec.commandLine().getOut().print(format.text());
    spec.commandLine().getOut().flush();
    return ExitCodes.OK;
  }
}
