package dev.genclient.catalog.diff;

/** Every rule {@code gen-client diff} classifies a change by; docs/diff.md lists them all. */
public enum DiffRule {
  OP_REMOVED("op-removed", Impact.BREAKING, "An op id disappeared; ids are append-only."),
  OP_KIND_CHANGED("op-kind-changed", Impact.BREAKING, "The op's kind (call, stream, download, upload, job) changed."),
  HTTP_BINDING_CHANGED("http-binding-changed", Impact.BREAKING, "The method or path of the op's HTTP or legacy binding changed, or its legacy binding was removed."),
  OP_BECAME_ADMIN("op-became-admin", Impact.BREAKING, "The op now needs an admin principal."),
  CLIENT_MEMBER_REMOVED("client-member-removed", Impact.BREAKING, "mirror.client became false: clients no longer render a member for the op."),
  JOB_CHANGED("job-changed", Impact.BREAKING, "The job's status op, id param or pending class changed."),
  PARAM_REMOVED("param-removed", Impact.BREAKING, "A param (or a nested field of one) was removed."),
  PARAM_RENAMED("param-renamed", Impact.BREAKING, "A param was removed and one with the identical schema added: reported once, as a rename."),
  PARAM_BECAME_REQUIRED("param-became-required", Impact.BREAKING, "An optional param became required."),
  REQUIRED_PARAM_ADDED("required-param-added", Impact.BREAKING, "A new param is required: existing calls lack it."),
  PARAM_TYPE_NARROWED("param-type-narrowed", Impact.BREAKING, "A param accepts fewer values: a type dropped (null included), number became integer, an enum introduced, additionalProperties became false, or the type changed."),
  PARAM_ENUM_VALUE_REMOVED("param-enum-value-removed", Impact.BREAKING, "A param's enum lost a value."),
  RESULT_FIELD_REMOVED("result-field-removed", Impact.BREAKING, "A field of the result (or of a stream event) was removed."),
  RESULT_FIELD_BECAME_OPTIONAL("result-field-became-optional", Impact.BREAKING, "A result field is no longer required: callers may now find it missing."),
  RESULT_TYPE_CHANGED("result-type-changed", Impact.BREAKING, "A result value may now take a form it could not before: a new type (null included), an enum dropped, additional properties allowed; or the result or event schema appeared or disappeared."),
  SCHEMA_STRUCTURE_CHANGED("schema-structure-changed", Impact.BREAKING, "A schema changed in a way no finer rule proves compatible: a format that constrains values (all but path), const, the number of oneOf/anyOf variants, discriminator, items or an additionalProperties schema appearing or disappearing."),
  ERROR_CODE_REMOVED("error-code-removed", Impact.BREAKING, "An op no longer lists an error code, or an error row lost a wire code."),
  ERROR_CLASS_REMOVED("error-class-removed", Impact.BREAKING, "An error class disappeared from the error table."),
  ERROR_CLASS_CHANGED("error-class-changed", Impact.BREAKING, "An error class changed its E-code, status, parent, exit family, language names or client_only flag."),
  ERROR_ROOT_CHANGED("error-root-changed", Impact.BREAKING, "The error_root was removed or its class or language names changed: code catching the root class breaks."),
  EXIT_CHECK_CHANGED("exit-check-changed", Impact.BREAKING, "An op's exit_check was removed or names another field or error: its members lose or change the check option."),
  PAGINATION_CHANGED("pagination-changed", Impact.BREAKING, "An op's pagination was removed or changed its style, params or fields: its item and page iterators go or follow other pages."),
  STREAM_FORMAT_CHANGED("stream-format-changed", Impact.BREAKING, "A stream op's stream_format changed (ndjson and sse, the default ndjson included): clients built before read the other framing."),
  ALIAS_REMOVED("alias-removed", Impact.BREAKING, "An alias disappeared."),
  ALIAS_TARGET_CHANGED("alias-target-changed", Impact.BREAKING, "An alias now points at another target or binding."),
  IDEMPOTENCY_HEADER_CHANGED("idempotency-header-changed", Impact.BREAKING, "auth.idempotency_header was removed or renamed: clients built before keep retrying non-idempotent calls with a key the server no longer reads."),
  TYPE_REMOVED("type-removed", Impact.BREAKING, "A named type disappeared: clients export a type per name."),
  OP_ADDED("op-added", Impact.COMPATIBLE, "A new op."),
  OPTIONAL_PARAM_ADDED("optional-param-added", Impact.COMPATIBLE, "A new optional param."),
  PARAM_BECAME_OPTIONAL("param-became-optional", Impact.COMPATIBLE, "A required param became optional."),
  PARAM_TYPE_WIDENED("param-type-widened", Impact.COMPATIBLE, "A param accepts more values: a type added, integer became number, an enum dropped, additional properties allowed."),
  PARAM_ENUM_VALUE_ADDED("param-enum-value-added", Impact.COMPATIBLE, "A param's enum gained a value."),
  RESULT_ENUM_VALUE_ADDED("result-enum-value-added", Impact.COMPATIBLE, "A result enum gained a value: every client reads enums as open (Java keeps the value, known() answers UNKNOWN; TypeScript and Python keep the string), so older clients keep working."),
  FORMAT_ANNOTATION_CHANGED("format-annotation-changed", Impact.COMPATIBLE, "A string gained or lost format path, which marks a server file-system path (clients check it against discovered path scopes) and accepts every string as before."),
  RESULT_FIELD_ADDED("result-field-added", Impact.COMPATIBLE, "A new result (or event) field."),
  RESULT_FIELD_BECAME_REQUIRED("result-field-became-required", Impact.COMPATIBLE, "A result field is now always present."),
  RESULT_TYPE_NARROWED("result-type-narrowed", Impact.COMPATIBLE, "A result value can take fewer forms: a type or an enum value dropped, an enum introduced, additionalProperties became false."),
  ERROR_CODE_ADDED("error-code-added", Impact.COMPATIBLE, "An op lists a new error code, or an error row maps a new wire code."),
  ERROR_CLASS_ADDED("error-class-added", Impact.COMPATIBLE, "A new error class."),
  ERROR_ROOT_ADDED("error-root-added", Impact.COMPATIBLE, "An error_root was added: every row without a parent gains it as parent in the clients."),
  EXIT_CHECK_ADDED("exit-check-added", Impact.COMPATIBLE, "An op gained an exit_check: its members take a new check option (off by default)."),
  PAGINATION_ADDED("pagination-added", Impact.COMPATIBLE, "An op gained pagination: its member keeps the plain call and gains item and page iterators."),
  ALIAS_ADDED("alias-added", Impact.COMPATIBLE, "A new alias."),
  TYPE_ADDED("type-added", Impact.COMPATIBLE, "A new named type."),
  IDEMPOTENCY_HEADER_ADDED("idempotency-header-added", Impact.COMPATIBLE, "auth.idempotency_header was added: non-idempotent calls now send a key and may be retried."),
  CLIENT_MEMBER_ADDED("client-member-added", Impact.COMPATIBLE, "mirror.client became true: clients now render a member for the op."),
  DESCRIPTION_CHANGED("description-changed", Impact.INFO, "A summary, description or title changed."),
  METADATA_CHANGED("metadata-changed", Impact.INFO, "Documentation-level op, alias, error or schema metadata changed: since, deprecated, limits, examples, idempotent, envd_twin, mirror asymmetry or reason, admin dropped, a legacy binding added, alias dates, legacy flag, a schema default."),
  CATALOG_SETTING_CHANGED("catalog-setting-changed", Impact.INFO, "A top-level setting changed: name, title, description, sdk_version, server, auth (but its idempotency_header), exit_codes, reserved_names, asymmetries or legacy_groups. Review these by hand."),
  UNCLASSIFIED_CHANGE("unclassified-change", Impact.WARNING, "The order of ops, error rows or aliases changed (the first error row listing a status decides the status mapping), or a part of the catalog changed that no rule above classifies, such as a named type no op uses; review it by hand."),
  VERSION_NOT_BUMPED("version-not-bumped", Impact.WARNING, "catalog_version did not move as semver requires: a major bump for a breaking change (minor while at 0.x), a minor bump for additions, and never backwards.");

  private final String id;
  private final Impact impact;
  private final String summary;

  DiffRule(String id, Impact impact, String summary) {
    this.id = id;
    this.impact = impact;
    this.summary = summary;
  }

  public String id() {
    return id;
  }

  public Impact impact() {
    return impact;
  }

  public String summary() {
    return summary;
  }
}
