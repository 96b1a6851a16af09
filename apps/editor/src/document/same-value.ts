/** Whether two JSON values are equal, whatever the order of their objects' keys. */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => isSameValue(item, b[index]));
  }
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = b as Record<string, unknown>;
  const rightCount = Object.values(right).filter((value) => value !== undefined).length;
  return left.length === rightCount && left.every(([key, value]) => isSameValue(value, right[key]));
}
