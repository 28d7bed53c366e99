package dev.genclient.targets.ts;

import java.util.List;

/** The typed views the TS templates render; every string is final TypeScript text, already escaped. */
final class TsViews {
  private TsViews() {}

  record Member(String doc, String key, String type) {}

  /** A named type: either a multi-line object ({@code members}) or a one-line expansion ({@code definition}). */
  record TypeDecl(String doc, String name, List<Member> members, List<String> definition) {}

    record JsonLine(String literal) {}

  record Catalog(List<TypeDecl> types, List<String> opsTree, List<String> opIds, List<String> opTypes, List<JsonLine> json) {}

  record ErrorClass(String doc, String name, String parent) {}

  record ErrorRow(String catalogClass, String name) {}

  record Errors(List<ErrorClass> classes, List<ErrorRow> rows, String base, String contractMismatch,
      String notEnabled, String argsInvalid) {}

  record Child(String doc, String member, String className, String path) {}

  record Method(String doc, String member, String id, String legacy, String paramsDecl, String paramsFixed,
      String result,
      String event, String pending) {}

  record NamespaceClass(String doc, String className, List<Child> children, List<Child> aliasChildren,
      List<Method> calls, List<Method> downloads, List<Method> uploads, List<Method> streams, List<Method> jobs,
      List<OpenAi> openai) {}

  /** The {@code server.openai} endpoint: {@code basePath} a string literal, {@code doc} its path for JSDoc. */
  record OpenAi(String basePath, String doc) {}

  record Pending(String name, String literal) {}

  record Client(String doc, List<NamespaceClass> namespaces, List<Pending> pending, boolean types, String clientValue,
      String defaultBaseUrl, String checkResult, String capabilitiesOp, List<OpenAi> openai) {}
}
