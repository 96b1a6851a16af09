import { ERRORS, type Page, safeLinkUrl } from "@ilha/core";
import { useId, useState } from "react";
import { Input, Label, Text, TextField } from "react-aria-components";
import fields from "../../shell/fields.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { useDraft } from "../../shell/use-draft.ts";
import { pageName } from "./page-edits.ts";
import styles from "./pages-panel.module.css";

/** The choice of "Links to" that leads to a typed address rather than a page of the site. */
const ADDRESS = "address";

/**
 * Where a link leads (spec §2: a free-form URL): one of the site's pages, or a typed address,
 * applied when confirmed after core's rule for links (an unsafe one gets the catalogue's
 * message). `onApply` answers the message of a refusal, if any.
 */
export function LinkTargetField({
  label,
  link,
  pages,
  onApply,
}: {
  label: string;
  link: string;
  pages: readonly Page[];
  onApply: (link: string) => string | undefined;
}) {
  const isPage = pages.some((page) => page.path === link);
  const [wantsAddress, setWantsAddress] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [draft, setDraft] = useDraft(link, () => setError(undefined));
  const errorId = useId();
  const isAddress = wantsAddress || !isPage;
  const apply = () => {
    const value = draft.trim();
    if (value === link) return setError(undefined);
    if (value !== "" && safeLinkUrl(value) === undefined) return setError(ERRORS.unsafeUrl.message);
    setError(onApply(value));
  };
  return (
    <>
      <label className={fields.field}>
        <span className={fields.label}>{label}</span>
        <select
          className={styles.select}
          value={isAddress ? ADDRESS : link}
          onChange={(event) => {
            const choice = event.target.value;
            setWantsAddress(choice === ADDRESS);
            if (choice !== ADDRESS) setError(onApply(choice));
          }}
        >
          {pages.map((page) => (
            <option key={page.path} value={page.path}>
              {`${pageName(page)} (${page.path})`}
            </option>
          ))}
          <option value={ADDRESS}>{T.pages.webAddress}</option>
        </select>
      </label>
      {isAddress && (
        <TextField
          className={styles.field}
          value={draft}
          isInvalid={error !== undefined}
          validationBehavior="aria"
          aria-describedby={error === undefined ? undefined : errorId}
          onChange={setDraft}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key !== "Enter") {
              event.continuePropagation();
              return;
            }
            apply();
          }}
        >
          <Label className={styles.label}>{T.pages.address}</Label>
          <Input className={styles.input} type="text" spellCheck={false} autoCapitalize="off" />
          <Text slot="description" className={styles.hint}>
            {T.pages.addressHint}
          </Text>
        </TextField>
      )}
      {error !== undefined && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
