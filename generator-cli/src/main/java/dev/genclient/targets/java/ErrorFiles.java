package dev.genclient.targets.java;

import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.naming.JavaNames;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.TemplateRenderer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code errors} package's generated part: one exception class per error row (the root
 * exception and the mapping table are the runtime's), and each row's factory for the runtime.
 */
final class ErrorFiles {
  private ErrorFiles() {}

  static List<GeneratedFile> render(LinkedCatalog linked, String pkg, String dir, TemplateRenderer renderer) {
    List<GeneratedFile> files = new ArrayList<>();
    List<ErrorRow> errors = linked.catalog().errors();
    for (ErrorRow row : errors) {
      String name = javaName(row);
      String parent = row.parent() == null ? "ApiException" : errors.stream()
          .filter(e -> e.className().equals(row.parent())).findFirst().map(ErrorFiles::javaName).orElse("ApiException");
      String doc = JavaText.javadoc(row.description(), "", List.of("<p>" + JavaText.docLine(row.code()) + ", catalog class "
          + JavaText.docLine(row.className())));
      files.add(new GeneratedFile(dir + "/errors/" + name + ".java", renderer.render(JavaTemplates.ERROR,
          new JavaViews.ErrorClass(pkg, doc, name, parent))));
    }
    return files;
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
