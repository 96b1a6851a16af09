import type { Component, SectionType } from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { EditorSession } from "../document/editor-session.ts";
import { insertSectionKind } from "../document/insert-section-kind.ts";
import {
  insertionPoint,
  kindsOfKey,
  pageOf,
  sectionBefore,
  uniqueKindsKey,
} from "../document/section-edits.ts";
import { useStore } from "../document/use-store.ts";
import { focusShellStart } from "../shell/top-bar.tsx";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import { SectionLibrary } from "./section-library.tsx";

/** A section's title, when it has one, to tell it from others of its kind. */
function titleOf(section: Component): string | undefined {
  const title = (section.data as { title?: unknown }).title;
  return typeof title === "string" && title.trim() !== "" ? title.trim() : undefined;
}

/**
 * The section library beside the canvas, while the view store holds it open. A choice is inserted
 * at the library's place and selected, and the library stays open with the focus: the next choice
 * goes after it. Selecting another section moves the place after that one. Closing gives the
 * selected section's handle the focus.
 */
export function SectionLibraryHost({
  session,
  announce,
}: {
  session: EditorSession;
  announce: (message: string) => void;
}) {
  const { document, view } = session;
  const beforeId = useStore(view, (state) => state.library?.beforeId ?? null);
  const request = useStore(view, (state) => state.library?.request ?? 0);
  const selectedId = useStore(view, (state) => state.selectedId);
  const language = useStore(view, (state) => state.language);
  const pagePath = useStore(view, (state) => state.pagePath);
  // The kinds a page holds once (its header, its footer), which the library offers no more.
  const takenKey = useStore(document, (state) => uniqueKindsKey(state.site, language, pagePath));
  const takenTypes = useMemo(() => kindsOfKey(takenKey), [takenKey]);
  const after = useStore(document, (state) =>
    sectionBefore(pageOf(state.site, language, pagePath), beforeId),
  );

  // The place follows a selection made while the library is open (a section clicked, one just
  // inserted), not the one it opened with (it may have been opened at the page's end), and
  // another page or language in view.
  const placeKey = `${language} ${pagePath} ${selectedId}`;
  const placedFor = useRef(placeKey);
  useEffect(() => {
    if (placedFor.current === placeKey) return;
    placedFor.current = placeKey;
    const page = pageOf(document.getState().site, language, pagePath);
    const point = insertionPoint(page, selectedId);
    const { library } = view.getState();
    if (library !== undefined && library.beforeId !== point) {
      view.setState({ library: { ...library, beforeId: point } });
    }
  }, [placeKey, selectedId, document, view, language, pagePath]);

  // Read from the stores when a choice is made, so the choices need no render when the place moves.
  // The place then follows the selection, after the new section.
  const insert = useCallback(
    (type: SectionType) => void insertSectionKind({ session, type, announce }),
    [session, announce],
  );
  const close = () => {
    const selected = view.getState().selectedId;
    view.setState({ library: undefined, focusId: selected });
    if (selected === undefined) focusShellStart();
  };

  return (
    <SectionLibrary
      request={request}
      place={
        after === undefined
          ? T.insertsFirst
          : T.insertsAfter(CONFIGS[after.type].label, titleOf(after))
      }
      takenTypes={takenTypes}
      onInsert={insert}
      onClose={close}
    />
  );
}
