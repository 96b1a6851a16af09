import type { Component } from "@ilha/core";
import {
  createContext,
  type DOMAttributes,
  type ReactNode,
  useContext,
  useMemo,
  useRef,
  useState,
} from "react";
import { type DropOperation, useDrag, useDrop } from "react-aria-components";
import { isBodySection, moveSectionTo, pageOf } from "../document/section-edits.ts";
import styles from "./canvas-chrome.module.css";
import { useBridge } from "./canvas-context.tsx";
import { announceMove, focusSection } from "./use-section-actions.ts";

/** What a section's handle carries while dragged: its id, under Ilha's own type. */
const SECTION_TYPE = "application/x-ilha-section";

type Side = "before" | "after";
type DragState = { begin: (sectionId: string) => void; end: () => void };

const DragContext = createContext<DragState | null>(null);

/** The frame of the section under a point of the screen, and the half of it the point is in. */
function frameAt(x: number, y: number): { frame: HTMLElement; side: Side } | undefined {
  const frame = document.elementFromPoint(x, y)?.closest<HTMLElement>("[data-section-frame]");
  if (frame == null) return undefined;
  const box = frame.getBoundingClientRect();
  return { frame, side: y < box.top + box.height / 2 ? "before" : "after" };
}

/**
 * The page as the place body sections are dropped on: a line shows the gap a dragged section
 * would go to (only where it would move), and dropping there moves it, one step of the history,
 * announced, the section selected with the focus on its handle. One drop target for the whole
 * page, so a page of hundreds of sections adds one set of listeners, not one per section.
 */
export function SectionDropZone({ children }: { children: ReactNode }) {
  const bridge = useBridge();
  const zone = useRef<HTMLDivElement>(null);
  const dragged = useRef<string>(undefined);
  const [line, setLine] = useState<{ top: number; left: number; width: number }>();
  const state = useMemo<DragState>(
    () => ({
      begin: (sectionId) => {
        dragged.current = sectionId;
      },
      end: () => {
        dragged.current = undefined;
        setLine(undefined);
      },
    }),
    [],
  );
  /** The move a drop at this point of the zone would make, if any. */
  const moveAt = (x: number, y: number) => {
    const sectionId = dragged.current;
    const box = zone.current?.getBoundingClientRect();
    const place = box && frameAt(box.left + x, box.top + y);
    const { language, pagePath } = bridge.view.getState();
    const page = pageOf(bridge.document.getState().site, language, pagePath);
    const targetId = place?.frame.dataset.sectionFrame;
    if (sectionId === undefined || page === undefined || place === undefined) return undefined;
    if (targetId === undefined) return undefined;
    const operation = moveSectionTo({ page, sectionId, targetId, side: place.side });
    return operation && { operation, page, sectionId };
  };
  const { dropProps } = useDrop({
    ref: zone,
    getDropOperation: (types): DropOperation =>
      types.has(SECTION_TYPE) && dragged.current !== undefined ? "move" : "cancel",
    onDropMove: ({ x, y }) => {
      const move = moveAt(x, y);
      if (move === undefined || move.operation.op !== "moveSection") return setLine(undefined);
      // The gap: the top of the section it goes before, else the bottom of the last body section.
      const before = move.operation.beforeId;
      const next = move.page.components.find((component) => component.id === before);
      const lastBody = move.page.components.findLast(isBodySection);
      const edge = next !== undefined && isBodySection(next) ? next : lastBody;
      const frame = document.querySelector(`[data-section-frame="${CSS.escape(edge?.id ?? "")}"]`);
      const box = frame?.getBoundingClientRect();
      if (box === undefined) return setLine(undefined);
      const top = edge === next ? box.top : box.bottom;
      setLine({ top, left: box.left, width: box.width });
    },
    onDropExit: () => setLine(undefined),
    onDrop: ({ x, y }) => {
      const move = moveAt(x, y);
      state.end();
      if (move === undefined || !bridge.edit([move.operation])) return;
      bridge.view.setState({ selectedId: move.sectionId });
      announceMove(bridge, move.sectionId);
      focusSection(move.sectionId);
    },
  });
  return (
    <DragContext.Provider value={state}>
      <div ref={zone} className={styles.dropZone} {...(dropProps as DOMAttributes<HTMLDivElement>)}>
        {children}
      </div>
      {line !== undefined && (
        <div className={styles.dropLine} style={{ ...line }} data-drop-line aria-hidden="true" />
      )}
    </DragContext.Provider>
  );
}

/**
 * What makes a body section's handle draggable by the pointer (the keyboard moves sections with
 * Alt+↑ / Alt+↓ and the toolbar); nothing for a header or footer, which stay in place.
 */
export function useSectionDrag(component: Component) {
  const drag = useContext(DragContext);
  const { dragProps, isDragging } = useDrag({
    // Ilha's own type only: a handle dropped on a text elsewhere (the shell's fields) writes nothing.
    getItems: () => [{ [SECTION_TYPE]: component.id }],
    getAllowedDropOperations: () => ["move"],
    hasDragButton: true,
    isDisabled: drag === null || !isBodySection(component),
    onDragStart: () => drag?.begin(component.id),
    onDragEnd: () => drag?.end(),
  });
  return { dragProps, isDragging };
}
