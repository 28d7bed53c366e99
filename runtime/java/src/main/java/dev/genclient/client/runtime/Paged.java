package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.client.errors.ApiException;
import dev.genclient.client.errors.ErrorTable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The pages, or the items of every page, of a paginated op, followed lazily by the rules of the runtime catalog
 * document's {@code pagination}: one call per page, made when iteration reaches it, each with the caller's
 * {@link RequestOptions}; a cursor the server repeats is the contract-mismatch error {@code repeated_cursor}.
 * Each {@link #iterator()} (and {@link #stream()}) walks the pages afresh from the params given.
 */
public final class Paged<T> implements Iterable<T> {
  private final Transport transport;
  private final OpRef op;
  private final ObjectNode params;
  private final RequestOptions options;
  private final Function<JsonNode, List<T>> values;

  private Paged(Transport transport, OpRef op, Object params, RequestOptions options, Function<JsonNode, List<T>> values) {
    this.transport = transport;
    this.op = op;
    Object built = ParamsBuilder.built(params);
    JsonNode tree = built == null ? null : transport.mapper().valueToTree(built);
    this.params = tree instanceof ObjectNode object ? object : JsonNodeFactory.instance.objectNode();
    this.options = options == null ? RequestOptions.NONE : options;
    this.values = values;
  }

  /** Every page of op {@code op} from the one {@code params} names, each parsed as {@code page}. */
  public static <P> Paged<P> pages(Transport transport, OpRef op, Object params, TypeReference<P> page, RequestOptions options) {
    return new Paged<>(transport, op, params, options, wire -> List.of(transport.mapper().convertValue(wire, page)));
  }

  /** Every item of every page of op {@code op} from the one {@code params} names, each parsed as {@code item}. */
  public static <I> Paged<I> items(Transport transport, OpRef op, Object params, TypeReference<I> item, RequestOptions options) {
    String field = plan(transport, op).path("items").asText();
    return new Paged<>(transport, op, params, options, wire -> {
      List<I> out = new ArrayList<>();
      wire.path(field).forEach(node -> out.add(transport.mapper().convertValue(node, item)));
      return out;
    });
  }

  /** The walk as a sequential stream: pages are asked for as the stream consumes them. */
  public Stream<T> stream() {
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(iterator(), Spliterator.ORDERED), false);
  }

  @Override
  public Iterator<T> iterator() {
    Walk walk = new Walk(plan(transport, op), params.deepCopy(), op.id(), transport.errors());
    return new Iterator<>() {
      private Iterator<T> current = List.<T>of().iterator();
      private JsonNode last;
      private boolean done;

      @Override
      public boolean hasNext() {
        while (!current.hasNext() && !done) {
          if (last != null && !walk.advance(last)) {
            done = true;
            break;
          }
          last = transport.call(op, walk.args, new TypeReference<JsonNode>() {}, options).data();
          walk.items(last);
          current = values.apply(last).iterator();
        }
        return current.hasNext();
      }

      @Override
      public T next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return current.next();
      }
    };
  }

  private static JsonNode plan(Transport transport, OpRef op) {
    for (JsonNode entry : transport.runtime().catalog().path("ops")) {
      if (op.id().equals(entry.path("id").asText()) && entry.path("pagination").isObject()) {
        return entry.get("pagination");
      }
    }
    throw new IllegalArgumentException(op.id() + " has no pagination");
  }

  /** Where the next page starts: the args of the first call, then of each call after a page. */
  static final class Walk {
    private final String style;
    private final String param;
    private final JsonNode plan;
    private final String op;
    private final ErrorTable errors;
    final ObjectNode args;
    private final Set<String> sent = new HashSet<>();
    private long received;

    Walk(JsonNode plan, ObjectNode args, String op, ErrorTable errors) {
      this.plan = plan;
      this.style = plan.path("style").asText();
      this.param = plan.path("param").asText();
      this.args = args;
      this.op = op;
      this.errors = errors;
      if (style.equals("cursor") && args.path(param).isTextual()) {
        sent.add(args.get(param).asText());
      }
    }

    /** The page's items (a page without its items array is a result that does not fit). */
    JsonNode items(JsonNode page) {
      String field = plan.path("items").asText();
      JsonNode items = page == null ? null : page.get(field);
      if (items == null || !items.isArray()) {
        throw errors.malformedResult("the page has no '" + field + "' array", null, op, null);
      }
      return items;
    }

    /** Moves to the page after {@code page}: false when the walk stops there. */
    boolean advance(JsonNode page) {
      int count = items(page).size();
      received += count;
      if (style.equals("cursor")) {
        JsonNode next = plan.path("next").isTextual() ? page.get(plan.path("next").asText()) : null;
        if (next == null || !next.isTextual() || next.asText().isEmpty()) {
          return false;
        }
        String cursor = next.asText();
        if (!sent.add(cursor)) {
          ApiException error = errors.contractMismatch("the server repeated the cursor '" + cursor
              + "' (repeated_cursor): the pages would loop", op,
              JsonNodeFactory.instance.objectNode().put("reason", "repeated_cursor").put("cursor", cursor));
          throw error;
        }
        args.put(param, cursor);
        return true;
      }
      if (count == 0) {
        return false;
      }
      JsonNode total = plan.path("total").isTextual() ? page.get(plan.path("total").asText()) : null;
      JsonNode start = args.get(param);
      long reached;
      if (style.equals("offset")) {
        reached = (start != null && start.canConvertToLong() && start.isIntegralNumber() ? start.asLong() : 0) + count;
        args.put(param, reached);
      } else {
        args.put(param, (start != null && start.isIntegralNumber() ? start.asLong() : 1) + 1);
        reached = received;
      }
      return !(total != null && total.isIntegralNumber() && reached >= total.asLong());
    }
  }
}
