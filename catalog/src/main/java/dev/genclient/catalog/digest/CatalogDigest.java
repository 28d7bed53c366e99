package dev.genclient.catalog.digest;

import com.fasterxml.jackson.databind.JsonNode;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** The catalog_digest (docs/catalog-format.md): "sha256:" and the hex SHA-256 of the catalog's JCS bytes. */
public final class CatalogDigest {

    private static final String PREFIX = "sha256:";

    private CatalogDigest() {
    }

    /**
     * The digest of {@code catalog}; unchanged by reformatting or reordering its keys.
     *
     * @throws IllegalArgumentException if the catalog cannot be canonicalized (see
     *     {@link CanonicalJson#serialize(JsonNode)})
     */
    public static String of(JsonNode catalog) {
        return PREFIX + HexFormat.of().formatHex(sha256(canonicalBytes(catalog)));
    }

    /** The bytes the digest is taken over, which are also the released catalog asset. */
    public static byte[] canonicalBytes(JsonNode catalog) {
        return CanonicalJson.serialize(catalog);
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            // Every Java platform must provide SHA-256 (MessageDigest Javadoc).
            throw new IllegalStateException(e);
        }
    }
}
