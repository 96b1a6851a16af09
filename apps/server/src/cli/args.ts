import { parseArgs } from "node:util";

export type Parsed = {
  positionals: string[];
  values: Record<string, string | boolean | undefined>;
};

/** Parses a command's arguments; `undefined` (after printing why) when they are wrong. */
export function parseCommandArgs({
  args,
  options,
  positionals,
  usage,
  err,
}: {
  args: string[];
  options: Record<string, { type: "string" | "boolean" }>;
  positionals: number;
  usage: string;
  err: (line: string) => void;
}): Parsed | undefined {
  try {
    const parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
    if (parsed.positionals.length !== positionals)
      throw new Error(`expected ${positionals} argument(s)`);
    return parsed as Parsed;
  } catch (error) {
    err(`${(error as Error).message}\n${usage}`);
    return undefined;
  }
}
