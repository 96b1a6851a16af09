import { LIMITS } from "@ilha/core";
import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element has come within the lazy-content margin (500 px) of the viewport.
 * Always `false` on the server and while hydrating, so both render the same markup.
 */
export function useIsNearViewport(ref: RefObject<Element | null>): boolean {
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (element === null || isNear) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: `${LIMITS.timing.lazyMarginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}
