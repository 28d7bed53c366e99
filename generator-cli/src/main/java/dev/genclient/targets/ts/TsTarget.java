package dev.genclient.targets.ts;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.ErrorClass;
import dev.genclient.catalog.plan.ErrorClasses;
import dev.genclient.naming.Languages;
import dev.genclient.output.FileHeader;
import dev.genclient.output.GeneratedFile;
import dev.genclient.output.JsonText;
import dev.genclient.render.Template;
import dev.genclient.render.TemplateRenderer;
import dev.genclient.targets.ClientLanguage;
import dev.genclient.targets.GenerationContext;
import dev.genclient.targets.PackageLayout;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOption;
import dev.genclient.targets.TargetOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The TypeScript client: {@code catalog.ts} (types, ops tree), {@code facts.ts} (what calls read),
 * {@code catalog-document.ts} (the whole document, loaded only by what imports it),
 * {@code errors.ts}, {@code client.ts} (fetch-based {@code ServerClient}), {@code index.ts}; with
 * {@code --ts-package NAME} also {@code package.json}, {@code tsconfig.json} and the command-line
 * client ({@code cli.ts} over {@code runtime/cli*.ts}, the package's bin). ESM with explicit
 * {@code .js} specifiers, no runtime dependencies.
 */
public final class TsTarget implements Target {
  public static final String TYPESCRIPT_VERSION = "5.9.3";
  static final String PREPARE = "node -e \"import('typescript').catch(() => { console.error('"
      + "building dist/ needs the pinned typescript: run npm install in this directory first'); process.exit(1); })\""
      + " && tsc -p .";
  private static final Pattern NPM_NAME = Pattern.compile("(@[a-z0-9~-][a-z0-9._~-]*/)?[a-z0-9~-][a-z0-9._~-]*");
  /** The Node type definitions the CLI compiles against (the version tools/node pins). */
  public static final String TYPES_NODE_VERSION = "20.19.25";

  /** {@code --ts-package}: also write package.json and tsconfig.json for this npm package name. */
  public static final TargetOption PACKAGE = new TargetOption("--ts-package", "ts_package", "NAME",
      "Also write package.json, tsconfig.json and the command-line client for this npm package name.",
      value -> NPM_NAME.matcher(value).matches() && value.length() <= 214 ? null
          : "--ts-package must be an npm package name ([@scope/]name, lower case), not '" + value + "'");

  /** {@code --ts-cli}: the command name of the package's command-line client (default: the catalog name). */
  public static final TargetOption CLI = new TargetOption("--ts-cli", "ts_cli", "NAME",
      "With --ts-package: the command name of the package's command-line client (default: the catalog name).",
      value -> value.matches("[a-z0-9][a-z0-9._-]*") ? null
          : "--ts-cli is a command name ([a-z0-9][a-z0-9._-]*), not '" + value + "'");

  @Override
  public Optional<ClientLanguage> clientLanguage() {
    return Optional.of(new ClientLanguage("TypeScript", Languages.TS));
  }

  @Override
  public String name() {
    return "ts";
  }

  @Override
  public List<Template<?>> templates() {
    return TsTemplates.ALL;
  }

  @Override
  public List<TargetOption> options() {
    List<TargetOption> options = new ArrayList<>(List.of(PACKAGE, CLI));
    options.addAll(PackageLayout.OPTIONS);
    return options;
  }

  @Override
  public List<GeneratedFile> generate(GenerationContext context) {
    ClientPlan plan = context.plan();
    TargetOptions options = context.options();
    TemplateRenderer renderer = context.renderer();
    TsSymbols symbols = new TsSymbols(plan);
    List<GeneratedFile> files = new ArrayList<>();
    files.add(renderer.file("catalog.ts", TsTemplates.CATALOG, new TsCatalogFile(plan, symbols).view()));
    files.add(renderer.file("facts.ts", TsTemplates.FACTS, new TsViews.Facts(TsViews.Document.of(plan.runtimeCatalog().clientFactsLines()).json(),
        TsViews.Document.of(plan.runtimeCatalog().callFactsLines()).json(),
        TsViews.Document.of(plan.runtimeCatalog().factsLines()).json())));
    files.add(renderer.file("catalog-document.ts", TsTemplates.DOCUMENT, TsViews.Document.of(plan.runtimeCatalog().lines())));
    files.add(renderer.file("errors.ts", TsTemplates.ERRORS, errors(plan, symbols)));
    files.add(renderer.file("client.ts", TsTemplates.CLIENT, client(plan, symbols)));
    files.add(renderer.file("index.ts", TsTemplates.INDEX, new TsViews.Index()));
    new TsModular(plan, symbols).modules(TsText.literal("ts/" + plan.catalogVersion()),
            TsText.literal("http://127.0.0.1:" + plan.server().defaultPort()))
        .forEach((path, module) -> files.add(renderer.file(path, TsTemplates.FN, module)));
    // The command-line client comes with the package (it is the package's bin); --ts-cli alone changes nothing.
    boolean packaged = PackageLayout.isPackage(options);
    boolean cli = options.get(PACKAGE) != null || packaged;
    String cliName = options.get(CLI) != null ? options.get(CLI) : plan.name();
    if (cli) {
      files.add(renderer.file("cli.ts", TsTemplates.CLI, new TsViews.Cli(TsText.literal(cliName))));
    }
    TsRuntime.files(plan.server().openai() != null, cli).forEach((name, text) -> files.add(new GeneratedFile("runtime/" + name, text)));
    if (cli) {
      FileHeader header = context.header();
      files.add(new GeneratedFile("package.json", JsonText.pretty(packageJson(plan, options, cliName, header))));
      files.add(new GeneratedFile("tsconfig.json", JsonText.pretty(tsconfig(header, files))));
    }
    if (packaged) {
      files.add(TsPackage.readme(plan, options, renderer));
    }
    return files;
  }

  private static TsViews.Errors errors(ClientPlan plan, TsSymbols symbols) {
    ErrorClasses errors = plan.errorClasses();
    List<TsViews.ErrorClass> classes = new ArrayList<>();
    errors.root().ifPresent(root -> classes.add(new TsViews.ErrorClass(TsText.jsdoc(root.description(), "",
        List.of(TsText.docLine(root.note()))), symbols.error(root.className()), "ApiError")));
    for (ErrorClass row : errors.parentsFirst()) {
      String doc = TsText.jsdoc(row.description(), "", List.of(TsText.docLine(row.note())));
      classes.add(new TsViews.ErrorClass(doc, symbols.error(row.className()),
          row.parent().map(parent -> symbols.error(parent.className())).orElse("ApiError")));
    }
    List<TsViews.ErrorRow> rows = errors.table().stream()
        .map(row -> new TsViews.ErrorRow(TsText.literal(row.className()), symbols.error(row.className()))).toList();
    return new TsViews.Errors(classes, rows);
  }

  private static TsViews.Client client(ClientPlan plan, TsSymbols symbols) {
    LinkedCatalog linked = plan.linked();
    List<TsViews.Pending> pending = symbols.extraPendingClasses().entrySet().stream()
        .map(e -> new TsViews.Pending(e.getValue(), TsText.literal(e.getKey()))).toList();
    TsTypes checkTypes = new TsTypes(linked, symbols, "T.");
    String checkResult = plan.discovery().check()
        .map(op -> checkTypes.output().of(op.result())).orElse("unknown");
    TsNamespaces namespaces = new TsNamespaces(plan, symbols);
    List<TsViews.NamespaceClass> all = namespaces.all();
    // Without a catalog type in the client, `import type * as T` is unused (tsc --noUnusedLocals).
    boolean types = namespaces.usesTypes() || checkTypes.usedPrefix();
    return new TsViews.Client(TsText.jsdoc("Client of the " + plan.displayTitle() + " API (catalog "
            + plan.catalogVersion() + ").", "", List.of()),
        all, pending, types, TsText.literal("ts/" + plan.catalogVersion()),
        TsText.literal("http://127.0.0.1:" + plan.server().defaultPort()), checkResult,
        plan.discovery().capabilities().map(op -> TsText.literal(op.id())).orElse("null"),
        TsNamespaces.openAi(plan), TsText.literal(TsCatalogFile.opsEntries(plan)),
        all.stream().anyMatch(ns -> ns.children().stream().anyMatch(child -> !child.call().isEmpty())));
  }

  private static ObjectNode packageJson(ClientPlan plan, TargetOptions options, String cliName, FileHeader header) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.set("x-generated", header.json());
    root.put("name", TsPackage.name(plan, options));
    root.put("version", PackageLayout.version(plan, options));
    root.put("description", "TypeScript client of the " + plan.displayTitle() + " API (generated by gen-client)");
    if (options.get(PackageLayout.DOCS_URL) != null) {
      root.put("homepage", options.get(PackageLayout.DOCS_URL));
    }
    root.put("type", "module");
    root.put("main", "dist/index.js");
    root.put("types", "dist/index.d.ts");
    ObjectNode exports = root.putObject("exports");
    exports.putObject(".").put("types", "./dist/index.d.ts").put("import", "./dist/index.js");
    // Apart, so that only an app that describes (or the command-line client) loads the whole document.
    exports.putObject("./catalog-document").put("types", "./dist/catalog-document.d.ts").put("import", "./dist/catalog-document.js");
    // The modular entry: its core, and one module of standalone functions per namespace.
    exports.putObject("./fn").put("types", "./dist/fn.d.ts").put("import", "./dist/fn.js");
    exports.putObject("./fn/*").put("types", "./dist/fn/*.d.ts").put("import", "./dist/fn/*.js");
    root.putObject("bin").put(cliName, "dist/cli.js");
    root.putArray("files").add("dist").add("*.ts");
    // npm pack and npm publish run prepare; without the devDependencies it says what to do, not "tsc: not found".
    root.putObject("scripts").put("build", "tsc -p .").put("prepare", PREPARE);
    root.putObject("engines").put("node", ">=18");
    root.putObject("devDependencies").put("@types/node", TYPES_NODE_VERSION).put("typescript", TYPESCRIPT_VERSION);
    return root;
  }

  private static ObjectNode tsconfig(FileHeader header, List<GeneratedFile> sources) {
    ObjectNode root = JsonNodeFactory.instance.objectNode();
    root.set("x-generated", header.json());
    ObjectNode options = root.putObject("compilerOptions");
    options.put("target", "ES2022");
    options.put("module", "NodeNext");
    options.put("moduleResolution", "NodeNext");
    options.putArray("lib").add("ES2022").add("DOM");
    options.putArray("types").add("node");
    options.put("strict", true);
    options.put("declaration", true);
    options.put("outDir", "dist");
    options.put("skipLibCheck", true);
    ArrayNode files = root.putArray("files");
    sources.stream().map(GeneratedFile::path).filter(path -> path.endsWith(".ts")).forEach(files::add);
    return root;
  }
}
