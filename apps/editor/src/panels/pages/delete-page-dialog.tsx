import { useState } from "react";
import { ConfirmAction } from "../../shell/confirm-action.tsx";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";

/**
 * "Delete page" asks first: the page goes in every language. `onDelete` answers the message of
 * a refusal, shown in the dialog, or `undefined` once it is deleted (the dialog closes).
 */
export function DeletePageDialog({
  name,
  onDelete,
}: {
  name: string;
  onDelete: () => string | undefined;
}) {
  const [error, setError] = useState<string | undefined>();
  return (
    <ConfirmAction
      label={T.pages.deletePage}
      title={T.pages.deleteTitle(name)}
      warning={T.pages.deleteWarning}
      confirmLabel={T.pages.deleteConfirm}
      error={error}
      onOpen={() => setError(undefined)}
      onConfirm={(close) => {
        const refusal = onDelete();
        if (refusal === undefined) close();
        else setError(refusal);
      }}
    />
  );
}
