import type { ReactNode } from "react";
import { Button, Disclosure, DisclosurePanel, Heading } from "react-aria-components";
import styles from "./site-settings.module.css";

/** A part of the panel that opens and closes: its heading is the button that does it. */
export function SettingsSection({
  title,
  isOpenAtFirst = false,
  onOpen,
  children,
}: {
  title: string;
  isOpenAtFirst?: boolean;
  /** Called each time the owner opens it. */
  onOpen?: () => void;
  children: ReactNode;
}) {
  return (
    <Disclosure
      className={styles.section}
      defaultExpanded={isOpenAtFirst}
      onExpandedChange={(isExpanded) => {
        if (isExpanded) onOpen?.();
      }}
    >
      <Heading level={3} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          {title}
        </Button>
      </Heading>
      <DisclosurePanel className={styles.content}>{children}</DisclosurePanel>
    </Disclosure>
  );
}
