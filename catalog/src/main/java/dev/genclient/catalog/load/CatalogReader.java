package dev.genclient.catalog.load;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Asymmetry;
import dev.genclient.catalog.Auth;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ClientDefaults;
import dev.genclient.catalog.Deprecation;
import dev.genclient.catalog.ErrorRoot;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.ExitCheck;
import dev.genclient.catalog.Example;
import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Job;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Mirror;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Pagination;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.Server;
import dev.genclient.catalog.StreamFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Maps a catalog tree that passed the format schema onto the immutable model, applying the
 * documented defaults. Keys starting with {@code x-} are ignored.
 */
final class CatalogReader {
  private CatalogReader() {}

  static Catalog read(JsonNode root, String digest) {
    return read(root, () -> digest);
  }

  /** The model of {@code root}; {@code digest} is asked for last, so it can be taken meanwhile on another thread. */
  static Catalog read(JsonNode root, Supplier<String> digest) {
    Server server = server(root.path("server"));
    return new Catalog(
        root.path("catalog_format").asInt(),
        root.path("name").asText(),
        text(root, "title"),
        root.path("catalog_version").asText(),
        text(root, "sdk_version"),
        text(root, "description"),
        server,
        auth(root.path("auth")),
        clientDefaults(root.path("client_defaults")),
        list(root.path("errors"), CatalogReader::errorRow),
        root.path("error_root").isObject() ? errorRoot(root.path("error_root")) : null,
        map(root.path("exit_codes"), JsonNode::asInt),
        map(root.path("types"), CatalogReader::schema),
        list(root.path("ops"), op -> operation(op, server)),
        list(root.path("aliases"), CatalogReader::alias),
        strings(root.path("reserved_names")),
        list(root.path("asymmetries"), a -> new Asymmetry(text(a, "id"), text(a, "title"), text(a, "description"))),
        map(root.path("legacy_groups"), CatalogReader::strings),
        digest.get());
  }

  private static Server server(JsonNode node) {
    JsonNode openai = node.path("openai");
    return new Server(
        node.path("default_port").asInt(Server.DEFAULT.defaultPort()),
        textOr(node, "ops_path", Server.DEFAULT.opsPath()),
        textOr(node, "capabilities_path", Server.DEFAULT.capabilitiesPath()),
        text(node, "check_op"),
        text(node, "health_op"),
        openai.isObject() ? new Server.OpenAi(text(openai, "base_path"), text(openai, "namespace")) : null);
  }

  private static Auth auth(JsonNode node) {
    return new Auth(
        node.path("bearer").asBoolean(Auth.DEFAULT.bearer()),
        text(node, "legacy_header"),
        textOr(node, "client_header", Auth.DEFAULT.clientHeader()),
        text(node, "idempotency_header"));
  }

  /** The built-in client defaults with the catalog's {@code client_defaults} put over them, key by key. */
  private static ClientDefaults clientDefaults(JsonNode node) {
    ClientDefaults standard = ClientDefaults.STANDARD;
    ClientDefaults.Retry retry = standard.retry();
    ClientDefaults.Jobs jobs = standard.jobs();
    JsonNode r = node.path("retry");
    JsonNode j = node.path("jobs");
    return new ClientDefaults(
        standard.gatewayHeader(),
        node.path("timeout_seconds").asInt(standard.timeoutSeconds()),
        new ClientDefaults.Retry(
            r.path("max_retries").asInt(retry.maxRetries()),
            r.path("statuses").isArray() ? list(r.path("statuses"), JsonNode::asInt) : retry.statuses(),
            r.path("connection_errors").asBoolean(retry.connectionErrors()),
            r.path("base_seconds").asDouble(retry.baseSeconds()),
            r.path("cap_seconds").asDouble(retry.capSeconds()),
            textOr(r, "jitter", retry.jitter()),
            r.path("retry_after_max_seconds").asDouble(retry.retryAfterMaxSeconds())),
        new ClientDefaults.Redirects(node.path("redirects").path("max").asInt(standard.redirects().max()),
            standard.redirects().keepMethod(), standard.redirects().getOnly()),
        new ClientDefaults.Jobs(
            j.path("min_poll_seconds").asDouble(jobs.minPollSeconds()),
            j.path("max_poll_seconds").asDouble(jobs.maxPollSeconds()),
            j.path("initial_poll_seconds").asDouble(jobs.initialPollSeconds()),
            j.path("deadline_seconds").asDouble(jobs.deadlineSeconds())),
        standard.maxLineBytes(),
        standard.maxBufferedBytes());
  }

  private static ErrorRoot errorRoot(JsonNode node) {
    return new ErrorRoot(text(node, "class"), text(node, "description"), map(node.path("names"), JsonNode::asText));
  }

  private static ErrorRow errorRow(JsonNode node) {
    return new ErrorRow(
        text(node, "class"),
        text(node, "code"),
        strings(node.path("wire")),
        list(node.path("status"), JsonNode::asInt),
        text(node, "exit"),
        text(node, "parent"),
        map(node.path("names"), JsonNode::asText),
        text(node, "description"),
        node.path("client_only").asBoolean(false),
        node.path("legacy").asBoolean(false));
  }

  private static Operation operation(JsonNode node, Server server) {
    String id = text(node, "id");
    HttpBinding http = node.has("http")
        ? binding(node.path("http"))
        : new HttpBinding("POST", server.opsPath() + "/" + id, null);
    Kind kind = node.has("kind") ? Kind.fromWireName(text(node, "kind")) : Kind.CALL;
    JsonNode mirror = node.path("mirror");
    JsonNode job = node.path("job");
    JsonNode deprecated = node.path("deprecated");
    return new Operation(
        id,
        textOr(node, "summary", ""),
        text(node, "description"),
        kind,
        http,
        node.path("legacy").isObject() ? binding(node.path("legacy")) : null,
        optionalSchema(node.path("params")),
        optionalSchema(node.path("result")),
        optionalSchema(node.path("event")),
        node.has("stream_format") ? StreamFormat.fromWireName(text(node, "stream_format"))
            : kind == Kind.STREAM ? StreamFormat.NDJSON : null,
        strings(node.path("errors")),
        map(node.path("limits"), JsonNode::asText),
        text(node, "since"),
        deprecated.isObject()
            ? new Deprecation(text(deprecated, "since"), text(deprecated, "replacement"), text(deprecated, "note"))
            : null,
        node.path("admin").asBoolean(false),
        node.path("idempotent").asBoolean(http.method().equals("GET")),
        mirror.isObject()
            ? new Mirror(mirror.path("client").asBoolean(true), text(mirror, "asymmetry"), text(mirror, "reason"))
            : Mirror.DEFAULT,
        text(node, "envd_twin"),
        job.isObject()
            ? new Job(text(job, "status_op"), textOr(job, "id_param", Job.DEFAULT_ID_PARAM),
                textOr(job, "pending_class", Job.DEFAULT_PENDING_CLASS))
            : null,
        node.path("exit_check").isObject()
            ? new ExitCheck(text(node.path("exit_check"), "field"), text(node.path("exit_check"), "error"))
            : null,
        list(node.path("examples"), e -> new Example(
            e.has("params") ? e.get("params").deepCopy() : null,
            e.has("result") ? e.get("result").deepCopy() : null,
            text(e, "description"))),
        node.path("pagination").isObject() ? pagination(node.path("pagination")) : null);
  }

  private static Pagination pagination(JsonNode node) {
    JsonNode request = node.path("request");
    JsonNode response = node.path("response");
    return new Pagination(Pagination.Style.fromWireName(text(node, "style")), text(request, "cursor"),
        text(request, "offset"), text(request, "page"), text(request, "limit"), text(response, "next"),
        text(response, "total"), text(node, "items"));
  }

  private static HttpBinding binding(JsonNode node) {
    return new HttpBinding(text(node, "method"), text(node, "path"), text(node, "since"));
  }

  private static Alias alias(JsonNode node) {
    return new Alias(
        text(node, "alias"),
        text(node, "target"),
        text(node, "deprecated_since"),
        text(node, "remove_in"),
        "legacy".equals(text(node, "binding")),
        text(node, "description"));
  }

  private static Schema optionalSchema(JsonNode node) {
    return node.isObject() ? schema(node) : null;
  }

  /** Maps one schema of the subset; {@code true} and {@code {}} both accept anything. */
  static Schema schema(JsonNode node) {
    if (node.isBoolean()) {
      return Schema.any();
    }
    JsonNode type = node.path("type");
    List<String> types = type.isArray() ? strings(type) : type.isTextual() ? List.of(type.asText()) : List.of();
    JsonNode additional = node.path("additionalProperties");
    JsonNode discriminator = node.path("discriminator");
    String ref = text(node, "$ref");
    return new Schema(
        types,
        entries(node.path("properties"), CatalogReader::schema),
        strings(node.path("required")),
        node.has("items") ? schema(node.get("items")) : null,
        additional.isObject() ? schema(additional) : additional.asBoolean(false) ? Schema.any() : null,
        additional.isBoolean() && !additional.asBoolean(),
        node.has("enum") ? list(node.get("enum"), JsonNode::deepCopy) : null,
        node.has("const") ? node.get("const").deepCopy() : null,
        list(node.path("oneOf"), CatalogReader::schema),
        list(node.path("anyOf"), CatalogReader::schema),
        discriminator.isObject()
            ? new Schema.Discriminator(text(discriminator, "propertyName"), entries(discriminator.path("mapping"), JsonNode::asText))
            : null,
        text(node, "format"),
        node.has("default") ? node.get("default").deepCopy() : null,
        text(node, "description"),
        ref == null ? null : ref.startsWith(Schema.REF_PREFIX) ? ref.substring(Schema.REF_PREFIX.length()) : ref);
  }

  private static String text(JsonNode node, String key) {
    JsonNode value = node.get(key);
    return value == null || value.isNull() ? null : value.asText();
  }

  private static String textOr(JsonNode node, String key, String fallback) {
    String value = text(node, key);
    return value == null ? fallback : value;
  }

  private static List<String> strings(JsonNode node) {
    return list(node, JsonNode::asText);
  }

  private static <T> List<T> list(JsonNode node, Function<JsonNode, T> element) {
    List<T> out = new ArrayList<>();
    if (node.isArray()) {
      node.forEach(item -> out.add(element.apply(item)));
    }
    return out;
  }

  /** Object members in document order, {@code x-} extension keys left out. */
  private static <T> Map<String, T> map(JsonNode node, Function<JsonNode, T> value) {
    Map<String, T> out = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> e : node.properties()) {
      if (!e.getKey().startsWith("x-")) {
        out.put(e.getKey(), value.apply(e.getValue()));
      }
    }
    return out;
  }

  /** Object members in document order where keys are wire data (property names), all kept. */
  private static <T> Map<String, T> entries(JsonNode node, Function<JsonNode, T> value) {
    Map<String, T> out = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> e : node.properties()) {
      out.put(e.getKey(), value.apply(e.getValue()));
    }
    return out;
  }
}
