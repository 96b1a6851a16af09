import type { Component } from "@ilha/core";
import {
  createContext,
  type DOMAttributes,
  type DragEvent,
  type ReactNode,
  useContext,
  useRef,
  useState,
} from "react";
import { type DropOperation, useDrag, useDrop } from "react-aria-components";
import { createStore, type StoreApi } from "zustand/vanilla";
import { isBodySection, moveSectionTo, pageOf } from "../document/section-edits.ts";
import { useStore } from "../document/use-store.ts";
import styles from "./canvas-chrome.module.css";
import { useBridge } from "./canvas-context.tsx";
import { announceMove, focusSection } from "./use-section-actions.ts";

/** What a section's handle carries while dragged: its id, under Ilha's own type. */
const SECTION_TYPE = "application/x-ilha-section";

type Side = "before" | "after";
/** The section being dragged, once the browser has drawn what follows the pointer. */
type DragState = { draggedId: string | undefined };

const DragContext = createContext<StoreApi<DragState> | null>(null);
/** What a handle outside a page (no drop zone) reads: nothing is dragged. */
const NO_DRAG = createStore<DragState>(() => ({ draggedId: undefined }));

/** The section whose handle an event came from, if it came from one. */
function handleOf(event: DragEvent): string | undefined {
  const target = event.target;
  return target instanceof HTMLElement ? target.dataset.sectionHandle : undefined;
}

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
 * announced, the section selected with the focus on its handle.
 *
 * One drag source and one drop target for the whole page: the handles' drag events reach the zone,
 * which knows the handle by its mark. A hook per handle would add hundreds of sets of listeners
 * to a long page, each following the page's input modality (keyboard or pointer): every change of
 * it rendered every handle again.
 */
export function SectionDropZone({ children }: { children: ReactNode }) {
  const bridge = useBridge();
  const zone = useRef<HTMLDivElement>(null);
  const dragged = useRef<string>(undefined);
  const [line, setLine] = useState<{ top: number; left: number; width: number }>();
  const [store] = useState(() => createStore<DragState>(() => ({ draggedId: undefined })));
  const end = () => {
    dragged.current = undefined;
    store.setState({ draggedId: undefined });
    setLine(undefined);
  };
  const { dragProps } = useDrag({
    // Ilha's own type only: a handle dropped on a text elsewhere (the shell's fields) writes nothing.
    getItems: () => [{ [SECTION_TYPE]: dragged.current ?? "" }],
    getAllowedDropOperations: () => ["move"],
    hasDragButton: true,
    onDragStart: () => {
      const sectionId = dragged.current;
      // A frame later, as react-aria does: the browser takes the picture of the handle first.
      requestAnimationFrame(() => {
        if (dragged.current === sectionId) store.setState({ draggedId: sectionId });
      });
    },
    onDragEnd: end,
  });
  // Only a handle's drag is the zone's: a picture or a link in a section drags as the browser's.
  const onDragStart = (event: DragEvent<HTMLDivElement>) => {
    const sectionId = handleOf(event);
    if (sectionId === undefined) return;
    dragged.current = sectionId;
    dragProps.onDragStart?.(event);
  };
  const onDrag = (event: DragEvent<HTMLDivElement>) => {
    if (handleOf(event) !== undefined) dragProps.onDrag?.(event);
  };
  const onDragEnd = (event: DragEvent<HTMLDivElement>) => {
    if (handleOf(event) !== undefined) dragProps.onDragEnd?.(event);
  };
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
      end();
      if (move === undefined || !bridge.edit([move.operation])) return;
      bridge.view.setState({ selectedId: move.sectionId });
      announceMove(bridge, move.sectionId);
      focusSection(move.sectionId);
    },
  });
  return (
    <DragContext.Provider value={store}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drag events come up from the handles, which are buttons; the zone is no control of its own. */}
      <div
        ref={zone}
        className={styles.dropZone}
        {...(dropProps as DOMAttributes<HTMLDivElement>)}
        onDragStart={onDragStart}
        onDrag={onDrag}
        onDragEnd={onDragEnd}
      >
        {children}
      </div>
      {line !== undefined && (
        <div className={styles.dropLine} style={{ ...line }} data-drop-line aria-hidden="true" />
      )}
    </DragContext.Provider>
  );
}

/**
 * Whether a section's handle drags it (a body section's on a page; a header or footer stays in
 * place, and the keyboard moves sections with Alt+↑ / Alt+↓ and the toolbar), and whether it is
 * being dragged.
 */
export function useSectionDrag(component: Component) {
  const drag = useContext(DragContext);
  const isDragging = useStore(drag ?? NO_DRAG, (state) => state.draggedId === component.id);
  return { isDraggable: drag !== null && isBodySection(component), isDragging };
}
