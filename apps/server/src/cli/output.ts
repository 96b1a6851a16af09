/** Where a command writes: its lines of output and of errors. */
export type Output = { out: (line: string) => void; err: (line: string) => void };
