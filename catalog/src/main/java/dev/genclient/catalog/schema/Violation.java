package dev.genclient.catalog.schema;

/** One way a value breaks its schema: where (a JSON pointer into the value), why, and which keyword. */
public record Violation(String pointer, String reason, String keyword) {}
