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

/** {@code --ts-package NAME} adds an installable package: package.json (ESM, built by tsc) and tsconfig.json. */
class TsPackageTest {
  @Test
  void packageFilesDescribeAnEsmPackageBuiltByTsc() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    List<GeneratedFile> files = pipeline.render(pipeline.prepare(RepoPaths.customOpsCatalog()).linked(), new TsTarget(),
        TargetOptions.DEFAULTS.with(TsTarget.PACKAGE, "@acme/custom"), null);
    Map<String, String> byPath = files.stream().collect(Collectors.toMap(GeneratedFile::path, GeneratedFile::content));
    List<String> runtime = TsRuntime.FILES.stream().filter(f -> !f.equals(TsRuntime.OPENAI)).map(f -> "runtime/" + f).toList();
    List<String> sources = new java.util.ArrayList<>(List.of("catalog.ts", "errors.ts", "client.ts", "index.ts"));
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
    assertEquals("DO NOT EDIT", pkg.at("/x-generated/notice").asText());
    assertEquals(TsTarget.TYPESCRIPT_VERSION, pkg.at("/devDependencies/typescript").asText());
    assertEquals(null, pkg.get("dependencies"), "no runtime dependencies");
    JsonNode tsconfig = mapper.readTree(byPath.get("tsconfig.json"));
    assertEquals("NodeNext", tsconfig.at("/compilerOptions/module").asText());
    assertEquals(true, tsconfig.at("/compilerOptions/strict").asBoolean());
    assertEquals(sources, mapper.convertValue(tsconfig.get("files"), List.class));
  }
}
