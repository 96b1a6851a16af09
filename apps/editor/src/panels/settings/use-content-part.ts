import type { SiteContent } from "@ilha/core";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";

type Part = "privacyPolicy" | "consent" | "messengers" | "pages";

/** A part of the content of the language in view, and that language's code. */
export function useContentPart<K extends Part>(
  session: EditorSession,
  key: K,
): { language: string; part: SiteContent[K] | undefined } {
  const language = useStore(session.view, (state) => state.language);
  const part = useStore(session.document, (state) => state.site.content[language]?.[key]);
  return { language, part };
}
