import { buildEditor, EDITOR_DIST, isEditorBuildCurrent } from "@ilha/editor/build";
import { readConfig } from "../config.ts";
import { SHUTDOWN_DEADLINE_MS } from "../http/server-timeouts.ts";
import { OUTBOX_STOP_DEADLINE_MS } from "../mail/outbox-worker.ts";
import { startServer } from "../server.ts";
import type { Output } from "./output.ts";

/**
 * How long closing the database may take once the mail worker has stopped (within its own deadline)
 * and the connections are closed (within the shutdown deadline).
 */
const EXIT_GRACE_MS = 5000;

/**
 * `ilha serve` (`npm start`): the server on the environment's settings, until SIGTERM/SIGINT; a
 * second signal ends the process at once.
 */
export async function serveCommand(_args: string[], output: Output): Promise<number> {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (error) {
    output.err((error as Error).message);
    return 2;
  }
  if (!(await isEditorBuildCurrent())) {
    output.out("Building the editor…");
    await buildEditor();
  }
  const server = await startServer({
    config,
    editorDir: EDITOR_DIST,
    print: output.out,
    isLogging: process.env.ILHA_LOG === "1",
  });
  await new Promise<void>((done) => {
    const stop = () => {
      output.out("Stopping: finishing the requests in flight…");
      // Past the deadline and its grace, whatever still holds the process (a mail in flight, a
      // query that never answers) is given up: the process exits.
      setTimeout(
        () => {
          output.err("Stopping: still busy past the deadline; exiting");
          process.exit(1);
        },
        OUTBOX_STOP_DEADLINE_MS + SHUTDOWN_DEADLINE_MS + EXIT_GRACE_MS,
      ).unref();
      process.once("SIGINT", () => process.exit(1));
      process.once("SIGTERM", () => process.exit(1));
      server.stop().then(done, done);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
}
