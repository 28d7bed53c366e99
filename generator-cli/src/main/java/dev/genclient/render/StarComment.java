package dev.genclient.render;

import java.util.List;

/**
 * The {@code /** ... *}{@code /} block shared by Javadoc and JSDoc. The lines must already be escaped
 * for the language's doc-comment context; this class only lays them out.
 */
public final class StarComment {
  private StarComment() {}

  /** One line per entry, each under {@code " * "} at {@code indent}, ending in a newline. */
  public static String block(String indent, List<String> lines) {
    StringBuilder out = new StringBuilder(indent).append("/**\n");
    for (String line : lines) {
      out.append(indent).append(line.isEmpty() ? " *" : " * " + line).append('\n');
    }
    return out.append(indent).append(" */\n").toString();
  }
}
