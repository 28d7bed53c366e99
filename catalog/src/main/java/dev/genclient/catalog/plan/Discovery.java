package dev.genclient.catalog.plan;

import dev.genclient.catalog.Operation;
import java.util.Optional;

/**
 * The catalog's own ops behind the discovery routes, where it declares them: the op served at
 * {@code GET capabilities_path}, the one at {@code GET ops_path}, and {@code server.check_op}.
 * A client calls those like any op (their own binding and idempotency); without one it calls the route.
 */
public record Discovery(Optional<Operation> capabilities, Optional<Operation> ops, Optional<Operation> check) {}
