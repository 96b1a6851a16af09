import type { Site } from "@ilha/core";
import { useId, useState } from "react";
import { Button } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import { applyEdit } from "../pages/apply-edit.ts";
import { bannerSource, createBannerEdit } from "./consent-edits.ts";
import styles from "./site-settings.module.css";

const T = EDITOR_TEXT.siteSettings;

/** The name of the language a new banner is copied from, if any. */
function sourceName(site: Site): string | undefined {
  const code = bannerSource(site);
  if (code === undefined) return undefined;
  return site.languages.find((entry) => entry.lang.code === code)?.lang.name ?? code;
}

/**
 * What a language without a cookie banner shows: what adding one does, and the button that does
 * it as one edit (`createBannerEdit`).
 */
export function NewConsentBanner({
  session,
  language,
  announce,
  onCreated,
}: {
  session: EditorSession;
  language: string;
  announce: (message: string) => void;
  onCreated: () => void;
}) {
  const hintId = useId();
  const source = useStore(session.document, (state) => sourceName(state.site));
  const [problem, setProblem] = useState<string | undefined>();
  const create = () => {
    const edit = createBannerEdit({ site: session.document.getState().site, language });
    if (edit === undefined) return;
    const refused = applyEdit(session, [edit]);
    setProblem(refused);
    if (refused !== undefined) return;
    announce(T.bannerAdded(source));
    onCreated();
  };
  return (
    <>
      <p id={hintId} className={styles.hint}>
        {T.noBanner} {T.newBannerHint(source)}
      </p>
      <Button className={buttons.secondary} aria-describedby={hintId} onPress={create}>
        {T.addBanner}
      </Button>
      {problem !== undefined && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </>
  );
}
