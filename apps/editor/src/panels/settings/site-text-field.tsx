import { type Field, isRequiredNow } from "@ilha/core";
import type { EditorSession } from "../../document/editor-session.ts";
import { CountedTextField } from "../pages/counted-text-field.tsx";
import { applySiteField, type SitePath } from "./apply-site-field.ts";

/**
 * A text of a part of the site (the cookie banner, a chat card, the privacy-policy link) in the
 * language in view, with its field's limit and required rule from core. A field of a group is
 * typed as any field: only a text one is shown.
 */
export function SiteTextField({
  session,
  field,
  path,
  siblings,
  label,
  isMultiline = false,
}: {
  session: EditorSession;
  field: Field | undefined;
  path: SitePath;
  /** The object holding the text, for a rule that depends on another field of it. */
  siblings: object | undefined;
  label?: string;
  isMultiline?: boolean;
}) {
  if (field?.kind !== "text") return null;
  const record = (siblings ?? {}) as Record<string, unknown>;
  const value = record[String(path.at(-1))];
  return (
    <CountedTextField
      label={label ?? field.label}
      value={typeof value === "string" ? value : ""}
      max={field.max}
      isRequired={isRequiredNow(field.required, record)}
      isMultiline={isMultiline}
      onCommit={(text) => applySiteField(session, path, text)}
    />
  );
}
