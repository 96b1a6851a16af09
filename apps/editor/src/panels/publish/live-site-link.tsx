import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./publish.module.css";

/** The live site, in a new tab (said to screen readers too). */
export function LiveSiteLink({
  liveUrl,
  className = buttons.quiet,
}: {
  liveUrl: string;
  className?: string | undefined;
}) {
  return (
    <a href={liveUrl} target="_blank" rel="noopener" className={className}>
      {T.viewLive}
      <span className={styles.newTab}> {T.publishNewTab}</span>
    </a>
  );
}
