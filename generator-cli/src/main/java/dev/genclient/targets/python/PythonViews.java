package dev.genclient.targets.python;

import java.util.List;

/** The typed views the Python templates render; every string is final Python text, already escaped. */
final class PythonViews {
  private PythonViews() {}

  record Literal(String literal) {}

  record ErrorClass(String name, String parent, String doc, String catalogClass, String code, String exitFamily,
      String statuses) {}

  record ErrorRow(String name, String exact, String prefixes) {}

  record Field(String name, String type, String wire, String defaultArg) {}

  record TypedField(String name, String type) {}

  record Model(String name, String doc, List<Field> fields, String baseName, String baseNameLiteral,
      String requiredEntries, boolean optionalFunctional, String optionalName, String optionalNameLiteral,
      String optionalEntries, List<TypedField> optionalFields) {
    /** The blank line between the docstring and the class-body fields, when there are any. */
    public String fieldsGap() {
      return optionalFields.isEmpty() ? "" : "\n";
    }
  }

  record Pending(String name, String doc) {}

  record UnionAlias(String name, String definition) {}

  record OpEntry(String constant, String args) {}

  record Child(String member, String className) {}

  record AliasChild(String member, String className, String doc, String aliasLiteral,
      String targetLiteral) {}

  record OpenAi(String basePath) {}

  record Method(String name, String doc, String warn, String signature, String signatureWaitTrue,
      String signatureWaitFalse, String forward, String argsDict, String op, String binding, String resultType,
      String resultCast, String resultRuntime, String bytesType, String eventIterator, String eventSyncIterator,
      String eventCast, String eventRuntime, String pendingType, String pendingCast, boolean isCall,
      boolean isDownload, boolean isUpload, boolean isStream, boolean isJob) {}

  record CallProtocol(String name, String signature, String returnType) {}

  record Namespace(String className, String doc, String pathLiteral, List<Child> children,
      List<AliasChild> aliasChildren, List<OpenAi> openai, List<Method> methods) {}

  record Module(String docstring, String opsImport, String opsModule, List<Literal> exports, String catalogName,
      String catalogVersion, String sdkVersion, String clientHeader, String clientValue, String legacyHeader,
      String defaultBaseUrl, String capabilitiesPath, String opsPath, String checkOp, String exitCodes,
      String legacyGroups, List<ErrorClass> errors, List<ErrorRow> errorRows, String baseError,
      String contractMismatch, String notEnabled, String transportError, String capabilitiesOp, boolean pydantic, boolean typeddict, List<Model> models,
      List<UnionAlias> unions,
      List<Pending> pendings, List<OpEntry> opTable, String opTuple, String aliasMap, List<Namespace> namespaces,
      List<CallProtocol> callProtocols, String rootClass, String clientDoc) {}

  record OpsRef(String member, String type, String idLiteral, String comment) {}

  record OpsNamespace(String className, String doc, List<OpsRef> refs, List<Child> children, boolean hasMembers) {}

  record OpsModule(String docstring, String apiModule, List<OpsNamespace> namespaces, List<OpsRef> rootRefs,
      List<Child> rootChildren) {}
}
