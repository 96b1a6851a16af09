import { Button } from "react-aria-components";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { sectionsOffTheme, themeModeForAll } from "./sections-off-theme.ts";
import styles from "./theme-panel.module.css";

/**
 * Under the theme's colour mode: how many sections set their own (on which the theme's does not
 * show), and the offer to give them all the theme's, as one undoable step.
 */
export function SectionModesNotice({
  session,
  announce,
}: {
  session: EditorSession;
  announce: (message: string) => void;
}) {
  const count = useStore(session.document, (state) => sectionsOffTheme(state.site).length);
  const mode = useStore(session.document, (state) => state.site.theme.colorMode);
  if (count === 0) return null;
  const modeName = T.theme.colorModeOption(mode);
  const applyToAll = () => {
    if (session.edit(themeModeForAll(session.document.getState().site))) {
      announce(T.theme.modeAppliedToAll(modeName, count));
    }
  };
  return (
    <div className={styles.notice}>
      <p>{T.theme.sectionsOwnMode(count, modeName)}</p>
      <Button className={buttons.secondary} onPress={applyToAll}>
        {T.theme.applyModeToAll(modeName)}
      </Button>
    </div>
  );
}
