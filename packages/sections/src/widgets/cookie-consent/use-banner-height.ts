import { type RefObject, useLayoutEffect } from "react";

/** The height of the consent banner while it shows, which the fixed widgets rise above. */
export const BANNER_HEIGHT_PROPERTY = "--ilha-consent-height";

/**
 * Publishes the banner's height on the document as `--ilha-consent-height` (and follows it as the
 * window resizes), so the launchers, the chat card and back-to-top stay visible and clickable
 * above the banner until the visitor's first choice; removed with the banner.
 */
export function useBannerHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const banner = ref.current;
    if (banner === null) return undefined;
    const root = banner.ownerDocument.documentElement;
    const publish = () =>
      root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${banner.getBoundingClientRect().height}px`);
    publish();
    const observer =
      typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(publish);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [ref]);
}
