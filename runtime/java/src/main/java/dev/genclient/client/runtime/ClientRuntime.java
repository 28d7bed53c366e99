package dev.genclient.client.runtime;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.client.errors.ErrorTable;

/**
 * The generated parts of one client, read once: the runtime catalog document ({@code describe()}),
 * its op index, its error table, its transport policy and its schema check. Each is built on first use and shared.
 */
public final class ClientRuntime {
  private final GeneratedParts parts;
  private volatile JsonNode catalog;
  private volatile OpIndex index;
  private volatile ErrorTable errors;
  private volatile TransportPolicy policy;
  private volatile SchemaCheck schemas;

  public ClientRuntime(GeneratedParts parts) {
    this.parts = parts;
  }

  /** The runtime catalog document; shared, so callers that change it copy it first. */
  public JsonNode catalog() {
    JsonNode result = catalog;
    if (result == null) {
      StringBuilder text = new StringBuilder();
      for (String chunk : parts.catalogChunks()) {
        text.append(chunk);
      }
      try {
        result = new ObjectMapper().readTree(text.toString());
      } catch (JsonProcessingException e) {
        throw new IllegalStateException("the embedded catalog does not parse", e);
      }
      catalog = result;
    }
    return result;
  }

  /** The ops, aliases and legacy groups of the document. */
  public OpIndex index() {
    OpIndex result = index;
    if (result == null) {
      result = OpIndex.parse(catalog());
      index = result;
    }
    return result;
  }

  /** The error table of the document, each row building its generated exception class. */
  public ErrorTable errors() {
    ErrorTable result = errors;
    if (result == null) {
      result = ErrorTable.of(catalog(), parts::errorFactory);
      errors = result;
    }
    return result;
  }

  /** The transport policy of the document's {@code client_defaults}. */
  public TransportPolicy policy() {
    TransportPolicy result = policy;
    if (result == null) {
      result = TransportPolicy.of(catalog());
      policy = result;
    }
    return result;
  }

  /** The document's {@code auth.idempotency_header}, or null when the catalog names none. */
  public String idempotencyHeader() {
    JsonNode header = catalog().path("auth").path("idempotency_header");
    return header.isTextual() ? header.asText() : null;
  }

  /** The check of results and events against the document's schemas. */
  SchemaCheck schemas() {
    SchemaCheck result = schemas;
    if (result == null) {
      result = new SchemaCheck(catalog().path("types"));
      schemas = result;
    }
    return result;
  }

  /** The reference of an op or op alias of the document (an alias gives its target's, over the legacy binding if declared so). */
  public OpRef ref(String id) {
    OpIndex.Entry entry = index().find(id);
    if (entry == null) {
      throw new IllegalArgumentException("no op " + id + " in the embedded catalog");
    }
    return entry.ref();
  }
}
