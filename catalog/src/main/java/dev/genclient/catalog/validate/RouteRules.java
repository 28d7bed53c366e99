package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.ValidationRule;
import java.util.HashMap;
import java.util.Map;

/**
 * Routes the server and an OpenAPI document can tell apart: no two ops share a method and path
 * template, and one template (compared with its {@code {params}} blanked) is spelled one way, since
 * OpenAPI treats {@code /t/{a}} and {@code /t/{b}} as the same path.
 */
final class RouteRules implements CatalogRule {
  @Override
  public void check(Catalog catalog, Diagnostics out) {
    Map<String, Integer> byRoute = new HashMap<>();
    Map<String, Integer> byShape = new HashMap<>();
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      String shape = op.http().path().replaceAll("\\{[^{}]*}", "{}");
      Integer earlier = byRoute.putIfAbsent(op.http().method() + " " + shape, i);
      if (earlier != null && catalog.ops().get(earlier).id().equals(op.id())) {
        continue; // the same id twice: duplicate-id reports it
      }
      if (earlier != null) {
        out.error(ValidationRule.ROUTE_DUPLICATE, "/ops/" + i + "/http", "op " + op.id() + ": " + op.http().method() + " "
            + op.http().path() + " is already the binding of op " + catalog.ops().get(earlier).id());
        continue;
      }
      Integer sameShape = byShape.putIfAbsent(shape, i);
      if (sameShape != null && !catalog.ops().get(sameShape).http().path().equals(op.http().path())) {
        out.error(ValidationRule.ROUTE_TEMPLATE, "/ops/" + i + "/http/path", "op " + op.id() + ": path " + op.http().path()
            + " differs from " + catalog.ops().get(sameShape).http().path() + " (op " + catalog.ops().get(sameShape).id()
            + ") only in its parameter names; spell the template the same way");
      }
    }
  }
}
