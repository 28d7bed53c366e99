package dev.genclient.targets.java;

import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.NamedType;
import dev.genclient.catalog.link.Namespace;
import dev.genclient.naming.JavaNames;
import dev.genclient.targets.Target;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The Java files whose paths come from catalog names: one per model type, namespace and error class. */
final class JavaPaths {
  private JavaPaths() {}

  static void report(LinkedCatalog linked, String pkg, boolean defaultPackage, Target.DerivedPaths out) {
    String dir = pkg.replace('.', '/') + "/";
    if (defaultPackage) {
      out.path(dir + "ServerClient.java", "/name");
    }
    for (NamedType type : linked.namedTypes()) {
      out.path(dir + "model/" + JavaNames.typeName(type.name()) + ".java", type.pointer());
    }
    Map<String, Integer> firstOp = new HashMap<>();
    List<Operation> ops = linked.catalog().ops();
    for (int i = 0; i < ops.size(); i++) {
      String id = ops.get(i).id();
      for (int dot = id.indexOf('.'); dot > 0; dot = id.indexOf('.', dot + 1)) {
        firstOp.putIfAbsent(id.substring(0, dot), i);
      }
    }
    namespaces(linked.root(), dir, firstOp, out);
    List<ErrorRow> errors = linked.catalog().errors();
    for (int i = 0; i < errors.size(); i++) {
      out.path(dir + "errors/" + ErrorFiles.javaName(errors.get(i)) + ".java", "/errors/" + i + "/class");
    }
  }

  /** A namespace exists because of the ops under it: the first one is where its name is written. */
  private static void namespaces(Namespace ns, String dir, Map<String, Integer> firstOp, Target.DerivedPaths out) {
    for (Namespace child : ns.children()) {
      Integer op = firstOp.get(child.path());
      out.path(dir + ApiFiles.className(child.path()) + ".java", op == null ? "/ops" : "/ops/" + op + "/id");
      namespaces(child, dir, firstOp, out);
    }
  }
}
