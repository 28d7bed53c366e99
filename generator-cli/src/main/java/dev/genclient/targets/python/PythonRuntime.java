package dev.genclient.targets.python;

import dev.genclient.output.GeneratedFile;
import dev.genclient.render.BuiltInResources;
import java.util.ArrayList;
import java.util.List;

/**
 * The Python client runtime ({@code runtime/python/genclient_runtime}, packaged into the jar),
 * copied verbatim into every client as its {@code _runtime} package: its modules import each other
 * relatively, so nothing in them is rewritten. A client gets the results module of its style only,
 * so a TypedDict client never imports pydantic.
 */
final class PythonRuntime {
  /** Every module of the runtime; {@code PythonRuntimeTest} checks this against the source tree. */
  static final List<String> MODULES = List.of("__init__.py", "bodies.py", "capabilities.py", "client.py", "discovery.py",
      "document.py", "dynamic.py", "errors.py", "hooks.py", "jobs.py", "logs.py", "namespace.py", "opref.py", "pages.py",
      "policy.py", "polling.py", "pool.py", "raw.py", "redirects.py", "results_plain.py", "results_pydantic.py", "schema.py",
      "sending.py", "server_ops.py", "spec.py", "sse.py", "streams.py", "sync.py", "transport.py");

  private static final String RESOURCES = "runtime/python/genclient_runtime/";

  private PythonRuntime() {}

  /** The runtime modules of a client in {@code dir} ({@code a/b/}), as {@code dir/_runtime/*.py}. */
  static List<GeneratedFile> files(String dir, boolean pydantic) {
    List<GeneratedFile> out = new ArrayList<>();
    for (String module : MODULES) {
      if (module.equals(pydantic ? "results_plain.py" : "results_pydantic.py")) {
        continue;
      }
      out.add(new GeneratedFile(dir + "_runtime/" + module, read(module)));
    }
    return out;
  }

  /** The results module of a style, as imported by the generated code. */
  static String resultsModule(boolean pydantic) {
    return pydantic ? "results_pydantic" : "results_plain";
  }

  static String read(String module) {
    return BuiltInResources.require(RESOURCES + module, "the Python runtime module " + module);
  }
}
