import { ERRORS } from "@ilha/core";
import { useState } from "react";
import type { EditorSession } from "../document/editor-session.ts";
import { isSameValue } from "../document/same-value.ts";
import { type Setting, settingProblem } from "./settings-fields.ts";

/**
 * Applies a setting's new value as one edit, after core's rule for its field; `error` is the
 * rule's message, or the problem core reported when the edit did not apply.
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
    const problem = settingProblem(setting.field, value);
    if (problem !== undefined || isSameValue(value, setting.value)) {
      setError(problem);
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
