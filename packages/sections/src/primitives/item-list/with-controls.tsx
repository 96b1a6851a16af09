import type { ReactNode } from "react";

/**
 * Holds an item that cannot contain its edit controls itself (a button is a link, and a link may
 * not hold a button; a row is a list of its own): in edit mode both sit in one box, a `span`
 * beside inline items or a `div` around blocks; in view mode the item stands alone.
 */
export function WithControls({
  controls,
  children,
  as = "span",
}: {
  controls: ReactNode;
  children: ReactNode;
  as?: "span" | "div";
}) {
  if (controls === null) return children;
  if (as === "div") {
    return (
      <div>
        {controls}
        {children}
      </div>
    );
  }
  return (
    <span style={{ display: "inline-flex" }}>
      {children}
      {controls}
    </span>
  );
}
