import { ERRORS, getIn } from "@ilha/core";
import { useState } from "react";
import type { EditorSession } from "../../document/editor-session.ts";
import { isSameValue } from "../../document/same-value.ts";

/** A field of the theme, under `site.theme`: `["palette", "primary"]`. */
export type ThemePath = readonly [string, ...string[]];

/**
 * Sets a field of the site's theme as one edit (`setSiteField`); `problem` is the catalogue's
 * message when core refuses the value, until the next edit of the field applies.
 */
export function useThemeEdit({ session, path }: { session: EditorSession; path: ThemePath }): {
  problem: string | undefined;
  apply: (value: unknown) => boolean;
} {
  const [problem, setProblem] = useState<string | undefined>();
  const apply = (value: unknown) => {
    const current = getIn(session.document.getState().site.theme, path);
    if (isSameValue(value, current)) {
      setProblem(undefined);
      return true;
    }
    const { language } = session.view.getState();
    const isApplied = session.edit([
      { op: "setSiteField", language, path: ["theme", ...path], value },
    ]);
    const refusal = session.document.getState().problem ?? ERRORS.invalidFieldValue.message;
    setProblem(isApplied ? undefined : refusal);
    return isApplied;
  };
  return { problem, apply };
}
