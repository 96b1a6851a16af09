import type { ReactNode } from "react";
import { Switch as AriaSwitch, type SwitchProps } from "react-aria-components";
import styles from "./switch.module.css";

/** An on/off setting that applies at once: the track, then its label (`children`). */
export function Switch({
  children,
  ...props
}: Omit<SwitchProps, "children" | "className"> & {
  children: ReactNode;
}) {
  return (
    <AriaSwitch {...props} className={styles.switch}>
      <span className={styles.track} aria-hidden="true" />
      <span>{children}</span>
    </AriaSwitch>
  );
}
