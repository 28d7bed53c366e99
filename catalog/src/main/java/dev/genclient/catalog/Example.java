package dev.genclient.catalog;

import com.fasterxml.jackson.databind.JsonNode;

/** A params/result pair the mock server answers with and the OpenAPI document carries. */
public record Example(JsonNode params, JsonNode result, String description) {}
