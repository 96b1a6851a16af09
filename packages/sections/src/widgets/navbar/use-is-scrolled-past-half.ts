import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the page is scrolled more than half the height of `ref`'s element: the navigation bar
 * fills then (spec §2). False until mounted, so hydration keeps the server's markup.
 */
export function useIsScrolledPastHalf(ref: RefObject<HTMLElement | null>): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const update = () => {
      const height = ref.current?.offsetHeight ?? 0;
      setIsPast(window.scrollY > height / 2);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [ref]);
  return isPast;
}
