import { type PGlite, parse, protocol, type QueryOptions, types } from "@electric-sql/pglite";

const asText = (value: string) => value;

/**
 * Values of these types stay the text PostgreSQL sent, as drizzle's PGlite driver keeps them (and
 * as its node-postgres driver does), so a statement answers the same rows on either database.
 */
const KEPT_AS_TEXT = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
} satisfies QueryOptions["parsers"];

function concat(messages: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.length;
  }
  return joined;
}

/**
 * What a named statement's first call learns: its parameters' types, and the parsers of its
 * rows' values (PGlite's, as the database set them up, with `KEPT_AS_TEXT`).
 */
type Prepared = { parameterTypes: number[]; parsers: PGlite["parsers"] };

/**
 * The Bind message of a named statement's values, all in text format. PGlite's serializer takes
 * about ten times as long for a batch's few kilobytes, as it measures and encodes strings in
 * JavaScript rather than with `Buffer`'s native UTF-8.
 */
function bindMessage(statement: string, values: (string | null)[]): Uint8Array {
  let length = 4 + Buffer.byteLength(statement) + 1 + 1 + 2 + 2 + 2;
  for (const value of values) length += 4 + (value === null ? 0 : Buffer.byteLength(value));
  const message = Buffer.allocUnsafe(1 + length);
  let offset = message.writeUInt8(0x42, 0); // 'B'
  offset = message.writeInt32BE(length, offset);
  offset = message.writeUInt8(0, offset); // the unnamed portal
  offset += message.write(statement, offset);
  offset = message.writeUInt8(0, offset);
  offset = message.writeInt16BE(0, offset); // every parameter in text format
  offset = message.writeInt16BE(values.length, offset);
  for (const value of values) {
    if (value === null) {
      offset = message.writeInt32BE(-1, offset);
    } else {
      const bytes = message.write(value, offset + 4);
      offset = message.writeInt32BE(bytes, offset) + bytes;
    }
  }
  message.writeInt16BE(0, offset); // every result column in text format
  return message;
}

/** The messages after a statement's Bind: one run, its result's columns, then the commit. */
const RUN = concat([
  protocol.serialize.describe({ type: "P" }),
  protocol.serialize.execute({}),
  protocol.serialize.sync(),
]);

/**
 * A statement that PGlite parses once, under `name`, and then runs with one protocol message per
 * call (Bind, Describe, Execute, Sync). PGlite's own `query` parses, describes and plans its text
 * again on every call, in six calls into PostgreSQL; a named statement keeps its plan.
 */
export function pgliteStatement(name: string, text: string) {
  const prepared = new WeakMap<PGlite, Promise<Prepared>>();

  /** Runs `run` as PGlite runs a `query`: alone, and after any transaction in progress. */
  const alone = <T>(client: PGlite, run: () => Promise<T>) =>
    client._runExclusiveTransaction(() => client.runExclusive(run));

  const prepare = (client: PGlite) =>
    alone(client, async () => {
      const { messages } = await client.execProtocol(
        concat([
          protocol.serialize.parse({ name, text }),
          protocol.serialize.describe({ type: "S", name }),
          protocol.serialize.sync(),
        ]),
      );
      return {
        parameterTypes: parse.parseDescribeStatementResults(messages),
        parsers: { ...client.parsers, ...KEPT_AS_TEXT },
      };
    });

  return async (client: PGlite, params: unknown[]): Promise<Record<string, unknown>[]> => {
    let preparing = prepared.get(client);
    if (preparing === undefined) {
      preparing = client.waitReady.then(() => prepare(client));
      prepared.set(client, preparing);
      preparing.catch(() => prepared.delete(client));
    }
    const { parameterTypes, parsers } = await preparing;
    const values = params.map((value, index): string | null => {
      if (value === null || value === undefined) return null;
      const serialize = client.serializers[parameterTypes[index] as number];
      return serialize === undefined ? String(value) : serialize(value);
    });
    const bind = bindMessage(name, values);
    return alone(client, async () => {
      const { messages } = await client.execProtocol(concat([bind, RUN]), { syncToFs: true });
      const [result] = parse.parseResults(messages, parsers);
      return (result?.rows ?? []) as Record<string, unknown>[];
    });
  };
}
