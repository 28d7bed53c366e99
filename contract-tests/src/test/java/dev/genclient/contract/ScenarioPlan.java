package dev.genclient.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.CatalogException;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.load.CatalogLoader;
import dev.genclient.mock.Compat;
import dev.genclient.mock.MockOptions;
import dev.genclient.mock.MockServer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * SCENARIOS.json for the runners (docs/scenarios.md): each scenario with the base URL and request
 * log of its mock (one in-process mock per distinct {@code mock} object, request log on), its token
 * and client options, and its steps as contract-runner calls (member paths from the parity ledger,
 * kind from the catalog). Closing it stops the mocks.
 */
final class ScenarioPlan implements AutoCloseable {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final Map<JsonNode, MockServer> mocks = new LinkedHashMap<>();
  private final CatalogLoader.Loaded loaded;
  private final Catalog catalog;
  private final ParityLedger ledger;
  private FaultServer faultServer;
  /** The placeholder a header value may hold for the scenario's mock seen as another origin. */
  static final String OTHER_ORIGIN = "{mock_other_origin}";

  ScenarioPlan(CatalogLoader.Loaded loaded, ParityLedger ledger) {
    this.loaded = loaded;
    this.catalog = loaded.catalog();
    this.ledger = ledger;
  }

  Path write(List<Scenario> scenarios, Path file) throws IOException {
    ObjectNode root = MAPPER.createObjectNode();
    ArrayNode array = root.putArray("scenarios");
    for (Scenario scenario : scenarios) {
      MockServer mock = mock(scenario.mock());
      ObjectNode node = array.addObject();
      node.put("id", scenario.id());
      // A framing-fault scenario's client talks to the fault server; the mock's log then stays empty.
      node.put("base_url", scenario.fault() == null ? mock.baseUrl() : faults().baseUrl() + "/" + scenario.fault());
      node.put("log_url", mock.baseUrl() + "/_mock/requests");
      node.put("token", scenario.token());
      node.put("admin_token", scenario.mock().path("admin_token").asText(scenario.token()));
      node.set("client", scenario.client().isObject() ? scenario.client() : MAPPER.createObjectNode());
      ArrayNode steps = node.putArray("steps");
      for (JsonNode step : scenario.steps()) {
        steps.add(withOtherOrigin(step(scenario, step), mock));
      }
    }
    Files.createDirectories(file.getParent());
    Files.writeString(file, MAPPER.writeValueAsString(root) + "\n");
    return file;
  }

  /**
   * The call with {@value #OTHER_ORIGIN} in its header values replaced by the scenario's mock as another
   * origin ({@code localhost} for {@code 127.0.0.1}), for X-Mock-Redirect-Origin.
   */
  private static ObjectNode withOtherOrigin(ObjectNode call, MockServer mock) {
    if (call.path("headers").isObject()) {
      ObjectNode headers = ((ObjectNode) call.get("headers")).deepCopy();
      String other = mock.baseUrl().replace("//127.0.0.1:", "//localhost:");
      headers.fields().forEachRemaining(h -> h.setValue(MAPPER.getNodeFactory().textNode(h.getValue().asText()
          .replace(OTHER_ORIGIN, other))));
      call.set("headers", headers);
    }
    return call;
  }

  /** The framing-fault server, started on first use (the virtualenv's Python, port 0). */
  private FaultServer faults() throws IOException {
    if (faultServer == null) {
      faultServer = FaultServer.start();
    }
    return faultServer;
  }

  /**
   * A contract-runner call for {@code {"call": ID, ...}} (an op or alias id); a {@code {"do": ...}} step on the
   * client or its discovered capabilities as it is: {@code discover}, {@code paths} (of {@code op}) and
   * {@code check} (of {@code op} with {@code args}).
   */
  private ObjectNode step(Scenario scenario, JsonNode step) {
    ObjectNode call = MAPPER.createObjectNode();
    if (step.has("cli")) {
      // A command line of the TS command-line client, run by the TS runner (and through the parent command `abx`).
      call.set("cli", step.get("cli"));
      call.put("parent", step.path("parent").asBoolean(false));
      return call;
    }
    if (step.has("do")) {
      String what = step.get("do").asText();
      if (!Set.of("discover", "paths", "check", "with_options", "hooks").contains(what)) {
        throw new IllegalArgumentException(scenario.file() + ": " + scenario.id() + ": unknown step 'do': " + what);
      }
      call.put("do", what);
      if (step.has("op")) {
        call.put("op", step.get("op").asText());
      }
      if (step.has("args")) {
        call.set("args", step.get("args"));
      }
      // with_options: the client's copy with "options" (timeout_ms, max_retries, headers, hooks), kept as "save".
      for (String field : List.of("options", "save")) {
        if (step.has(field)) {
          call.set(field, step.get(field));
        }
      }
      return call;
    }
    String id = step.path("call").asText();
    ParityLedger.Row row = row(scenario, id);
    if (row == null) {
      return dynamic(scenario, step, id);
    }
    String opId = row.target() != null ? row.target() : row.id();
    Operation op = catalog.ops().stream().filter(o -> o.id().equals(opId)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException(scenario.file() + ": " + scenario.id() + ": no op " + opId));
    call.put("id", scenario.id() + "/" + id);
    call.put("op", opId);
    call.put("kind", op.kind().name().toLowerCase(java.util.Locale.ROOT));
    call.put("admin", op.admin());
    ObjectNode members = call.putObject("members");
    row.members().forEach(members::put);
    call.set("args", step.has("args") ? step.get("args") : MAPPER.createObjectNode());
    call.set("body", step.path("body").isMissingNode() ? MAPPER.nullNode() : step.get("body"));
    call.set("headers", step.has("headers") ? step.get("headers") : MAPPER.createObjectNode());
    call.set("stream_error", step.path("stream_error").isMissingNode() ? MAPPER.nullNode() : step.get("stream_error"));
    options(scenario, step, call);
    return call;
  }

  /**
   * A call of an op the example catalog lacks (no ledger row): {@code dynamic}, made through each
   * client's generic {@code call} with the op id, which resolves it through the server's {@code /ops}.
   */
  private ObjectNode dynamic(Scenario scenario, JsonNode step, String id) {
    if (catalog.ops().stream().anyMatch(o -> o.id().equals(id))) {
      throw new IllegalStateException(scenario.file() + ": " + scenario.id() + ": op " + id + " has no ledger row");
    }
    ObjectNode call = MAPPER.createObjectNode();
    call.put("id", scenario.id() + "/" + id);
    call.put("op", id);
    call.put("kind", "call");
    call.put("dynamic", true);
    call.put("admin", false);
    call.putObject("members");
    call.set("args", step.has("args") ? step.get("args") : MAPPER.createObjectNode());
    call.set("body", MAPPER.nullNode());
    call.set("headers", step.has("headers") ? step.get("headers") : MAPPER.createObjectNode());
    call.set("stream_error", MAPPER.nullNode());
    options(scenario, step, call);
    return call;
  }

  private static void options(Scenario scenario, JsonNode step, ObjectNode call) {
    if (step.path("max_retries").isNull()) {
      call.putNull("max_retries"); // none for this call: the client's own
    } else {
      call.put("max_retries", step.path("max_retries").asInt(0));
    }
    if (step.has("on")) {
      call.put("on", step.get("on").asText()); // the call goes through a copy made by with_options
    }
    // Per-call deadlines in milliseconds: the try's timeout, and a job wait's deadline.
    // The caller's own giving up, in milliseconds: cancel the call after cancel_after_ms, then wait settle_ms
    // (for polls that should not come) before the step is reported.
    // max_buffered_bytes: the most a buffered download holds (Java's byte[] form, RequestOptions.maxBufferedBytes).
    for (String field : List.of("timeout_ms", "job_timeout_ms", "cancel_after_ms", "settle_ms", "max_buffered_bytes")) {
      if (step.has(field)) {
        call.put(field, step.get(field).asInt());
      }
    }
    // Jobs: "wait": false returns the pending handle, "save" keeps it under a name, "resume" waits for a saved one.
    for (String field : List.of("wait", "save", "resume")) {
      if (step.has(field)) {
        call.set(field, step.get(field));
      }
    }
    if (step.path("check").asBoolean(false)) {
      call.put("check", true);
    }
    // "log": capture the client's log at this level during the call (docs/scenarios.md, "Log lines").
    if (step.has("log")) {
      String level = step.get("log").asText();
      if (!Set.of("info", "debug").contains(level)) {
        throw new IllegalArgumentException(scenario.file() + ": " + scenario.id() + ": log is info or debug, not " + level);
      }
      call.put("log", level);
    }
    if (step.path("streaming").asBoolean(false)) {
      call.put("streaming", true); // a download's streaming form
    }
    // "iterate": walk a paginated op's items or pages (reported as {"items": n} or {"pages": n}), "take": stop after n.
    if (step.has("iterate")) {
      String mode = step.get("iterate").asText();
      if (!Set.of("items", "pages").contains(mode)) {
        throw new IllegalArgumentException(scenario.file() + ": " + scenario.id() + ": iterate is items or pages, not " + mode);
      }
      call.put("iterate", mode);
      if (step.has("take")) {
        call.put("take", step.get("take").asInt());
      }
    }
    if (scenario.client().path("legacy_auth").asBoolean(false)) {
      call.put("legacy_auth", true);
    }
  }

  /**
   * Why {@code language} cannot run the scenario, or null: a step calls a member the ledger gives that
   * language none of, with the asymmetry id or reason the ledger states (a row without either is an error).
   */
  String ledgered(Scenario scenario, String language) {
    for (JsonNode step : scenario.steps()) {
      if (step.has("cli") && !language.equals("ts")) {
        return "cli (the command-line client is TypeScript's)";
      }
      if (!step.has("call")) {
        continue;
      }
      ParityLedger.Row row = row(scenario, step.get("call").asText());
      if (row == null) {
        continue; // a dynamic call: every language makes it through its generic call
      }
      if (!row.members().containsKey(language)) {
        String why = row.asymmetry() != null ? row.asymmetry() : row.reason();
        if (why == null) {
          throw new IllegalArgumentException(scenario.file() + ": " + scenario.id() + ": " + language + " has no member for "
              + row.id() + " and the ledger gives no asymmetry or reason");
        }
        return why;
      }
    }
    return null;
  }

  private ParityLedger.Row row(Scenario scenario, String id) {
    for (ParityLedger.Row row : ledger.ops()) {
      if (row.id().equals(id)) {
        return row;
      }
    }
    for (ParityLedger.Row row : ledger.aliases()) {
      if (row.id().equals(id)) {
        return row;
      }
    }
    return null;
  }

  /**
   * The mock for one {@code mock} object: {@code compat}, {@code token}, {@code admin_token},
   * {@code disabled}, {@code paths}, {@code catalog} (a repository path: served instead of the example),
   * {@code extra_catalogs} (repository paths of catalogs whose ops the mock serves after the first's, as
   * {@code gen-client mock --catalog A --catalog B} does).
   */
  private MockServer mock(JsonNode spec) throws IOException {
    MockServer running = mocks.get(spec);
    if (running != null) {
      return running;
    }
    Set<String> known = Set.of("compat", "token", "admin_token", "disabled", "paths", "catalog", "extra_catalogs");
    for (Iterator<String> names = spec.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!known.contains(name)) {
        throw new IllegalArgumentException("unknown mock option '" + name + "' (known: " + known + ")");
      }
    }
    // "token": null serves without a credential check (the client still sends the default token).
    String token = spec.has("token") && spec.get("token").isNull() ? null : spec.path("token").asText(Scenario.DEFAULT_TOKEN);
    MockOptions options = MockOptions.defaults().withRequestLog(true)
        .withToken(token)
        .withCompat(Compat.fromFlag(spec.path("compat").asText("v2.1")));
    if (spec.hasNonNull("admin_token")) {
      options = options.withAdminToken(spec.get("admin_token").asText());
    }
    Set<String> disabled = new HashSet<>();
    spec.path("disabled").forEach(op -> disabled.add(op.asText()));
    options = options.withDisabled(disabled);
    // A scope object {"roots", "readonly"} is served as one; a bare list as the older list of prefixes.
    for (Iterator<Map.Entry<String, JsonNode>> it = spec.path("paths").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> entry = it.next();
      if (entry.getValue().isObject()) {
        List<String> roots = new ArrayList<>();
        entry.getValue().path("roots").forEach(root -> roots.add(root.asText()));
        options = options.withPathScope(entry.getKey(), roots, entry.getValue().path("readonly").asBoolean(false));
      } else {
        for (JsonNode prefix : entry.getValue()) {
          options = options.withPath(entry.getKey(), prefix.asText());
        }
      }
    }
    // "catalog": the mock serves this catalog instead of the example (a server that lacks the client's ops).
    List<CatalogLoader.Loaded> catalogs = new ArrayList<>();
    List<JsonNode> served = new ArrayList<>();
    if (spec.hasNonNull("catalog")) {
      served.add(spec.get("catalog"));
    } else {
      catalogs.add(loaded);
    }
    spec.path("extra_catalogs").forEach(served::add);
    for (JsonNode extra : served) {
      try {
        catalogs.add(new CatalogLoader().load(RepoRoot.path().resolve(extra.asText())));
      } catch (CatalogException e) {
        throw new IllegalArgumentException("catalog: " + extra.asText() + ": " + e.getMessage(), e);
      }
    }
    MockServer started = MockServer.start(catalogs, options);
    mocks.put(spec, started);
    return started;
  }

  @Override
  public void close() {
    if (faultServer != null) {
      faultServer.close();
    }
    List<RuntimeException> failures = new ArrayList<>();
    for (MockServer mock : mocks.values()) {
      try {
        mock.close();
      } catch (RuntimeException e) {
        failures.add(e);
      }
    }
    if (!failures.isEmpty()) {
      throw failures.get(0);
    }
  }
}
