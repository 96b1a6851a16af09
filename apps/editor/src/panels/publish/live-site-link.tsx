import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./publish.module.css";

/** The live site, in a new tab (said to screen readers too). */
export function LiveSiteLink({ liveUrl }: { liveUrl: string }) {
  return (
    <a href={liveUrl} target="_blank" rel="noopener" className={buttons.quiet}>
      {T.viewLive}
      <span className={styles.newTab}> {T.publishNewTab}</span>
    </a>
  );
}
