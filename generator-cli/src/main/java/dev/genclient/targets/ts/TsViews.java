package dev.genclient.targets.ts;

import dev.genclient.render.Meaning;
import java.util.List;

/** The typed views the TS templates render; every string is final TypeScript text, already escaped. */
final class TsViews {
  private TsViews() {}

  /** A member of an object type: {@code key} a property key, {@code optional} whether it may be absent. */
  record Member(@Meaning("its JSDoc, escaped (empty when none)") String doc, @Meaning("the property key, quoted where needed")
      String key, @Meaning("whether it may be absent") boolean optional, @Meaning("its TypeScript type") String type) {}

  /** A named type: either a multi-line object ({@code members}) or a one-line expansion ({@code definition}). */
  record TypeDecl(@Meaning("its JSDoc, escaped") String doc, @Meaning("the type's name") String name,
      @Meaning("the members of an object type") List<Member> members,
      @Meaning("the one-line definition of any other type (0 or 1 element)") List<String> definition) {}

  record JsonLine(@Meaning("one line of the document's JSON text, as a string literal") String literal) {}

  /** An op's entry in {@code OpTypes}: its id and kind as literals, its params, result and event types. */
  record OpType(@Meaning("the op id, a string literal") String id, @Meaning("its kind, a string literal") String kind,
      @Meaning("its params type") String params, @Meaning("its result type") String result,
      @Meaning("its event type (never for a non-stream op)") String event) {}

  /**
   * One line of the {@code ops} tree, depth-first: an op ({@code leaf}: key and id literal), or the
   * opening ({@code open}) or closing ({@code close}) of a namespace's object; {@code indent} its depth as spaces.
   */
  record OpsEntry(@Meaning("its depth, as spaces") String indent, @Meaning("its property key") String key,
      @Meaning("the op id literal of a leaf") String id, @Meaning("an op") boolean leaf,
      @Meaning("the opening of a namespace's object") boolean open, @Meaning("the closing of a namespace's object") boolean close) {
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

  record Catalog(@Meaning("the named types and every op's params, result and event types") List<TypeDecl> types,
      @Meaning("the ops tree, depth-first") List<OpsEntry> opsTree, @Meaning("every op id, a string literal") List<String> opIds,
      @Meaning("every op's entry in OpTypes") List<OpType> opTypes) {}

  /** facts.ts and catalog-document.ts: a document's JSON text, line by line. */
  record Document(@Meaning("the document's JSON text, line by line") List<JsonLine> json) {
    static Document of(List<String> lines) {
      return new Document(lines.stream().map(line -> new JsonLine(TsText.literal(line))).toList());
    }
  }

  /** facts.ts: the client facts and the core facts, each a JSON text line by line. */
  record Facts(@Meaning("the client facts' JSON text (the document's own fields), line by line") List<JsonLine> clientJson,
      @Meaning("the call facts' JSON text (the client facts a call reads), line by line") List<JsonLine> callJson,
      @Meaning("the core facts' JSON text (types and ops), line by line") List<JsonLine> json) {}

  /** A function of the modular entry: one op, its facts embedded. */
  record FnOp(@Meaning("its JSDoc, escaped") String doc, @Meaning("the function's name") String name,
      @Meaning("the op's facts (OpFacts) as JSON text, a string literal") String facts,
      @Meaning("its params type") String paramType, @Meaning("whether params may be omitted") boolean optional,
      @Meaning("its result type") String result, @Meaning("a stream's event type (unknown for other ops)") String event,
      @Meaning("a paginated call's page walks (0 or 1)") List<FnPages> paged,
      @Meaning("whether its schemas have a oneOf or anyOf (its facts carry the union check)") boolean unions) {}

  /** The page walks of a paginated call of the modular entry: a function for its pages and one for their items. */
  record FnPages(@Meaning("the pages function's name") String pages, @Meaning("the items function's name") String items,
      @Meaning("the item type") String item) {}

  /** The modular core's values (fn.ts only). */
  record FnCore(@Meaning("the client header's value, a string literal") String clientValue,
      @Meaning("the default base URL, a string literal") String defaultBaseUrl) {}

  /** fn.ts (the core and the root's ops) or fn/NAMESPACE.ts: the modular entry's functions of one namespace. */
  record FnModule(@Meaning("what the module holds, for its comment") String title,
      @Meaning("the path from the module to the client's root, './' or '../'") String up,
      @Meaning("whether a function names a catalog type") boolean types,
      @Meaning("whether a function takes no params (EmptyParams)") boolean empty, @Meaning("whether it has functions") boolean functions,
      @Meaning("whether an op is an upload (takes a body)") boolean body,
      @Meaning("whether an op is a stream (its function calls streamOp)") boolean streaming,
      @Meaning("whether a call pages (its walks call opPages and opItems)") boolean paging,
      @Meaning("whether an op is a job (its function calls jobOp)") boolean jobbing,
      @Meaning("whether an op's schemas have a oneOf or anyOf (withUnionChecks)") boolean unions,
      @Meaning("call ops") List<FnOp> calls, @Meaning("download ops") List<FnOp> downloads, @Meaning("upload ops") List<FnOp> uploads,
      @Meaning("stream ops") List<FnOp> streams, @Meaning("job ops") List<FnOp> jobs,
      @Meaning("the core (0 or 1: fn.ts only)") List<FnCore> core) {}

  record ErrorClass(@Meaning("its JSDoc, escaped") String doc, @Meaning("the class name") String name,
      @Meaning("its parent class") String parent) {}

  record ErrorRow(@Meaning("the catalog class, a string literal") String catalogClass, @Meaning("the class it maps to") String name) {}

  /** The error classes (parents first) and the table's rows with their class. */
  record Errors(@Meaning("the error classes, parents first") List<ErrorClass> classes,
      @Meaning("the error table's rows") List<ErrorRow> rows) {}

  record Child(@Meaning("its JSDoc, escaped") String doc, @Meaning("the accessor's name") String member,
      @Meaning("the namespace class") String className, @Meaning("the namespace path, a string literal") String path,
      @Meaning("the op alias with the namespace's name, which calling the namespace calls: none or one") List<NamespaceCall> call) {}

  /** Calling a namespace: the alias's target op id literal, its legacy flag literal, params and result types, its options. */
  record NamespaceCall(@Meaning("the target op id, a string literal") String id,
      @Meaning("whether it calls the legacy binding, a boolean literal") String legacy,
      @Meaning("the params type") String paramType, @Meaning("whether the params may be left out") boolean optional,
      @Meaning("the result type") String result,
      @Meaning("whether the op has an exit_check, so the call takes CheckOptions") boolean check) {}

  /**
   * A method: {@code id} the op id literal, {@code legacy} the literal {@code true} when it calls over the
   * target's legacy binding, {@code paramType} its params type, {@code optional} whether params may be omitted.
   */
  /** {@code check}: the op has an {@code exit_check}, so its member takes {@code CheckOptions}. */
  record Method(@Meaning("its JSDoc, escaped") String doc, @Meaning("the method's name") String member,
      @Meaning("the op id, a string literal") String id,
      @Meaning("the literal true over the target's legacy binding, else false") String legacy,
      @Meaning("its params type") String paramType, @Meaning("whether params may be omitted") boolean optional,
      @Meaning("its result type") String result, @Meaning("a stream's event type") String event,
      @Meaning("a job's pending class") String pending,
      @Meaning("whether the op has an exit_check, so its member takes CheckOptions") boolean check,
      @Meaning("a paged op's item type (empty for other ops)") String item) {}

  record NamespaceClass(@Meaning("its JSDoc, escaped") String doc, @Meaning("the class name") String className,
      @Meaning("the namespace's path as a TS string literal (\"\" for the root)") String path,
      @Meaning("what the runtime's Core.members installs beyond the ops declared here, as a TS string literal (see TsNamespaces.members)") String members,
      @Meaning("child namespaces") List<Child> children, @Meaning("namespace aliases (deprecated)") List<Child> aliasChildren,
      @Meaning("call ops and their aliases") List<Method> calls,
      @Meaning("paginated call ops and their aliases: members with items and pages") List<Method> paged,
      @Meaning("download ops") List<Method> downloads,
      @Meaning("upload ops") List<Method> uploads, @Meaning("stream ops") List<Method> streams,
      @Meaning("job ops") List<Method> jobs, @Meaning("the server.openai helper of this namespace (0 or 1)") List<OpenAi> openai) {}

  /** The {@code server.openai} endpoint: {@code basePath} a string literal, {@code doc} its path for JSDoc. */
  record OpenAi(@Meaning("the endpoint's base path, a string literal") String basePath,
      @Meaning("the base path, for JSDoc") String doc) {}

  record Pending(@Meaning("the pending class") String name, @Meaning("its name, a string literal") String literal) {}

  /** index.ts re-exports the modules; it has no variables. */
  record Index() {}

  /** cli.ts: {@code nameLiteral} the command's name as a string literal. */
  record Cli(@Meaning("the command's name, a string literal") String nameLiteral) {}

  record Client(@Meaning("ServerClient's JSDoc, escaped") String doc,
      @Meaning("every namespace class, the root's last") List<NamespaceClass> namespaces,
      @Meaning("the pending classes of job ops") List<Pending> pending,
      @Meaning("whether catalog.ts exports types to import") boolean types,
      @Meaning("the client header's value, a string literal") String clientValue,
      @Meaning("the default base URL, a string literal") String defaultBaseUrl,
      @Meaning("the check op's result type") String checkResult,
      @Meaning("the capabilities op id, a literal (or null)") String capabilitiesOp,
      @Meaning("the root namespace's server.openai helper (0 or 1)") List<OpenAi> openai,
      @Meaning("how the ops tree differs from the facts' op ids, a TS string literal (see TsCatalogFile.opsEntries)") String opsEntries,
      @Meaning("whether a namespace can be called (an op alias named like it), so client.ts imports callableNamespace") boolean callable) {}
}
