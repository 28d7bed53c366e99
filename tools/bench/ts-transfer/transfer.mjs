// One transfer through the generated example client (compiled by run.sh): `download BASE_URL` reads the
// 1 GiB body of files.download through its ReadableStream form, `upload BASE_URL FILE` sends a file as a
// file-backed Blob (node:fs openAsBlob), which fetch streams from disk with its Content-Length.
import { openAsBlob } from "node:fs";
import { ServerClient } from "./client/index.js";

const [mode, baseUrl, file] = process.argv.slice(2);
const srv = new ServerClient({ baseUrl });
const start = process.hrtime.bigint();
let bytes = 0;
if (mode === "download") {
  const body = await srv.files.download({ path: "/big" }, { stream: true });
  const reader = body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    bytes += next.value.length;
  }
} else {
  const entry = await srv.files.upload({ path: "/up" }, await openAsBlob(file));
  bytes = entry.size;
}
console.log(mode + " " + bytes + " bytes in " + (Number(process.hrtime.bigint() - start) / 1e9).toFixed(2) + " s");
