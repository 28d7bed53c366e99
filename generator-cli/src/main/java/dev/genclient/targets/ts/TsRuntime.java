package dev.genclient.targets.ts;

import dev.genclient.render.BuiltInResources;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The TypeScript client runtime ({@code runtime/ts/src} in the repository, resources under
 * {@code runtime/ts/} in the jar): copied verbatim into every generated client as
 * {@code runtime/<file>}, never rendered. The generated modules import from it and fill its
 * {@code ClientDefinition}; {@link #exports()} gives the names it exports, which generated
 * top-level names must avoid.
 */
final class TsRuntime {
  /** The runtime's files, in the order the generated tsconfig lists them. */
  static final List<String> FILES = List.of("base.ts", "cli-args.ts", "cli-op-options.ts", "cli-options.ts", "cli-parse.ts", "cli-run.ts", "cli-suggest.ts",
      "cli-target.ts", "cli-text.ts", "cli.ts", "clock.ts", "core.ts",
      "discovery.ts", "document.ts", "dynamic.ts", "encode.ts", "errors.ts", "events.ts", "hooks.ts", "jobs.ts", "learnt.ts", "log.ts", "observe.ts", "openai.ts", "options.ts", "pages.ts",
      "policy.ts", "redirects.ts", "send.ts", "sse.ts", "transport.ts", "unary.ts", "values.ts");
  /** Copied only into the client of a catalog with {@code server.openai}. */
  static final String OPENAI = "openai.ts";
  /** The command-line client ({@code cli.ts} and the {@code cli-*.ts} it imports): Node only, so copied only into a package that carries the CLI. */
  static final String CLI = "cli";

  private static final Pattern EXPORT = Pattern.compile(
      "^export (?:declare )?(?:abstract )?(?:async )?(?:class|interface|type|function\\*?|const|let|enum) ([A-Za-z_$][A-Za-z0-9_$]*)",
      Pattern.MULTILINE);
  private static final Map<String, String> SOURCES = load();
  private static final Set<String> EXPORTS = scan();

  private TsRuntime() {}

  /** The runtime files a client needs, by file name, with their text. */
  static Map<String, String> files(boolean openai, boolean cli) {
    Map<String, String> out = new LinkedHashMap<>();
    SOURCES.forEach((name, text) -> {
      if ((openai || !name.equals(OPENAI)) && (cli || !isCli(name))) {
        out.put(name, text);
      }
    });
    return out;
  }

  /** True for a file of the command-line client. */
  static boolean isCli(String name) {
    return name.equals(CLI + ".ts") || name.startsWith(CLI + "-");
  }

  /** Every top-level name the runtime exports (classes, interfaces, types, functions, constants), sorted. */
  static Set<String> exports() {
    return EXPORTS;
  }

  private static Map<String, String> load() {
    Map<String, String> out = new LinkedHashMap<>();
    for (String name : FILES) {
      out.put(name, BuiltInResources.require("runtime/ts/" + name, "the TS runtime file " + name));
    }
    return Collections.unmodifiableMap(out);
  }

  private static Set<String> scan() {
    List<String> names = new ArrayList<>();
    for (String text : SOURCES.values()) {
      Matcher m = EXPORT.matcher(text);
      while (m.find()) {
        names.add(m.group(1));
      }
    }
    return Collections.unmodifiableSet(new TreeSet<>(names));
  }
}
