package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The JSDoc an editor shows on an op's method: params with their descriptions and defaults, options,
 * returns, the declared error classes, the first catalog example and the deprecation with its
 * replacement; on the hostile catalog every catalog string stays inside the comment and starts no tag.
 */
class TsJsDocTest {
  private static String client(Path catalog) throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    List<GeneratedFile> files = pipeline.render(pipeline.prepare(catalog).plan(), new TsTarget(), TargetOptions.DEFAULTS, null);
    return files.stream().filter(f -> f.path().equals("client.ts")).findFirst().orElseThrow().content();
  }

  /** The doc block of the first method whose block names {@code opId}: from its {@code /**} to its {@code *}{@code /}. */
  private static List<String> block(String client, String opId) {
    int id = client.indexOf(" * Op id: `" + opId + "`.");
    assertTrue(id > 0, opId + " has no doc block");
    int start = client.lastIndexOf("/**", id);
    int end = client.indexOf("*/", id);
    return Arrays.asList(client.substring(start, end + 2).split("\n"));
  }

  @Test
  void filesListDocumentsParamsDefaultsReturnsThrowsAndExample() throws Exception {
    List<String> doc = block(client(RepoPaths.exampleCatalog()), "files.list");
    assertTrue(doc.contains("   * @param params.path - Absolute path of the directory to list. Required."), String.join("\n", doc));
    assertTrue(doc.contains("   * @param params.recursive - Also list the contents of subdirectories. Default: `false`."));
    assertTrue(doc.contains("   * @param options - Per-call options (timeout, signal, retries, headers)."));
    assertTrue(doc.contains("   * @returns the result (`FilesListResult`): A directory listing."));
    assertTrue(doc.contains("   * @throws {FileNotFoundError} on files.not_found: The file or directory does not exist."));
    // A class the op's code maps to by a prefix row names the op's code, not the row's pattern.
    assertTrue(doc.contains("   * @throws {PolicyDeniedError} on policy.denied: The server's policy refused the call (path outside the"
        + " allowed prefixes, admin required, ...)."), "a prefix row");
    int example = doc.indexOf("   * @example");
    assertTrue(example > 0, "an @example");
    assertEquals("   * const result = await srv.files.list({\"path\":\"/workspace\"});", doc.get(example + 1));
  }

  @Test
  void paramsTypeFieldsCarryTheirDescriptionAndDefault() throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    String catalog = pipeline.render(pipeline.prepare(RepoPaths.exampleCatalog()).plan(), new TsTarget(), TargetOptions.DEFAULTS,
        null).stream().filter(f -> f.path().equals("catalog.ts")).findFirst().orElseThrow().content();
    assertTrue(catalog.contains("""
          /**
           * Also list the contents of subdirectories.
           *
           * @defaultValue `false`
           */
          recursive?: boolean;
        """), catalog.substring(catalog.indexOf("export type FilesListParams"), catalog.indexOf("export type FilesListResult")));
  }

  @Test
  void deprecationNamesTheReplacement() throws Exception {
    List<String> doc = block(client(RepoPaths.exampleCatalog()), "files.download");
    assertTrue(doc.contains("   * @deprecated use `files.download_stream` instead; deprecated since 2.1. files.download buffers the whole"
        + " file; files.download_stream has no size limit."), String.join("\n", doc));
  }

  @Test
  void hostileStringsStayInsideTheCommentAndStartNoTag() throws Exception {
    String client = client(RepoPaths.root().resolve("generator-cli/src/test/resources/catalogs/hostile/operations.json"));
    List<String> doc = block(client, "hostile.echo");
    Set<String> tags = Set.of("@param", "@returns", "@throws", "@example", "@deprecated");
    for (String line : doc.subList(1, doc.size() - 1)) {
      assertTrue(line.startsWith("   *"), "every line is a comment line: " + line);
      assertFalse(line.contains("*/"), "nothing closes the comment early: " + line);
      String text = line.substring(4).strip();
      if (text.startsWith("@")) {
        assertTrue(tags.contains(text.split(" ")[0]), "only the generator starts a tag: " + line);
      }
      assertFalse(text.substring(Math.min(1, text.length())).contains("@"), "an @ inside catalog text is escaped: " + line);
    }
    assertTrue(doc.stream().anyMatch(line -> line.startsWith("   * @throws {HostileWireError} on hostile.bad: *\\/ /*")), String.join("\n", doc));
    assertTrue(doc.stream().anyMatch(line -> line.startsWith("   * @deprecated use `hostile.check` instead")));
    assertTrue(doc.stream().anyMatch(line -> line.startsWith("   * const result = await srv.hostile.echo({\"class\":\"*\\/ /* ")));
    assertTrue(doc.stream().anyMatch(line -> line.startsWith("   *   - `content-type`: *\\/")), "a non-identifier param is listed");
  }

  @Test
  void aHostileDefaultAndExampleStayInsideTheComment() throws Exception {
    List<String> doc = block(client(RepoPaths.root().resolve("generator-cli/src/test/resources/catalogs/ts-names/operations.json")),
        "files.list");
    assertTrue(doc.contains("   * @param params.note - A note *\\/ &#64;throws {Evil} x Default: `\"*\\/ &#64;example {&#64;link x}\"`."),
        String.join("\n", doc));
    assertTrue(doc.contains("   * const result = await srv.files.list({\"note\":\"*\\/ alert(1) /*\"});"), String.join("\n", doc));
    assertEquals(1, doc.stream().filter(line -> line.contains("*/")).count(), "only the block's own end closes it");
  }
}
