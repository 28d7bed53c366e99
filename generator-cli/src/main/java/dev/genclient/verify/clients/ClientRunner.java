package dev.genclient.verify.clients;

import java.io.IOException;
import java.nio.file.Path;

/** One client language made ready to run: its runner process reads a PLAN.json and writes RESULTS.jsonl. */
interface ClientRunner {
  /** Runs the runner once over {@code plan}; throws when it could not run at all. */
  void run(Path plan, Path results) throws IOException, InterruptedException;
}
