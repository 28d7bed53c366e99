package dev.genclient.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** An HTTP method and path template; {@code since} is set only for legacy REST bindings. */
public record HttpBinding(String method, String path, String since) {
  private static final Pattern TEMPLATE = Pattern.compile("\\{([^{}]*)}");

  public HttpBinding {
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(path, "path");
  }

  /** True when params travel in the query string rather than a JSON body. */
  public boolean usesQuery() {
    return method.equals("GET") || method.equals("DELETE");
  }

  /** The {@code {name}} placeholders of the path, in order. */
  public List<String> pathParams() {
    List<String> names = new ArrayList<>();
    Matcher m = TEMPLATE.matcher(path);
    while (m.find()) {
      names.add(m.group(1));
    }
    return names;
  }
}
