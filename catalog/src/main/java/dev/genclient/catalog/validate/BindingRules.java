package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.HttpBinding;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.SchemaTree;
import dev.genclient.catalog.SourceMap;
import dev.genclient.catalog.ValidationRule;
import java.util.Map;

/**
 * HTTP bindings the wire protocol can carry: path templates name required scalar
 * params; params bound to a query string (GET, DELETE, upload) are scalars or arrays of scalars;
 * an upload sends its bytes in a POST or PUT body.
 */
final class BindingRules implements CatalogRule {
  @Override
  public void check(Catalog catalog, Diagnostics out) {
    for (int i = 0; i < catalog.ops().size(); i++) {
      Operation op = catalog.ops().get(i);
      String at = "/ops/" + i;
      Schema params = op.params() == null ? null : SchemaTree.resolve(catalog, op.params());
      checkBinding(catalog, op, op.http(), params, at, "/http", out);
      if (op.legacy() != null) {
        checkBinding(catalog, op, op.legacy(), params, at, "/legacy", out);
      }
      if (op.kind() == Kind.UPLOAD && op.http().usesQuery()) {
        out.error(ValidationRule.UPLOAD_METHOD, at + "/http/method",
            "op " + op.id() + ": an upload sends bytes in the body, so its method must be POST, PUT or PATCH");
      }
    }
  }

  private static void checkBinding(Catalog catalog, Operation op, HttpBinding binding, Schema params, String opAt,
      String bindingKey, Diagnostics out) {
    String at = opAt + bindingKey;
    for (String name : binding.pathParams()) {
      Schema param = params == null ? null : params.properties().get(name);
      if (param == null || !params.required().contains(name)) {
        out.error(ValidationRule.PATH_PARAM, at + "/path",
            "op " + op.id() + ": path template {" + name + "} needs a required param of that name");
      } else if (!isScalar(catalog, param)) {
        out.error(ValidationRule.PATH_PARAM, at + "/path", "op " + op.id() + ": path param '" + name + "' must be a string, integer, number or boolean");
      }
    }
    boolean query = binding.usesQuery() || op.kind() == Kind.UPLOAD;
    if (!query || params == null) {
      return;
    }
    for (Map.Entry<String, Schema> entry : params.properties().entrySet()) {
      Schema param = SchemaTree.resolve(catalog, entry.getValue());
      if (param == null) {
        continue;
      }
      boolean ok = isScalar(catalog, param) || (param.isArray() && param.items() != null && isScalar(catalog, param.items()));
      if (!ok) {
        out.error(ValidationRule.QUERY_OBJECT, opAt + "/params/properties/" + SourceMap.escape(entry.getKey()),
            "op " + op.id() + ": param '" + entry.getKey() + "' travels in the query string (" + binding.method()
                + (op.kind() == Kind.UPLOAD ? ", upload" : "") + ") and so must be a scalar or an array of scalars");
      }
    }
  }

  private static boolean isScalar(Catalog catalog, Schema schema) {
    Schema resolved = SchemaTree.resolve(catalog, schema);
    if (resolved == null) {
      return true; // reported as a dangling or circular $ref
    }
    if (resolved.enumValues() != null || resolved.constValue() != null) {
      return true;
    }
    String type = resolved.primaryType();
    return type != null && !type.equals("object") && !type.equals("array");
  }
}
