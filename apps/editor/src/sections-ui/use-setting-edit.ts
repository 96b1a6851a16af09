import { ERRORS } from "@ilha/core";
import { useState } from "react";
import type { EditorSession } from "../document/editor-session.ts";
import { isSameValue } from "../document/same-value.ts";
import type { Setting } from "./settings-fields.ts";

/**
 * Applies a setting's new value as one edit; `error` is the catalogue's message core gave when
 * its rule for the field refused the value (the document is then unchanged).
 */
export function useSettingEdit({
  session,
  sectionId,
  setting,
}: {
  session: EditorSession;
  sectionId: string;
  setting: Setting;
}): { error: string | undefined; apply: (value: unknown) => void } {
  const [error, setError] = useState<string | undefined>();
  const apply = (value: unknown) => {
    if (isSameValue(value, setting.value)) {
      setError(undefined);
      return;
    }
    const { language, pagePath } = session.view.getState();
    const isApplied = session.edit([
      { op: "setField", language, pagePath, sectionId, path: setting.path, value },
    ]);
    const refusal = session.document.getState().problem ?? ERRORS.invalidFieldValue.message;
    setError(isApplied ? undefined : refusal);
  };
  return { error, apply };
}
