package dev.genclient.targets.java;

import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.NamedType;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.ErrorClass;
import dev.genclient.catalog.plan.NamespacePlan;
import dev.genclient.naming.JavaNames;
import dev.genclient.targets.NamespacePointers;
import dev.genclient.targets.Target;

/** The Java files whose paths come from catalog names: one per model type, namespace and error class. */
final class JavaPaths {
  private JavaPaths() {}

  static void report(ClientPlan plan, String pkg, boolean defaultPackage, Target.DerivedPaths out) {
    LinkedCatalog linked = plan.linked();
    String dir = pkg.replace('.', '/') + "/";
    if (defaultPackage) {
      out.path(dir + "ServerClient.java", "/name");
    }
    for (NamedType type : linked.namedTypes()) {
      out.path(dir + "model/" + JavaNames.typeName(type.name()) + ".java", type.pointer());
    }
    NamespacePointers pointers = new NamespacePointers(plan);
    for (NamespacePlan ns : plan.namespaces()) {
      if (!ns.isRoot()) {
        out.path(dir + ApiFiles.className(ns.path()) + ".java", pointers.of(ns.path()));
      }
    }
    plan.errorClasses().root().ifPresent(root -> out.path(dir + "errors/" + ErrorFiles.javaName(root) + ".java", root.pointer()));
    for (ErrorClass error : plan.errorClasses().table()) {
      out.path(dir + "errors/" + ErrorFiles.javaName(error) + ".java", error.pointer());
    }
  }
}
