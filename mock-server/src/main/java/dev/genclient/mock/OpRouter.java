package dev.genclient.mock;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Operation;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the op a request is for: each op's {@code http} binding, its default
 * {@code POST {ops_path}/{id}}, and under {@code --compat v1|v1x} its legacy REST binding instead of any
 * route under {@code ops_path} (an older server has none).
 * Literal paths win over templated ones, so {@code /terminals/list} would beat {@code /terminals/{id}}.
 */
final class OpRouter {
  /** A matched op, the binding it came in through and the params its path carried. */
  record Match(Operation op, HttpBinding binding, Map<String, String> pathParams) {}

  private record Route(String method, PathTemplate template, Operation op, HttpBinding binding) {}

  private final List<Route> routes = new ArrayList<>();

  OpRouter(Catalog catalog, Compat compat) {
    List<Route> templated = new ArrayList<>();
    String opsPrefix = catalog.server().opsPath() + "/";
    for (Operation op : catalog.ops()) {
      List<HttpBinding> bindings = new ArrayList<>();
      bindings.add(op.http());
      String defaultPath = opsPrefix + op.id();
      if (!(op.http().method().equals("POST") && op.http().path().equals(defaultPath))) {
        bindings.add(new HttpBinding("POST", defaultPath, null));
      }
      if (op.legacy() != null && compat.servesLegacyBindings()) {
        bindings.add(op.legacy());
      }
      for (HttpBinding binding : bindings) {
        if (!compat.servesOpsRoutes() && binding.path().startsWith(opsPrefix)) {
          continue;
        }
        Route route = new Route(binding.method(), new PathTemplate(binding.path()), op, binding);
        (route.template().isLiteral() ? routes : templated).add(route);
      }
    }
    routes.addAll(templated);
  }

  /** The methods some route serves at {@code rawPath}, each once, in route order (empty when none does). */
  List<String> methodsAt(String rawPath) {
    Set<String> methods = new LinkedHashSet<>();
    for (Route route : routes) {
      if (route.template().match(rawPath) != null) {
        methods.add(route.method());
      }
    }
    return List.copyOf(methods);
  }

  /** The first route matching method and raw (still percent-encoded) path, or null. */
  Match match(String method, String rawPath) {
    for (Route route : routes) {
      if (route.method().equals(method)) {
        Map<String, String> params = route.template().match(rawPath);
        if (params != null) {
          return new Match(route.op(), route.binding(), params);
        }
      }
    }
    return null;
  }
}
