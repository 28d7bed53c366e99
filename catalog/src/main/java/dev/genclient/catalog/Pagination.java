package dev.genclient.catalog;

import java.util.Locale;
import java.util.Objects;

/**
 * How a call op's results come in pages, as the catalog declares it: the request params that name the page
 * ({@code cursor}, {@code offset} or {@code page}, one per style, and the page size {@code limit}), the result fields
 * that tell where the next page starts ({@code next}, cursor style) or how many items there are in all
 * ({@code total}, offset and page styles), and the array field holding the page's items. Any of the params and
 * fields may be null here; the pagination rule says which each style needs.
 */
public record Pagination(
    Style style, String cursor, String offset, String page, String limit, String next, String total, String items) {

  /** How the next page is named. */
  public enum Style {
    CURSOR, OFFSET, PAGE;

    /** The spelling in catalogs, and the {@code request} key naming the position param. */
    public String wireName() {
      return name().toLowerCase(Locale.ROOT);
    }

    public static Style fromWireName(String name) {
      for (Style style : values()) {
        if (style.wireName().equals(name)) {
          return style;
        }
      }
      throw new IllegalArgumentException("unknown pagination style: " + name);
    }
  }

  public Pagination {
    Objects.requireNonNull(style, "style");
    Objects.requireNonNull(items, "items");
  }

  /** The request param naming the page for this style: the cursor, offset or page param. */
  public String position() {
    return switch (style) {
      case CURSOR -> cursor;
      case OFFSET -> offset;
      case PAGE -> page;
    };
  }
}
