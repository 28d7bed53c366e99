package dev.genclient.targets.python;

import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.naming.PythonNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One typing-only {@code Protocol} per op whose {@code __call__} is what {@code with_response(op, **kwargs)}
 * takes and answers: the params as keyword-only arguments by wire name, {@code body} for an upload, the
 * per-call options, and the raw data type. {@code OpRef[...]} carries it so a {@code ParamSpec} overload
 * types the keyword arguments per op. An op with a param that cannot be a keyword argument (not an
 * identifier, a keyword, or a name {@code with_response} keeps for itself) takes {@code *args, **kwargs}.
 */
final class ArgumentProtocols {
  private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
  private static final Set<String> RESERVED = Set.of("self", "body", "timeout", "extra_headers", "max_retries");

  private ArgumentProtocols() {}

  /** The protocol class of an op: unique per op id, like the op table's constants, and private. */
  static String name(String opId) {
    return "_Call_" + opId.replace(".", "__");
  }

  /** The protocol of one op. */
  static PythonViews.CallProtocol view(Operation op, LinkedCatalog linked, PythonTypes types) {
    Schema params = op.params() == null ? null : linked.resolve(op.params());
    List<PythonViews.Param> required = new ArrayList<>();
    List<PythonViews.Param> optional = new ArrayList<>();
    if (params != null) {
      for (Map.Entry<String, Schema> property : params.properties().entrySet()) {
        String wire = property.getKey();
        if (!keywordable(wire)) {
          return new PythonViews.CallProtocol(name(op.id()), List.of(), List.of(), false, true, types.rawData(op));
        }
        String type = types.input(property.getValue());
        if (params.required().contains(wire)) {
          required.add(new PythonViews.Param(wire, type, PythonText.literal(wire)));
        } else {
          optional.add(new PythonViews.Param(wire, PythonNamespaces.optionalType(type), PythonText.literal(wire)));
        }
      }
    }
    return new PythonViews.CallProtocol(name(op.id()), required, optional, op.kind() == Kind.UPLOAD, false,
        types.rawData(op));
  }

  /** A wire name usable as a keyword argument as it is: no keyword, no name mangling, none of with_response's own. */
  private static boolean keywordable(String wire) {
    return IDENTIFIER.matcher(wire).matches() && !PythonNames.isKeyword(wire) && !RESERVED.contains(wire)
        && !wire.startsWith("__");
  }
}
