import { trackingSettings } from "@ilha/core";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import { applySiteField } from "./apply-site-field.ts";
import { ValidatedField } from "./validated-field.tsx";

const T = EDITOR_TEXT.siteSettings;

/** The tracking ids a site may set; each a strict id core checks (`TRACKING_ID_PATTERNS`). */
const TRACKING_IDS = ["gtagId", "facebookPixelCode", "adSensePublisherId", "ymId"] as const;
type TrackingId = (typeof TRACKING_IDS)[number];

/** An empty id is no id: the key is left out of the settings. */
const idValue = (text: string) => (text === "" ? undefined : text);

/** One tracking id, checked by core's rule for it and stored on Enter or on leaving the field. */
function TrackingIdField({ session, id }: { session: EditorSession; id: TrackingId }) {
  const value = useStore(session.document, (state) => state.site.settings.tracking[id]);
  return (
    <ValidatedField
      label={T[id]}
      value={value ?? ""}
      rule={trackingSettings.shape[id]}
      hint={`${T[`${id}Hint`]} ${T.idHint}`}
      toValue={idValue}
      onApply={(next) => applySiteField(session, ["settings", "tracking", id], next)}
    />
  );
}

/** The analytics tag, the ads pixel, the ad publisher and the metrics tag. */
export function TrackingFields({ session }: { session: EditorSession }) {
  return (
    <>
      {TRACKING_IDS.map((id) => (
        <TrackingIdField key={id} session={session} id={id} />
      ))}
    </>
  );
}
