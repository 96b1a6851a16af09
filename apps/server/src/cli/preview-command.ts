import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import { parseCommandArgs } from "./args.ts";
import type { Output } from "./output.ts";
import { startPreviewServer } from "./preview-server.ts";

const USAGE = "Usage: ilha preview <dir> [--port 4173] [--host 127.0.0.1]";

/** `ilha preview`: serves a built site until interrupted, printing its URL. */
export async function previewCommand(args: string[], output: Output): Promise<number> {
  const parsed = parseCommandArgs({
    args,
    options: { port: { type: "string" }, host: { type: "string" } },
    positionals: 1,
    usage: USAGE,
    err: output.err,
  });
  if (parsed === undefined) return 2;
  const dir = resolve(parsed.positionals[0] ?? "");
  const port = Number(parsed.values.port ?? "4173");
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    output.err(`--port must be a port number\n${USAGE}`);
    return 2;
  }
  const isFolder = await stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
  if (!isFolder) {
    output.err(`${dir}: no such folder (build one with "ilha build")`);
    return 1;
  }
  const host = typeof parsed.values.host === "string" ? parsed.values.host : "127.0.0.1";
  const { server, url } = await startPreviewServer({ dir, port, host });
  output.out(`Previewing ${dir} at ${url}`);
  await new Promise<void>((done) => {
    const stop = () => server.close(() => done());
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
}
