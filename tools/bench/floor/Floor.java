import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.StringReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The fixed costs of gen-client's libraries in a run like its example run, and nothing else: a
 * picocli command line with gen-client's main options parsed, the catalog read into a Jackson
 * tree, and one small Mustache.java template compiled and rendered 288 times (the example's file
 * count) into UTF-8 bytes. No validation, no targets, no file written or read back. Stage 0 stops
 * after the command line, stage 1 after the catalog, stage 2 (the default) runs everything.
 * tools/bench/floor.sh builds and times it.
 */
@CommandLine.Command(name = "floor")
public final class Floor implements Callable<Integer> {
  @Option(names = "--catalog", required = true)
  Path catalog;

  @Option(names = "--out")
  Path out;

  @Option(names = "--lang")
  String lang;

  @Option(names = "--check")
  boolean check;

  public static void main(String[] args) {
    System.exit(new CommandLine(new Floor()).execute(args));
  }

  /** What the template shows of an op. */
  public record Op(String id, String summary, List<String> params) {}

  @Override
  public Integer call() throws Exception {
    int stage = Integer.getInteger("stage", 2);
    if (stage == 0) {
      return 0;
    }
    JsonNode root = new ObjectMapper().readTree(Files.readAllBytes(catalog));
    List<Op> ops = new ArrayList<>();
    for (JsonNode op : root.get("ops")) {
      List<String> params = new ArrayList<>();
      op.path("params").path("properties").fieldNames().forEachRemaining(params::add);
      ops.add(new Op(op.path("id").asText(), op.path("summary").asText(""), params));
    }
    if (stage == 1) {
      return 0;
    }
    Mustache template = new DefaultMustacheFactory().compile(new StringReader(
        "// {{id}}\npublic final class X {\n  /** {{summary}} */\n"
            + "{{#params}}  private final String {{.}};\n{{/params}}}\n"), "file");
    long bytes = 0;
    for (int i = 0; i < 288; i++) {
      Op op = ops.get(i % ops.size());
      ByteArrayOutputStream buffer = new ByteArrayOutputStream();
      Writer writer = new OutputStreamWriter(buffer, StandardCharsets.UTF_8);
      template.execute(writer, Map.of("id", op.id(), "summary", op.summary(), "params", op.params()));
      writer.flush();
      bytes += buffer.size();
    }
    System.out.println(bytes + " bytes rendered");
    return 0;
  }
}
