import { useCallback, useRef, useState } from "react";
import { createStore, type StoreApi } from "zustand/vanilla";
import { useStore } from "../document/use-store.ts";
import styles from "./site-editor.module.css";

type Spoken = { message: string };

/** The live region itself: the only thing that renders when a message is spoken. */
function AnnouncerRegion({ spoken }: { spoken: StoreApi<Spoken> }) {
  const message = useStore(spoken, (state) => state.message);
  return (
    <div className={styles.visuallyHidden} role="status" aria-live="polite" data-announcer>
      {message}
    </div>
  );
}

/**
 * A polite live region and the function that speaks into it. The same message twice is spoken
 * twice: the region is cleared, then filled on the next frame. The message lives in a store of
 * its own, so speaking renders the region alone, not the screen that holds it.
 */
export function useAnnouncer() {
  const [spoken] = useState(() => createStore<Spoken>(() => ({ message: "" })));
  const frame = useRef(0);
  const announce = useCallback(
    (next: string) => {
      spoken.setState({ message: "" });
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => spoken.setState({ message: next }));
    },
    [spoken],
  );
  return { announce, region: <AnnouncerRegion spoken={spoken} /> };
}
