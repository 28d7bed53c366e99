package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The client of the 2,000-op synthetic catalog ({@code tools/bench/synthetic_catalog.py 2000}),
 * generated once: pyright (pinned in tools/node) and {@code mypy --strict} type
 * {@code python-behaviour/large_usage.py}, a user's calls, with real types (run side by side); then
 * importing the client and calling one op loads only that op's namespace, in a bounded time and
 * memory (the figures are printed; the time bound has a margin for a loaded machine).
 */
class PythonLargeCatalogTest {
  private static final String USAGE = "large_usage.py";
  /** Imports the client and calls one op against an in-memory transport; prints wall and CPU seconds and peak RSS. */
  private static final String ONE_CALL = """
      import time
      t0 = time.perf_counter(); c0 = time.process_time()
      import asyncio, re, sys, httpx
      import synthetic
      srv = synthetic.ServerClient("http://127.0.0.1:9", http_client=httpx.AsyncClient(
          transport=httpx.MockTransport(lambda r: httpx.Response(200, json={"id": "x", "size": 1}))))
      result = asyncio.run(srv.ns07.op_0001("/tmp"))
      assert type(result).__name__ == "Ns07Op0001Result" and result.id == "x", result
      loaded = sorted(m for m in sys.modules if m.startswith("synthetic._api."))
      assert loaded == ["synthetic._api.ns07"], loaded
      wall, cpu = time.perf_counter() - t0, time.process_time() - c0
      # VmHWM: the peak RSS of this process image (ru_maxrss would count the JVM it was forked from).
      peak = re.search(r"VmHWM:\\s+(\\d+) kB", open("/proc/self/status").read()).group(1)
      print(f"{wall:.3f} {cpu:.3f} {peak}")
      """;

  @Test
  void twoThousandOpsTypecheckInPyrightAndMypyAndOneCallLoadsOneNamespace() throws Exception {
    Path python = PythonTools.python();
    Path pyright = PythonTools.pyright();
    Path root = PythonTools.cleanDir("python-large");
    long started = System.nanoTime();
    PythonTools.Result catalog = PythonTools.run(List.of(python.toString(),
        RepoPaths.root().resolve("tools/bench/synthetic_catalog.py").toString(), "2000"), root, Map.of(), 120);
    assertEquals(0, catalog.exitCode(), catalog.output());
    Path catalogFile = root.resolve("operations.json");
    Files.writeString(catalogFile, catalog.output());
    CatalogPipeline pipeline = new CatalogPipeline();
    Path out = root.resolve("src");
    PythonTools.write(out, pipeline.render(pipeline.prepare(catalogFile).plan(), new PythonTarget(),
        TargetOptions.DEFAULTS, null));
    Files.copy(RepoPaths.root().resolve("generator-cli/src/test/resources/python-behaviour/" + USAGE), out.resolve(USAGE));
    PythonTools.writePyrightConfig(out);
    double generated = (System.nanoTime() - started) / 1e9;

    CompletableFuture<PythonTools.Result> pyrightRun = CompletableFuture.supplyAsync(() -> PythonTools.runUnchecked(List.of(pyright.toString(),
        "--pythonpath", python.toString(), USAGE), out));
    Path cache = Path.of("target/mypy-cache/large").toAbsolutePath();
    PythonTools.Result mypy = PythonTools.run(List.of(python.toString(), "-m", "mypy", "--strict", "--python-version",
        "3.10", "--no-error-summary", "--cache-dir", cache.toString(), USAGE), out, Map.of(), 600);
    PythonTools.Result pyrightResult = pyrightRun.join();
    double checked = (System.nanoTime() - started) / 1e9 - generated;
    assertEquals(0, mypy.exitCode(), "mypy --strict failed on the 2,000-op client:\n" + mypy.output());
    assertEquals(0, pyrightResult.exitCode(), "pyright failed on the 2,000-op client:\n" + pyrightResult.output());
    assertTrue(pyrightResult.output().contains("0 errors"), pyrightResult.output());
    assertTrue(!pyrightResult.output().contains("too complex"), pyrightResult.output());

    // The first run writes the bytecode (as any installed package has it), the second is measured.
    Path pycache = root.resolve("pycache");
    Map<String, String> env = Map.of("PYTHONPATH", out.toString(), "PYTHONPYCACHEPREFIX", pycache.toString(),
        "PYTHONDONTWRITEBYTECODE", "");
    PythonTools.Result first = PythonTools.run(List.of(python.toString(), "-c", ONE_CALL), out, env, 120);
    assertEquals(0, first.exitCode(), first.output());
    PythonTools.Result second = PythonTools.run(List.of(python.toString(), "-c", ONE_CALL), out, env, 120);
    assertEquals(0, second.exitCode(), second.output());
    Matcher figures = Pattern.compile("(\\S+) (\\S+) (\\d+)\\s*").matcher(second.output());
    assertTrue(figures.matches(), second.output());
    double wall = Double.parseDouble(figures.group(1));
    double cpu = Double.parseDouble(figures.group(2));
    long megabytes = Long.parseLong(figures.group(3)) / 1024;
    System.out.printf("python 2,000 ops: generated in %.1f s; pyright and mypy --strict (side by side) %.1f s; import "
        + "and one call %.2f s wall, %.2f s CPU, %d MB peak RSS (first run, compiling: %s)%n", generated, checked, wall,
        cpu, megabytes, first.output().strip());
    assertTrue(megabytes <= 100, "import and one call took " + megabytes + " MB, more than 100 MB");
    assertTrue(cpu <= 1.5, "import and one call took " + cpu + " s of CPU, far above the 0.5 s target");
  }
}
