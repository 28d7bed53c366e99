package dev.genclient.targets.java;

import dev.genclient.catalog.ErrorRoot;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.ErrorTree;
import dev.genclient.naming.JavaNames;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.TemplateRenderer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code errors} package's generated part: the catalog's error root (when it declares one) and
 * one exception class per error row (the runtime's root exception and the mapping table are the
 * runtime's), and each row's factory for the runtime.
 */
final class ErrorFiles {
  private ErrorFiles() {}

  static List<GeneratedFile> render(ClientPlan plan, String pkg, String dir, TemplateRenderer renderer) {
    List<GeneratedFile> files = new ArrayList<>();
    ErrorTree tree = plan.errorTree();
    Map<String, String> names = new HashMap<>();
    tree.root().ifPresent(root -> names.put(root.className(), rootName(root)));
    for (ErrorRow row : plan.linked().catalog().errors()) {
      names.putIfAbsent(row.className(), javaName(row));
    }
    tree.root().ifPresent(root -> {
      String doc = JavaText.javadoc(root.description(), "", List.of("<p>The catalog's error root "
          + JavaText.docLine(root.className()) + ": every row without a parent extends it."));
      files.add(file(pkg, dir, renderer, doc, rootName(root), "ApiException"));
    });
    for (ErrorRow row : plan.linked().catalog().errors()) {
      String parent = tree.parentOf(row).map(names::get).orElse("ApiException");
      String doc = JavaText.javadoc(row.description(), "", List.of("<p>" + JavaText.docLine(row.code()) + ", catalog class "
          + JavaText.docLine(row.className())));
      files.add(file(pkg, dir, renderer, doc, javaName(row), parent));
    }
    return files;
  }

  private static GeneratedFile file(String pkg, String dir, TemplateRenderer renderer, String doc, String name, String parent) {
    return renderer.file(dir + "/errors/" + name + ".java", JavaTemplates.ERROR,
        new JavaViews.ErrorClass(pkg, doc, name, parent));
  }

  static String rootName(ErrorRoot root) {
    return JavaNames.typeName(root.nameFor("java"));
  }

  /** The runtime's factory of each row's class, by catalog class (the first row of a class name). */
  static List<JavaViews.ErrorFactory> factories(LinkedCatalog linked) {
    List<JavaViews.ErrorFactory> out = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (ErrorRow row : linked.catalog().errors()) {
      if (seen.add(row.className())) {
        out.add(new JavaViews.ErrorFactory(JavaText.literal(row.className()), javaName(row)));
      }
    }
    return out;
  }

  static String javaName(ErrorRow row) {
    return JavaNames.typeName(row.nameFor("java"));
  }
}
