import { isUniqueSlotTaken, type SectionType } from "@ilha/core";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { EditorSession } from "../document/editor-session.ts";
import { insertSectionKind, placeSentence } from "../document/insert-section-kind.ts";
import { insertionPoint, kindsOfKey, pageOf, uniqueKindsKey } from "../document/section-edits.ts";
import { useStore } from "../document/use-store.ts";
import { focusShellStart } from "../shell/top-bar.tsx";
import { kindGroups, LIBRARY_ORDER, SectionLibrary } from "./section-library.tsx";

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
  // Where each kind goes, in words, as one key: equal while no choice would go elsewhere.
  const placesKey = useStore(document, (state) => {
    const page = pageOf(state.site, language, pagePath);
    return JSON.stringify(LIBRARY_ORDER.map((type) => placeSentence({ page, type, beforeId })));
  });
  const groups = useMemo(() => {
    const places = JSON.parse(placesKey) as string[];
    return kindGroups({
      placeOf: (type) => places[LIBRARY_ORDER.indexOf(type)] ?? "",
      isTaken: (type) => isUniqueSlotTaken(takenTypes, type),
    });
  }, [placesKey, takenTypes]);

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

  return <SectionLibrary request={request} groups={groups} onInsert={insert} onClose={close} />;
}
