package dev.genclient.targets.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Example;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.StreamFormat;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.AliasPlan;
import dev.genclient.catalog.plan.ClientPlan;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Builds the OpenAPI Operation Object of one catalog op: parameters and request body from its HTTP
 * binding, responses by kind, shared error responses, and the {@code x-} extensions
 * that carry what OpenAPI has no field for.
 */
final class OperationObjects {
  static final String OCTET_STREAM = "application/octet-stream";
  static final String JSON_MEDIA = "application/json";

  private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

  private final ClientPlan plan;
  private final LinkedCatalog linked;
  private final SchemaConverter schemas;
  private final ErrorResponses errors;
  private final String jobHandleName;

  OperationObjects(ClientPlan plan, SchemaConverter schemas, ErrorResponses errors, String jobHandleName) {
    this.plan = plan;
    this.linked = plan.linked();
    this.schemas = schemas;
    this.errors = errors;
    this.jobHandleName = jobHandleName;
  }

  ObjectNode build(Operation op) {
    ObjectNode node = JSON.objectNode();
    node.put("operationId", op.id());
    node.put("summary", op.summary().isEmpty() ? op.id() : op.summary());
    if (op.description() != null) {
      node.put("description", op.description());
    }
    node.putArray("tags").add(op.segments().get(0));
    if (op.deprecated() != null) {
      node.put("deprecated", true);
    }
    Schema params = op.params() == null ? null : linked.resolve(op.params());
    List<String> pathNames = op.http().pathParams();
    boolean query = op.http().usesQuery() || op.kind() == Kind.UPLOAD;
    ArrayNode parameters = parameters(op, params, pathNames, query);
    if (!parameters.isEmpty()) {
      node.set("parameters", parameters);
    }
    ObjectNode body = requestBody(op, params, pathNames, query);
    if (body != null) {
      node.set("requestBody", body);
    }
    node.set("responses", responses(op));
    extensions(op, node);
    return node;
  }

  /** Path params in template order, then (for query bindings and uploads) the other params in catalog order. */
  private ArrayNode parameters(Operation op, Schema params, List<String> pathNames, boolean query) {
    ArrayNode out = JSON.arrayNode();
    if (params == null) {
      return out;
    }
    for (String name : pathNames) {
      out.add(parameter(op, name, "path", true, params.properties().get(name)));
    }
    if (query) {
      for (Map.Entry<String, Schema> entry : params.properties().entrySet()) {
        if (!pathNames.contains(entry.getKey())) {
          out.add(parameter(op, entry.getKey(), "query", params.required().contains(entry.getKey()), entry.getValue()));
        }
      }
    }
    return out;
  }

  private ObjectNode parameter(Operation op, String name, String in, boolean required, Schema schema) {
    ObjectNode node = JSON.objectNode();
    node.put("name", name);
    node.put("in", in);
    ObjectNode converted = schemas.use(schema);
    JsonNode description = converted.remove("description");
    if (description != null) {
      node.set("description", description);
    }
    node.put("required", required);
    node.set("schema", converted);
    ObjectNode examples = JSON.objectNode();
    List<Example> list = op.examples();
    for (int i = 0; i < list.size(); i++) {
      JsonNode params = list.get(i).params();
      if (params != null && params.has(name)) {
        examples.set(exampleKey(i), example(list.get(i), params.get(name)));
      }
    }
    if (!examples.isEmpty()) {
      node.set("examples", examples);
    }
    return node;
  }

  /**
   * Uploads send bytes; other body bindings send the params as JSON: the params' own schema, or,
   * when some params travel in the path, an object of the rest.
   */
  private ObjectNode requestBody(Operation op, Schema params, List<String> pathNames, boolean query) {
    if (op.kind() == Kind.UPLOAD) {
      ObjectNode body = JSON.objectNode();
      body.put("description", "The bytes to upload; the params travel in the query string.");
      body.put("required", true);
      body.putObject("content").putObject(OCTET_STREAM).set("schema", binary());
      return body;
    }
    if (query) {
      return null;
    }
    ObjectNode body = JSON.objectNode();
    if (params == null) {
      // The clients send {} as the body of a body-bound op without params.
      body.put("description", "The op takes no params: the clients send an empty JSON object, `{}`.");
      body.put("required", true);
      body.putObject("content").putObject(JSON_MEDIA).set("schema", JSON.objectNode().put("type", "object"));
      return body;
    }
    ObjectNode schema = pathNames.isEmpty() ? schemas.use(op.params()) : bodyWithout(params, pathNames);
    body.put("required", true);
    ObjectNode media = body.putObject("content").putObject(JSON_MEDIA);
    media.set("schema", schema);
    ObjectNode examples = JSON.objectNode();
    for (int i = 0; i < op.examples().size(); i++) {
      Example example = op.examples().get(i);
      if (example.params() != null) {
        JsonNode value = example.params().deepCopy();
        if (value instanceof ObjectNode object) {
          pathNames.forEach(object::remove);
        }
        examples.set(exampleKey(i), example(example, value));
      }
    }
    if (!examples.isEmpty()) {
      media.set("examples", examples);
    }
    return body;
  }

  private ObjectNode bodyWithout(Schema params, List<String> pathNames) {
    ObjectNode node = JSON.objectNode();
    node.put("type", "object");
    ObjectNode properties = JSON.objectNode();
    params.properties().forEach((name, schema) -> {
      if (!pathNames.contains(name)) {
        properties.set(name, schemas.use(schema));
      }
    });
    if (!properties.isEmpty()) {
      node.set("properties", properties);
    }
    ArrayNode required = JSON.arrayNode();
    params.required().stream().filter(r -> !pathNames.contains(r)).forEach(required::add);
    if (!required.isEmpty()) {
      node.set("required", required);
    }
    if (params.closed()) {
      node.put("additionalProperties", false);
    }
    return node;
  }

  /**
   * One server-sent event as an object of its fields (how OpenAPI 3.2's {@code itemSchema} and the tools
   * reading 3.1 documents see an event): {@code data} is JSON text of {@code event}, of the error envelope
   * in an event named {@code error}; events of other names than {@code message} are not the op's.
   */
  private ObjectNode serverSentEvent(JsonNode event) {
    ObjectNode node = JSON.objectNode().put("type", "object");
    ObjectNode properties = node.putObject("properties");
    properties.putObject("event").put("type", "string");
    properties.putObject("id").put("type", "string");
    properties.putObject("retry").put("type", "integer").put("minimum", 0);
    properties.putObject("data").put("type", "string");
    node.putArray("required").add("data");
    ObjectNode named = eventNamed("error");
    named.putArray("required").add("event"); // an event without a name is a message, not an error
    node.set("if", named);
    node.set("then", jsonData(errors.envelopeRef()));
    ObjectNode otherwise = node.putObject("else");
    otherwise.set("if", eventNamed("message"));
    otherwise.set("then", jsonData(event));
    return node;
  }

  /** The condition "the event's name is {@code name}" (true of an event without one, unless {@code event} is required). */
  private static ObjectNode eventNamed(String name) {
    ObjectNode node = JSON.objectNode();
    node.putObject("properties").putObject("event").put("const", name);
    return node;
  }

  /** An event whose {@code data} is JSON text of {@code schema}. */
  private static ObjectNode jsonData(JsonNode schema) {
    ObjectNode node = JSON.objectNode();
    node.putObject("properties").putObject("data").put("contentMediaType", JSON_MEDIA).set("contentSchema", schema);
    return node;
  }

  private ObjectNode responses(Operation op) {
    ObjectNode responses = JSON.objectNode();
    switch (op.kind()) {
      case CALL, UPLOAD -> responses.set("200", jsonResult(op));
      case STREAM -> {
        ObjectNode ok = responses.putObject("200");
        boolean sse = op.streamFormat() == StreamFormat.SSE;
        ok.put("description", sse
            ? "A server-sent event stream: each event's data is one event of this schema. An event named `error`"
                + " carries the error envelope and ends the stream; events of other names than `message` are skipped."
            : "An NDJSON stream: one event per line. A line whose only key is `error` carries the"
                + " error envelope and ends the stream.");
        JsonNode event = op.event() == null ? JSON.objectNode() : schemas.use(op.event());
        ok.putObject("content").putObject(op.streamFormat().mediaType()).set("schema", sse ? serverSentEvent(event) : event);
      }
      case DOWNLOAD -> {
        ObjectNode ok = responses.putObject("200");
        ok.put("description", descriptionOr(op.result(), "The bytes."));
        ok.putObject("content").putObject(OCTET_STREAM).set("schema", op.result() == null ? binary() : schemas.use(op.result()));
      }
      case JOB -> {
        ObjectNode accepted = responses.putObject("202");
        accepted.put("description", "The job started: poll `" + op.job().statusOp() + "` with `{\"" + op.job().idParam()
            + "\": job_id}` until it has succeeded or failed" + resultNote(op) + ".");
        accepted.putObject("content").putObject(JSON_MEDIA).set("schema", SchemaConverter.ref(jobHandleName));
      }
      default -> throw new IllegalStateException("unknown kind " + op.kind());
    }
    for (int status : errors.statuses(op)) {
      responses.putObject(String.valueOf(status)).put("$ref", "#/components/responses/" + ErrorResponses.responseName(status));
    }
    return responses;
  }

  private ObjectNode jsonResult(Operation op) {
    ObjectNode ok = JSON.objectNode();
    ok.put("description", op.result() == null ? "No result: the body is `null`." : descriptionOr(op.result(), "The result."));
    ObjectNode media = ok.putObject("content").putObject(JSON_MEDIA);
    media.set("schema", op.result() == null ? JSON.objectNode().put("type", "null") : schemas.use(op.result()));
    ObjectNode examples = JSON.objectNode();
    for (int i = 0; i < op.examples().size(); i++) {
      Example example = op.examples().get(i);
      if (example.result() != null) {
        examples.set(exampleKey(i), example(example, example.result()));
      }
    }
    if (!examples.isEmpty()) {
      media.set("examples", examples);
    }
    return ok;
  }

  private String resultNote(Operation op) {
    if (op.result() == null) {
      return "";
    }
    Optional<String> name = linked.typeName(op.result());
    return name.map(n -> " (the status op then carries the result, of type `" + n + "`)").orElse("");
  }

  private static String descriptionOr(Schema schema, String fallback) {
    return schema == null || schema.description() == null || schema.description().isEmpty() ? fallback : schema.description();
  }

  private void extensions(Operation op, ObjectNode node) {
    node.put("x-kind", op.kind().wireName());
    if (op.since() != null) {
      node.put("x-since", op.since());
    }
    if (op.deprecated() != null) {
      ObjectNode deprecation = node.putObject("x-deprecation");
      deprecation.put("since", op.deprecated().since());
      putIfPresent(deprecation, "replacement", op.deprecated().replacement());
      putIfPresent(deprecation, "note", op.deprecated().note());
    }
    if (op.admin()) {
      node.put("x-admin", true);
    }
    node.put("x-idempotent", op.idempotent());
    if (op.pagination() != null) {
      // The catalog's declaration as written: generic generators cannot infer it; gen-client's clients walk it.
      ObjectNode pagination = node.putObject("x-pagination");
      pagination.put("style", op.pagination().style().wireName());
      ObjectNode request = pagination.putObject("request");
      request.put(op.pagination().style().wireName(), op.pagination().position());
      putIfPresent(request, "limit", op.pagination().limit());
      if (op.pagination().next() != null || op.pagination().total() != null) {
        ObjectNode response = pagination.putObject("response");
        putIfPresent(response, "next", op.pagination().next());
        putIfPresent(response, "total", op.pagination().total());
      }
      pagination.put("items", op.pagination().items());
    }
    if (!op.mirror().client()) {
      node.put("x-client", false);
    }
    if (op.mirror().asymmetry() != null) {
      ObjectNode asymmetry = node.putObject("x-asymmetry");
      asymmetry.put("id", op.mirror().asymmetry());
      plan.asymmetryTitle(op.mirror().asymmetry()).ifPresent(title -> asymmetry.put("title", title));
      putIfPresent(asymmetry, "reason", op.mirror().reason());
    }
    List<AliasPlan> aliases = plan.aliasesOf(op);
    if (!aliases.isEmpty()) {
      ArrayNode ids = node.putArray("x-aliases");
      aliases.forEach(a -> ids.add(a.alias()));
    }
    if (op.legacy() != null) {
      ObjectNode legacy = node.putObject("x-legacy-binding");
      legacy.put("method", op.legacy().method());
      legacy.put("path", op.legacy().path());
      putIfPresent(legacy, "since", op.legacy().since());
      List<AliasPlan> legacyAliases = aliases.stream().filter(AliasPlan::legacyBinding).toList();
      if (!legacyAliases.isEmpty()) {
        ArrayNode ids = legacy.putArray("aliases");
        legacyAliases.forEach(a -> ids.add(a.alias()));
      }
    }
    if (op.job() != null) {
      ObjectNode job = node.putObject("x-job");
      job.put("status_op", op.job().statusOp());
      job.put("id_param", op.job().idParam());
      job.put("pending_class", op.job().pendingClass());
    }
    if (!op.errors().isEmpty()) {
      ArrayNode codes = node.putArray("x-errors");
      op.errors().forEach(codes::add);
    }
    if (!op.limits().isEmpty()) {
      ObjectNode limits = node.putObject("x-limits");
      op.limits().forEach(limits::put);
    }
  }

  private static ObjectNode binary() {
    return JSON.objectNode().put("type", "string").put("format", "binary");
  }

  private static String exampleKey(int index) {
    return "example-" + (index + 1);
  }

  private static ObjectNode example(Example example, JsonNode value) {
    ObjectNode node = JSON.objectNode();
    putIfPresent(node, "summary", example.description());
    node.set("value", value);
    return node;
  }

  private static void putIfPresent(ObjectNode node, String key, String value) {
    if (value != null) {
      node.put(key, value);
    }
  }
}
