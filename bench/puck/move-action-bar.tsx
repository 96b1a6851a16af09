import { ActionBar, useGetPuck } from "@puckeditor/core";
import type { ReactNode } from "react";

/**
 * Puck's action bar (duplicate, delete) with "Move up" and "Move down": Puck moves blocks by
 * dragging, so these dispatch its own `move` action, and keep the moved block selected, as the
 * toolbar of Ilha's section does.
 */
export function MoveActionBar({ label, children }: { label?: string; children: ReactNode }) {
  const getPuck = useGetPuck();
  const move = (delta: -1 | 1) => {
    const { appState, dispatch } = getPuck();
    const selector = appState.ui.itemSelector;
    if (selector === null || selector === undefined) return;
    const zone = selector.zone ?? "root:default-zone";
    const destinationIndex = selector.index + delta;
    if (destinationIndex < 0 || destinationIndex >= appState.data.content.length) return;
    dispatch({
      type: "move",
      sourceIndex: selector.index,
      sourceZone: zone,
      destinationIndex,
      destinationZone: zone,
    });
    dispatch({ type: "setUi", ui: { itemSelector: { index: destinationIndex, zone } } });
  };
  return (
    <ActionBar label={label}>
      <ActionBar.Group>
        <ActionBar.Action label="Move up" onClick={() => move(-1)}>
          ↑
        </ActionBar.Action>
        <ActionBar.Action label="Move down" onClick={() => move(1)}>
          ↓
        </ActionBar.Action>
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}
