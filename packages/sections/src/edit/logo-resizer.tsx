import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import type { LogoResizerProps } from "../edit-kit-contract.ts";
import styles from "./logo-resizer.module.css";
import { useEditOperations } from "./use-edit-operations.ts";

/**
 * Spec §4 logo resize: on desktop a drag handle changes the width, clamped to the bounds, and the
 * width is reported once, when the drag ends; from the keyboard, arrow keys change it (Home and
 * End go to the bounds), reported when the key is released. The shown width follows a new `width` and stays
 * within the current `bounds` (they change with the screen width).
 */
export function LogoResizer({ field, width, bounds, children }: LogoResizerProps) {
  const edit = useEditOperations();
  const [current, setCurrent] = useState(width);
  const [givenWidth, setGivenWidth] = useState(width);
  if (width !== givenWidth) {
    setGivenWidth(width);
    setCurrent(width);
  }
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const clamp = (value: number) => Math.min(Math.max(Math.round(value), bounds.min), bounds.max);
  const shown = clamp(current);

  const start = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: shown };
  };
  const move = (event: PointerEvent<HTMLSpanElement>) => {
    if (drag.current === null) return;
    setCurrent(clamp(drag.current.startWidth + event.clientX - drag.current.startX));
  };
  const end = (event: PointerEvent<HTMLSpanElement>) => {
    if (drag.current === null) return;
    const next = clamp(drag.current.startWidth + event.clientX - drag.current.startX);
    drag.current = null;
    setCurrent(next);
    edit.setField(field, next);
  };

  /** Arrow keys change the width by 1 px (10 with Shift), Home and End go to the bounds. */
  const keyStep = (event: KeyboardEvent<HTMLSpanElement>): number | undefined => {
    const step = event.shiftKey ? 10 : 1;
    const steps: Record<string, number> = {
      ArrowRight: shown + step,
      ArrowUp: shown + step,
      ArrowLeft: shown - step,
      ArrowDown: shown - step,
      Home: bounds.min,
      End: bounds.max,
    };
    return Object.hasOwn(steps, event.key) ? steps[event.key] : undefined;
  };
  const press = (event: KeyboardEvent<HTMLSpanElement>) => {
    const next = keyStep(event);
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(clamp(next));
  };
  /** A key's width is reported once the key is released (holding it is one edit). */
  const release = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (keyStep(event) === undefined || shown === clamp(width)) return;
    edit.setField(field, shown);
  };

  return (
    <span className={styles.resizer} style={{ width: shown }} data-logo-width={shown}>
      {children}
      <span
        className={styles.handle}
        role="slider"
        tabIndex={0}
        aria-label="Logo width"
        aria-valuemin={bounds.min}
        aria-valuemax={bounds.max}
        aria-valuenow={shown}
        aria-valuetext={`${shown} px`}
        onKeyDown={press}
        onKeyUp={release}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
    </span>
  );
}
