import { useEffect, useState } from "react";

/** Whether the window is scrolled more than `offsetPx` down; false until mounted. */
export function useIsScrolledPast(offsetPx: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > offsetPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [offsetPx]);
  return isPast;
}
