package dev.genclient.verify.clients;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** The ts column ({@code runner.js}) or the cli column ({@code cli-runner.js}, each call one {@code call} command line): one node process per batch. */
final class NodeClient implements ClientRunner {
  private final String node;
  private final Path script;

  NodeClient(String node, Path script) {
    this.node = node;
    this.script = script;
  }

  @Override
  public void run(Path plan, Path results) throws IOException, InterruptedException {
    Tool.Result result = Tool.run(List.of(node, script.toString(), plan.toString(), results.toString()), plan.getParent(), Map.of(),
        TsBuild.INSTALL);
    if (result.exitCode() != 0) {
      throw new IOException("the " + script.getFileName() + " runner failed (exit " + result.exitCode() + "): " + result.output().strip());
    }
  }
}
