import type { ReactNode } from "react";
import { useRenderMode } from "../../render-mode.tsx";

/**
 * Holds an item that cannot contain its edit controls itself (a button is a link, and a link may
 * not hold a button; a row is a list of its own): in edit mode both sit in one box, a `span`
 * beside inline items or a `div` around blocks, whether the controls show (the section in use)
 * or not, so the item is never made again when they come (a link's form open in it stays open);
 * in view mode the item stands alone.
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
  const { editKit } = useRenderMode();
  if (editKit === undefined) return children;
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
