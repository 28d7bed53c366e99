package dev.genclient.targets.python;

import java.util.List;

/**
 * The typed views the Python templates render: data the templates loop over. Names are final
 * Python identifiers; {@code *Literal} fields are Python literals and {@code doc} fields docstrings,
 * already escaped; {@code type} fields are Python annotations of mapped types.
 */
final class PythonViews {
  private PythonViews() {}

  /** A name the package exports, as its string literal for {@code __all__}. */
  record Export(String name, String literal) {}

  /** A name {@code __init__} loads on first use from {@code module}. */
  record LazyExport(String name, String literal, String module) {}

  /** Names imported from one module. */
  record Import(String module, List<String> names) {}

  record ErrorClass(String name, String parent, String doc, String catalogClass, String code, String exitFamily,
      String statuses, boolean root) {}

  record ErrorRow(String name, String exact, String prefixes) {}

  /** The error roles the runtime raises itself, each the class of an error row. */
  record ErrorRoles(String base, String contractMismatch, String notEnabled, String transport) {}

  /** An op and the wire codes it declares (a bare status maps to their rows first). */
  record DeclaredErrors(String opLiteral, String codes) {}

  /** An op's exit check: the result field and the class raised when it is not 0. */
  record ExitCheck(String opLiteral, String field, String error) {}

  record ErrorsModule(String docstring, String pkg, List<ErrorClass> classes, List<ErrorRow> rows, ErrorRoles roles,
      String exitCodes, List<DeclaredErrors> declared, List<ExitCheck> exitChecks) {}

  /** A pydantic model field. */
  record Field(String name, String type, String wireLiteral, boolean required) {}

  /** A TypedDict key: its wire name and its type, both as string literals (the functional syntax). */
  record Key(String wireLiteral, String typeLiteral) {}

  /** A TypedDict key written in the class body. */
  record TypedField(String name, String type) {}

  record Model(String name, String doc, List<Field> fields, String baseName, List<Key> requiredKeys,
      boolean optionalFunctional, String optionalName, List<Key> optionalKeys, List<TypedField> optionalFields) {}

  record UnionAlias(String name, String definition) {}

  record Pending(String name, String doc) {}

  /** One HTTP binding of an op in the op table. */
  record Binding(String methodLiteral, String pathLiteral) {}

  record Job(String statusOpLiteral, String idParamLiteral, String pending) {}

  record OpEntry(String idLiteral, String kindLiteral, Binding http, boolean idempotent, List<Binding> legacy,
      List<Job> job, String homeLiteral) {}

  record CatalogModule(String docstring, String pkg, String catalogName, String catalogVersion, String sdkVersion,
      String clientHeader, String clientValue, String legacyHeader, String defaultBaseUrl, String capabilitiesPath,
      String capabilitiesOp, String opsPath, String checkOp, String legacyGroups, List<Pending> pendings,
      List<OpEntry> ops, String aliases, String resultsModule) {}

  /** A parameter of a generated method or call protocol. */
  record Param(String name, String type, String wireLiteral) {
    /** Whether the annotation admits {@code None}, i.e. JSON null. */
    boolean admitsNone() {
      return PythonNamespaces.admitsNone(type);
    }
  }

  /** A deprecation warning a member emits: what was used and what to use. */
  record Deprecation(String aliasLiteral, String targetLiteral) {}

  record Method(String name, String doc, List<Deprecation> deprecation, String opLiteral, boolean legacyBinding,
      List<Param> required, List<Param> optional, List<Param> params, boolean hasParams, String resultType,
      String resultRuntime, String eventType, String pendingType, boolean isCall, boolean isDownload,
      boolean isUpload, boolean isStream, boolean isJob, boolean check) {
    /** Calls and uploads: a sync twin that returns the result. */
    public boolean returnsResult() {
      return isCall || isUpload;
    }

    /** Required params that admit None: None is sent as JSON null, not left out as an unset optional is. */
    public List<Param> keepNone() {
      return required.stream().filter(p -> p.wireLiteral() != null && p.admitsNone()).toList();
    }

    public boolean hasKeepNone() {
      return !keepNone().isEmpty();
    }
  }

  record CallProtocol(String name, List<Param> required, List<Param> optional, boolean upload, boolean untyped,
      String returnType) {}

  record Child(String member, String className, String module) {}

  record AliasChild(String member, String className, String module, String doc, String aliasLiteral,
      String targetLiteral) {}

  record OpenAi(String basePath) {}

  record Result(String opLiteral, String type) {}

  /** A namespace module: its class (none for the module of unreferenced types), models, unions and protocols. */
  record NamespaceModule(String docstring, String pkg, boolean pydantic, boolean typeddict, List<Import> imports,
      List<Import> typeImports, List<Model> models, List<UnionAlias> unions, List<NamespaceClass> namespace,
      List<Result> results, List<CallProtocol> callProtocols) {
    public boolean hasResults() {
      return !results.isEmpty();
    }
  }

  record NamespaceClass(String className, String doc, String pathLiteral, List<Child> children,
      List<AliasChild> aliasChildren, List<OpenAi> openai, List<Method> methods) {}

  record ClientModule(String docstring, String pkg, String rootModule, String rootClass, String clientDoc) {}

  record InitModule(String docstring, String pkg, List<Export> exports, List<Import> eager, List<LazyExport> lazy) {}

  /** The runtime catalog document: its JSON text as one string literal per line. */
  record DocumentModule(String docstring, List<String> lines) {}

  record AliasModule(String docstring, String pkg, String module) {}

  /** An entry of the ops tree; {@code comment}: its trailing comment's text, if any. */
  record OpsRef(String member, String type, String idLiteral, List<String> comment) {}

  record OpsNamespace(String className, String doc, List<OpsRef> refs, List<Child> children, boolean hasMembers) {}

  record OpsModule(String docstring, String pkg, List<Import> protocolImports, List<OpsNamespace> namespaces,
      List<OpsRef> rootRefs, List<Child> rootChildren) {}
}
