import { MIN_TEXT_CONTRAST } from "@ilha/core";
import { useMemo } from "react";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { contrastProblems, shownRatio } from "./theme-contrast.ts";
import styles from "./theme-panel.module.css";

/**
 * Names each text-on-colour pair of the published theme that falls below WCAG AA, with its
 * ratio. A polite live region, so a colour that makes text hard to read is said when chosen.
 */
export function ContrastWarning({ session }: { session: EditorSession }) {
  const theme = useStore(session.document, (state) => state.site.theme);
  const problems = useMemo(
    () => contrastProblems({ ...session.document.getState().site, theme }),
    [session, theme],
  );
  return (
    <div role="status" className={styles.status}>
      {problems.length > 0 && (
        <div className={styles.warning}>
          <p className={styles.warningTitle}>{T.theme.contrastHeading(MIN_TEXT_CONTRAST)}</p>
          <ul className={styles.pairs}>
            {problems.map((problem) => (
              <li key={problem.fill}>
                {T.theme.contrastPair(problem.text, problem.fill, shownRatio(problem.ratio))}
              </li>
            ))}
          </ul>
          <p className={styles.advice}>{T.theme.contrastAdvice}</p>
        </div>
      )}
    </div>
  );
}
