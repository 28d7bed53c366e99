// Scenario runner of the TypeScript client (docs/scenarios.md): compiled with runner.ts and the
// generated client, run as `node scenarios.js SCENARIOS.json RESULTS.jsonl`. For each scenario it
// clears the mock's request log, builds one client with the scenario's options, runs the steps
// (member calls through runner.ts's runCall, or the client's own discover()) and writes one line
// with every step's outcome and the requests the mock saw.

import { readFileSync, writeFileSync } from "node:fs";
import { ServerClient } from "./index.js";
import type { ClientOptions, Hooks, ServerClientOptions } from "./index.js";
import { invoke } from "./cli-runner.js";
import { runCall } from "./runner.js";
import type { PlanCall, Saved } from "./runner.js";
import { levelLogger } from "./runtime/log.js";
import type { Logger } from "./runtime/log.js";

interface Step extends PlanCall {
  readonly do?: string;
  /** A command line of the TS command-line client (docs/scenarios.md), run against the scenario's mock. */
  readonly cli?: readonly string[];
  /** True: through the small parent command `abx`, which mounts the CLI as its `server` subcommand. */
  readonly parent?: boolean;
  /** with_options: the copy's options (timeout_ms, max_retries, headers, hooks), kept under `save`. */
  readonly options?: { readonly timeout_ms?: number; readonly max_retries?: number; readonly headers?: { readonly [name: string]: string };
    readonly hooks?: boolean };
  /** The call goes through the copy saved under this name. */
  readonly on?: string;
  /** Capture the client's log at this level during the call: the lines as the runtime's `levelLogger` writes them. */
  readonly log?: "info" | "debug";
}

/** The scenarios' hooks (docs/scenarios.md): each try's op, number and request id in headers, a line per hook run. */
function recordingHooks(events: string[]): Hooks {
  return {
    beforeRequest: async (c) => {
      events.push("before " + c.op + " " + c.attempt);
      c.headers.set("X-Hook-Op", c.op ?? "");
      c.headers.set("X-Hook-Attempt", String(c.attempt));
      c.headers.set("X-Hook-Request-Id", c.requestId);
    },
    afterResponse: (c, response) => {
      events.push("after " + c.op + " " + c.attempt + " " + response.status);
    },
    onError: (c, error) => {
      events.push("error " + c.op + " " + c.attempt + " " + (error instanceof Error ? error.name : String(error)));
    },
  };
}

type LogEntry = { level: "info" | "debug"; line: string };

/** The client's `logger` option: hands each event to the capture of the step running, if it asked for one. */
class StepLog implements Logger {
  #lines: LogEntry[] | null = null;
  #info: Logger | null = null;
  #debug: Logger | null = null;

  start(level: "info" | "debug"): void {
    const lines: LogEntry[] = [];
    this.#lines = lines;
    this.#info = levelLogger("info", (line) => void lines.push({ level: "info", line }));
    this.#debug = level === "debug" ? levelLogger("debug", (line) => void lines.push({ level: "debug", line })) : null;
  }

  stop(): LogEntry[] {
    const lines = this.#lines ?? [];
    this.#lines = this.#info = this.#debug = null;
    return lines;
  }

  info(message: string, fields: { readonly [key: string]: unknown }): void {
    this.#info?.info(message, fields);
  }

  debug(message: string, fields: { readonly [key: string]: unknown }): void {
    this.#debug?.debug(message, fields);
  }
}

/** What discover() returned, for the `paths` and `check` steps after it. */
type Discovered = Awaited<ReturnType<ServerClient["discover"]>>;

interface Scenario {
  readonly id: string;
  readonly base_url: string;
  readonly log_url: string;
  readonly token: string;
  readonly client: { readonly [option: string]: unknown };
  readonly steps: readonly Step[];
}

type StepLine = { outcome: string; [key: string]: unknown };

function camel(snake: string): string {
  return snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

async function log(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, { method });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error("the mock's request log answered " + response.status + ": " + text);
  }
  return JSON.parse(text) as unknown;
}

/**
 * A command line: the words of the step, then the scenario's `--base-url` and `--token` (unless the step gives
 * `--help`), with `--retries 0`. Its stdout, stderr and exit code are the result; `json` is stdout parsed when it
 * is one JSON value, and the step's `message` is stdout and stderr together (for `text_contains`).
 */
async function cliStep(scenario: Scenario, call: Step): Promise<StepLine> {
  const words = [...call.cli!];
  if (!words.includes("--help")) {
    words.push("--base-url", scenario.base_url, "--token", scenario.token, "--retries", "0");
  }
  const ran = await invoke(call.parent === true ? ["server", ...words] : words, {}, "", call.parent === true ? "abx" : undefined);
  const stdout = new TextDecoder().decode(ran.stdout);
  let json: unknown = null;
  try {
    json = JSON.parse(stdout) as unknown;
  } catch {
    json = null;
  }
  return { outcome: "ok", result: { exit: ran.exit, stdout, stderr: ran.stderr, json }, message: stdout + ran.stderr };
}

async function step(scenario: Scenario, client: ServerClient, call: Step, saved: Saved, caps: { found: Discovered | null },
  copies: Map<string, ServerClient>, events: string[]): Promise<StepLine> {
  if (call.cli !== undefined) {
    return cliStep(scenario, call);
  }
  if (call.do === "with_options") {
    const given = call.options ?? {};
    const options: ClientOptions = { ...(given.timeout_ms !== undefined ? { timeoutMs: given.timeout_ms } : {}),
      ...(given.max_retries !== undefined ? { maxRetries: given.max_retries } : {}),
      ...(given.headers !== undefined ? { headers: given.headers } : {}),
      ...(given.hooks === true ? { hooks: recordingHooks(events) } : {}) };
    copies.set(call.save!, client.withOptions(options));
    return { outcome: "ok" };
  }
  if (call.do === "hooks") {
    return { outcome: "ok", result: { events: [...events] } };
  }
  if (call.do !== undefined) {
    try {
      if (call.do === "discover") {
        caps.found = await client.discover();
        return { outcome: "ok" };
      }
      if (caps.found === null) {
        throw new Error("step '" + call.do + "' before discover");
      }
      if (call.do === "paths") {
        const scope = caps.found.paths(call.op);
        return { outcome: "ok", result: { roots: [...scope.roots], readonly: scope.readonly } };
      }
      return { outcome: "ok", result: await caps.found.check(call.op, call.args ?? {}) };
    } catch (error) {
      return { outcome: "crash", message: error instanceof Error ? error.name + ": " + error.message : String(error) };
    }
  }
  const { id: _id, lang: _lang, ...line } = await runCall(call, call.on !== undefined ? copies.get(call.on)! : client, saved);
  return line;
}

async function main(planPath: string, resultsPath: string): Promise<void> {
  const plan = JSON.parse(readFileSync(planPath, "utf8")) as { scenarios: readonly Scenario[] };
  const lines: string[] = [];
  for (const scenario of plan.scenarios) {
    await log(scenario.log_url, "DELETE");
    const stepLog = new StepLog();
    const options: { [key: string]: unknown } = { baseUrl: scenario.base_url, token: scenario.token, maxRetries: 0, logger: stepLog };
    const events: string[] = [];
    for (const [name, value] of Object.entries(scenario.client)) {
      options[camel(name)] = name === "hooks" ? recordingHooks(events) : value;
    }
    const client = new ServerClient(options as ServerClientOptions);
    const steps: StepLine[] = [];
    const saved: Saved = new Map();
    const caps: { found: Discovered | null } = { found: null };
    const copies = new Map<string, ServerClient>();
    for (const call of scenario.steps) {
      // Each step's wall time, for its expect's within_ms; with `log`, the client's log lines during it.
      const started = performance.now();
      if (call.log !== undefined) {
        stepLog.start(call.log);
      }
      const line = await step(scenario, client, call, saved, caps, copies, events);
      steps.push({ ...line, ...(call.log === undefined ? {} : { log: stepLog.stop() }),
        elapsed_ms: Math.round(performance.now() - started) });
    }
    lines.push(JSON.stringify({ id: scenario.id, lang: "ts", steps, requests: await log(scenario.log_url, "GET") }));
  }
  writeFileSync(resultsPath, lines.map((line) => line + "\n").join(""), "utf8");
}

const [planPath, resultsPath] = process.argv.slice(2);
if (planPath !== undefined && resultsPath !== undefined) {
  main(planPath, resultsPath).catch((error: unknown) => {
    process.stderr.write("scenario runner failed: " + (error instanceof Error ? error.stack ?? error.message : String(error)) + "\n");
    process.exit(1);
  });
}
