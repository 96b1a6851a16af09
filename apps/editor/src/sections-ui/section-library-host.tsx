import type { SectionType } from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import { useMemo } from "react";
import type { EditorSession } from "../document/editor-session.ts";
import { insertSectionOf, kindsOfKey, pageOf, uniqueKindsKey } from "../document/section-edits.ts";
import { useStore } from "../document/use-store.ts";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import { SectionLibrary } from "./section-library.tsx";

/**
 * The section library of the page in view, open while the view store asks for it: a choice is
 * inserted where it was opened, selected and given the focus. It follows the view and the document
 * on its own, so opening or closing it renders the library alone, not the editor around it.
 */
export function SectionLibraryHost({
  session,
  announce,
}: {
  session: EditorSession;
  announce: (message: string) => void;
}) {
  const { document, view } = session;
  const library = useStore(view, (state) => state.library);
  const language = useStore(view, (state) => state.language);
  const pagePath = useStore(view, (state) => state.pagePath);
  // The kinds a page holds once (its header, its footer), which the library offers no more.
  const takenKey = useStore(document, (state) => uniqueKindsKey(state.site, language, pagePath));
  const takenTypes = useMemo(() => kindsOfKey(takenKey), [takenKey]);
  const close = () => view.setState({ library: undefined });

  const insert = (type: SectionType) => {
    const { site } = document.getState();
    const page = pageOf(site, language, pagePath);
    if (page === undefined || library === undefined) return close();
    const operation = insertSectionOf({ site, page, type, beforeId: library.beforeId });
    if (!session.edit([operation])) return close();
    const id = operation.op === "insertSection" ? operation.section.id : undefined;
    // The library closes in the same update that selects the new section, then the canvas (its
    // own React root, rendering once this handler returns) gives its handle the focus: one frame
    // styles and lays out the section, the focus and the scroll together.
    view.setState({ library: undefined, selectedId: id, focusId: id });
    announce(T.inserted(CONFIGS[type].label));
  };

  return (
    <SectionLibrary
      isOpen={library !== undefined}
      takenTypes={takenTypes}
      onInsert={insert}
      onClose={close}
    />
  );
}
