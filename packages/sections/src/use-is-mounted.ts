import { useEffect, useState } from "react";

/**
 * False during server rendering and hydration, true right after: what depends on the browser
 * (cookies, storage, the clock, the window's size) renders only then, so hydration never differs
 * from the server's markup.
 */
export function useIsMounted(): boolean {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  return isMounted;
}
