import { validateCommand } from "./validate-command.ts";

export type Output = { out: (line: string) => void; err: (line: string) => void };

const CONSOLE: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

const USAGE = `Usage: ilha <command>

Commands:
  validate <site.json>   check a site document; list its routes or its problems`;

/** Runs one `ilha` command and returns its exit code. */
export async function main(args: string[], output: Output = CONSOLE): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case "validate":
      return validateCommand(rest, output);
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
