import type { EditKit, InlineTextProps } from "../edit-kit-contract.ts";
import { EditableInlineText } from "./editable-inline-text.tsx";
import { EditableItemList } from "./editable-item-list.tsx";
import { EnumEditor } from "./enum-editor.tsx";
import { ImageEditor } from "./image-editor.tsx";
import { LinkEditor } from "./link-editor.tsx";
import { LogoResizer } from "./logo-resizer.tsx";

/** Inline text that reports changes after the 1 s debounce as well as on blur. */
function InteractiveInlineText(props: InlineTextProps) {
  return <EditableInlineText {...props} isInteractive />;
}

/** The edit-mode primitives for the editor; published pages never import this module. */
export function createEditKit({
  isInteractive = false,
}: {
  isInteractive?: boolean;
} = {}): EditKit {
  return {
    InlineText: isInteractive ? InteractiveInlineText : EditableInlineText,
    ItemList: EditableItemList,
    LogoResizer,
    LinkEditor,
    ImageEditor,
    EnumEditor,
  };
}

export const EDIT_KIT: EditKit = createEditKit();
