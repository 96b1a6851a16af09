import type { ReactNode } from "react";
import styles from "./tooltip.module.css";
import { useTooltip } from "./use-tooltip.ts";

/** What the trigger spreads onto itself: its description and the events that open the tooltip. */
export type TooltipTriggerProps = {
  "aria-describedby": string;
  onPointerDown: (event: { pointerType: string }) => void;
  onClick: () => void;
  onFocus: () => void;
  onBlur: () => void;
};

/**
 * A short text beside its trigger (`role="tooltip"`, the trigger's `aria-describedby`), shown on
 * hover, focus, click or touch (see `useTooltip`). `id` must be unique on the page and stable
 * between the server and the browser. The trigger composes `onClick` with its own action.
 * `isSuppressed` closes it while what the trigger opened is showing (a chat card).
 */
export function Tooltip({
  id,
  text,
  placement = "top",
  className,
  isSuppressed = false,
  children,
}: {
  id: string;
  text: string;
  placement?: "top" | "left" | "right";
  className?: string | undefined;
  isSuppressed?: boolean;
  children: (trigger: TooltipTriggerProps) => ReactNode;
}) {
  const { isOpen, anchor, trigger } = useTooltip({ isSuppressed });
  return (
    <span
      ref={anchor.ref}
      className={`${styles.anchor} ${className ?? ""}`}
      onPointerEnter={anchor.onPointerEnter}
      onPointerLeave={anchor.onPointerLeave}
    >
      {children({ "aria-describedby": id, ...trigger })}
      <span
        id={id}
        role="tooltip"
        className={styles.tip}
        data-placement={placement}
        hidden={!isOpen}
      >
        <span className={styles.bubble}>{text}</span>
      </span>
    </span>
  );
}
