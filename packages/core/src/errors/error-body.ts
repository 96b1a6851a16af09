/** An error in the JSON shape Ilha sends: `{ status, code, message }`. */
export type ErrorBody = { status: number; code: string; message: string };
