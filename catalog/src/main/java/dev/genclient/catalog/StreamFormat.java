package dev.genclient.catalog;

import java.util.Locale;

/** How a stream op frames its events on the wire: NDJSON lines, or server-sent events. */
public enum StreamFormat {
  NDJSON("application/x-ndjson"), SSE("text/event-stream");

  private final String mediaType;

  StreamFormat(String mediaType) {
    this.mediaType = mediaType;
  }

  /** The spelling used in catalogs and generated output. */
  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The response's media type. */
  public String mediaType() {
    return mediaType;
  }

  public static StreamFormat fromWireName(String name) {
    for (StreamFormat format : values()) {
      if (format.wireName().equals(name)) {
        return format;
      }
    }
    throw new IllegalArgumentException("unknown stream_format: " + name);
  }
}
