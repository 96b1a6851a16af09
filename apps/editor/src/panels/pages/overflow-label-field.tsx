import { SITE_CONTENT_FIELDS } from "@ilha/core";
import type { EditorSession } from "../../document/editor-session.ts";
import { useStore } from "../../document/use-store.ts";
import { applyEdit } from "./apply-edit.ts";
import { CountedTextField } from "./counted-text-field.tsx";

const FIELD = SITE_CONTENT_FIELDS.extraLinksLabel;

/** The label of the header's overflow menu (spec §2, default "More") in the language in view. */
export function OverflowLabelField({
  session,
  language,
}: {
  session: EditorSession;
  language: string;
}) {
  const value = useStore(
    session.document,
    (state) => state.site.content[language]?.extraLinksLabel,
  );
  return (
    <CountedTextField
      label={FIELD.label}
      value={value ?? ""}
      max={FIELD.max}
      isRequired={FIELD.required === "always"}
      onCommit={(label) =>
        applyEdit(session, [
          { op: "setSiteField", language, path: ["extraLinksLabel"], value: label },
        ])
      }
    />
  );
}
