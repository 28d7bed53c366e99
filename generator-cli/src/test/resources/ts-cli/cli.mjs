// Command lines of the example's CLI, all in this one node process, against the mock of
// TsCliTest (the example and custom-ops catalogs merged): what each printed and returned, as JSON.
import { readFileSync } from "node:fs";
import { invoke } from "./cli-runner.js";

const config = JSON.parse(readFileSync(process.argv[2], "utf8"));
const base = ["--base-url", config.main, "--token", config.token];
const scenarios = [
  ["help", ["--help"]],
  ["help-call", ["call", "--help"]],
  ["help-op", ["call", "commands.run", "--help"]],
  ["version", ["--version"]],
  ["usage-unknown-command", ["frobnicate"]],
  ["usage-bad-number", ["call", "files.list", "--arg", "path=/", "--arg", "max_depth=deep", ...base]],
  ["ops", ["ops", "--no-discover"]],
  ["ops-discover", ["ops", ...base]],
  ["describe", ["describe", "files.list"]],
  ["describe-alias", ["describe", "process.shell"]],
  ["call", ["call", "files.list", "--arg", "path=/tmp", "--arg", "max_depth=2", "--arg", "recursive=true", "--output", "json", ...base]],
  ["call-verbose", ["call", "files.stat", "--arg", "path=/etc", "--verbose", "--output", "json", ...base]],
  ["call-alias", ["call", "process.shell", "--params", config.shellParams, "--output", "json", ...base]],
  ["call-dynamic", ["call", "custom.grade", "--arg", "submission=2 + 2 = 4", "--output", "json", ...base]],
  ["call-dynamic-invalid", ["call", "custom.grade", "--output", "json", ...base]],
  ["stream", ["call", "commands.stream", "--params", config.streamParams, ...base]],
  ["download-out", ["call", "files.download", "--arg", "path=/tmp/a.txt", "--out", config.downloadFile, ...base]],
  ["download-stdout", ["call", "files.download", "--arg", "path=/tmp/a.txt", ...base]],
  ["upload-file", ["call", "files.upload", "--arg", "path=/tmp/b.txt", "--file", config.uploadFile, "--output", "json", ...base]],
  ["upload-stdin", ["call", "files.upload", "--arg", "path=/tmp/b.txt", "--output", "json", ...base], {}, "from stdin"],
  ["job-wait", ["call", "agents.codex.install", "--output", "json", ...base], { "X-Mock-Job-Polls": "1" }],
  ["job-no-wait", ["call", "agents.codex.install", "--no-wait", "--output", "json", ...base], { "X-Mock-Job-Polls": "1" }],
  ["check", ["check", "files.list", "--arg", "path=/etc", "--output", "json", ...base]],
  ["error-auth", ["call", "files.list", "--arg", "path=/", "--base-url", config.main, "--token", "wrong"]],
  ["error-policy", ["call", "files.list", "--arg", "path=/", ...base], { "X-Mock-Error": "policy.denied" }],
  ["doctor", ["doctor", ...base]],
  ["doctor-down", ["doctor", "--base-url", config.closed, "--timeout", "2"]],
];
const out = {};
for (const [name, argv, headers, stdin] of scenarios) {
  const run = await invoke(argv, headers ?? {}, stdin ?? "");
  out[name] = { argv, exit: run.exit, stdout: new TextDecoder().decode(run.stdout), stderr: run.stderr };
}
// Resume the job started without waiting, from its printed pending handle.
const pending = out["job-no-wait"].stdout.trim();
const resumed = await invoke(["resume", pending, "--output", "json", ...base]);
out["resume"] = { argv: ["resume", pending, "--output", "json", ...base], exit: resumed.exit,
  stdout: new TextDecoder().decode(resumed.stdout), stderr: resumed.stderr };
process.stdout.write(JSON.stringify(out) + "\n");
