package dev.genclient.catalog.digest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The catalog_digest (docs/catalog-format.md): "sha256:" and the hex SHA-256 of the catalog's JCS bytes,
 * without its top-level {@code $schema} (an editor's setting, not part of the API).
 */
public final class CatalogDigest {

    private static final String PREFIX = "sha256:";
    /** The top-level key an editor reads; it names no part of the API, so it is left out of digest and asset. */
    public static final String SCHEMA_KEY = "$schema";

    private CatalogDigest() {
    }

    /**
     * The digest of {@code catalog}; unchanged by reformatting or reordering its keys. The canonical
     * bytes are hashed as they are written, never held whole.
     *
     * @throws IllegalArgumentException if the catalog cannot be canonicalized (see
     *     {@link CanonicalJson#serialize(JsonNode)})
     */
    public static String of(JsonNode catalog) {
        MessageDigest sha256 = sha256();
        CanonicalJson.write(withoutSchemaKey(catalog), sha256::update);
        return PREFIX + HexFormat.of().formatHex(sha256.digest());
    }

    /** The bytes the digest is taken over, which are also the released catalog asset. */
    public static byte[] canonicalBytes(JsonNode catalog) {
        return CanonicalJson.serialize(withoutSchemaKey(catalog));
    }

    /** {@code catalog} without its top-level {@code $schema}: a shallow copy when it has one (its members are shared, not copied). */
    static JsonNode withoutSchemaKey(JsonNode catalog) {
        if (!catalog.isObject() || !catalog.has(SCHEMA_KEY)) {
            return catalog;
        }
        ObjectNode copy = ((ObjectNode) catalog).objectNode();
        catalog.properties().forEach(e -> {
            if (!e.getKey().equals(SCHEMA_KEY)) {
                copy.set(e.getKey(), e.getValue());
            }
        });
        return copy;
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            // Every Java platform must provide SHA-256 (MessageDigest Javadoc).
            throw new IllegalStateException(e);
        }
    }
}
