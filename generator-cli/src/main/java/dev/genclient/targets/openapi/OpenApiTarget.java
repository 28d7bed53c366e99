package dev.genclient.targets.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Auth;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.link.NamedType;
import dev.genclient.output.FileHeader;
import dev.genclient.output.GeneratedFile;
import dev.genclient.output.JsonText;
import dev.genclient.targets.GenerationContext;
import dev.genclient.targets.Target;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * {@code openapi.json}: the catalog as an OpenAPI 3.1.0 document (docs/openapi.md). Built as a
 * Jackson tree rather than from a template, so every catalog string is escaped by the JSON writer;
 * the file is written with its path items and component schemas made one at a time, as the writer
 * reaches them, so the tree is never whole in memory.
 */
public final class OpenApiTarget implements Target {
  public static final String FILE = "openapi.json";
  static final String BEARER_SCHEME = "BearerAuth";
  static final String LEGACY_SCHEME = "LegacyHeader";

  /** The order of the methods in a Path Item Object, as the OpenAPI specification lists them. */
  private static final List<String> METHOD_ORDER = List.of("get", "put", "post", "delete", "options", "head", "patch", "trace");
  private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

  @Override
  public String name() {
    return "openapi";
  }

  @Override
  public List<GeneratedFile> generate(GenerationContext context) {
    ClientPlan plan = context.plan();
    Document document = new Document(plan);
    IdentityHashMap<JsonNode, JsonText.Members> deferred = new IdentityHashMap<>();
    document.deferred.forEach(placeholder -> deferred.put(placeholder.getKey(), placeholder.getValue()));
    return List.of(GeneratedFile.utf8(FILE, JsonText.prettyBytes(document.root, deferred)));
  }

  /** The whole document, {@code x-generated} first. */
  public static ObjectNode document(ClientPlan plan) {
    Document document = new Document(plan);
    // In document order: the responses the ops use are known once the paths are made.
    document.deferred.forEach(placeholder -> placeholder.getValue().iterator().forEachRemaining(
        member -> placeholder.getKey().set(member.getKey(), member.getValue())));
    return document.root;
  }

  /**
   * The document with three placeholders, {@code paths}, {@code components.schemas} and
   * {@code components.responses}, whose members are made when they are asked for, in that order:
   * written as they are made, the operation and schema objects of a large catalog are never held
   * at once.
   */
  private static final class Document {
    final ObjectNode root = JSON.objectNode();
    /** Each placeholder with what makes its members, in document order (a list: empty placeholders are equal objects). */
    final List<Map.Entry<ObjectNode, JsonText.Members>> deferred = new ArrayList<>();

    Document(ClientPlan plan) {
      build(plan);
    }

    private void build(ClientPlan plan) {
      LinkedCatalog linked = plan.linked();
      Catalog catalog = linked.catalog();
      Set<String> taken = new HashSet<>();
      linked.namedTypes().forEach(t -> taken.add(t.name()));
      String errorName = unique("Error", taken);
      String jobHandleName = unique("JobHandle", taken);

      SchemaConverter schemas = new SchemaConverter(linked);
      ErrorResponses errors = new ErrorResponses(catalog, errorName);
      OperationObjects operations = new OperationObjects(plan, schemas, errors, jobHandleName);

      root.set("x-generated", new FileHeader(catalog).json());
      root.put("openapi", "3.1.0");
      root.set("info", info(catalog));
      root.putArray("servers").addObject()
          .put("url", "http://localhost:" + catalog.server().defaultPort())
          .put("description", "The server on its default port.");
      ObjectNode securitySchemes = securitySchemes(catalog.auth());
      if (!securitySchemes.isEmpty()) {
        ArrayNode security = root.putArray("security");
        securitySchemes.fieldNames().forEachRemaining(name -> security.addObject().putArray(name));
      }
      root.set("tags", tags(catalog));
      deferred.add(Map.entry(root.putObject("paths"), paths(catalog, operations)));

      ObjectNode components = root.putObject("components");
      boolean jobs = catalog.ops().stream().anyMatch(op -> op.kind() == Kind.JOB);
      deferred.add(Map.entry(components.putObject("schemas"), () -> {
        List<Supplier<Map.Entry<String, JsonNode>>> members = new ArrayList<>();
        for (NamedType type : linked.namedTypes()) {
          members.add(() -> Map.entry(type.name(), schemas.definition(type.schema())));
        }
        members.add(() -> Map.entry(errorName, errors.envelopeSchema()));
        if (jobs) {
          members.add(() -> Map.entry(jobHandleName, jobHandle()));
        }
        return lazily(members.iterator(), Supplier::get);
      }));
      deferred.add(Map.entry(components.putObject("responses"), () -> errors.responseComponents().fields()));
      if (!securitySchemes.isEmpty()) {
        components.set("securitySchemes", securitySchemes);
      }
      ArrayNode namespaceAliases = namespaceAliases(catalog);
      if (!namespaceAliases.isEmpty()) {
        root.set("x-namespace-aliases", namespaceAliases);
      }
    }
  }

  private static ObjectNode info(Catalog catalog) {
    ObjectNode info = JSON.objectNode();
    info.put("title", catalog.displayTitle());
    info.put("version", catalog.catalogVersion());
    if (catalog.description() != null) {
      info.put("description", catalog.description());
    }
    info.put("x-catalog-name", catalog.name());
    if (catalog.sdkVersion() != null) {
      info.put("x-sdk-version", catalog.sdkVersion());
    }
    info.put("x-client-header", catalog.auth().clientHeader());
    return info;
  }

  /** One tag per first id segment, in the order the catalog first uses it. */
  private static ArrayNode tags(Catalog catalog) {
    ArrayNode tags = JSON.arrayNode();
    Set<String> seen = new HashSet<>();
    for (Operation op : catalog.ops()) {
      String tag = op.segments().get(0);
      if (seen.add(tag)) {
        tags.addObject().put("name", tag).put("description", "Ops whose id starts with `" + tag + ".`.");
      }
    }
    return tags;
  }

  /**
   * Path items in the order the catalog first uses each path; ops sharing a path share its item,
   * methods in the specification's order. Two ops with the same method and path are a catalog
   * error (rule route-duplicate), so they never reach here.
   */
  private static JsonText.Members paths(Catalog catalog, OperationObjects operations) {
    Map<String, Map<String, Operation>> byPath = new LinkedHashMap<>();
    for (Operation op : catalog.ops()) {
      String method = op.http().method().toLowerCase(Locale.ROOT);
      Map<String, Operation> item = byPath.computeIfAbsent(op.http().path(), k -> new LinkedHashMap<>());
      if (item.put(method, op) != null) {
        throw new IllegalStateException("two ops bound to " + op.http().method() + " " + op.http().path());
      }
    }
    return () -> lazily(byPath.entrySet().iterator(), item -> {
      ObjectNode node = JSON.objectNode();
      for (String method : METHOD_ORDER) {
        Operation op = item.getValue().get(method);
        if (op != null) {
          node.set(method, operations.build(op));
        }
      }
      return Map.entry(item.getKey(), node);
    });
  }

  /** The member {@code make} gives for each of {@code keys}, each made only when it is asked for. */
  private static <K> Iterator<Map.Entry<String, JsonNode>> lazily(Iterator<K> keys,
      Function<K, Map.Entry<String, JsonNode>> make) {
    return new Iterator<Map.Entry<String, JsonNode>>() {
      @Override
      public boolean hasNext() {
        return keys.hasNext();
      }

      @Override
      public Map.Entry<String, JsonNode> next() {
        return make.apply(keys.next());
      }
    };
  }

  private static ObjectNode securitySchemes(Auth auth) {
    ObjectNode schemes = JSON.objectNode();
    if (auth.bearer()) {
      schemes.putObject(BEARER_SCHEME)
          .put("type", "http")
          .put("scheme", "bearer")
          .put("description", "The server credential: `Authorization: Bearer <token>`.");
    }
    if (auth.legacyHeader() != null) {
      schemes.putObject(LEGACY_SCHEME)
          .put("type", "apiKey")
          .put("in", "header")
          .put("name", auth.legacyHeader())
          .put("description", "The legacy credential header, for older servers; never sent together with Bearer.");
    }
    return schemes;
  }

  /** The 202 body of a job op. */
  private static ObjectNode jobHandle() {
    ObjectNode schema = JSON.objectNode();
    schema.put("description", "The answer of a job op: poll its status op with the job id until it has succeeded or failed.");
    schema.put("type", "object");
    ObjectNode properties = schema.putObject("properties");
    properties.putObject("job_id").put("type", "string").put("description", "Id of the started job.");
    ObjectNode status = properties.putObject("status").put("type", "string").put("description", "Job state.");
    status.putArray("enum").add("pending").add("running").add("succeeded").add("failed");
    properties.putObject("retry_after").put("type", "integer").put("format", "int32")
        .put("description", "Seconds to wait before polling.");
    schema.putArray("required").add("job_id").add("status").add("retry_after");
    return schema;
  }

  private static ArrayNode namespaceAliases(Catalog catalog) {
    ArrayNode out = JSON.arrayNode();
    for (Alias alias : catalog.aliases()) {
      if (alias.isNamespace()) {
        ObjectNode node = out.addObject().put("alias", alias.alias()).put("target", alias.target());
        if (alias.deprecatedSince() != null) {
          node.put("deprecated_since", alias.deprecatedSince());
        }
        if (alias.removeIn() != null) {
          node.put("remove_in", alias.removeIn());
        }
      }
    }
    return out;
  }

  /** {@code wanted}, or with the first free numeric suffix when a catalog type already has that name. */
  private static String unique(String wanted, Set<String> taken) {
    String name = wanted;
    for (int n = 2; !taken.add(name); n++) {
      name = wanted + n;
    }
    return name;
  }
}
