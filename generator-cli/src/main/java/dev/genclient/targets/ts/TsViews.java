package dev.genclient.targets.ts;

import java.util.List;

/** The typed views the TS templates render; every string is final TypeScript text, already escaped. */
final class TsViews {
  private TsViews() {}

  /** A member of an object type: {@code key} a property key, {@code optional} whether it may be absent. */
  record Member(String doc, String key, boolean optional, String type) {}

  /** A named type: either a multi-line object ({@code members}) or a one-line expansion ({@code definition}). */
  record TypeDecl(String doc, String name, List<Member> members, List<String> definition) {}

  record JsonLine(String literal) {}

  /** An op's entry in {@code OpTypes}: its id and kind as literals, its params, result and event types. */
  record OpType(String id, String kind, String params, String result, String event) {}

  /**
   * One line of the {@code ops} tree, depth-first: an op ({@code leaf}: key and id literal), or the
   * opening ({@code open}) or closing ({@code close}) of a namespace's object; {@code indent} its depth as spaces.
   */
  record OpsEntry(String indent, String key, String id, boolean leaf, boolean open, boolean close) {
    static OpsEntry op(String indent, String key, String id) {
      return new OpsEntry(indent, key, id, true, false, false);
    }

    static OpsEntry open(String indent, String key) {
      return new OpsEntry(indent, key, "", false, true, false);
    }

    static OpsEntry close(String indent) {
      return new OpsEntry(indent, "", "", false, false, true);
    }
  }

  record Catalog(List<TypeDecl> types, List<OpsEntry> opsTree, List<String> opIds, List<OpType> opTypes, List<JsonLine> json) {}

  record ErrorClass(String doc, String name, String parent) {}

  record ErrorRow(String catalogClass, String name) {}

  /** The error classes (parents first) and the table's rows with their class. */
  record Errors(List<ErrorClass> classes, List<ErrorRow> rows) {}

  record Child(String doc, String member, String className, String path) {}

  /**
   * A method: {@code id} the op id literal, {@code legacy} the literal {@code true} when it calls over the
   * target's legacy binding, {@code paramType} its params type, {@code optional} whether params may be omitted.
   */
  /** {@code check}: the op has an {@code exit_check}, so its member takes {@code CheckOptions}. */
  record Method(String doc, String member, String id, String legacy, String paramType, boolean optional,
      String result, String event, String pending, boolean check) {}

  record NamespaceClass(String doc, String className, List<Child> children, List<Child> aliasChildren,
      List<Method> calls, List<Method> downloads, List<Method> uploads, List<Method> streams, List<Method> jobs,
      List<OpenAi> openai) {}

  /** The {@code server.openai} endpoint: {@code basePath} a string literal, {@code doc} its path for JSDoc. */
  record OpenAi(String basePath, String doc) {}

  record Pending(String name, String literal) {}

  record Client(String doc, List<NamespaceClass> namespaces, List<Pending> pending, boolean types, String clientValue,
      String defaultBaseUrl, String checkResult, String capabilitiesOp, List<OpenAi> openai) {}
}
