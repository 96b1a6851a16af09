import { SECTION_FIELDS } from "@ilha/core";
import { CONFIGS } from "@ilha/sections";
import { useMemo } from "react";
import type { EditorSession } from "../document/editor-session.ts";
import { pageOf } from "../document/section-edits.ts";
import { useStore } from "../document/use-store.ts";
import { SidePanel } from "../shell/side-panel.tsx";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import { FieldControl } from "./field-control.tsx";
import { settingsOf } from "./settings-fields.ts";
import styles from "./settings-panel.module.css";

/**
 * The selected section's settings, generated from core's field descriptors: every field the
 * canvas does not edit in place (options, numbers, switches, icons, values, embed addresses), at
 * the top level and in each list item and group. Each change is one edit of the document.
 */
export function SettingsPanel({
  session,
  sectionId,
  onClose,
}: {
  session: EditorSession;
  sectionId: string;
  onClose: () => void;
}) {
  const language = useStore(session.view, (state) => state.language);
  const pagePath = useStore(session.view, (state) => state.pagePath);
  const section = useStore(session.document, (state) =>
    pageOf(state.site, language, pagePath)?.components.find(
      (component) => component.id === sectionId,
    ),
  );
  const groups = useMemo(
    () => (section === undefined ? [] : settingsOf(SECTION_FIELDS[section.type], section.data)),
    [section],
  );
  const title = section === undefined ? T.settings : T.settingsOf(CONFIGS[section.type].label);
  return (
    <SidePanel title={title} focusKey={sectionId} onClose={onClose}>
      {section === undefined && <p className={styles.note}>{T.settingsSectionGone}</p>}
      {section !== undefined && groups.length === 0 && (
        <p className={styles.note}>{T.settingsNone}</p>
      )}
      {groups.map((group) => (
        <section key={group.title ?? ""} className={styles.group}>
          {group.title !== undefined && <h3 className={styles.groupTitle}>{group.title}</h3>}
          {group.settings.map((setting) => (
            <FieldControl
              key={setting.path.join(".")}
              session={session}
              sectionId={sectionId}
              setting={setting}
            />
          ))}
        </section>
      ))}
    </SidePanel>
  );
}
