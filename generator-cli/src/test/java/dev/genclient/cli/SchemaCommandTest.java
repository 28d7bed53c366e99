package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code gen-client schema}, {@code $schema} in a catalog, and help that names no file of the repository. */
class SchemaCommandTest {
  @TempDir
  Path tmp;

  @ParameterizedTest
  @CsvSource({"catalog, catalog.schema.json", "cases, cases.schema.json", "config, gen-client.schema.json"})
  void printsThePublishedSchemaFromTheJar(String format, String published) throws Exception {
    CliRun run = CliRun.run("schema", format);
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(Files.readString(RepoPaths.root().resolve("docs").resolve(published)), run.out());
    assertTrue(new ObjectMapper().readTree(run.out()).path("properties").has("$schema"), "the schema allows $schema");
  }

  @Test
  void anUnknownFormatIsAUsageError() {
    CliRun run = CliRun.run("schema", "catalogue");
    assertEquals(ExitCodes.USAGE, run.exitCode());
    assertTrue(run.err().contains("catalog, cases, config"), run.err());
  }

  @Test
  void aCatalogWithSchemaValidatesWithTheSameDigest() throws Exception {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode catalog = (ObjectNode) mapper.readTree(RepoPaths.exampleCatalog().toFile());
    ObjectNode withSchema = mapper.createObjectNode().put("$schema", "./catalog.schema.json");
    withSchema.setAll(catalog);
    Path file = tmp.resolve("operations.json");
    Files.writeString(file, mapper.writerWithDefaultPrettyPrinter().writeValueAsString(withSchema));
    CliRun with = CliRun.run("validate", file.toString());
    CliRun without = CliRun.run("validate", RepoPaths.exampleCatalog().toString());
    assertEquals(0, with.exitCode(), with.err());
    assertTrue(last(without.out()).matches(".*; sha256:[0-9a-f]{64}"), without.out());
    assertEquals(digest(without.out()), digest(with.out()), "$schema is not part of the digest");
    withSchema.put("$schema", 7);
    Files.writeString(file, mapper.writeValueAsString(withSchema));
    CliRun wrong = CliRun.run("validate", file.toString());
    assertEquals(ExitCodes.INVALID_CATALOG, wrong.exitCode());
    assertTrue(wrong.err().startsWith(file + ":1:2: [schema] /$schema: integer found, string expected"), wrong.err());
  }

  /** A jar user has no docs/ directory: help describes or names a command instead. */
  @Test
  void noHelpTextNamesARepositoryPath() {
    Pattern repoPath = Pattern.compile("docs/|\\w\\.md\\b");
    Map<String, String> found = new LinkedHashMap<>();
    List<List<String>> commands = new ArrayList<>();
    commands.add(List.of());
    GenClient.commandLine(new java.io.PrintWriter(java.io.Writer.nullWriter()), new java.io.PrintWriter(java.io.Writer.nullWriter()))
        .getSubcommands().forEach((name, command) -> {
          commands.add(List.of(name));
          command.getSubcommands().keySet().forEach(sub -> commands.add(List.of(name, sub)));
        });
    for (List<String> command : commands) {
      List<String> args = new ArrayList<>(command);
      args.add("--help");
      String help = CliRun.run(args.toArray(String[]::new)).out();
      assertFalse(help.isBlank(), "help of " + command);
      help.lines().filter(line -> repoPath.matcher(line.replace("DOC.md", "")).find())
          .forEach(line -> found.put(String.join(" ", command) + ": " + line.strip(), ""));
    }
    assertEquals(List.of(), List.copyOf(found.keySet()));
  }

  private static String digest(String out) {
    return last(out).substring(last(out).lastIndexOf(' ') + 1);
  }

  private static String last(String out) {
    List<String> lines = out.strip().lines().toList();
    return lines.get(lines.size() - 1);
  }
}
