/**
 * The lines of `source` where an `fc.assert(…)` call states no `numRuns` among its arguments.
 * A property test without one runs fast-check's default count, which a reader cannot see and a
 * change of that default would silently alter; each property states how many cases it runs.
 */
export function assertsWithoutRuns(source: string): number[] {
  const lines: number[] = [];
  const call = /\bfc\.assert\(/g;
  for (let match = call.exec(source); match !== null; match = call.exec(source)) {
    const start = match.index + match[0].length;
    const end = closingParen(source, start);
    if (!/\bnumRuns\s*:/.test(source.slice(start, end))) {
      lines.push(source.slice(0, match.index).split("\n").length);
    }
  }
  return lines;
}

/** Where the parenthesis opened just before `from` closes, skipping strings and comments. */
function closingParen(source: string, from: number): number {
  let depth = 1;
  let index = from;
  while (index < source.length) {
    const char = source[index];
    if (char === '"' || char === "'" || char === "`") {
      index = endOfString(source, index);
      continue;
    }
    if (source.startsWith("//", index)) {
      index = source.indexOf("\n", index);
      if (index === -1) return source.length;
      continue;
    }
    if (source.startsWith("/*", index)) {
      const close = source.indexOf("*/", index + 2);
      if (close === -1) return source.length;
      index = close + 2;
      continue;
    }
    if (char === "(") depth += 1;
    if (char === ")") {
      depth -= 1;
      if (depth === 0) return index;
    }
    index += 1;
  }
  return source.length;
}

/** The index after the string literal that opens at `open` (its quote). */
function endOfString(source: string, open: number): number {
  const quote = source[open];
  let index = open + 1;
  while (index < source.length && source[index] !== quote) {
    index += source[index] === "\\" ? 2 : 1;
  }
  return index + 1;
}
