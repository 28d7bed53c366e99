package dev.genclient.catalog;

/**
 * Every rule a {@link Diagnostic} can name, with the page of {@code docs/} that documents it: the
 * one list that docs and the invalid-catalog fixtures are checked against ({@code
 * ValidationRuleRegistryTest}). A new rule is added here first.
 */
public enum ValidationRule {
  JSON_SYNTAX("json-syntax", Page.CATALOG, "Not JSON, a duplicate key, or content after the document."),
  JSON_LIMITS("json-limits", Page.CATALOG, "A parser limit exceeded (nesting, string or number length)."),
  JSON_VALUE("json-value", Page.CATALOG, "A string with a lone surrogate; a number outside the IEEE double range."),
  SCHEMA("schema", Page.CATALOG, "A violation of catalog.schema.json: an unknown or missing key, a wrong type, a value outside its enum or pattern."),
  ID_SYNTAX("id-syntax", Page.CATALOG, "An op id or alias name or target with a bad segment, too many segments or a segment too long."),
  ONE_LINE("one-line", Page.CATALOG, "A summary or title with a line break or other control character."),
  DUPLICATE_ID("duplicate-id", Page.CATALOG, "Two ops with the same id."),
  NAMESPACE_CLASH("namespace-clash", Page.CATALOG, "An op id equal to a namespace that has ops under it."),
  RESERVED_NAME("reserved-name", Page.CATALOG, "An op-id or alias segment listed in reserved_names."),
  NAME_COLLISION("name-collision", Page.CATALOG, "Two names that become the same after a target's mapping."),
  OUTPUT_PATH("output-path", Page.CATALOG, "A name that makes a path a target writes too long for a file system."),
  OG_NAME_COLLISION("og-name-collision", Page.CATALOG, "Two schemas that an OpenAPI Generator generator turns into one model."),
  DANGLING_REF("dangling-ref", Page.CATALOG, "A $ref to a type that is not in types."),
  REF_CYCLE("ref-cycle", Page.CATALOG, "A cycle of references with no array, map, optional or nullable step."),
  PARAMS_OBJECT("params-object", Page.CATALOG, "params that is not an object schema."),
  TYPE_UNION("type-union", Page.CATALOG, "A type array with more than one non-null type."),
  REQUIRED_PROPERTY("required-property", Page.CATALOG, "A required name that is not declared in properties."),
  FORMAT_PATH("format-path", Page.CATALOG, "format path on a schema that is not a string."),
  DISCRIMINATOR("discriminator", Page.CATALOG, "A discriminator without oneOf/anyOf, or a branch without the tag property."),
  PATH_PARAM("path-param", Page.CATALOG, "A {name} in a path that is not a required scalar parameter."),
  QUERY_OBJECT("query-object", Page.CATALOG, "A parameter of a query binding that is not a scalar or an array of scalars."),
  UPLOAD_METHOD("upload-method", Page.CATALOG, "An upload op bound to GET or DELETE."),
  ROUTE_DUPLICATE("route-duplicate", Page.CATALOG, "Two ops with the same method and path template."),
  ROUTE_TEMPLATE("route-template", Page.CATALOG, "Two ops whose http paths differ only in their parameter names."),
  JOB("job", Page.CATALOG, "A job op without job; job on another kind; a status_op that is not an op."),
  STREAM_EVENT("stream-event", Page.CATALOG, "A stream op without event; event on another kind."),
  STREAM_FORMAT("stream-format", Page.CATALOG, "stream_format on an op that is not a stream op."),
  OP_ERROR_UNMAPPED("op-error-unmapped", Page.CATALOG, "An op's error code that no row of the error table matches."),
  ASYMMETRY_REF("asymmetry-ref", Page.CATALOG, "An undeclared mirror.asymmetry; mirror.client false without an asymmetry."),
  DEPRECATED_REPLACEMENT("deprecated-replacement", Page.CATALOG, "A deprecated.replacement that is not an op."),
  ALIAS_TARGET("alias-target", Page.CATALOG, "An alias whose target is missing or of the wrong kind, or that clashes with an op or namespace."),
  LEGACY_ALIAS("legacy-alias", Page.CATALOG, "binding legacy on a namespace alias or on an alias whose target has no legacy binding."),
  ERROR_CODE_DUPLICATE("error-code-duplicate", Page.CATALOG, "The same E-code on two rows, unless one row is the other's parent."),
  ERROR_CLASS_DUPLICATE("error-class-duplicate", Page.CATALOG, "Two error rows with the same class."),
  ERROR_WIRE_DUPLICATE("error-wire-duplicate", Page.CATALOG, "The same wire entry on two error rows."),
  ERROR_PARENT("error-parent", Page.CATALOG, "A parent that names no row, or parents that form a cycle."),
  ERROR_EXIT("error-exit", Page.CATALOG, "An exit family that is not a key of exit_codes."),
  ERROR_STATUS("error-status", Page.CATALOG, "A row with wire codes but no status; a client_only row with wire codes."),
  EXIT_CODE("exit-code", Page.CATALOG, "An exit_codes value of 0, 2 or outside 1..255."),
  ERROR_ROOT("error-root", Page.CATALOG, "An error_root whose class is also a row's."),
  EXIT_CHECK("exit-check", Page.CATALOG, "An exit_check on a non-call op, naming a row that is not client_only, or on a field that is no required integer."),
  PAGINATION("pagination", Page.CATALOG, "pagination on a non-call op, without the request param or response field its style needs, with another style's, or naming a param or result field that is missing or of the wrong type."),
  CHECK_OP("check-op", Page.CATALOG, "server.check_op that is not an op of the catalog."),
  HEALTH_OP("health-op", Page.CATALOG, "server.health_op that is not an op of the catalog."),
  OPENAI_NAMESPACE("openai-namespace", Page.CATALOG, "server.openai.namespace that is not a namespace, or that holds an op openai_client."),
  CLIENT_DEFAULTS("client-defaults", Page.CATALOG, "client_defaults numbers that contradict each other once merged over the built-in ones."),
  IDEMPOTENCY_HEADER("idempotency-header", Page.CATALOG, "auth.idempotency_header naming a header the clients already send (the credential, client, request-id or gateway header, or a content header)."),
  LEGACY_GROUP("legacy-group", Page.CATALOG, "A legacy_groups entry that matches no op (a warning)."),
  LEGACY_ERROR_NAMESPACE("legacy-error-namespace", Page.CATALOG,
      "A legacy error row's wire code that some ops of a namespace declare and others do not (a warning)."),
  CASES("cases", Page.CONTRACT_TESTS, "A cases file that is not a JSON object."),
  CASE_SHAPE("case-shape", Page.CONTRACT_TESTS, "A case that is not { \"args\": {...} } or a list of named cases, with an unknown key or a value of the wrong type."),
  CASE_UNKNOWN_OP("case-unknown-op", Page.CONTRACT_TESTS, "A case for an id that is neither an op nor an alias of the catalog."),
  CASE_MISSING("case-missing", Page.CONTRACT_TESTS, "An op without a contract case."),
  CASE_NAME("case-name", Page.CONTRACT_TESTS, "Two cases of a cases file with the same name."),
  CASE_EXPECT("case-expect", Page.CONTRACT_TESTS, "A case's expect that is not a result, a known error or an HTTP status."),
  CASE_REFERENCE("case-reference", Page.CONTRACT_TESTS, "A setup or ${name.result...} reference to a case that is not earlier or not in the setup."),
  CONFIG("config", Page.CONFIG, "A gen-client.yaml that is not a valid configuration."),
  CONFIG_OUT("config-out", Page.CONFIG, "Two targets of a configuration writing to the same directory."),
  CONFIG_LANG("config-lang", Page.CONFIG, "An unknown lang in a configuration."),
  CONFIG_OPTION("config-option", Page.CONFIG, "An option a target does not have, or a value it refuses."),
  CONFIG_SYNC("config-sync", Page.CONFIG, "sync or update with a catalog that is a plain file, not a pinned release asset.");

  /** The page of {@code docs/} that documents a rule. */
  public enum Page {
    CATALOG("catalog-format.md"),
    CONTRACT_TESTS("contract-tests.md"),
    CONFIG("config.md");

    private final String file;

    Page(String file) {
      this.file = file;
    }

    /** The file name under {@code docs/}. */
    public String file() {
      return file;
    }
  }

  private final String id;
  private final Page page;
  private final String summary;

  ValidationRule(String id, Page page, String summary) {
    this.id = id;
    this.page = page;
    this.summary = summary;
  }

  /** The id a diagnostic prints in brackets: {@code [dangling-ref]}. */
  public String id() {
    return id;
  }

  public Page page() {
    return page;
  }

  public String summary() {
    return summary;
  }
}
