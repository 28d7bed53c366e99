// Compiled (never run) beside the example's client by TsCompileTest: the public types say what
// docs/typescript.md promises. Each @ts-expect-error line must be a type error, or tsc fails.
import { ServerClient, ops, ApiError, exitCodeFor, InstallPending } from "./index.js";
import type { AgentEnvironment, AgentInstallResult, CommandEvent, DiscoveryBody, FileEntryType, FilesListResult, HookContext, Hooks, OpenAIConfig,
  OpId, ProcessInfo, RawResponse } from "./index.js";

export async function typedUsage(srv: ServerClient): Promise<number> {
  const listing: FilesListResult = await srv.files.list({ path: "/tmp" });
  // A copy is a ServerClient; hooks may be async; a copy takes no base URL or token.
  const signing: Hooks = { beforeRequest: async (ctx: HookContext) => { ctx.headers.set("X-Signature", ctx.requestId); } };
  const copy: ServerClient = srv.withOptions({ timeoutMs: 5000, maxRetries: 1, headers: { "X-Team": "a" }, hooks: [signing] });
  const copied: FilesListResult = await copy.files.list({ path: "/tmp" });
  // @ts-expect-error withOptions cannot change the base URL
  srv.withOptions({ baseUrl: "http://other" });
  const rawList: RawResponse<FilesListResult> = await srv.withResponse.files.list({ path: "/tmp" });
  const viaCall: FilesListResult = await srv.call(ops.files.list, { path: "/tmp" });
  const anyOp: unknown = await srv.call("custom.grade", { submission: "x" });
  const bytes: Uint8Array = await srv.files.download({ path: "/a" });
  const body: ReadableStream<Uint8Array> = await srv.files.download({ path: "/a" }, { stream: true });
  const done: AgentInstallResult = await srv.agents.codex.install({});
  const pending: InstallPending<AgentInstallResult> = await srv.agents.codex.install({}, { wait: false });
  const resumed: AgentInstallResult = await pending.wait();
  // The raw discovery body is the union of the bodies the client understands: keys without a cast, narrowed by `in`.
  const raw: DiscoveryBody = await srv.capabilities();
  const keys: string[] = Object.keys(raw);
  const served: string[] = "ops" in raw ? Object.keys(raw.ops) : "endpoints" in raw ? [...raw.endpoints] : [...raw.groups];
  const enabled: boolean | undefined = "ops" in raw ? raw.ops["files.list"]?.enabled : undefined;
  // @ts-expect-error a v1 body has groups, not ops: narrowing is needed
  const notNarrowed = raw.ops;
  const events: CommandEvent[] = [];
  for await (const event of srv.commands.stream({ command: "ls" })) {
    events.push(event);
  }
  const id: OpId = ops.agents.claude_code.sessions.create;
  const aliasId: OpId = ops.process.shell; // an alias: its target's id
  const viaAlias: unknown = await srv.call(ops.process.shell, { command: "ls" });
  const openai: OpenAIConfig = srv.agents.openai_config();
  const gatewayHeaders: { readonly [name: string]: string } | undefined = openai.defaultHeaders;
  const made: { readonly baseURL: string } = await srv.agents.openai_client();
  const typedClient: { readonly chat: unknown } = await srv.agents.openai_client<{ readonly chat: unknown }>();
  // Enums in results and events are open: a value a newer server adds is type-correct.
  const fromNewerServer: FileEntryType = "whiteout";
  const status: ProcessInfo["status"] = "paused";
  // @ts-expect-error an open enum still takes strings only
  const notAString: FileEntryType = 3;
  // @ts-expect-error enums in params are closed unions
  await srv.process.list({ status: "zombie" });
  // @ts-expect-error a type that params reach stays closed, even where a result uses it too
  const environment: AgentEnvironment["type"] = "cloud";
  // @ts-expect-error openai_config is rendered in the server.openai namespace only
  srv.files.openai_config();
  // @ts-expect-error a result type has no index signature: a misspelt key is a type error
  void listing.entries[0].nmae;
  // @ts-expect-error nor has a named type only results reach, or an event
  void events[0]?.sequence;
  // Declared keys read as typed; date-time values stay strings (RFC 3339 text, as on the wire).
  const modified: string = listing.entries[0].modified_at;
  // @ts-expect-error a required param is missing
  await srv.files.list({});
  // @ts-expect-error a param of the wrong type
  await srv.files.list({ path: 1 });
  // @ts-expect-error a misspelt member is a type error (the dynamic fallback is typed code's srv.call)
  void srv.files.lisst;
  // @ts-expect-error not an op id
  const wrong: OpId = "files.nope";
  // @ts-expect-error the pty alias is deprecated but typed like terminal
  await srv.pty.list({ no_such_param: true });
  try {
    await srv.process.shell({ command: "ls" });
  } catch (e) {
    if (e instanceof ApiError) {
      return e.exitCode + (e.status ?? 0) + (e.requestId?.length ?? 0);
    }
    return exitCodeFor(e);
  }
  return [copied, resumed, raw, keys, served, enabled, notNarrowed, listing, rawList, viaCall, anyOp, bytes, body, done, pending, events, id,
    aliasId, viaAlias, modified, wrong, openai, gatewayHeaders, made, typedClient, fromNewerServer, status, notAString, environment].length;
}
