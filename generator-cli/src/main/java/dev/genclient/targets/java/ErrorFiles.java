package dev.genclient.targets.java;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ErrorRow;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.naming.JavaNames;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.TemplateRenderer;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** The {@code errors} package: the root exception, one class per error row, and the mapping table. */
final class ErrorFiles {
  private ErrorFiles() {}

  static List<GeneratedFile> render(LinkedCatalog linked, String pkg, String dir, TemplateRenderer renderer) {
    Catalog catalog = linked.catalog();
    List<GeneratedFile> files = new ArrayList<>();
    String base = dir + "/errors/";
    files.add(new GeneratedFile(base + "ApiException.java", renderer.render("ApiException.java.mustache", new JavaViews.Pkg(pkg, ""))));
    List<JavaViews.ErrorRowView> rows = new ArrayList<>();
    List<ErrorRow> errors = catalog.errors();
    int other = catalog.exitCodes().getOrDefault("other", 1);
    for (int i = 0; i < errors.size(); i++) {
      ErrorRow row = errors.get(i);
      String name = javaName(row);
      String parent = row.parent() == null ? "ApiException" : errors.stream()
          .filter(e -> e.className().equals(row.parent())).findFirst().map(ErrorFiles::javaName).orElse("ApiException");
      String doc = JavaText.javadoc(row.description(), "", List.of("<p>" + JavaText.docLine(row.code()) + ", catalog class "
          + JavaText.docLine(row.className())));
      files.add(new GeneratedFile(base + name + ".java", renderer.render("Error.java.mustache",
          new JavaViews.ErrorClass(pkg, doc, name, parent))));
      rows.add(new JavaViews.ErrorRowView(JavaText.literal(row.className()), JavaText.literal(row.code()),
          row.wire().stream().map(JavaText::literal).collect(Collectors.joining(", ")),
          row.status().stream().map(String::valueOf).collect(Collectors.joining(", ")), JavaText.literal(row.exit()),
          catalog.exitCodes().getOrDefault(row.exit(), other), name, i + 1 < errors.size() ? "," : ""));
    }
    List<JavaViews.BaseIndex> baseIndex = linked.baseError().map(errors::indexOf).map(JavaViews.BaseIndex::new)
        .map(List::of).orElse(List.of());
    List<JavaViews.BaseIndex> contractIndex = linked.contractMismatchError().map(errors::indexOf).map(JavaViews.BaseIndex::new)
        .map(List::of).orElse(List.of());
    files.add(new GeneratedFile(base + "ErrorTable.java", renderer.render("ErrorTable.java.mustache",
        new JavaViews.ErrorTableView(pkg, rows, baseIndex, contractIndex))));
    return files;
  }

  static String javaName(ErrorRow row) {
    return JavaNames.typeName(row.nameFor("java"));
  }
}
