package dev.genclient.mock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Pagination;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.SchemaTree;

/**
 * One page of a paginated op's result set (docs/mock.md, "Pages"): the set is the result's items array, or
 * {@code X-Mock-Items} items repeating it; the request's limit (else the limit param's default, else the rest)
 * and its cursor, offset or page say which slice is answered. Cursors are {@code mock-<offset>}; a cursor this
 * mock did not make starts at the beginning. {@code X-Mock-Pages: repeat-cursor} answers every page after the
 * first with the cursor it was asked for, as a broken server would.
 */
final class MockPages {
  static final String CURSOR_PREFIX = "mock-";
  private static final JsonNodeFactory F = JsonNodeFactory.instance;

  private final Catalog catalog;
  private final ResultSynthesizer synthesizer;

  MockPages(Catalog catalog, ResultSynthesizer synthesizer) {
    this.catalog = catalog;
    this.synthesizer = synthesizer;
  }

  /** {@code result} cut to the requested page; a result that is not an object, or an op without pagination, as it is. */
  JsonNode page(Operation op, ObjectNode params, JsonNode result, Integer count, boolean repeatCursor) {
    Pagination p = op.pagination();
    if (p == null || !(result instanceof ObjectNode page) || !(page.get(p.items()) instanceof ArrayNode given)) {
      return result;
    }
    ArrayNode all = count == null ? given : repeated(op, p, given, count);
    int start = start(p, params);
    int size = limit(op, p, params, all.size());
    int from = Math.min(start, all.size());
    int to = (int) Math.min(all.size(), (long) from + size);
    ArrayNode items = page.putArray(p.items());
    for (int i = from; i < to; i++) {
      items.add(all.get(i).deepCopy());
    }
    if (p.total() != null) {
      page.put(p.total(), all.size());
    }
    if (p.style() == Pagination.Style.CURSOR) {
      JsonNode sent = params.get(p.cursor());
      if (repeatCursor && sent != null && sent.isTextual()) {
        page.put(p.next(), sent.asText());
      } else if (to < all.size() && size > 0) {
        page.put(p.next(), CURSOR_PREFIX + to);
      } else {
        end(op, p.next(), page);
      }
    }
    return page;
  }

  /** {@code count} items: the given ones over and over (a schema-made item when none is given). */
  private ArrayNode repeated(Operation op, Pagination p, ArrayNode given, int count) {
    ArrayNode source = given;
    if (source.isEmpty()) {
      source = F.arrayNode();
      Schema items = field(op, p.items());
      source.add(items != null && items.items() != null ? synthesizer.value(items.items()) : F.objectNode());
    }
    ArrayNode out = F.arrayNode();
    for (int i = 0; i < count; i++) {
      out.add(source.get(i % source.size()).deepCopy());
    }
    return out;
  }

  /** Where the page starts in the set: the cursor's offset, the offset, or (page - 1) pages of the limit. */
  private int start(Pagination p, ObjectNode params) {
    JsonNode position = params.get(p.position());
    return switch (p.style()) {
      case CURSOR -> position != null && position.isTextual() ? cursorOffset(position.asText()) : 0;
      case OFFSET -> position != null && position.canConvertToInt() ? Math.max(0, position.asInt()) : 0;
      case PAGE -> {
        long page = position != null && position.canConvertToInt() ? Math.max(1, position.asInt()) : 1;
        JsonNode limit = p.limit() == null ? null : params.get(p.limit());
        long size = limit != null && limit.canConvertToInt() ? Math.max(0, limit.asInt()) : Integer.MAX_VALUE;
        yield (int) Math.min(Integer.MAX_VALUE, (page - 1) * size);
      }
    };
  }

  private static int cursorOffset(String cursor) {
    if (cursor.startsWith(CURSOR_PREFIX) && cursor.length() > CURSOR_PREFIX.length() && cursor.length() < 10
        && cursor.substring(CURSOR_PREFIX.length()).chars().allMatch(c -> c >= '0' && c <= '9')) {
      return Integer.parseInt(cursor.substring(CURSOR_PREFIX.length()));
    }
    return 0;
  }

  /** The page size: the request's limit, else its param's default, else every item. */
  private int limit(Operation op, Pagination p, ObjectNode params, int all) {
    if (p.limit() == null) {
      return all;
    }
    JsonNode given = params.get(p.limit());
    if (given == null) {
      Schema declared = op.params() == null ? null : SchemaTree.resolve(catalog, op.params());
      Schema param = declared == null ? null : SchemaTree.resolve(catalog, declared.properties().get(p.limit()));
      given = param == null ? null : param.defaultValue();
    }
    return given != null && given.canConvertToInt() ? Math.max(0, given.asInt()) : all;
  }

  /** The last page's next cursor: left out where the result may lack it, else null where allowed, else empty. */
  private void end(Operation op, String next, ObjectNode page) {
    Schema result = SchemaTree.resolve(catalog, op.result());
    Schema field = field(op, next);
    if (result == null || !result.required().contains(next)) {
      page.remove(next);
    } else if (field != null && field.isNullable()) {
      page.putNull(next);
    } else {
      page.put(next, "");
    }
  }

  private Schema field(Operation op, String name) {
    Schema result = op.result() == null ? null : SchemaTree.resolve(catalog, op.result());
    return result == null ? null : SchemaTree.resolve(catalog, result.properties().get(name));
  }
}
