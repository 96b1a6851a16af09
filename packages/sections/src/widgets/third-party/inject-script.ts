/** One third-party script: where it comes from and what it needs around it. */
export type VendorScript = {
  /** A fixed name of ours (e.g. `gtag`, `intercom`); the page loads each vendor once. */
  vendor: string;
  /** Built with encodeURIComponent around every id, so an id can only ever be data. */
  src: string;
  crossOrigin?: "anonymous" | undefined;
  /** Prepares the vendor's globals (queue stubs, settings) from JS, before the script loads. */
  setUp?: (() => void) | undefined;
  onLoad?: (() => void) | undefined;
};

/**
 * Adds `<script async src>` to the head, unless the page already has this vendor's script (client
 * routing never injects twice). No inline script is ever written, so no CSP has to allow one.
 */
export function loadVendorScript(script: VendorScript): boolean {
  if (document.head.querySelector(`script[data-ilha-vendor="${script.vendor}"]`) !== null) {
    return false;
  }
  script.setUp?.();
  const element = document.createElement("script");
  element.async = true;
  element.src = script.src;
  element.dataset.ilhaVendor = script.vendor;
  if (script.crossOrigin !== undefined) element.crossOrigin = script.crossOrigin;
  if (script.onLoad !== undefined) element.addEventListener("load", script.onLoad, { once: true });
  document.head.append(element);
  return true;
}
