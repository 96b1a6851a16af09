import type { Component } from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import type { RefObject } from "react";
import { flushSync } from "react-dom";
import { duplicateSectionOf, moveSectionBy, pageOf } from "../document/section-edits.ts";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import type { CanvasBridge } from "./canvas-bridge.ts";
import { useBridge } from "./canvas-context.tsx";
import { scrollBackTo } from "./scroll-back.ts";
import { sectionPosition } from "./section-position.ts";

/** Puts the focus on a section's handle once the page shows it (a section dropped after a drag). */
export function focusSection(id: string): void {
  requestAnimationFrame(() => {
    const handle = document.querySelector<HTMLElement>(`[data-section-handle="${CSS.escape(id)}"]`);
    if (
      handle !== null &&
      !handle.closest("[data-section-frame]")?.contains(document.activeElement)
    )
      handle.focus();
  });
}

/**
 * Puts the focus on a section's frame itself once the page shows it, which selects nothing: after
 * a removal the keyboard goes on from the section that took its place (Tab reaches its handle),
 * while no toolbar opens where the removed one's was, under the pointer that deleted it.
 */
function focusFrameOf(id: string): void {
  requestAnimationFrame(() => {
    document
      .querySelector<HTMLElement>(`[data-section-frame="${CSS.escape(id)}"]`)
      ?.focus({ preventScroll: true });
  });
}

/** Says where a moved section now stands ("Pricing moved to position 3 of 9"). */
export function announceMove(bridge: CanvasBridge, sectionId: string): void {
  const { language, pagePath } = bridge.view.getState();
  const { site } = bridge.document.getState();
  const moved = pageOf(site, language, pagePath)?.components.find(({ id }) => id === sectionId);
  if (moved === undefined) return;
  const { position, count } = sectionPosition(site, { language, pagePath, sectionId });
  bridge.announce(T.moved(CONFIGS[moved.type].label, position, count));
}

/**
 * What the toolbar and the keyboard do to a section (whose frame is `frame`), each one step of the
 * history, announced.
 */
export function useSectionActions(component: Component, frame: RefObject<HTMLElement | null>) {
  const bridge = useBridge();
  const label = CONFIGS[component.type].label;
  const where = () => {
    const { site } = bridge.document.getState();
    const { language, pagePath } = bridge.view.getState();
    return { site, language, pagePath, page: pageOf(site, language, pagePath) };
  };
  return {
    label,
    /**
     * Moves the section by one place. It stays where it was on the screen, its neighbour going
     * round it, so the pointer stays on the button that moved it, ready for the next move; the
     * edit is rendered at once (`flushSync`) to measure the page it made.
     */
    move: (delta: -1 | 1) => {
      const { page } = where();
      const operation = page && moveSectionBy({ page, sectionId: component.id, delta });
      const element = frame.current;
      if (operation === undefined || element === null) return;
      const top = element.getBoundingClientRect().top;
      let isApplied = false;
      flushSync(() => {
        isApplied = bridge.edit([operation]);
      });
      if (!isApplied) return;
      scrollBackTo(element, top);
      // A section taken out and put back loses the focus it held: its handle takes it.
      if (!element.contains(document.activeElement)) {
        element.querySelector<HTMLElement>("[data-section-handle]")?.focus({ preventScroll: true });
      }
      announceMove(bridge, component.id);
    },
    duplicate: () => {
      const { site, page } = where();
      const operation = page && duplicateSectionOf({ site, page, sectionId: component.id });
      if (operation !== undefined && bridge.edit([operation])) bridge.announce(T.duplicated(label));
    },
    /**
     * Deletes the section. Nothing is selected after it, so no other section's Delete comes under
     * the pointer; the shell offers to undo it for a few seconds ("Section deleted · Undo").
     */
    remove: () => {
      const { page } = where();
      if (page === undefined) return;
      const index = page.components.findIndex((item) => item.id === component.id);
      const next = page.components[index + 1] ?? page.components[index - 1];
      if (!bridge.edit([{ op: "removeSection", pagePath: page.path, sectionId: component.id }]))
        return;
      bridge.view.setState({
        selectedId: undefined,
        undoNotice: { message: T.sectionDeleted, key: Date.now() },
      });
      bridge.announce(T.removed(label));
      if (next !== undefined) focusFrameOf(next.id);
      else bridge.focusShell();
    },
    setLook: (look: {
      colorMode?: Component["colorMode"];
      orientation?: Component["orientation"];
    }) => {
      const { page } = where();
      if (page === undefined) return;
      bridge.edit([
        { op: "setSectionLook", pagePath: page.path, sectionId: component.id, ...look },
      ]);
    },
  };
}
