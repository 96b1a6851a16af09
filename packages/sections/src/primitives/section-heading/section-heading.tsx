import type { Alignment } from "@ilha/core";
import type { FieldPath } from "../../edit-kit-contract.ts";
import { AlignmentChoice } from "../../primitives/alignment-choice/alignment-choice.tsx";
import { useEditKit } from "../../render-mode.tsx";
import { InlineText } from "../inline-text/inline-text.tsx";
import { useHeadingLevel } from "./heading-level.tsx";
import styles from "./section-heading.module.css";

export type HeadingField = {
  value: string;
  field: FieldPath;
  alignment?: Alignment;
  /** The alignment's own field: in edit mode it is chosen beside the text. */
  alignmentField?: FieldPath;
};

/** In edit mode, the alignment of a heading's text, chosen beside it. */
function HeadingAlignment({ heading }: { heading: HeadingField }) {
  if (heading.alignmentField === undefined) return null;
  return <AlignmentChoice field={heading.alignmentField} value={heading.alignment ?? "center"} />;
}

/** A section's title (h2) and paragraph; renders nothing in view mode when both are empty. */
export function SectionHeading({
  title,
  paragraph,
  level,
}: {
  title: HeadingField;
  paragraph?: HeadingField | undefined;
  level?: "h1" | "h2";
}) {
  const kit = useEditKit();
  const contextLevel = useHeadingLevel();
  const isEmpty = title.value.trim() === "" && (paragraph?.value.trim() ?? "") === "";
  if (kit === undefined && isEmpty) return null;
  return (
    <div className={styles.heading}>
      <HeadingAlignment heading={title} />
      <InlineText
        as={level ?? contextLevel}
        value={title.value}
        field={title.field}
        className={`${styles.title} ${styles[title.alignment ?? "center"]}`}
      />
      {paragraph !== undefined && (
        <>
          <HeadingAlignment heading={paragraph} />
          <InlineText
            as="p"
            value={paragraph.value}
            field={paragraph.field}
            className={`${styles.paragraph} ${styles[paragraph.alignment ?? "center"]}`}
          />
        </>
      )}
    </div>
  );
}

type HeadingData = {
  title: string;
  paragraph: string;
  titleAlignment: Alignment;
  paragraphAlignment: Alignment;
};

/** The heading of a section whose data has `title` and `paragraph` with their alignments. */
export function headingOf(data: HeadingData): { title: HeadingField; paragraph: HeadingField } {
  return {
    title: {
      value: data.title,
      field: ["title"],
      alignment: data.titleAlignment,
      alignmentField: ["titleAlignment"],
    },
    paragraph: {
      value: data.paragraph,
      field: ["paragraph"],
      alignment: data.paragraphAlignment,
      alignmentField: ["paragraphAlignment"],
    },
  };
}
