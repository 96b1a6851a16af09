import { validateCommand } from "./validate-command.ts";

import type { Output } from "./output.ts";

const CONSOLE: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

const USAGE = `Usage: ilha <command>

Commands:
  validate <site.json>                      check a site document; list its routes or its problems
  build <site.json> --out <dir> [--base /p] pre-render the site into static files
  preview <dir> [--port N]                  serve a built site and print its URL
  serve                                     run the Ilha server (settings from the environment)
  export <slug> --out <dir> [--api-origin U] the live version of a site as static files`;

/** Runs one `ilha` command and returns its exit code. */
export async function main(args: string[], output: Output = CONSOLE): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case "validate":
      return validateCommand(rest, output);
    case "build":
      return (await import("./build-command.ts")).buildCommand(rest, output);
    case "preview":
      return (await import("./preview-command.ts")).previewCommand(rest, output);
    case "serve":
      return (await import("./serve-command.ts")).serveCommand(rest, output);
    case "export":
      return (await import("./export-command.ts")).exportCommand(rest, output);
    case undefined:
    case "help":
    case "--help":
    case "-h":
      output.out(USAGE);
      return 0;
    default:
      output.err(`Unknown command "${command}".\n\n${USAGE}`);
      return 2;
  }
}
