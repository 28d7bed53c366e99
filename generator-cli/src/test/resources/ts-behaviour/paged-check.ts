// Compiled beside the paged-check catalog's client (TsBuild): a paginated op with an exit_check takes the check
// option on its plain call, on its items and pages and through the callable namespace its alias makes, and each page
// with a non-zero exit_code raises the check's error. Run by TsClientBehaviourTest against a fetch that serves two
// pages, the second with exit_code 3.
import { BatchFailedError, ServerClient } from "./index.js";

/** Two pages: ["a", "b"] (exit_code 0, next "p2"), then ["c"] (exit_code 3, no next); the cursors it was asked for. */
function twoPages(seen: string[]): typeof fetch {
  return (async (_url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const args = JSON.parse(String(init?.body ?? "{}")) as { cursor?: string };
    seen.push(args.cursor ?? "-");
    const page = args.cursor === "p2" ? { lines: ["c"], exit_code: 3 } : { lines: ["a", "b"], next: "p2", exit_code: 0 };
    return new Response(JSON.stringify(page), { status: 200, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
}

/** What one step gave: its values, or the error it raised (the check's error with its details). */
async function step(name: string, run: (values: unknown[]) => Promise<void>): Promise<string> {
  const values: unknown[] = [];
  try {
    await run(values);
    return name + " " + values.join(",");
  } catch (e) {
    return name + " " + values.join(",") + (values.length > 0 ? " " : "")
      + (e instanceof BatchFailedError ? "BatchFailedError " + e.code + " " + JSON.stringify(e.details) : "other " + String(e));
  }
}

/** Each way of calling batch.list, with and without check: a line per step, and the cursors the pages asked for. */
async function walk(check: boolean): Promise<string> {
  const seen: string[] = [];
  const srv = new ServerClient({ baseUrl: "http://127.0.0.1:9", fetch: twoPages(seen), maxRetries: 0 });
  const lines = [
    await step("items", async (values) => {
      for await (const line of srv.batch.list.items({ limit: 2 }, { check })) {
        values.push(line);
      }
    }),
    await step("pages", async (values) => {
      for await (const page of srv.batch.list.pages({}, { check, timeoutMs: 1000 })) {
        values.push(page.exit_code);
      }
    }),
    await step("call", async (values) => void values.push((await srv.batch.list({ cursor: "p2" }, { check })).exit_code)),
    await step("alias", async (values) => void values.push((await srv.batch({ cursor: "p2" }, { check })).exit_code)),
  ];
  return "check " + check + ": " + lines.join(" | ") + " | cursors " + seen.join(",");
}

process.stdout.write((await walk(false)) + "\n" + (await walk(true)) + "\n");
