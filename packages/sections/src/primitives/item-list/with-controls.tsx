import type { ReactNode } from "react";

/**
 * Holds an item that cannot contain its edit controls itself (a button is a link, and a link may
 * not hold a button): in edit mode both sit in one box; in view mode the item stands alone.
 */
export function WithControls({ controls, children }: { controls: ReactNode; children: ReactNode }) {
  if (controls === null) return children;
  return (
    <span style={{ display: "inline-flex" }}>
      {children}
      {controls}
    </span>
  );
}
