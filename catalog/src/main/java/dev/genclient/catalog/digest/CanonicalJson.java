package dev.genclient.catalog.digest;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.Map;

/** RFC 8785 (JSON Canonicalization Scheme) serialization of a Jackson tree. */
public final class CanonicalJson {

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private final StringBuilder out = new StringBuilder(1 << 16);

    private CanonicalJson() {
    }

    /**
     * The canonical UTF-8 bytes of {@code node}.
     *
     * @throws IllegalArgumentException for a lone surrogate, a number outside the double
     *     range, or a node that is not JSON data (binary, POJO, missing)
     */
    public static byte[] serialize(JsonNode node) {
        return serializeToString(node).getBytes(StandardCharsets.UTF_8);
    }

    /** The canonical text of {@code node}; see {@link #serialize(JsonNode)}. */
    public static String serializeToString(JsonNode node) {
        CanonicalJson writer = new CanonicalJson();
        try {
            writer.value(node);
        } catch (Failure failure) {
            StringBuilder pointer = new StringBuilder();
            for (String token : failure.path) {
                pointer.append('/').append(token.replace("~", "~0").replace("/", "~1"));
            }
            throw new IllegalArgumentException(
                    failure.getMessage() + (pointer.length() == 0 ? " at the root" : " at " + pointer));
        }
        return writer.out.toString();
    }

    private void value(JsonNode node) {
        switch (node.getNodeType()) {
            case OBJECT -> object(node);
            case ARRAY -> array(node);
            case STRING -> string(node.textValue());
            case NUMBER -> number(node);
            case BOOLEAN -> out.append(node.booleanValue());
            case NULL -> out.append("null");
            default -> throw error("not JSON data: " + node.getNodeType());
        }
    }

    private void object(JsonNode node) {
        // String.compareTo orders by UTF-16 code units, as RFC 8785 §3.2.3 requires.
        @SuppressWarnings("unchecked")
        Map.Entry<String, JsonNode>[] sorted = node.properties().toArray(new Map.Entry[0]);
        Arrays.sort(sorted, Map.Entry.comparingByKey());
        out.append('{');
        boolean first = true;
        for (Map.Entry<String, JsonNode> member : sorted) {
            if (!first) {
                out.append(',');
            }
            first = false;
            try {
                string(member.getKey());
                out.append(':');
                value(member.getValue());
            } catch (Failure failure) {
                failure.path.addFirst(member.getKey());
                throw failure;
            }
        }
        out.append('}');
    }

    private void array(JsonNode node) {
        out.append('[');
        int index = 0;
        for (JsonNode element : node) {
            if (index > 0) {
                out.append(',');
            }
            try {
                value(element);
            } catch (Failure failure) {
                failure.path.addFirst(Integer.toString(index));
                throw failure;
            }
            index++;
        }
        out.append(']');
    }

    private void number(JsonNode node) {
        double value = node.doubleValue();
        if (!Double.isFinite(value)) {
            throw error("number outside the IEEE double range: " + node.asText());
        }
        out.append(EcmaScriptNumber.format(value));
    }

    /** Escapes as ECMAScript JSON.stringify does; anything else goes out literally. */
    private void string(String text) {
        out.append('"');
        if (plain(text)) {
            out.append(text).append('"');
            return;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append("\\u00").append(HEX[c >> 4]).append(HEX[c & 0xf]);
                    } else if (Character.isHighSurrogate(c)
                            && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        out.append(c).append(text.charAt(++i));
                    } else if (Character.isSurrogate(c)) {
                        throw error(String.format("lone surrogate U+%04X in a string", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    /** Whether {@code text} goes out as it is: nothing to escape and no surrogate to check. */
    private static boolean plain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c == '"' || c == '\\' || Character.isSurrogate(c)) {
                return false;
            }
        }
        return true;
    }

    private static Failure error(String message) {
        return new Failure(message);
    }

    /** A value that cannot be canonicalized; the path to it is added while the failure unwinds. */
    private static final class Failure extends RuntimeException {
        final Deque<String> path = new ArrayDeque<>();

        Failure(String message) {
            super(message, null, false, false);
        }
    }
}
