import { ERRORS, safeLinkUrl } from "@ilha/core";
import { useState } from "react";
import type { LinkTarget } from "../../document/link-targets.ts";
import { LinkPicker } from "../../shell/link-picker.tsx";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { useDraft } from "../../shell/use-draft.ts";

/**
 * Where a link leads (spec §2: a free-form URL): a page of the site or a section of one picked
 * from the link picker, applied at once, or a typed address, applied when confirmed (Enter,
 * leaving the field) after core's rule for links (an unsafe one gets the catalogue's message).
 * `onApply` answers the message of a refusal, if any.
 */
export function LinkTargetField({
  label,
  link,
  targets,
  onApply,
}: {
  label: string;
  link: string;
  targets: readonly LinkTarget[];
  onApply: (link: string) => string | undefined;
}) {
  const [error, setError] = useState<string | undefined>();
  const [draft, setDraft] = useDraft(link, () => setError(undefined));
  const apply = (wanted: string) => {
    const value = wanted.trim();
    if (value === link) return setError(undefined);
    if (value !== "" && safeLinkUrl(value) === undefined) return setError(ERRORS.unsafeUrl.message);
    setError(onApply(value));
  };
  return (
    <LinkPicker
      label={label}
      value={draft}
      targets={targets}
      onChange={setDraft}
      onPick={apply}
      onBlur={() => apply(draft)}
      onEnter={() => apply(draft)}
      description={T.linkPicker.hint}
      error={error}
    />
  );
}
