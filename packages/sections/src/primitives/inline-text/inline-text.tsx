import { Fragment } from "react";
import type { InlineTextProps } from "../../edit-kit-contract.ts";
import { useEditKit } from "../../render-mode.tsx";
import { useTextElement } from "../section-heading/heading-level.tsx";

/** Text with its line breaks, as React elements (never as HTML). */
export function TextLines({ text }: { text: string }) {
  const lines = text.split("\n");
  return lines.map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their order.
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/**
 * Every text of a section. In view mode an empty text renders nothing; in edit mode the editor's
 * kit renders it editable with the field's limit and required rule.
 */
export function InlineText(props: InlineTextProps) {
  const kit = useEditKit();
  const Tag = useTextElement(props.as);
  if (kit !== undefined) return <kit.InlineText {...props} as={Tag} />;
  if (props.value.trim() === "") return null;
  return (
    <Tag className={props.className}>
      <TextLines text={props.value} />
    </Tag>
  );
}
