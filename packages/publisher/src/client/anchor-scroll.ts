import { LIMITS } from "@ilha/core";

const RETRY_EVERY_MS = 100;

/**
 * Spec §2: after the hash scroll delay, scroll smoothly to the element of `hash`, retrying while
 * it is absent for up to the anchor retry time, then giving up. Returns a function that cancels
 * the scroll and its retries.
 */
export function scrollToAnchor(hash: string): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  const deadline = Date.now() + LIMITS.timing.hashScrollDelayMs + LIMITS.timing.anchorRetryMs;
  let timer: ReturnType<typeof setTimeout>;
  const attempt = () => {
    const element = id === "" ? null : document.getElementById(id);
    if (element !== null) {
      element.scrollIntoView({ behavior: "smooth", block: "start" });
      return;
    }
    if (Date.now() < deadline) timer = setTimeout(attempt, RETRY_EVERY_MS);
  };
  timer = setTimeout(attempt, LIMITS.timing.hashScrollDelayMs);
  return () => clearTimeout(timer);
}
