import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "react-aria-components";
import buttons from "./buttons.module.css";
import styles from "./side-panel.module.css";
import { EDITOR_TEXT as T } from "./ui-text.ts";

/**
 * A column beside the canvas (a section's settings, a site panel): its title takes the focus when
 * it opens on something new (`focusKey`), Close and Escape close it.
 */
export function SidePanel({
  title,
  focusKey,
  onClose,
  children,
}: {
  title: string;
  /** What the panel is about: when it changes, the focus comes to the panel's title. */
  focusKey: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus comes to the panel each time it opens on something new
  useEffect(() => heading.current?.focus(), [focusKey]);
  return (
    <aside
      className={styles.panel}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.header}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        <Button className={buttons.secondary} onPress={onClose}>
          {T.close}
        </Button>
      </div>
      {children}
    </aside>
  );
}
