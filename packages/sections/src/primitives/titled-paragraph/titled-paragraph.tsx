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
  classNames,
}: {
  title: string;
  paragraph: string;
  field: FieldPath;
  classNames: { title: string; paragraph: string };
}) {
  return (
    <>
      <InlineText
        as="subheading"
        value={title}
        field={[...field, "title"]}
        className={classNames.title}
      />
      <InlineText
        as="p"
        value={paragraph}
        field={[...field, "paragraph"]}
        className={classNames.paragraph}
      />
    </>
  );
}
