import { ActionBar, useGetPuck } from "@puckeditor/core";
import type { ReactNode } from "react";

/**
 * Puck's action bar (duplicate, delete) with "Move up", "Move down" and "Insert below": Puck moves
 * and inserts blocks by dragging, so these dispatch its own `move` and `insert` actions, and keep
 * the moved or inserted block selected, as Ilha's section toolbar and library do.
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
  const insertBelow = () => {
    const { appState, dispatch } = getPuck();
    const selector = appState.ui.itemSelector;
    if (selector === null || selector === undefined) return;
    const zone = selector.zone ?? "root:default-zone";
    const destinationIndex = selector.index + 1;
    dispatch({ type: "insert", componentType: "Text", destinationIndex, destinationZone: zone });
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
        <ActionBar.Action label="Insert below" onClick={insertBelow}>
          +
        </ActionBar.Action>
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}
