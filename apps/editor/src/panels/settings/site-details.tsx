import { LIMITS, site, siteSettings } from "@ilha/core";
import { useStore } from "../../document/use-store.ts";
import { Switch } from "../../shell/switch.tsx";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import { renditionOf } from "../media/media-item.ts";
import { MediaPickButton } from "../media/media-pick-button.tsx";
import { CountedTextField } from "../pages/counted-text-field.tsx";
import type { PanelSite } from "../site-panels.tsx";
import { applySiteField } from "./apply-site-field.ts";
import { SocialImageFields } from "./social-image-fields.tsx";
import { ValidatedField } from "./validated-field.tsx";

const T = EDITOR_TEXT.siteSettings;
const NAME = site.shape.name;
const GENERATOR = siteSettings.shape.generator;

/**
 * The site's name, the e-mail its messages go to (its owner's to set: hidden from
 * collaborators), its favicon and its social image (each an address, or an image chosen from the
 * site's media), whether the contact form's button shows a failed send (spec §8's notification
 * flag), and the name its pages give as their generator.
 */
export function SiteDetails({ session, siteId, isShared }: PanelSite) {
  const name = useStore(session.document, (state) => state.site.name);
  const email = useStore(session.document, (state) => state.site.settings.email);
  const favicon = useStore(session.document, (state) => state.site.settings.favicon);
  const generator = useStore(session.document, (state) => state.site.settings.generator);
  const showsFormErrors = useStore(
    session.document,
    (state) => state.site.settings.shouldShowFormErrors,
  );
  return (
    <>
      <CountedTextField
        label={T.siteName}
        value={name}
        max={NAME.maxLength ?? LIMITS.text.inlineTextDefault}
        isRequired={(NAME.minLength ?? 0) > 0}
        onCommit={(value) => applySiteField(session, ["name"], value)}
      />
      {!isShared && (
        <ValidatedField
          label={T.email}
          value={email}
          type="email"
          rule={siteSettings.shape.email}
          hint={T.emailHint}
          onApply={(value) => applySiteField(session, ["settings", "email"], value)}
        />
      )}
      <ValidatedField
        label={T.favicon}
        value={favicon}
        rule={siteSettings.shape.favicon}
        hint={T.faviconHint}
        onApply={(value) => applySiteField(session, ["settings", "favicon"], value)}
      />
      <MediaPickButton
        siteId={siteId}
        isShared={isShared}
        label={T.faviconImage}
        current={favicon}
        onChoose={(choice) =>
          applySiteField(session, ["settings", "favicon"], renditionOf(choice, "smallest").url)
        }
      />
      <SocialImageFields session={session} siteId={siteId} isShared={isShared} />
      <Switch
        isSelected={showsFormErrors}
        onChange={(isSelected) =>
          applySiteField(session, ["settings", "shouldShowFormErrors"], isSelected)
        }
      >
        {T.showFormErrors}
      </Switch>
      <ValidatedField
        label={T.generator}
        value={generator}
        rule={GENERATOR}
        hint={T.generatorHint}
        onApply={(value) => applySiteField(session, ["settings", "generator"], value)}
      />
    </>
  );
}
