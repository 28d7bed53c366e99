package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * {@code --ts-package NAME} adds an installable package: package.json (ESM, built by tsc, the CLI as its bin), tsconfig.json,
 * the CLI's entry cli.ts and runtime/cli.ts.
 */
class TsPackageTest {
  @Test
  void packageFilesDescribeAnEsmPackageBuiltByTsc() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    List<GeneratedFile> files = pipeline.render(pipeline.prepare(RepoPaths.customOpsCatalog()).plan(), new TsTarget(),
        TargetOptions.DEFAULTS.with(TsTarget.PACKAGE, "@acme/custom").with(TsTarget.CLI, "grade"), null);
    Map<String, String> byPath = files.stream().collect(Collectors.toMap(GeneratedFile::path, GeneratedFile::content));
    List<String> runtime = TsRuntime.FILES.stream().filter(f -> !f.equals(TsRuntime.OPENAI)).map(f -> "runtime/" + f).toList();
    List<String> sources = new java.util.ArrayList<>(List.of("catalog.ts", "facts.ts", "catalog-document.ts", "errors.ts", "client.ts", "index.ts",
        "fn.ts", "fn/custom.ts", "cli.ts"));
    sources.addAll(runtime);
    List<String> all = new java.util.ArrayList<>(sources);
    all.addAll(List.of("package.json", "tsconfig.json"));
    assertEquals(all.stream().sorted().toList(), byPath.keySet().stream().sorted().toList(),
        "the runtime's files without openai.ts, which only a catalog with server.openai gets");
    ObjectMapper mapper = new ObjectMapper();
    JsonNode pkg = mapper.readTree(byPath.get("package.json"));
    assertEquals("@acme/custom", pkg.get("name").asText());
    assertEquals("module", pkg.get("type").asText());
    assertEquals("./dist/index.js", pkg.at("/exports/./import").asText());
    assertEquals("./dist/catalog-document.js", pkg.at("/exports/.~1catalog-document/import").asText(), "describe()'s import");
    assertEquals("./dist/fn.js", pkg.at("/exports/.~1fn/import").asText(), "the modular entry's core");
    assertEquals("./dist/fn/*.js", pkg.at("/exports/.~1fn~1*/import").asText(), "the modular entry's namespaces");
    assertEquals("DO NOT EDIT", pkg.at("/x-generated/notice").asText());
    assertEquals(TsTarget.TYPESCRIPT_VERSION, pkg.at("/devDependencies/typescript").asText());
    assertEquals(null, pkg.get("dependencies"), "no runtime dependencies");
    assertEquals("{\"grade\":\"dist/cli.js\"}", pkg.get("bin").toString(), "the CLI, named by --ts-cli");
    JsonNode tools = mapper.readTree(RepoPaths.root().resolve("tools/node/package.json").toFile());
    assertEquals(tools.at("/devDependencies/@types~1node").asText(), pkg.at("/devDependencies/@types~1node").asText(),
        "the Node types the CLI compiles against: the version tools/node pins");
    assertEquals(true, byPath.get("cli.ts").startsWith("#!/usr/bin/env node\n// DO NOT EDIT"), "the interpreter line stays first");
    assertEquals(true, byPath.get("cli.ts").contains("nodeCliIo(\"grade\")"));
    assertEquals(List.of("node"), mapper.convertValue(tsconfig(byPath).at("/compilerOptions/types"), List.class));
    JsonNode tsconfig = tsconfig(byPath);
    assertEquals("NodeNext", tsconfig.at("/compilerOptions/module").asText());
    assertEquals(true, tsconfig.at("/compilerOptions/strict").asBoolean());
    assertEquals(sources, mapper.convertValue(tsconfig.get("files"), List.class));
  }

  @Test
  void theCliIsNamedAfterTheCatalogByDefault() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    List<GeneratedFile> files = pipeline.render(pipeline.prepare(RepoPaths.customOpsCatalog()).plan(), new TsTarget(),
        TargetOptions.DEFAULTS.with(TsTarget.PACKAGE, "@acme/custom"), null);
    String pkg = files.stream().filter(f -> f.path().equals("package.json")).findFirst().orElseThrow().content();
    assertEquals("{\"custom-ops\":\"dist/cli.js\"}", new ObjectMapper().readTree(pkg).get("bin").toString());
  }

  private static JsonNode tsconfig(Map<String, String> byPath) throws Exception {
    return new ObjectMapper().readTree(byPath.get("tsconfig.json"));
  }
}
