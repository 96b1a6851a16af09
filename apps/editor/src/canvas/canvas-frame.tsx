import { useEffect, useRef, useState } from "react";
import { canvasAccessReady, isCanvasAccessReady } from "../api/canvas-access.ts";
import { useStore } from "../document/use-store.ts";
import type { ViewStore } from "../document/view-store.ts";
import { CANVAS_WIDTHS } from "../document/view-store.ts";
import styles from "../shell/site-editor.module.css";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import { CANVAS_PATH } from "./canvas-bridge.ts";

/** Whether the canvas's first images may load: its access to the draft's files was asked for. */
function useCanvasAccessReady(): boolean {
  const [isReady, setReady] = useState(isCanvasAccessReady);
  useEffect(() => {
    if (isReady) return;
    let isCurrent = true;
    void canvasAccessReady().then(() => {
      if (isCurrent) setReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [isReady]);
  return isReady;
}

/**
 * The canvas iframe at the chosen width (375, 768, 1440 or the space there is); a width wider
 * than the space is shown scaled down, so the page lays out exactly as at that width.
 */
export function CanvasFrame({ view, pageTitle }: { view: ViewStore; pageTitle: string }) {
  const width = CANVAS_WIDTHS[useStore(view, (state) => state.width)];
  const area = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = area.current;
    if (element === null) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) {
        setSpace({ width: entry.contentRect.width, height: entry.contentRect.height });
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const isAccessReady = useCanvasAccessReady();
  const frameWidth = width ?? space.width;
  const scale =
    width !== undefined && space.width > 0 && width > space.width ? space.width / width : 1;
  return (
    <div ref={area} className={styles.canvasArea}>
      {space.width > 0 && isAccessReady && (
        <iframe
          className={styles.canvas}
          title={T.canvasTitle(pageTitle)}
          src={CANVAS_PATH}
          data-canvas-width={frameWidth}
          style={{
            width: `${frameWidth}px`,
            height: `${space.height / scale}px`,
            transform: scale === 1 ? undefined : `scale(${scale})`,
          }}
        />
      )}
    </div>
  );
}
