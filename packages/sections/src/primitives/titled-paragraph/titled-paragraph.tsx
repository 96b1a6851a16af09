import { requiredTogether } from "@ilha/core";
import type { FieldPath } from "../../edit-kit-contract.ts";
import { InlineText } from "../inline-text/inline-text.tsx";

/**
 * A block's title (a subheading) and paragraph, each required while the other is empty
 * (spec §5 blocks rule).
 */
export function TitledParagraph({
  title,
  paragraph,
  field,
  max,
  classNames,
}: {
  title: string;
  paragraph: string;
  field: FieldPath;
  max: { title: number; paragraph: number };
  classNames: { title: string; paragraph: string };
}) {
  const rule = requiredTogether(title, paragraph);
  return (
    <>
      <InlineText
        as="subheading"
        value={title}
        field={[...field, "title"]}
        max={max.title}
        isRequired={rule.isFirstRequired}
        className={classNames.title}
      />
      <InlineText
        as="p"
        value={paragraph}
        field={[...field, "paragraph"]}
        max={max.paragraph}
        isRequired={rule.isSecondRequired}
        className={classNames.paragraph}
      />
    </>
  );
}
