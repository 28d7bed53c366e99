package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.TypeDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.datatype.jsr310.deser.InstantDeserializer;
import java.io.IOException;
import java.lang.reflect.Type;
import java.time.DateTimeException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** A 2xx answer's JSON body read as the op's result, checked against the document's result schema. */
final class Results {
  private final ObjectMapper mapper;
  private final ClientRuntime runtime;
  /** A reader per result type, made on its first answer (its deserializer found once, not per call). */
  private final Map<Type, ObjectReader> readers = new ConcurrentHashMap<>();

  /**
   * The mapper of results and params: {@code format: date-time} values are {@code OffsetDateTime}s, read
   * and written as ISO 8601 text with the offset the server sent (never adjusted to a time zone); the
   * RFC 3339 text servers send is read by {@link DateTimeReader}'s scan.
   */
  static ObjectMapper mapper() {
    return JsonMapper.builder().addModule(new JavaTimeModule())
        .addModule(new SimpleModule("genclient-date-time").addDeserializer(OffsetDateTime.class, new DateTimeReader()))
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE).build();
  }

  Results(ObjectMapper mapper, ClientRuntime runtime) {
    this.mapper = mapper;
    this.runtime = runtime;
  }

  /** A 2xx body as JSON (null when empty); a body that is not JSON is the {@code contract_mismatch} role's error. */
  JsonNode json(String opId, byte[] body, String requestId) {
    try {
      return body == null || body.length == 0 ? null : mapper.readTree(body);
    } catch (IOException e) {
      throw runtime.errors().malformedResult("the response body is not JSON", e, opId, requestId);
    }
  }

  /**
   * The result of a 2xx answer; a 200 whose JSON does not fit the op's result schema is the
   * {@code contract_mismatch} role's {@code malformed_result} error (as in every language's client).
   */
  <T> T result(String opId, JsonNode wire, int status, String requestId, TypeReference<T> type) {
    if (status == 200) {
      check(opId, wire, requestId);
    }
    try {
      return wire == null || wire.isNull() ? null : read(wire, type);
    } catch (IOException | IllegalArgumentException e) {
      throw runtime.errors().malformedResult("the result does not match the op's result schema", e, opId, requestId);
    }
  }

  /**
   * {@code wire} as a {@code type}, read from the tree itself (what {@code convertValue} gives, without writing the
   * tree out to a buffer first).
   */
  <T> T read(JsonNode wire, TypeReference<T> type) throws IOException {
    return readers.computeIfAbsent(type.getType(), t -> mapper.readerFor(mapper.constructType(t))).readValue(wire);
  }

  /** Checks {@code wire} against the result schema of op {@code opId} in the document (none: anything passes). */
  void check(String opId, JsonNode wire, String requestId) {
    OpIndex.Entry entry = runtime.index().has(opId) ? runtime.index().find(opId) : null;
    JsonNode schema = entry == null ? null : entry.result();
    String problem = schema == null || schema.isNull() ? null
        : runtime.schemas().problem(schema, wire == null ? NullNode.getInstance() : wire);
    if (problem != null) {
      throw runtime.errors().malformedResult("the result does not match the op's result schema: " + problem, null, opId,
          requestId);
    }
  }

  /**
   * Reads {@code format: date-time} values as {@link OffsetDateTime}: the RFC 3339 text servers send
   * ({@code 2025-05-01T12:00:00Z}, {@code 2025-05-01T12:00:00.5+02:00}) by a direct scan, every other
   * value (lower-case {@code t} or {@code z}, no seconds, spaces, a number, a day that does not exist)
   * by jackson-datatype-jsr310's own reader, so each value reads as that reader reads it: the scan
   * only spares the general formatter, the largest cost of reading a result that has a date-time.
   */
  static final class DateTimeReader extends StdDeserializer<OffsetDateTime> implements ContextualDeserializer {
    private static final long serialVersionUID = 1L;

    private final transient JsonDeserializer<?> standard;
    /** False where the standard reader was set up otherwise for a property, or adjusts to a time zone. */
    private final boolean scans;

    DateTimeReader() {
      this(InstantDeserializer.OFFSET_DATE_TIME, true);
    }

    private DateTimeReader(JsonDeserializer<?> standard, boolean scans) {
      super(OffsetDateTime.class);
      this.standard = standard;
      this.scans = scans;
    }

    @Override
    public JsonDeserializer<?> createContextual(DeserializationContext ctxt, BeanProperty property)
        throws JsonMappingException {
      JsonDeserializer<?> contextual = standard instanceof ContextualDeserializer c
          ? c.createContextual(ctxt, property) : standard;
      boolean same = contextual == InstantDeserializer.OFFSET_DATE_TIME
          && !ctxt.isEnabled(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE);
      return contextual == standard && same == scans ? this : new DateTimeReader(contextual, same);
    }

    /** True when this reader scans before it hands a text to the standard reader. */
    boolean scans() {
      return scans;
    }

    @Override
    public OffsetDateTime deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (scans && p.hasToken(JsonToken.VALUE_STRING)) {
        OffsetDateTime scanned = scan(p.getText());
        if (scanned != null) {
          return scanned;
        }
      }
      return (OffsetDateTime) standard.deserialize(p, ctxt);
    }

    @Override
    public Object deserializeWithType(JsonParser p, DeserializationContext ctxt, TypeDeserializer types)
        throws IOException {
      return standard.deserializeWithType(p, ctxt, types);
    }

    /**
     * {@code yyyy-MM-ddTHH:mm:ss[.f{1,9}](Z|+HH:mm|-HH:mm)} as the date-time it names, else null (another
     * form, or a field out of range: the standard reader decides, and reports, those).
     */
    static OffsetDateTime scan(String text) {
      int n = text.length();
      if (n < 20 || text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != 'T' || text.charAt(13) != ':'
          || text.charAt(16) != ':') {
        return null;
      }
      int year = digits(text, 0, 4);
      int month = digits(text, 5, 2);
      int day = digits(text, 8, 2);
      int hour = digits(text, 11, 2);
      int minute = digits(text, 14, 2);
      int second = digits(text, 17, 2);
      if ((year | month | day | hour | minute | second) < 0) {
        return null;
      }
      int at = 19;
      int nanos = 0;
      if (text.charAt(at) == '.') {
        int start = ++at;
        while (at < n && at - start < 9 && isDigit(text.charAt(at))) {
          nanos = nanos * 10 + (text.charAt(at++) - '0');
        }
        if (at == start || at < n && isDigit(text.charAt(at))) {
          return null;
        }
        for (int i = at - start; i < 9; i++) {
          nanos *= 10;
        }
      }
      ZoneOffset offset;
      if (at == n - 1 && text.charAt(at) == 'Z') {
        offset = ZoneOffset.UTC;
      } else if (at == n - 6 && (text.charAt(at) == '+' || text.charAt(at) == '-') && text.charAt(at + 3) == ':') {
        int hours = digits(text, at + 1, 2);
        int minutes = digits(text, at + 4, 2);
        if ((hours | minutes) < 0) {
          return null;
        }
        int sign = text.charAt(at) == '-' ? -1 : 1;
        try {
          offset = ZoneOffset.ofHoursMinutes(sign * hours, sign * minutes);
        } catch (DateTimeException e) {
          return null;
        }
      } else {
        return null;
      }
      try {
        return OffsetDateTime.of(year, month, day, hour, minute, second, nanos, offset);
      } catch (DateTimeException e) {
        return null;
      }
    }

    /** The {@code count} decimal digits at {@code from} as a number, or -1 when one is not a digit. */
    private static int digits(String text, int from, int count) {
      int value = 0;
      for (int i = from; i < from + count; i++) {
        char c = text.charAt(i);
        if (!isDigit(c)) {
          return -1;
        }
        value = value * 10 + (c - '0');
      }
      return value;
    }

    private static boolean isDigit(char c) {
      return c >= '0' && c <= '9';
    }
  }
}
