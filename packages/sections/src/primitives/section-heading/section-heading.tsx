import type { Alignment } from "@ilha/core";
import type { FieldPath } from "../../edit-kit-contract.ts";
import { useEditKit } from "../../render-mode.tsx";
import { InlineText } from "../inline-text/inline-text.tsx";
import { useHeadingLevel } from "./heading-level.tsx";
import styles from "./section-heading.module.css";

export type HeadingField = {
  value: string;
  field: FieldPath;
  max: number;
  alignment?: Alignment;
  isRequired?: boolean;
};

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
      <InlineText
        as={level ?? contextLevel}
        value={title.value}
        field={title.field}
        max={title.max}
        isRequired={title.isRequired}
        className={`${styles.title} ${styles[title.alignment ?? "center"]}`}
      />
      {paragraph !== undefined && (
        <InlineText
          as="p"
          value={paragraph.value}
          field={paragraph.field}
          max={paragraph.max}
          isRequired={paragraph.isRequired}
          className={`${styles.paragraph} ${styles[paragraph.alignment ?? "center"]}`}
        />
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
export function headingOf(
  data: HeadingData,
  limits: { title: number; paragraph: number },
): { title: HeadingField; paragraph: HeadingField } {
  return {
    title: {
      value: data.title,
      field: ["title"],
      max: limits.title,
      alignment: data.titleAlignment,
    },
    paragraph: {
      value: data.paragraph,
      field: ["paragraph"],
      max: limits.paragraph,
      alignment: data.paragraphAlignment,
    },
  };
}
