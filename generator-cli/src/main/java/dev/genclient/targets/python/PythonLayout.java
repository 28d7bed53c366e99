package dev.genclient.targets.python;

import dev.genclient.catalog.Operation;
import dev.genclient.catalog.Schema;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.Member;
import dev.genclient.catalog.plan.NamespacePlan;
import dev.genclient.naming.PythonNames;
import dev.genclient.targets.NamespacePointers;
import dev.genclient.targets.Target;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where each part of the package lives. One module per namespace of the client plan under {@code _api} (the root's is
 * {@code _api/__init__.py}; a namespace with children is a package, a leaf a {@code .py} file), so a
 * namespace and its models load on first use. Each model and union alias lives in the module of the
 * first namespace (in tree order, parents first) whose ops reach it through the schema graph, so a
 * module imports types only from modules before it and imports never cycle; an op's params object
 * reaches no further than its parts (a call takes them as arguments): a params object no call reaches
 * otherwise lives in a params module beside its namespace's ({@code _api/_files_params.py},
 * {@code _api/agents/_params.py}), loaded when one of its models is named; types no op reaches go to
 * {@code _api/_types.py}.
 */
final class PythonLayout {
  static final String TYPES = "_types";

  private final LinkedCatalog linked;
  private final String pkg;
  private final List<NamespacePlan> order = new ArrayList<>();
  private final Map<String, String> modules = new LinkedHashMap<>();
  private final Map<String, String> files = new LinkedHashMap<>();
  private final Map<String, String> paramsModules = new LinkedHashMap<>();
  private final Map<String, String> paramsFiles = new LinkedHashMap<>();
  private final Map<String, Set<String>> reached = new LinkedHashMap<>();
  private final Map<String, String> homes = new LinkedHashMap<>();
  private final Set<String> placeable;
  /** The placeable names by the module that defines them, in catalog order (filled on first use). */
  private Map<String, List<String>> definitions;
  /** {@link #modulePosition} of each module (made on first use). */
  private Map<String, Integer> positions;

  /** {@code placeable}: the catalog type names that become Python definitions (models and union aliases). */
  PythonLayout(ClientPlan plan, String pkg, Set<String> placeable) {
    this.linked = plan.linked();
    this.pkg = pkg;
    this.placeable = placeable;
    walk(plan.root(), pkg + "._api", pkg.replace('.', '/') + "/_api");
    Map<String, Set<String>> paramsObjects = new LinkedHashMap<>();
    for (NamespacePlan ns : order) {
      Set<String> names = new LinkedHashSet<>();
      Set<String> params = new LinkedHashSet<>();
      // One walk per namespace: a schema an earlier op of it walked added every name it reaches already.
      Set<Schema> seen = Collections.newSetFromMap(new IdentityHashMap<>());
      for (Member.Call call : ns.allCalls()) {
        reachOp(call.op(), names, seen);
        paramsObject(call.op(), params);
      }
      ns.call().ifPresent(call -> {
        reachOp(call.op(), names, seen);
        paramsObject(call.op(), params);
      });
      names.retainAll(placeable);
      reached.put(ns.path(), names);
      paramsObjects.put(ns.path(), params);
      for (String name : names) {
        homes.putIfAbsent(name, modules.get(ns.path()));
      }
    }
    for (NamespacePlan ns : order) {
      for (String name : paramsObjects.get(ns.path())) {
        if (placeable.contains(name)) {
          homes.putIfAbsent(name, paramsModules.get(ns.path()));
        }
      }
    }
    for (String name : placeable) {
      homes.putIfAbsent(name, typesModule());
    }
  }

  private void walk(NamespacePlan ns, String module, String file) {
    order.add(ns);
    modules.put(ns.path(), module);
    files.put(ns.path(), moduleFile(ns, file));
    // Beside the namespace's module, under a name no namespace has (a catalog segment starts with a letter): in its
    // package for a root or parent namespace, `_<segment>_params` next to a leaf's file.
    if (ns.isRoot() || !ns.children().isEmpty()) {
      paramsModules.put(ns.path(), module + "._params");
      paramsFiles.put(ns.path(), file + "/_params.py");
    } else {
      int dot = module.lastIndexOf('.');
      int slash = file.lastIndexOf('/');
      String segment = module.substring(dot + 1);
      paramsModules.put(ns.path(), module.substring(0, dot) + "._" + segment + "_params");
      paramsFiles.put(ns.path(), file.substring(0, slash) + "/_" + segment + "_params.py");
    }
    for (Member.ChildNamespace child : ns.children()) {
      String segment = PythonNames.member(child.name());
      walk(child.namespace(), module + "." + segment, file + "/" + segment);
    }
  }

  /** A namespace with children is a package, a leaf a {@code .py} file. */
  private static String moduleFile(NamespacePlan ns, String file) {
    return ns.isRoot() || !ns.children().isEmpty() ? file + "/__init__.py" : file + ".py";
  }

  /**
   * Reports the module file of every namespace (the paths a catalog's names make), as {@link #walk}
   * lays them out, without placing any model.
   */
  static void derivedPaths(ClientPlan plan, String pkg, Target.DerivedPaths out) {
    NamespacePointers pointers = new NamespacePointers(plan);
    Deque<Map.Entry<NamespacePlan, String>> todo = new ArrayDeque<>();
    todo.push(Map.entry(plan.root(), pkg.replace('.', '/') + "/_api"));
    while (!todo.isEmpty()) {
      Map.Entry<NamespacePlan, String> next = todo.pop();
      NamespacePlan ns = next.getKey();
      out.path(moduleFile(ns, next.getValue()), ns.isRoot() ? "/name" : pointers.of(ns.path()));
      for (Member.ChildNamespace child : ns.children()) {
        todo.push(Map.entry(child.namespace(), next.getValue() + "/" + PythonNames.member(child.name())));
      }
    }
  }

  /**
   * The op's result and event types and the types of its params, but not its params object itself: a call takes its
   * params as arguments, so the namespace module neither defines nor imports that model unless something else reaches
   * it (it goes to the types module, still exported by the package).
   */
  private void reachOp(Operation op, Set<String> out, Set<Schema> seen) {
    reachParts(op.params(), out, seen);
    reach(op.result(), out, seen);
    reach(op.event(), out, seen);
  }

  /** Adds the name of the op's params object, when it is a named type. */
  private void paramsObject(Operation op, Set<String> out) {
    if (op.params() != null) {
      linked.typeName(op.params()).ifPresent(out::add);
    }
  }

  /** Adds the names of the named types {@code schema} reaches (itself included), in the order first met. */
  void reach(Schema schema, Set<String> out, Set<Schema> seen) {
    if (schema == null) {
      return;
    }
    var name = linked.typeName(schema);
    if (name.isPresent()) {
      out.add(name.get());
    }
    reachParts(schema, out, seen);
  }

  /** Adds the names of the named types the parts of {@code schema} reach, in the order first met; not its own. */
  private void reachParts(Schema schema, Set<String> out, Set<Schema> seen) {
    if (schema == null) {
      return;
    }
    Schema resolved = linked.resolve(schema);
    if (!seen.add(resolved)) {
      return;
    }
    for (Schema property : resolved.properties().values()) {
      reach(property, out, seen);
    }
    reach(resolved.items(), out, seen);
    reach(resolved.additionalProperties(), out, seen);
    for (Schema variant : resolved.variants()) {
      reach(variant, out, seen);
    }
  }

  /** The placeable named types a type's definition reaches, itself excluded. */
  Set<String> references(String typeName, Schema schema) {
    Set<String> out = new LinkedHashSet<>();
    Set<Schema> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Schema resolved = linked.resolve(schema);
    seen.add(resolved);
    for (Schema property : resolved.properties().values()) {
      reach(property, out, seen);
    }
    reach(resolved.items(), out, seen);
    reach(resolved.additionalProperties(), out, seen);
    for (Schema variant : resolved.variants()) {
      reach(variant, out, seen);
    }
    out.remove(typeName);
    out.retainAll(placeable);
    return out;
  }

  String pkg() {
    return pkg;
  }

  /** Every namespace, parents before children (the root first). */
  List<NamespacePlan> namespaces() {
    return order;
  }

  String module(NamespacePlan ns) {
    return modules.get(ns.path());
  }

  String module(String namespacePath) {
    return modules.get(namespacePath);
  }

  String file(NamespacePlan ns) {
    return files.get(ns.path());
  }

  /** The module of the params objects of {@code ns}'s ops that no call reaches otherwise. */
  String paramsModule(NamespacePlan ns) {
    return paramsModules.get(ns.path());
  }

  String paramsFile(NamespacePlan ns) {
    return paramsFiles.get(ns.path());
  }

  String typesModule() {
    return pkg + "._api." + TYPES;
  }

  String typesFile() {
    return pkg.replace('.', '/') + "/_api/" + TYPES + ".py";
  }

  /** The placeable type names a namespace's ops (and its aliases' targets) reach. */
  Set<String> reached(NamespacePlan ns) {
    return reached.get(ns.path());
  }

  /**
   * Where {@code module} (a namespace's, a params or the types module) stands in module order: the
   * namespaces' modules parents first, then their params modules, then the types module. Imports are listed in this order.
   */
  synchronized int modulePosition(String module) { // synchronized: made on first use by any thread rendering modules
    if (positions == null) {
      Map<String, Integer> made = new HashMap<>();
      for (NamespacePlan ns : order) {
        made.putIfAbsent(modules.get(ns.path()), made.size());
      }
      for (NamespacePlan ns : order) {
        made.putIfAbsent(paramsModules.get(ns.path()), made.size());
      }
      made.putIfAbsent(typesModule(), made.size());
      positions = made;
    }
    return positions.get(module);
  }

  /** The module that defines a placeable type. */
  String home(String typeName) {
    return homes.get(typeName);
  }

  /** The module of the namespace an op id belongs to. */
  String homeOfOp(String opId) {
    int dot = opId.lastIndexOf('.');
    return modules.get(dot < 0 ? "" : opId.substring(0, dot));
  }

  /** The placeable type names defined in {@code module}, in catalog order. */
  synchronized List<String> definedIn(String module) { // synchronized: as modulePosition
    if (definitions == null) {
      definitions = new LinkedHashMap<>();
      for (String name : placeable) {
        definitions.computeIfAbsent(homes.get(name), m -> new ArrayList<>()).add(name);
      }
    }
    return List.copyOf(definitions.getOrDefault(module, List.of()));
  }
}
