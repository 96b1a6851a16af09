/**
 * A read from the database kept for `ttlMs` per key, so a hot path (serving a page, taking a form
 * post) costs no query. Concurrent callers for one key share one read; a failed read is not kept.
 * Servers behind one database see each other's changes within `ttlMs`; a server's own changes
 * are seen at once when it calls `forget`.
 */
export type KeptReads<T> = {
  of: (key: string) => Promise<T>;
  forget: () => void;
};

export function keptReads<T>({
  read,
  ttlMs,
  now = Date.now,
}: {
  read: (key: string) => Promise<T>;
  ttlMs: number;
  now?: () => number;
}): KeptReads<T> {
  const kept = new Map<string, { value: Promise<T>; expiresAt: number }>();
  return {
    of: (key) => {
      const entry = kept.get(key);
      if (entry !== undefined && entry.expiresAt > now()) return entry.value;
      const value = read(key);
      kept.set(key, { value, expiresAt: now() + ttlMs });
      value.catch(() => {
        if (kept.get(key)?.value === value) kept.delete(key);
      });
      if (kept.size > MAX_KEPT) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      return value;
    },
    forget: () => kept.clear(),
  };
}

/** Keys kept at most; the oldest goes first. */
const MAX_KEPT = 10_000;
