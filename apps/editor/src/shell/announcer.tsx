import { useCallback, useRef, useState } from "react";
import { createStore, type StoreApi } from "zustand/vanilla";
import { afterNextFrame } from "../document/after-frame.ts";
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
 * twice: the region is cleared, then filled on the next frame. Both wait until the page has drawn
 * the frame of what is announced (an edit in the canvas). The message lives in a store of its
 * own, so speaking renders the region alone, not the screen that holds it.
 */
export function useAnnouncer() {
  const [spoken] = useState(() => createStore<Spoken>(() => ({ message: "" })));
  const cancel = useRef(() => {});
  const announce = useCallback(
    (next: string) => {
      cancel.current();
      cancel.current = afterNextFrame(() => {
        spoken.setState({ message: "" });
        const frame = requestAnimationFrame(() => spoken.setState({ message: next }));
        cancel.current = () => cancelAnimationFrame(frame);
      });
    },
    [spoken],
  );
  return { announce, region: <AnnouncerRegion spoken={spoken} /> };
}
