import { readConfig } from "../config.ts";
import { startServer } from "../server.ts";
import type { Output } from "./main.ts";

/** `ilha serve` (`npm start`): the server on the environment's settings, until SIGTERM/SIGINT. */
export async function serveCommand(_args: string[], output: Output): Promise<number> {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (error) {
    output.err((error as Error).message);
    return 2;
  }
  const server = await startServer({
    config,
    print: output.out,
    isLogging: process.env.ILHA_LOG === "1",
  });
  await new Promise<void>((done) => {
    const stop = () => {
      output.out("Stopping: finishing the requests in flight…");
      server.stop().then(done, done);
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
}
