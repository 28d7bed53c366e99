package dev.genclient.config;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.genclient.testing.RepoPaths;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gen-client.yaml examples of the docs read as configurations, and no python target's {@code out} ends in the
 * first part of its module: the python target writes {@code OUT/a/b/} for {@code module: a.b}, so
 * {@code out: src/a} would nest the package twice ({@code src/a/a/b}).
 */
class ConfigDocsTest {
  @TempDir
  Path tmp;

  @Test
  void pythonOutsInTheDocsDoNotNestTheModuleTwice() throws Exception {
    List<String> blocks = new ArrayList<>();
    for (String doc : List.of("docs/config.md", "docs/packages.md", "docs/cli.md")) {
      String text = Files.readString(RepoPaths.root().resolve(doc), StandardCharsets.UTF_8);
      for (int at = text.indexOf("```yaml\n"); at >= 0; at = text.indexOf("```yaml\n", at + 1)) {
        String block = text.substring(at + "```yaml\n".length(), text.indexOf("```", at + 8));
        if (block.contains("targets:") && block.contains("\ncatalog:")) {
          blocks.add(block);
        }
      }
    }
    assertFalse(blocks.isEmpty(), "no gen-client.yaml example found in the docs");
    int checked = 0;
    for (String block : blocks) {
      Path file = Files.writeString(tmp.resolve("gen-client.yaml"), block, StandardCharsets.UTF_8);
      GenerationConfig config = new ConfigReader().read(file).config();
      for (GenerationConfig.Entry entry : config.targets()) {
        String module = entry.options().get("module");
        if (entry.lang().equals("python") && module != null) {
          checked++;
          assertNotEquals(module.split("\\.")[0], entry.out().getFileName().toString(),
              "out " + tmp.relativize(entry.out()) + " with module " + module + " writes " + tmp.relativize(entry.out())
                  + "/" + module.replace('.', '/') + ":\n" + block);
        }
      }
    }
    assertNotEquals(0, checked, "no python target with a module in the docs' examples");
  }
}
