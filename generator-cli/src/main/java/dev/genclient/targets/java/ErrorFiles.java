package dev.genclient.targets.java;

import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.ErrorClass;
import dev.genclient.catalog.plan.ErrorClasses;
import dev.genclient.naming.JavaNames;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.TemplateRenderer;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code errors} package's generated part: the catalog's error root (when it declares one) and
 * one exception class per error row (the runtime's root exception and the mapping table are the
 * runtime's), and each row's factory for the runtime.
 */
final class ErrorFiles {
  private ErrorFiles() {}

  static List<GeneratedFile> render(ClientPlan plan, String pkg, String dir, TemplateRenderer renderer) {
    List<GeneratedFile> files = new ArrayList<>();
    ErrorClasses classes = plan.errorClasses();
    classes.root().ifPresent(root -> {
      String doc = JavaText.javadoc(root.description(), "", List.of("<p>" + JavaText.docLine(root.note())));
      files.add(file(pkg, dir, renderer, doc, javaName(root), "ApiException"));
    });
    for (ErrorClass row : classes.table()) {
      String parent = row.parent().map(ErrorFiles::javaName).orElse("ApiException");
      String doc = JavaText.javadoc(row.description(), "", List.of("<p>" + JavaText.docLine(row.note())));
      files.add(file(pkg, dir, renderer, doc, javaName(row), parent));
    }
    return files;
  }

  private static GeneratedFile file(String pkg, String dir, TemplateRenderer renderer, String doc, String name, String parent) {
    return renderer.file(dir + "/errors/" + name + ".java", JavaTemplates.ERROR,
        new JavaViews.ErrorClass(pkg, doc, name, parent));
  }

  /** The runtime's factory of each row's class, by catalog class. */
  static List<JavaViews.ErrorFactory> factories(ClientPlan plan) {
    return plan.errorClasses().table().stream()
        .map(row -> new JavaViews.ErrorFactory(JavaText.literal(row.className()), javaName(row))).toList();
  }

  /** The Java class name of an error class (the root's or a row's). */
  static String javaName(ErrorClass error) {
    return JavaNames.typeName(error.nameFor("java"));
  }
}
