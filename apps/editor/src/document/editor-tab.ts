/**
 * Which of the editor's tabs in this browser this one is: each keeps its unsaved edits under its
 * own name, so two tabs on one site never write over each other's (spec: an edit is never lost).
 * The name lasts as long as the tab (a reload keeps it, in `sessionStorage`), and the tab holds a
 * Web Lock of that name while it is open: the edits of a tab whose lock nobody holds were left
 * by a tab that closed, and the next tab to open their site takes them over.
 */

const NAME_KEY = "ilha.editorTab";
const LOCK_PREFIX = "ilha-editor-tab:";
/**
 * How long a tab waits for its kept name's lock: a reloaded tab's old page lets go of it as it
 * unloads, a duplicated tab's twin never does (the copy then takes a name of its own).
 */
const RELOAD_LOCK_MS = 1_000;

let claimed: Promise<string> | undefined;

function keptName(): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(NAME_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

function keepName(name: string): void {
  try {
    globalThis.sessionStorage?.setItem(NAME_KEY, name);
  } catch {
    // Without session storage the name lasts as long as the page.
  }
}

/** Holds the lock of `name` for as long as the page lives; whether it was had within `waitMs`. */
function hold(locks: LockManager, name: string, waitMs: number): Promise<boolean> {
  return new Promise((held) => {
    const options: LockOptions =
      waitMs === 0 ? { ifAvailable: true } : { signal: AbortSignal.timeout(waitMs) };
    locks
      .request(`${LOCK_PREFIX}${name}`, options, (lock) => {
        held(lock !== null);
        // Kept until the page goes.
        return lock === null ? undefined : new Promise<never>(() => {});
      })
      .catch(() => held(false));
  });
}

async function claim(): Promise<string> {
  const locks: LockManager | undefined = globalThis.navigator?.locks ?? undefined;
  const kept = keptName();
  if (locks === undefined) {
    const name = kept ?? crypto.randomUUID();
    keepName(name);
    return name;
  }
  if (kept !== undefined && (await hold(locks, kept, RELOAD_LOCK_MS))) return kept;
  const name = crypto.randomUUID();
  await hold(locks, name, 0);
  keepName(name);
  return name;
}

/** This tab's name, the same across its reloads (claimed, with its lock, on first use). */
export function thisTab(): Promise<string> {
  claimed ??= claim();
  return claimed;
}

/** The tabs open in this browser now (their locks held), this one among them. */
export async function openTabs(): Promise<Set<string>> {
  const own = await thisTab();
  const locks: LockManager | undefined = globalThis.navigator?.locks ?? undefined;
  if (locks === undefined) return new Set([own]);
  const { held = [] } = await locks.query();
  const names = held.flatMap((lock) =>
    lock.name?.startsWith(LOCK_PREFIX) === true ? [lock.name.slice(LOCK_PREFIX.length)] : [],
  );
  return new Set([own, ...names]);
}
