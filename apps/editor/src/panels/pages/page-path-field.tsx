import { ERRORS, type Page, pagePathProblem } from "@ilha/core";
import { useId, useState } from "react";
import { Input, Label, Text, TextField } from "react-aria-components";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { useDraft } from "../../shell/use-draft.ts";
import styles from "./pages-panel.module.css";

/**
 * A page's path, applied when confirmed (Enter, leaving the field) after core's rule for page
 * paths; `onApply` answers the message of a refusal, if any. The home page keeps `/`.
 */
export function PagePathField({
  page,
  pages,
  onApply,
}: {
  page: Page;
  pages: readonly Page[];
  onApply: (path: string) => string | undefined;
}) {
  const [error, setError] = useState<string | undefined>();
  const [draft, setDraft] = useDraft(page.path, () => setError(undefined));
  const errorId = useId();
  const apply = () => {
    const path = draft.trim();
    const problem = pagePathProblem({ path, currentPath: page.path, pages });
    if (problem !== undefined) setError(ERRORS[problem].message);
    else setError(path === page.path ? undefined : onApply(path));
  };
  return (
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
      <Label className={styles.label}>{T.pages.pagePath}</Label>
      <Input className={styles.input} spellCheck={false} autoCapitalize="off" />
      <Text slot="description" className={styles.hint}>
        {T.pages.pathHint}
      </Text>
      {error !== undefined && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </TextField>
  );
}
