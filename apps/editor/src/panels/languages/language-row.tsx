import type { LanguageEntry } from "@ilha/core";
import { Button } from "react-aria-components";
import { siteUrl } from "../../api/site-documents.ts";
import type { EditorSession } from "../../document/editor-session.ts";
import buttons from "../../shell/buttons.module.css";
import { ConfirmAction } from "../../shell/confirm-action.tsx";
import { Switch } from "../../shell/switch.tsx";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import styles from "./languages-panel.module.css";
import { sharePercent } from "./translation-share.ts";

const T = EDITOR_TEXT.languages;

/** One of the site's languages: its flag and name, primary or not, published or not, its place. */
export function LanguageRow({
  session,
  siteId,
  entry,
  index,
  count,
  share,
  announce,
}: {
  session: EditorSession;
  siteId: string;
  entry: LanguageEntry;
  index: number;
  count: number;
  /** The share of its texts translated, for a language other than the primary. */
  share?: number | undefined;
  announce: (message: string) => void;
}) {
  const { code, name, localizedName, flagCode } = entry.lang;
  const languages = () => session.document.getState().site.languages;
  const move = (delta: -1 | 1) => {
    const list = languages();
    const target = index + delta;
    // Before the language after the target place (or last).
    const before = delta < 0 ? list[target]?.lang.code : list[target + 1]?.lang.code;
    if (session.edit([{ op: "moveLanguage", code, beforeCode: before ?? null }])) {
      announce(T.moved(name, target + 1, count));
    }
  };
  const makePrimary = () => {
    if (session.edit([{ op: "setPrimaryLanguage", code }])) announce(T.nowPrimary(name));
  };
  const setActive = (isActive: boolean) =>
    session.edit([{ op: "setLanguageStatus", code, status: isActive ? "active" : "inactive" }]);

  return (
    <li className={styles.row}>
      <div className={styles.identity}>
        <img
          className={styles.flag}
          src={`${siteUrl(siteId)}/draft/flags/${flagCode}.svg`}
          alt=""
          width={28}
          height={20}
        />
        <span className={styles.name}>
          {localizedName}
          {localizedName !== name && <span className={styles.english}> · {name}</span>}
        </span>
        {entry.isPrimary && <span className={styles.badge}>{T.primary}</span>}
      </div>
      {entry.isPrimary ? (
        <p className={styles.hint}>{T.primaryHint}</p>
      ) : (
        <>
          <Switch
            isSelected={entry.status === "active"}
            onChange={setActive}
            aria-label={T.activeOf(name)}
          >
            {T.active}
          </Switch>
          {entry.status !== "active" && <p className={styles.hint}>{T.inactiveNote}</p>}
          {share !== undefined && (
            <p className={styles.hint}>{T.translatedShare(name, sharePercent(share))}</p>
          )}
        </>
      )}
      <div className={styles.actions}>
        <Button
          className={buttons.quiet}
          aria-label={T.moveUp(name)}
          isDisabled={index === 0}
          onPress={() => move(-1)}
        >
          ↑
        </Button>
        <Button
          className={buttons.quiet}
          aria-label={T.moveDown(name)}
          isDisabled={index === count - 1}
          onPress={() => move(1)}
        >
          ↓
        </Button>
        {!entry.isPrimary && (
          <>
            <Button
              className={buttons.quiet}
              aria-label={T.makePrimary(name)}
              onPress={makePrimary}
            >
              {T.makePrimaryShort}
            </Button>
            <ConfirmAction
              label={T.removeShort}
              accessibleLabel={T.remove(name)}
              title={T.removeTitle(name)}
              warning={T.removeWarning}
              confirmLabel={T.removeConfirm}
              isQuiet
              onConfirm={(close) => {
                if (session.edit([{ op: "removeLanguage", code }])) announce(T.removed(name));
                close();
              }}
            />
          </>
        )}
      </div>
    </li>
  );
}
