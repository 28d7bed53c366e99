package dev.genclient.targets.python;

import dev.genclient.render.Meaning;
import java.util.List;

/**
 * The typed views the Python templates render: data the templates loop over. Names are final
 * Python identifiers; {@code *Literal} fields are Python literals and {@code doc} fields docstrings,
 * already escaped; {@code type} fields are Python annotations of mapped types.
 */
final class PythonViews {
  private PythonViews() {}

  /** A name the package exports, as its string literal for {@code __all__}. */
  record Export(@Meaning("the exported name") String name,
      @Meaning("its string literal, for __all__") String literal) {}

  /** A name {@code __init__} loads on first use from {@code module}. */
  record LazyExport(@Meaning("the name") String name, @Meaning("its string literal") String literal,
      @Meaning("the module it is loaded from on first use") String module) {}

  /** Names imported from one module. */
  record Import(@Meaning("the module") String module, @Meaning("the names imported from it") List<String> names) {}

  record ErrorClass(@Meaning("the class name") String name, @Meaning("its parent class") String parent,
      @Meaning("its docstring, escaped") String doc, @Meaning("the catalog class, a literal") String catalogClass,
      @Meaning("the E-code, a literal") String code, @Meaning("the exit family, a literal") String exitFamily,
      @Meaning("its HTTP statuses, a tuple literal") String statuses,
      @Meaning("the base class of the table") boolean root) {}

  record ErrorRow(@Meaning("the class") String name, @Meaning("its exact wire codes, a literal") String exact,
      @Meaning("its wire code prefixes, a literal") String prefixes) {}

  /** The error roles the runtime raises itself, each the class of an error row. */
  record ErrorRoles(@Meaning("the base class of the table (ApiError without a root row)") String base,
      @Meaning("the class raised for an op the server lacks") String contractMismatch,
      @Meaning("the class raised for an op the server disabled") String notEnabled,
      @Meaning("the class raised for a path outside the op's discovered scope") String policyDenied,
      @Meaning("the class raised when no HTTP response came") String transport) {}

  /** An op and the wire codes it declares (a bare status maps to their rows first). */
  record DeclaredErrors(@Meaning("the op id, a literal") String opLiteral,
      @Meaning("the wire codes the op declares, a tuple literal") String codes) {}

  /** An op's exit check: the result field and the class raised when it is not 0. */
  record ExitCheck(@Meaning("the op id, a literal") String opLiteral, @Meaning("the result field, a literal") String field,
      @Meaning("the error class raised on a non-zero value") String error) {}

  record ErrorsModule(@Meaning("the module's docstring") String docstring, @Meaning("the package") String pkg,
      @Meaning("the error classes, parents first") List<ErrorClass> classes,
      @Meaning("the error table's rows, in catalog order") List<ErrorRow> rows,
      @Meaning("the classes the runtime raises itself") ErrorRoles roles,
      @Meaning("the exit code of each exit family, a dict literal") String exitCodes,
      @Meaning("each op's declared wire codes") List<DeclaredErrors> declared,
      @Meaning("the ops with an exit check") List<ExitCheck> exitChecks) {}

  /**
   * A pydantic model field. A field with neither alias nor description is written without {@code Field(...)}: pydantic
   * builds every field of every model of a namespace module when the module is imported, and a bare annotation and
   * default cost less to build (docs/speed.md).
   */
  record Field(@Meaning("the field name") String name, @Meaning("its annotation") String type,
      @Meaning("its JSON name, a literal") String wireLiteral,
      @Meaning("its JSON name as an alias, a literal, when it is not the field name (0 or 1)") List<String> alias,
      @Meaning("whether it must be given") boolean required,
      @Meaning("its description, a literal (0 or 1)") List<String> description) {
    @Meaning("whether it is written with Field(...): it has an alias or a description")
    public boolean called() {
      return !alias.isEmpty() || !description.isEmpty();
    }

    @Meaning("whether it has both an alias and a description (a comma between them)")
    public boolean aliasAndDescription() {
      return !alias.isEmpty() && !description.isEmpty();
    }
  }

  /** A TypedDict key: its wire name and its type, both as string literals (the functional syntax). */
  record Key(@Meaning("the JSON key, a literal") String wireLiteral,
      @Meaning("its type, a literal") String typeLiteral) {}

  /** A TypedDict key written in the class body. */
  record TypedField(@Meaning("the key") String name, @Meaning("its annotation") String type) {}

  record Model(@Meaning("the class name") String name, @Meaning("its docstring, escaped") String doc,
      @Meaning("pydantic: its fields") List<Field> fields,
      @Meaning("TypedDict: the class of its required keys") String baseName,
      @Meaning("TypedDict: the required keys (functional syntax)") List<Key> requiredKeys,
      @Meaning("TypedDict: the optional keys need the functional syntax") boolean optionalFunctional,
      @Meaning("TypedDict: the class of its optional keys") String optionalName,
      @Meaning("TypedDict: the optional keys (functional syntax)") List<Key> optionalKeys,
      @Meaning("TypedDict: the optional keys (class syntax)") List<TypedField> optionalFields) {}

  record UnionAlias(@Meaning("the alias") String name, @Meaning("the union it stands for") String definition) {}

  record Pending(@Meaning("the pending class") String name, @Meaning("its docstring, escaped") String doc) {}

  /** One HTTP binding of an op in the op table. */
  record Binding(@Meaning("the HTTP method, a literal") String methodLiteral,
      @Meaning("the path, a literal") String pathLiteral) {}

  record Job(@Meaning("the status op id, a literal") String statusOpLiteral,
      @Meaning("the job id param, a literal") String idParamLiteral, @Meaning("the pending class") String pending) {}

  record OpEntry(@Meaning("the op id, a literal") String idLiteral,
      @Meaning("its kind, a literal") String kindLiteral, @Meaning("its binding") Binding http,
      @Meaning("whether it may be retried") boolean idempotent,
      @Meaning("its legacy binding (0 or 1)") List<Binding> legacy,
      @Meaning("its job settings (0 or 1)") List<Job> job,
      @Meaning("the namespace module it belongs to, a literal") String homeLiteral) {}

  record CatalogModule(@Meaning("the module's docstring") String docstring,
      @Meaning("the package (dotted)") String pkg, @Meaning("the catalog name, a literal") String catalogName,
      @Meaning("catalog_version, a literal") String catalogVersion,
      @Meaning("sdk_version, a literal") String sdkVersion,
      @Meaning("the client header, a literal") String clientHeader,
      @Meaning("the client header's value, a literal") String clientValue,
      @Meaning("the legacy auth header, a literal") String legacyHeader,
      @Meaning("the default base URL, a literal") String defaultBaseUrl,
      @Meaning("the capabilities route, a literal") String capabilitiesPath,
      @Meaning("the capabilities op id, a literal or None") String capabilitiesOp,
      @Meaning("the ops route, a literal") String opsPath,
      @Meaning("server.check_op, a literal or None") String checkOp,
      @Meaning("the gateway token's default header, a literal") String gatewayHeader,
      @Meaning("the default timeout in seconds, a literal") String timeout,
      @Meaning("legacy_groups, a literal") String legacyGroups,
      @Meaning("the pending classes") List<Pending> pendings, @Meaning("the op table") List<OpEntry> ops,
      @Meaning("the aliases, a literal") String aliases,
      @Meaning("the runtime module of the result style") String resultsModule) {}

  /** A parameter of a generated method or call protocol. */
  record Param(@Meaning("the parameter") String name, @Meaning("its annotation") String type,
      @Meaning("its JSON name, a literal") String wireLiteral) {
    /** Whether the annotation admits {@code None}, i.e. JSON null. */
    @Meaning("whether the annotation admits None (JSON null)")
    boolean admitsNone() {
      return PythonNamespaces.admitsNone(type);
    }
  }

  /** A deprecation warning a member emits: what was used and what to use. */
  record Deprecation(@Meaning("what was used, a literal") String aliasLiteral,
      @Meaning("what to use, a literal") String targetLiteral) {}

  record Method(@Meaning("the method's name (__call__ for a callable namespace)") String name,
      @Meaning("its docstring, escaped and indented") String doc,
      @Meaning("its blocking _sync twin's docstring, escaped and indented") String syncDoc,
      @Meaning("the warning an alias emits (0 or 1)") List<Deprecation> deprecation,
      @Meaning("the op id, a literal") String opLiteral,
      @Meaning("whether it is called over the op's legacy binding") boolean legacyBinding,
      @Meaning("the positional params (an upload's body last)") List<Param> required,
      @Meaning("the keyword-only params, defaulting to None") List<Param> optional,
      @Meaning("every param sent, in catalog order") List<Param> params,
      @Meaning("whether the op has params") boolean hasParams,
      @Meaning("the result's annotation") String resultType,
      @Meaning("the type the runtime parses the result into (_Any without a result)") String resultRuntime,
      @Meaning("a stream's event annotation (_Any without one)") String eventType,
      @Meaning("a job's pending annotation (empty for other kinds)") String pendingType,
      @Meaning("whether the op is a call") boolean isCall, @Meaning("whether the op is a download") boolean isDownload,
      @Meaning("whether the op is an upload") boolean isUpload, @Meaning("whether the op is a stream") boolean isStream,
      @Meaning("whether the op is a job") boolean isJob,
      @Meaning("a job member's class (empty for other kinds)") String jobClass,
      @Meaning("the job class's docstring (empty for other kinds)") String jobDoc,
      @Meaning("whether the method has a blocking _sync twin") boolean sync,
      @Meaning("whether the op has an exit_check, so the method takes check=") boolean check,
      @Meaning("whether the op pages (a call with pagination)") boolean isPaged,
      @Meaning("a paged member's class (empty for other ops)") String pagedClass,
      @Meaning("the paged class's docstring (empty for other ops)") String pagedDoc,
      @Meaning("a paged op's item annotation (empty for other ops)") String itemType,
      @Meaning("a paged op's items field, a literal (empty for other ops)") String itemsLiteral) {
    /**
     * The async method and its blocking {@code _sync} twin (none when {@code sync} is false), rendered
     * from one body: the twin calls the transport's blocking side ({@code call_sync},
     * {@code job_sync}), which shares every plan with the async side, so it needs no event loop. A
     * job's async member is its job object, so the template renders only the job's blocking twin; a paged op's
     * async member is its pager object, so it has only the blocking twin here.
     */
    @Meaning("the async method and its blocking twin (the async one alone without sync)")
    public List<Twin> twins() {
      Twin async = new Twin("async def", name, "await ", "", doc, false);
      Twin blocking = new Twin("def", name + "_sync", "", "_sync", syncDoc, true);
      if (isPaged) {
        return sync ? List.of(blocking) : List.of();
      }
      return sync ? List.of(async, blocking) : List.of(async);
    }

    /** Required params that admit None: None is sent as JSON null, not left out as an unset optional is. */
    @Meaning("the required params that admit None, sent as JSON null")
    public List<Param> keepNone() {
      return required.stream().filter(p -> p.wireLiteral() != null && p.admitsNone()).toList();
    }

    @Meaning("whether keepNone has an element")
    public boolean hasKeepNone() {
      return !keepNone().isEmpty();
    }
  }

  /** One of a method's two forms: {@code keyword} {@code async def} or {@code def}; {@code suffix} of the transport call. */
  record Twin(@Meaning("how the method is declared: async def, or def for the blocking twin") String keyword,
      @Meaning("the method's name: the op's member, or the member with _sync") String member,
      @Meaning("await before the transport call (empty in the blocking twin)") String awaitPrefix,
      @Meaning("the transport method's suffix: empty, or _sync (call_sync, job_sync)") String suffix,
      @Meaning("the docstring, escaped and indented (the op's, for the async method or its blocking twin)") String twinDoc,
      @Meaning("whether this is the blocking twin (a job renders only its blocking twin)") boolean blocking) {}

  record CallProtocol(@Meaning("the protocol class, private: _Call_<op id>") String name,
      @Meaning("the required params, keyword-only by wire name") List<Param> required,
      @Meaning("the optional params, defaulting to None") List<Param> optional,
      @Meaning("whether it takes an upload body") boolean upload,
      @Meaning("whether a param cannot be a keyword argument, so it takes *args, **kwargs") boolean untyped,
      @Meaning("the raw data type its call returns") String returnType) {}

  record Child(@Meaning("the accessor") String member, @Meaning("the namespace class") String className,
      @Meaning("its module") String module) {}

  record AliasChild(@Meaning("the accessor") String member, @Meaning("the namespace class") String className,
      @Meaning("its module") String module, @Meaning("its docstring, escaped") String doc,
      @Meaning("the alias, a literal") String aliasLiteral, @Meaning("its target, a literal") String targetLiteral) {}

  record OpenAi(@Meaning("the base path, a literal") String basePath) {}

  record Result(@Meaning("the op id, a literal") String opLiteral, @Meaning("its result annotation") String type) {}

  /** A namespace module: its class (none for the module of unreferenced types), models, unions and protocols. */
  record NamespaceModule(@Meaning("the module's docstring") String docstring,
      @Meaning("the package (dotted)") String pkg, @Meaning("pydantic results") boolean pydantic,
      @Meaning("TypedDict results") boolean typeddict,
      @Meaning("imports of other namespace modules") List<Import> imports,
      @Meaning("type imports (under TYPE_CHECKING)") List<Import> typeImports,
      @Meaning("its model classes") List<Model> models, @Meaning("its union aliases") List<UnionAlias> unions,
      @Meaning("its namespace class (0 or 1; none for the module of unreferenced types)") List<NamespaceClass> namespace,
      @Meaning("the result types of its ops") List<Result> results,
      @Meaning("the call protocols of its ops") List<CallProtocol> callProtocols) {
    @Meaning("whether results is not empty")
    public boolean hasResults() {
      return !results.isEmpty();
    }
  }

  record NamespaceClass(@Meaning("the class") String className, @Meaning("its docstring, escaped") String doc,
      @Meaning("the namespace path, a literal") String pathLiteral,
      @Meaning("child namespaces") List<Child> children,
      @Meaning("namespace aliases (deprecated)") List<AliasChild> aliasChildren,
      @Meaning("the server.openai helper (0 or 1)") List<OpenAi> openai,
      @Meaning("its methods, one per op and alias") List<Method> methods) {}

  record ClientModule(@Meaning("the module's docstring") String docstring,
      @Meaning("the package (dotted)") String pkg, @Meaning("the root namespace's module") String rootModule,
      @Meaning("the root namespace's class") String rootClass,
      @Meaning("ServerClient's docstring, escaped") String clientDoc) {}

  record InitModule(@Meaning("the module's docstring") String docstring, @Meaning("the package (dotted)") String pkg,
      @Meaning("__all__") List<Export> exports, @Meaning("names imported at once") List<Import> eager,
      @Meaning("names loaded on first use") List<LazyExport> lazy) {}

  /** The runtime catalog document: its JSON text as one string literal per line. */
  record DocumentModule(@Meaning("the module's docstring") String docstring,
      @Meaning("the JSON text, one string literal per line") List<String> lines) {}

  record AliasModule(@Meaning("the module's docstring") String docstring,
      @Meaning("the package (dotted)") String pkg, @Meaning("the deprecated module name") String module) {}

  /** An entry of the ops tree; {@code comment}: its trailing comment's text, if any. */
  record OpsRef(@Meaning("the attribute") String member, @Meaning("its annotation") String type,
      @Meaning("the op id, a literal") String idLiteral,
      @Meaning("its trailing comment (0 or 1)") List<String> comment) {}

  record OpsNamespace(@Meaning("the class") String className, @Meaning("its docstring, escaped") String doc,
      @Meaning("its op references") List<OpsRef> refs, @Meaning("its child namespaces") List<Child> children,
      @Meaning("whether it has any") boolean hasMembers) {}

  record OpsModule(@Meaning("the module's docstring") String docstring, @Meaning("the package (dotted)") String pkg,
      @Meaning("the call protocols imported per namespace module") List<Import> protocolImports,
      @Meaning("the namespace classes") List<OpsNamespace> namespaces,
      @Meaning("the root's op references") List<OpsRef> rootRefs,
      @Meaning("the root's child namespaces") List<Child> rootChildren) {}
}
