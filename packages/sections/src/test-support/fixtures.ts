import type { Component, TitledBlocksData } from "@ilha/core";
import { makeComponent } from "./render-section.tsx";

/** The colour modes every section renders in. */
export const COLOR_MODES = ["LIGHT", "DARK", "EXTRALIGHT"] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** A builder of `type` components: `data` parsed through the schema, with optional extras. */
export function componentOf<T extends Component["type"]>(type: T) {
  return (data: unknown, extra: Parameters<typeof makeComponent>[2] = {}) =>
    makeComponent(type, data, extra);
}

/** `component` with `patch` merged into its data past the schema, which would refuse it. */
export function patchData<C extends { data: object }>(component: C, patch: Partial<C["data"]>): C {
  return { ...component, data: { ...component.data, ...patch } };
}

type TitledBlock = TitledBlocksData["blocks"][number];

/** A titled block (titled blocks, privacy policy) with every field empty, then `patch`. */
export function blankBlock(patch: Partial<TitledBlock> = {}): TitledBlock {
  return {
    title: "",
    paragraph: "",
    list: [],
    titleAlignment: "left",
    paragraphAlignment: "left",
    ...patch,
  };
}
