import { LIMITS } from "@ilha/core";
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { barLinkCount } from "./fitting-link-count.ts";
import { throttle } from "./throttle.ts";

/** Set on the root element by the published pages' runtime once the page has hydrated. */
const HYDRATED = "data-ilha-hydrated";

const widthOf = (element: Element) => element.getBoundingClientRect().width;

/**
 * How many of `linkCount` header links stay in the bar; the rest belong in the "More" dropdown.
 * Every link stays rendered in `listRef`'s list (each item marked `data-nav-link`, hidden ones
 * out of the flow) so they can be measured; `moreRef` is the "More" item when it is shown. All
 * links stay until mounted and while the list is not displayed (narrow screens). Measured after
 * mounting, on resize (throttled) and once the fonts are loaded. `isEditing`: the edit kit's
 * controls are rendered, so "More" carries its editable label.
 */
export function useLinkOverflow({
  linkCount,
  isEditing,
}: {
  linkCount: number;
  isEditing: boolean;
}): {
  listRef: RefObject<HTMLUListElement | null>;
  moreRef: RefObject<HTMLLIElement | null>;
  visibleCount: number;
} {
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLLIElement>(null);
  const [visibleCount, setVisibleCount] = useState(linkCount);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (list === null) return;
    if (list.getClientRects().length === 0) {
      setVisibleCount(linkCount);
      return;
    }
    const items = Array.from(list.querySelectorAll(":scope > [data-nav-link]"));
    setVisibleCount(
      barLinkCount({
        linkWidths: items.map(widthOf),
        moreWidth: moreRef.current === null ? 0 : widthOf(moreRef.current),
        gap: Number.parseFloat(getComputedStyle(list).columnGap) || 0,
        windowWidth: window.innerWidth,
        isEditing,
      }),
    );
  }, [linkCount, isEditing]);

  const hasMore = visibleCount < linkCount;
  const isMeasured = useRef(false);
  // Before paint once "More" appears or goes (its own width changes what fits), and when mounted
  // on a page already hydrated (client-side navigation). Never while hydrating, which must leave
  // the server's markup as it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `hasMore` is when to measure, not an input.
  useLayoutEffect(() => {
    if (isMeasured.current || document.documentElement.hasAttribute(HYDRATED)) measure();
  }, [measure, hasMore]);

  useEffect(() => {
    let isActive = true;
    isMeasured.current = true;
    measure();
    const throttled = throttle(measure, LIMITS.timing.remeasureThrottleMs);
    window.addEventListener("resize", throttled.call);
    void document.fonts?.ready.then(() => {
      if (isActive) measure();
    });
    return () => {
      isActive = false;
      window.removeEventListener("resize", throttled.call);
      throttled.cancel();
    };
  }, [measure]);

  return { listRef, moreRef, visibleCount: Math.min(visibleCount, linkCount) };
}
