package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Pagination;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.SchemaTree;
import dev.genclient.catalog.ValidationRule;

/**
 * An op's {@code pagination}: on a call op; the request names the position param its style needs (and no other
 * style's), the response the fields its style allows; each named param is a top-level param and each field a
 * top-level result field of the type the clients read or send (cursor and next strings, offset, page, limit and
 * total integers, items an array).
 */
final class PaginationRules implements CatalogRule {

  @Override
  public void check(Catalog catalog, Diagnostics out) {
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      if (op.pagination() != null) {
        check(catalog, op, "/ops/" + i + "/pagination", out);
      }
    }
  }

  private static void check(Catalog catalog, Operation op, String at, Diagnostics out) {
    Pagination p = op.pagination();
    String name = "op " + op.id() + ": pagination";
    if (op.kind() != Kind.CALL) {
      out.error(ValidationRule.PAGINATION, at, name + " is for call ops, not " + op.kind().wireName());
    }
    for (Pagination.Style style : Pagination.Style.values()) {
      String param = switch (style) {
        case CURSOR -> p.cursor();
        case OFFSET -> p.offset();
        case PAGE -> p.page();
      };
      if (style == p.style() && param == null) {
        out.error(ValidationRule.PAGINATION, at + "/request", name + " of style " + style.wireName()
            + " needs request." + style.wireName());
      } else if (style != p.style() && param != null) {
        out.error(ValidationRule.PAGINATION, at + "/request/" + style.wireName(), name + ": request."
            + style.wireName() + " does not belong to style " + p.style().wireName());
      }
    }
    boolean cursor = p.style() == Pagination.Style.CURSOR;
    if (cursor && p.next() == null) {
      out.error(ValidationRule.PAGINATION, at, name + " of style cursor needs response.next");
    }
    if (!cursor && p.next() != null) {
      out.error(ValidationRule.PAGINATION, at + "/response/next", name + ": response.next is for style cursor");
    }
    if (cursor && p.total() != null) {
      out.error(ValidationRule.PAGINATION, at + "/response/total", name + ": response.total is for styles offset and page");
    }
    Schema params = op.params() == null ? null : SchemaTree.resolve(catalog, op.params());
    Schema result = op.result() == null ? null : SchemaTree.resolve(catalog, op.result());
    expect(catalog, params, p.position(), cursor ? "string" : "integer", "param",
        at + "/request/" + p.style().wireName(), name, out);
    expect(catalog, params, p.limit(), "integer", "param", at + "/request/limit", name, out);
    expect(catalog, result, cursor ? p.next() : null, "string", "result field", at + "/response/next", name, out);
    expect(catalog, result, p.total(), "integer", "result field", at + "/response/total", name, out);
    expect(catalog, result, p.items(), "array", "result field", at + "/items", name, out);
  }

  /** Reports {@code property} unless {@code owner} (resolved) has it with {@code type} (null allowed besides). */
  private static void expect(Catalog catalog, Schema owner, String property, String type, String what, String at,
      String name, Diagnostics out) {
    if (property == null) {
      return;
    }
    Schema found = owner == null ? null : SchemaTree.resolve(catalog, owner.properties().get(property));
    if (found == null || !type.equals(found.primaryType())) {
      out.error(ValidationRule.PAGINATION, at, name + ": '" + property + "' is not " + (type.equals("string") ? "a " : "an ")
          + type + " " + what + " of the op");
    }
  }
}
