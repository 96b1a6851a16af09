import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import type { SitePanelProps } from "../site-panels.tsx";
import { ConsentFields } from "./consent-fields.tsx";
import { LiveChats } from "./live-chats.tsx";
import { MessengerFields } from "./messenger-fields.tsx";
import { PrivacyPolicyFields } from "./privacy-policy-fields.tsx";
import { SettingsSection } from "./settings-section.tsx";
import { SiteDetails } from "./site-details.tsx";
import { SiteFileFields } from "./site-file-fields.tsx";
import styles from "./site-settings.module.css";
import { TrackingFields } from "./tracking-fields.tsx";

const T = EDITOR_TEXT.siteSettings;

/** Says which language the texts below it are edited in (the language in view). */
function TextsInNote({ session }: { session: EditorSession }) {
  const language = useStore(session.view, (state) => state.language);
  const name = useStore(
    session.document,
    (state) => state.site.languages.find((entry) => entry.lang.code === language)?.lang.name,
  );
  return <p className={styles.hint}>{T.textsIn(name ?? language)}</p>;
}

/**
 * The site's settings: its name, e-mail, favicon and social image, the contact form's failure
 * mark and the generator, the privacy-policy link, the analytics and ads ids, the live chats, the
 * messenger widget, the cookie banner (opening its part shows it in the page again, if the owner
 * hid it there) and the site file, in parts that open and close. Each
 * change is one undoable edit of the document, checked by core first; replacing the draft from a
 * file is the one exception (asked first, not undoable).
 */
export function SiteSettingsPanel({ session, siteId, isShared, announce }: SitePanelProps) {
  const showBanner = () => session.view.setState({ isConsentBannerShown: true });
  return (
    <div className={styles.panel}>
      <SettingsSection title={T.siteHeading} isOpenAtFirst>
        <SiteDetails session={session} siteId={siteId} isShared={isShared} />
      </SettingsSection>
      <SettingsSection title={T.privacyHeading}>
        <TextsInNote session={session} />
        <PrivacyPolicyFields session={session} />
      </SettingsSection>
      <SettingsSection title={T.integrationsHeading}>
        <TrackingFields session={session} />
      </SettingsSection>
      <SettingsSection title={T.chatsHeading}>
        <LiveChats session={session} />
      </SettingsSection>
      <SettingsSection title={T.messengersHeading}>
        <TextsInNote session={session} />
        <MessengerFields session={session} siteId={siteId} isShared={isShared} />
      </SettingsSection>
      <SettingsSection title={T.consentHeading} onOpen={showBanner}>
        {/* Going back to a field shows the banner again, if the owner hid it meanwhile. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: it only notices focus arriving in its fields (which bubbles); it is not itself a control. */}
        <div className={styles.passThrough} onFocus={showBanner}>
          <TextsInNote session={session} />
          <ConsentFields session={session} announce={announce} />
        </div>
      </SettingsSection>
      <SettingsSection title={EDITOR_TEXT.siteFile.heading}>
        <SiteFileFields session={session} siteId={siteId} isShared={isShared} announce={announce} />
      </SettingsSection>
    </div>
  );
}
