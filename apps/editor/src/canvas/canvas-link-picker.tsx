import type { LinkPickerProps } from "@ilha/sections/edit";
import { useLinkTargets } from "../document/link-targets.ts";
import { useStore } from "../document/use-store.ts";
import { LinkPicker } from "../shell/link-picker.tsx";
import { useBridge } from "./canvas-context.tsx";

/**
 * The address field of the canvas's link form (a button's, a link's): the editor's link picker,
 * offering the pages and sections of the language in view beside a free URL.
 */
export function CanvasLinkPicker(props: LinkPickerProps) {
  const bridge = useBridge();
  const language = useStore(bridge.view, (state) => state.language);
  const targets = useLinkTargets(bridge.document, language);
  return <LinkPicker {...props} targets={targets} />;
}
