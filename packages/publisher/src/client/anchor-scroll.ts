import { LIMITS } from "@ilha/core";

const RETRY_EVERY_MS = 100;

/**
 * Spec §2: scroll smoothly to the element of `hash`, retrying while it is absent for up to
 * 10 seconds, then giving up. Returns a function that cancels the retries.
 */
export function scrollToAnchor(
  hash: string,
  { delayMs = 0 }: { delayMs?: number } = {},
): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  const deadline = Date.now() + delayMs + LIMITS.timing.anchorRetryMs;
  let timer: ReturnType<typeof setTimeout>;
  const attempt = () => {
    const element = id === "" ? null : document.getElementById(id);
    if (element !== null) {
      element.scrollIntoView({ behavior: "smooth", block: "start" });
      return;
    }
    if (Date.now() < deadline) timer = setTimeout(attempt, RETRY_EVERY_MS);
  };
  timer = setTimeout(attempt, delayMs);
  return () => clearTimeout(timer);
}
