package dev.genclient.targets.ts;

import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.NamedType;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.ErrorClass;
import dev.genclient.catalog.plan.NamespacePlan;
import dev.genclient.catalog.link.WordCase;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The top-level names of one generated TS package. {@code index.ts} re-exports every module, so
 * error classes, pending handles, namespace classes and catalog types share one name space with
 * the runtime's own exports and the globals the runtime uses; each later name that would clash
 * gets a trailing {@code _}. Assignment order is fixed (errors, pending classes, namespaces,
 * types), so the result is deterministic.
 */
final class TsSymbols {
  /**
   * Names the generated modules declare or import besides the runtime's exports: {@code client.ts}
   * imports the catalog types as {@code T}; {@code M}, {@code R}, {@code E} and {@code N} are type parameters.
   */
  static final Set<String> GENERATED = Set.of("catalog", "catalogJson", "catalogDocument", "$useCatalogDocument", "facts", "ops",
      "clientFacts", "callFacts", "errorClasses", "createCore", "OpId", "OpTypes", "errorTable", "exitCodes", "errorFromResponse", "errorFromWire",
      "clientError", "transportError",
      "ServerClient", "DEFINITION", "copying", "T", "M", "R", "E", "N",
      // The modular entry's modules (fn.ts, fn/*.ts) import these under their own names.
      "$Core", "$Empty", "$Options", "$Facts", "$Body", "$call", "$stream", "$pages", "$items", "$job", "$JobFacts",
      "$Wait", "$unions");

  /** Globals the runtime and the generated code use, TS type keywords, reserved words. */
  static final Set<String> LANGUAGE = Set.of(
      "Error", "TypeError", "Object", "Promise", "JSON", "Array", "Map", "Set", "String", "Number", "Boolean",
      "Symbol", "Proxy", "Reflect", "Uint8Array", "ArrayBuffer", "ReadableStream", "Blob", "Headers", "Response",
      "Request", "RequestInit", "TextDecoder", "TextEncoder", "AbortController", "AbortSignal", "Date", "Math",
      "RegExp", "Function", "Record", "Partial", "Readonly", "ReadonlyArray", "AsyncIterable", "AsyncGenerator",
      "AsyncIterableIterator", "Iterable", "URLSearchParams", "NaN", "Infinity", "PromiseLike", "BodyInit",
      "Exclude", "Extract", "NonNullable", "Pick", "Omit", "Required", "ReturnType", "ReadableStreamDefaultController",
      "string", "number", "boolean", "object", "any", "unknown", "never", "void", "null", "undefined", "symbol",
      "bigint", "globalThis", "fetch", "setTimeout", "clearTimeout", "encodeURIComponent", "crypto",
      "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do", "else",
      "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in", "instanceof",
      "new", "return", "super", "switch", "this", "throw", "true", "try", "typeof", "var", "while", "with",
      "yield", "let", "static", "implements", "interface", "package", "private", "protected", "public", "await",
      "arguments", "eval", "type", "as", "async", "of", "declare", "module", "namespace", "require", "keyof",
      "readonly", "infer", "is", "satisfies", "asserts", "abstract", "accessor", "constructor", "get", "set");

  /** Every name a generated top-level name must avoid: the runtime's exports, the generated modules' own names, the language's. */
  static final Set<String> RESERVED = reserved();

  private static Set<String> reserved() {
    Set<String> out = new HashSet<>(TsRuntime.exports());
    out.addAll(GENERATED);
    out.addAll(LANGUAGE);
    return Set.copyOf(out);
  }

  private final Set<String> used = new HashSet<>(RESERVED);
  private final Map<String, String> errors = new HashMap<>();
  private final Map<String, String> pending = new HashMap<>();
  private final Map<String, String> namespaces = new HashMap<>();
  private final Map<String, String> types = new HashMap<>();

  TsSymbols(ClientPlan plan) {
    LinkedCatalog linked = plan.linked();
    plan.errorClasses().root().ifPresent(root -> errors.put(root.className(), claim(root.nameFor("ts"))));
    for (ErrorClass row : plan.errorClasses().table()) {
      errors.putIfAbsent(row.className(), claim(row.nameFor("ts")));
    }
    for (String name : new TreeSet<>(pendingClasses(plan))) {
      pending.put(name, name.equals("JobPending") ? "JobPending" : claim(name));
    }
    for (NamespacePlan ns : plan.namespaces()) {
      namespaces.put(ns.path(), claim(ns.isRoot() ? "RootApi" : WordCase.pascal(ns.path()) + "Api"));
    }
    for (NamedType type : linked.namedTypes()) {
      types.computeIfAbsent(type.name(), this::claim);
    }
  }

  private static Set<String> pendingClasses(ClientPlan plan) {
    Set<String> out = new HashSet<>();
    for (Operation op : plan.ops()) {
      if (op.job() != null) {
        out.add(op.job().pendingClass());
      }
    }
    return out;
  }

  private String claim(String name) {
    String out = name;
    while (used.contains(out)) {
      out = out + "_";
    }
    used.add(out);
    return out;
  }

  /** The TS class of an error row, by its catalog class name. */
  String error(String catalogClass) {
    return errors.get(catalogClass);
  }

  /** The TS class of a job's pending handle, by its {@code pending_class}. */
  String pending(String pendingClass) {
    return pending.get(pendingClass);
  }

  /** Every pending class other than the runtime's own {@code JobPending}, by catalog name, sorted. */
  Map<String, String> extraPendingClasses() {
    Map<String, String> out = new java.util.TreeMap<>(pending);
    out.remove("JobPending");
    return out;
  }

  /** The class of a namespace (the root is {@code RootApi}). */
  String namespace(String path) {
    return namespaces.get(path);
  }

  /** The exported type of a linker-named schema. */
  String type(String linkedName) {
    return types.get(linkedName);
  }
}
