/**
 * The canvas's access to a draft's files (its `<img>`s carry no header): a canvas token the
 * server sets in an HttpOnly cookie for a short lifetime (`POST /api/v1/auth/canvas-token` with
 * the session's bearer token). It is asked for when a session starts or is found kept, and again
 * before it expires while the editor is open; no script of the editor ever reads it.
 */
const CANVAS_TOKEN_URL = "/api/v1/auth/canvas-token";
/** The part of a canvas token's lifetime after which the next one is asked for. */
const RENEW_AFTER = 2 / 3;
/** How soon a request that failed (offline, a server error) is made again. */
const RETRY_MS = 30_000;
/** How long the canvas waits for the first answer before it opens without (offline). */
const READY_WITHIN_MS = 10_000;

type Access = {
  /** The session token the access is for. */
  session: string;
  /** Settles once the first request for it has an answer or failed. */
  ready: Promise<void>;
  isReady: boolean;
  /** When (by `Date.now`) the next canvas token is due. */
  renewAt: number;
  timer: ReturnType<typeof setTimeout> | undefined;
};

let access: Access | undefined;

/** Asks for a canvas token of `access`'s session; schedules the next request. */
async function renew(current: Access): Promise<void> {
  clearTimeout(current.timer);
  let nextMs = RETRY_MS;
  try {
    const response = await fetch(CANVAS_TOKEN_URL, {
      method: "POST",
      headers: { authorization: `Bearer ${current.session}` },
    });
    // An ended session is the app's to notice (its own calls answer 401): nothing to renew.
    if (response.status === 401) nextMs = Number.POSITIVE_INFINITY;
    else if (response.ok) {
      const { lifetimeSeconds } = (await response.json()) as { lifetimeSeconds: number };
      nextMs = lifetimeSeconds * 1000 * RENEW_AFTER;
    }
  } catch {
    // Offline: the next try comes after `RETRY_MS`, or when the page is shown again.
  }
  if (access !== current || !Number.isFinite(nextMs)) return;
  current.renewAt = Date.now() + nextMs;
  current.timer = setTimeout(() => void renew(current), nextMs);
}

/** A hidden tab's or a sleeping computer's timers run late: a page shown again checks. */
function onVisible(): void {
  if (document.visibilityState !== "visible" || access === undefined) return;
  if (Date.now() >= access.renewAt) void renew(access);
}

/**
 * Gives the canvas access for the session `session` (a new one, or one kept from an earlier
 * visit), kept renewed until `stopCanvasAccess`; a call for the same session changes nothing.
 */
export function startCanvasAccess(session: string): void {
  if (access?.session === session) return;
  stopCanvasAccess();
  const current: Access = {
    session,
    ready: Promise.resolve(),
    isReady: false,
    renewAt: Number.POSITIVE_INFINITY,
    timer: undefined,
  };
  access = current;
  current.ready = renew(current).then(() => {
    current.isReady = true;
  });
  document.addEventListener("visibilitychange", onVisible);
}

/** Stops renewing (the session ended: its sign-out takes the cookie away). */
export function stopCanvasAccess(): void {
  if (access === undefined) return;
  clearTimeout(access.timer);
  access = undefined;
  document.removeEventListener("visibilitychange", onVisible);
}

/** Whether the canvas may load its images: no access is being asked for, or it has an answer. */
export function isCanvasAccessReady(): boolean {
  return access === undefined || access.isReady;
}

/** Settles when `isCanvasAccessReady`, or after `READY_WITHIN_MS` at the latest. */
export function canvasAccessReady(): Promise<void> {
  if (access === undefined) return Promise.resolve();
  return Promise.race([
    access.ready,
    new Promise<void>((settle) => setTimeout(settle, READY_WITHIN_MS)),
  ]);
}
