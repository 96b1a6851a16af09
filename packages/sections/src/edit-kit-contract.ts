import type { ComponentType, ReactNode } from "react";

/** A path inside a component's data, e.g. `["posts", 2, "title"]`. */
export type FieldPath = (string | number)[];

/** `subheading` is the heading of a section's items: one level below the section's title. */
export type TextTag =
  | "h1"
  | "h2"
  | "h3"
  | "h4"
  | "subheading"
  | "p"
  | "span"
  | "div"
  | "strong"
  | "li"
  | "small";

export type InlineTextProps = {
  as: TextTag;
  value: string;
  /** The field's path in its scope: its limit and required rule are core's for that field. */
  field: FieldPath;
  className?: string | undefined;
  /** Shown in edit mode while the field is empty. */
  placeholder?: string | undefined;
};

export type ItemListProps<T> = {
  field: FieldPath;
  items: readonly T[];
  /** A new item (the list's count, and its step, are core's for the field). */
  makeItem: () => T;
  /**
   * Renders one item. In edit mode `controls` holds the item's move and remove controls, and the
   * section places it inside the item's own element (so a list's children stay `li`); in view mode,
   * and in edit mode outside the section in use, it is `null`.
   */
  render: (item: T, index: number, controls: ReactNode) => ReactNode;
  /** What an added item is, for the add control's accessible name ("Add plan"). */
  itemLabel: string;
  /** Inside a `ul`/`ol`, the add control comes in an `li`; elsewhere it is a bare button. */
  addAs?: "li" | undefined;
};

export type ImageEditorProps = {
  /** The path of the image's address field (e.g. `["posts", 0, "imageUrl"]`). */
  field: FieldPath;
  /** What the image is, for the control's name ("Post image"). */
  label: string;
  /** In the line of what it sits beside (an empty logo's name), not on an image's corner. */
  isInline?: boolean | undefined;
};

export type LinkEditorProps = {
  /** The path of the address field (e.g. `["buttons", 0, "buttonUrl"]`). */
  field: FieldPath;
  value: string;
  /** What the link is, for the control's name ("Book now", "facebook"). */
  label: string;
};

/** A link's address field with the site's pages to pick from, which the editor may supply. */
export type LinkPickerProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Where the address leads, in words. */
  description?: string | undefined;
  /** Why the address cannot be saved. */
  error?: string | undefined;
  autoFocus?: boolean | undefined;
};

export type EnumEditorProps = {
  /** The path of a field of a few options (an alignment, a button's kind): core lists them. */
  field: FieldPath;
  value: string;
  /** What the field belongs to, when its own label does not say ("Book now"). */
  of?: string | undefined;
};

export type LogoResizerProps = {
  field: FieldPath;
  width: number;
  bounds: { min: number; max: number };
  children: ReactNode;
};

/**
 * The edit-mode primitives. The editor passes an implementation through the render-mode context;
 * sections only ever see this contract, so published bundles hold no editing code.
 */
export type EditKit = {
  InlineText: ComponentType<InlineTextProps>;
  ItemList: <T>(props: ItemListProps<T>) => ReactNode;
  LogoResizer: ComponentType<LogoResizerProps>;
  LinkEditor: ComponentType<LinkEditorProps>;
  /** The address field of `LinkEditor`: the editor's picker of pages and sections, if given. */
  LinkPicker?: ComponentType<LinkPickerProps> | undefined;
  ImageEditor: ComponentType<ImageEditorProps>;
  EnumEditor: ComponentType<EnumEditorProps>;
};
