package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.testing.RepoPaths;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The TypeScript runtime ({@code runtime/ts}) as the source it is: type-checked by the pinned tsc
 * with its own {@code tsconfig.json} ({@code --strict}, no generated code), its unit tests run by
 * {@code node --test} on an injected clock; the names it exports, read by the TypeScript compiler,
 * are the ones {@link TsRuntime} scans and {@link TsSymbols#RESERVED} keeps generated names away from.
 */
class TsRuntimeTest {
  private static final Path ROOT = RepoPaths.root();
  private static final Path RUNTIME = ROOT.resolve("runtime/ts");
  private static final Path OUT = ROOT.resolve("generator-cli/target/ts-runtime/out");

  /** Lists the exports of every runtime module as the compiler sees them: one JSON array of names. */
  private static final String EXPORTS = """
      import ts from "%s";
      const config = ts.getParsedCommandLineOfConfigFile(process.argv[1], {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
      // Binding the runtime's own files is enough to list their exports: no libs, no type check.
      const sources = config.fileNames.filter((f) => f.includes("/runtime/ts/src/"));
      const program = ts.createProgram(sources, { ...config.options, noLib: true, types: [] });
      const checker = program.getTypeChecker();
      const names = new Set();
      for (const file of program.getSourceFiles()) {
        if (file.fileName.includes("/runtime/ts/src/")) {
          checker.getExportsOfModule(checker.getSymbolAtLocation(file)).forEach((s) => names.add(s.name));
        }
      }
      process.stdout.write(JSON.stringify([...names].sort()));
      """;

  private static Path tsc() {
    Path tsc = ROOT.resolve("tools/node/node_modules/typescript/bin/tsc");
    if (!Files.isRegularFile(tsc) || !Files.isDirectory(ROOT.resolve("tools/node/node_modules/@types/node"))) {
      fail("tsc or @types/node not found under " + ROOT.resolve("tools/node/node_modules") + ": " + TsBuild.INSTALL_HINT);
    }
    return tsc;
  }

  @Test
  void typeChecksStrictAndItsUnitTestsPass() throws Exception {
    Files.createDirectories(TsBuild.dir());
    TsBuild.NodeRun compile = TsBuild.node(RUNTIME, tsc().toString(), "-p", RUNTIME.resolve("tsconfig.json").toString());
    assertEquals("", (compile.out() + compile.err()).strip(), "tsc -p runtime/ts reported problems");
    assertEquals(0, compile.exitCode());
    Files.writeString(OUT.resolve("package.json"), "{\"type\": \"module\"}\n", StandardCharsets.UTF_8);
    List<String> args = new ArrayList<>(List.of("--test", "--test-reporter=tap"));
    try (Stream<Path> files = Files.list(OUT.resolve("test"))) {
      files.map(Path::toString).filter(f -> f.endsWith(".test.js")).sorted().forEach(args::add);
    }
    TsBuild.NodeRun run = TsBuild.node(OUT, args.toArray(String[]::new));
    assertEquals(0, run.exitCode(), "node --test failed:\n" + run.out() + run.err());
    Matcher passed = Pattern.compile("(?m)^# pass (\\d+)$").matcher(run.out());
    assertTrue(passed.find(), run.out());
    assertTrue(Integer.parseInt(passed.group(1)) >= 10, "unit tests that ran: " + passed.group(1));
    assertTrue(run.out().contains("# fail 0"), run.out());
    System.out.println("ts runtime: tsc " + compile.millis() + " ms, node --test " + passed.group(1) + " tests " + run.millis() + " ms");
  }

  @Test
  void exportsAreTheCompilersAndAllReserved() throws Exception {
    Files.createDirectories(TsBuild.dir());
    Path typescript = ROOT.resolve("tools/node/node_modules/typescript/lib/typescript.js");
    tsc();
    TsBuild.NodeRun run = TsBuild.node(RUNTIME, "--input-type=module", "-e", EXPORTS.formatted(typescript.toUri()),
        RUNTIME.resolve("tsconfig.json").toString());
    assertEquals(0, run.exitCode(), run.out() + run.err());
    Set<String> compiler = new TreeSet<>(List.of(new ObjectMapper().readValue(run.out(), String[].class)));
    assertEquals(compiler, TsRuntime.exports());
    assertTrue(TsSymbols.RESERVED.containsAll(compiler));
  }

  @Test
  void theJarCarriesEveryRuntimeFile() throws Exception {
    try (Stream<Path> files = Files.list(RUNTIME.resolve("src"))) {
      assertEquals(files.map(p -> p.getFileName().toString()).sorted().toList(), TsRuntime.FILES);
    }
    assertEquals(TsRuntime.FILES.size(), TsRuntime.files(true, true).size());
    assertEquals(Files.readString(RUNTIME.resolve("src/core.ts")), TsRuntime.files(false, false).get("core.ts"), "copied verbatim");
  }

  /** Names the templates declare at the top level or import under a fixed name are reserved too. */
  @Test
  void templateNamesAreReserved() throws Exception {
    Pattern declared = Pattern.compile("(?m)^(?:\\{\\{doc}})?(?:export )?(?:class|const|function|type|interface) ([A-Za-z_$][A-Za-z0-9_$]*)");
    Pattern imported = Pattern.compile("(?m)^import (?:type )?\\{([^}]*)\\}");
    Set<String> names = new TreeSet<>();
    try (Stream<Path> templates = Files.list(ROOT.resolve("templates/ts"))) {
      // The TS sources' templates; a package README's quick start is a separate program, not part of the module.
      for (Path template : templates.filter(t -> t.getFileName().toString().endsWith(".ts.mustache")).toList()) {
        String text = Files.readString(template);
        declared.matcher(text).results().forEach(m -> names.add(m.group(1)));
        // An import under another name (`callOp as $call`) declares the name after `as`.
        imported.matcher(text).results().forEach(m -> Stream.of(m.group(1).split(",")).map(String::strip)
            .filter(n -> !n.isEmpty()).map(n -> n.substring(n.lastIndexOf(' ') + 1)).forEach(names::add));
      }
    }
    assertTrue(names.contains("ServerClient") && names.contains("errorTable"), names.toString());
    Set<String> missing = new TreeSet<>(names);
    missing.removeAll(TsSymbols.RESERVED);
    assertEquals(Set.of(), missing);
  }
}
