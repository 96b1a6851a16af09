/** A key or index on the way into a JSON value. */
export type Key = string | number;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Keys a document never holds: naming one must not reach an object's prototype. */
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

/** The value at `path`, or `undefined` when the path leaves the value. Own keys only. */
export function getIn(value: unknown, path: readonly Key[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof key === "number") {
      if (!Array.isArray(current) || key >= current.length) return undefined;
      current = current[key];
    } else {
      if (!isRecord(current) || FORBIDDEN.has(key) || !Object.hasOwn(current, key)) {
        return undefined;
      }
      current = current[key];
    }
  }
  return current;
}

/**
 * `value` with `update` applied at `path`, copying only the objects on the way (the rest is
 * shared). A missing object key on the way is created; a list index must exist.
 */
export function updateIn(
  value: unknown,
  path: readonly Key[],
  update: (old: unknown) => unknown,
): unknown {
  if (path.length === 0) return update(value);
  const [key, ...rest] = path as [Key, ...Key[]];
  if (typeof key === "number") {
    if (!Array.isArray(value) || key >= value.length) throw new RangeError("index out of range");
    const copy = [...value];
    copy[key] = updateIn(value[key], rest, update);
    return copy;
  }
  if (FORBIDDEN.has(key)) throw new RangeError("forbidden key");
  const record = isRecord(value) ? value : {};
  return { ...record, [key]: updateIn(record[key], rest, update) };
}

export function setIn(value: unknown, path: readonly Key[], next: unknown): unknown {
  return updateIn(value, path, () => next);
}
