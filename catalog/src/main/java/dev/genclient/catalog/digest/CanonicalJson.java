package dev.genclient.catalog.digest;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.Map;

/**
 * RFC 8785 (JSON Canonicalization Scheme) serialization of a Jackson tree, written as UTF-8 bytes
 * straight into a {@link Sink} through a small buffer: the digest hashes the bytes as they come,
 * without holding the document as text and then again as bytes.
 */
public final class CanonicalJson {

    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    /** Receives the canonical bytes in order, a buffer's worth at a time. */
    @FunctionalInterface
    public interface Sink {
        void write(byte[] bytes, int offset, int length);
    }

    private final Sink sink;
    private final byte[] buffer = new byte[1 << 13];
    private int used;

    private CanonicalJson(Sink sink) {
        this.sink = sink;
    }

    /**
     * The canonical UTF-8 bytes of {@code node}.
     *
     * @throws IllegalArgumentException for a lone surrogate, a number outside the double
     *     range, or a node that is not JSON data (binary, POJO, missing)
     */
    public static byte[] serialize(JsonNode node) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 16);
        write(node, out::write);
        return out.toByteArray();
    }

    /** The canonical text of {@code node}; see {@link #serialize(JsonNode)}. */
    public static String serializeToString(JsonNode node) {
        return new String(serialize(node), StandardCharsets.UTF_8);
    }

    /** Writes the canonical UTF-8 bytes of {@code node} to {@code sink}; see {@link #serialize(JsonNode)}. */
    public static void write(JsonNode node, Sink sink) {
        CanonicalJson writer = new CanonicalJson(sink);
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
        writer.flush();
    }

    private void value(JsonNode node) {
        switch (node.getNodeType()) {
            case OBJECT -> object(node);
            case ARRAY -> array(node);
            case STRING -> string(node.textValue());
            case NUMBER -> number(node);
            case BOOLEAN -> ascii(node.booleanValue() ? "true" : "false");
            case NULL -> ascii("null");
            default -> throw error("not JSON data: " + node.getNodeType());
        }
    }

    private void object(JsonNode node) {
        // String.compareTo orders by UTF-16 code units, as RFC 8785 §3.2.3 requires.
        @SuppressWarnings("unchecked")
        Map.Entry<String, JsonNode>[] sorted = node.properties().toArray(new Map.Entry[0]);
        Arrays.sort(sorted, Map.Entry.comparingByKey());
        put('{');
        boolean first = true;
        for (Map.Entry<String, JsonNode> member : sorted) {
            if (!first) {
                put(',');
            }
            first = false;
            try {
                string(member.getKey());
                put(':');
                value(member.getValue());
            } catch (Failure failure) {
                failure.path.addFirst(member.getKey());
                throw failure;
            }
        }
        put('}');
    }

    private void array(JsonNode node) {
        put('[');
        int index = 0;
        for (JsonNode element : node) {
            if (index > 0) {
                put(',');
            }
            try {
                value(element);
            } catch (Failure failure) {
                failure.path.addFirst(Integer.toString(index));
                throw failure;
            }
            index++;
        }
        put(']');
    }

    private void number(JsonNode node) {
        double value = node.doubleValue();
        if (!Double.isFinite(value)) {
            throw error("number outside the IEEE double range: " + node.asText());
        }
        ascii(EcmaScriptNumber.format(value));
    }

    /** Escapes as ECMAScript JSON.stringify does; anything else goes out literally (as UTF-8). */
    private void string(String text) {
        put('"');
        for (int i = plainPrefix(text); i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> ascii("\\\"");
                case '\\' -> ascii("\\\\");
                case '\b' -> ascii("\\b");
                case '\f' -> ascii("\\f");
                case '\n' -> ascii("\\n");
                case '\r' -> ascii("\\r");
                case '\t' -> ascii("\\t");
                default -> {
                    if (c < 0x20) {
                        ascii("\\u00");
                        put(HEX[c >> 4]);
                        put(HEX[c & 0xf]);
                    } else if (c < 0x80) {
                        put((byte) c);
                    } else if (c < 0x800) {
                        put((byte) (0xc0 | c >> 6));
                        put((byte) (0x80 | c & 0x3f));
                    } else if (Character.isHighSurrogate(c)
                            && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        int cp = Character.toCodePoint(c, text.charAt(++i));
                        put((byte) (0xf0 | cp >> 18));
                        put((byte) (0x80 | cp >> 12 & 0x3f));
                        put((byte) (0x80 | cp >> 6 & 0x3f));
                        put((byte) (0x80 | cp & 0x3f));
                    } else if (Character.isSurrogate(c)) {
                        throw error(String.format("lone surrogate U+%04X in a string", (int) c));
                    } else {
                        put((byte) (0xe0 | c >> 12));
                        put((byte) (0x80 | c >> 6 & 0x3f));
                        put((byte) (0x80 | c & 0x3f));
                    }
                }
            }
        }
        put('"');
    }

    /**
     * Copies the longest prefix of {@code text} that goes out as it is (printable ASCII other than
     * {@code "} and {@code \\}: most of a catalog's text) straight into the buffer, and returns its length.
     */
    private int plainPrefix(String text) {
        int length = text.length();
        if (length > buffer.length - used) {
            flush();
            if (length > buffer.length) {
                return 0;
            }
        }
        int i = 0;
        for (; i < length; i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\') {
                break;
            }
            buffer[used + i] = (byte) c;
        }
        used += i;
        return i;
    }

    /** Text that is ASCII by construction (numbers, literals, escapes). */
    private void ascii(String text) {
        for (int i = 0; i < text.length(); i++) {
            put((byte) text.charAt(i));
        }
    }

    private void put(char c) {
        put((byte) c);
    }

    private void put(byte b) {
        if (used == buffer.length) {
            flush();
        }
        buffer[used++] = b;
    }

    private void flush() {
        if (used > 0) {
            sink.write(buffer, 0, used);
            used = 0;
        }
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
