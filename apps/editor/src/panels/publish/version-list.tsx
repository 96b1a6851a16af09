import { Button } from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./publish.module.css";
import { inOwnersLocale, type PublishedVersion } from "./publishing-api.ts";

/** The published versions, newest first: each one's number and date, and which is live. */
export function VersionList({
  versions,
  onRestore,
}: {
  versions: PublishedVersion[];
  onRestore: (number: number) => void;
}) {
  return (
    <ol className={styles.versions}>
      {versions.map((version) => (
        <li key={version.number} className={styles.version}>
          <span className={styles.versionText}>
            <span className={styles.versionName}>{T.publishVersion(version.number)}</span>
            <time className={styles.versionDate} dateTime={version.publishedAt}>
              {T.publishVersionDate(inOwnersLocale(version.publishedAt))}
            </time>
          </span>
          {version.isLive ? (
            <span className={styles.live}>{T.publishLive}</span>
          ) : (
            <Button
              className={buttons.secondary}
              aria-label={T.publishRestoreLabel(version.number)}
              onPress={() => onRestore(version.number)}
            >
              {T.publishRestore}
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}
