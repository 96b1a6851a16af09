import { useCallback, useRef, useState } from "react";
import styles from "./site-editor.module.css";

/**
 * A polite live region and the function that speaks into it. The same message twice is spoken
 * twice: the region is cleared, then filled on the next frame.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState("");
  const frame = useRef(0);
  const announce = useCallback((next: string) => {
    setMessage("");
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setMessage(next));
  }, []);
  const region = (
    <div className={styles.visuallyHidden} role="status" aria-live="polite" data-announcer>
      {message}
    </div>
  );
  return { announce, region };
}
