import { pageOf } from "../document/section-edits.ts";
import { useStore } from "../document/use-store.ts";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import styles from "./canvas-chrome.module.css";
import { useBridge } from "./canvas-context.tsx";

/** At the end of the page: opens the section library to add a section before the footer. */
export function AddSectionButton() {
  const bridge = useBridge();
  const footerId = useStore(bridge.document, (state) => {
    const { language, pagePath } = bridge.view.getState();
    const page = pageOf(state.site, language, pagePath);
    return page?.components.find((component) => component.type === "footer")?.id ?? null;
  });
  return (
    <div className={styles.addRow}>
      <button type="button" className={styles.add} onClick={() => bridge.openLibrary(footerId)}>
        + {T.addSection}
      </button>
    </div>
  );
}
