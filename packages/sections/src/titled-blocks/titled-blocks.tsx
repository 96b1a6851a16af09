import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { SectionHeading } from "../primitives/section-heading/section-heading.tsx";
import { useEditKit } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import { isTitledBlockEmpty, TitledBlockList } from "./titled-block-list.tsx";
import styles from "./titled-blocks.module.css";

function isBlank(text: string): boolean {
  return text.trim() === "";
}

/**
 * Titled blocks (spec §3): a title and a highlighted intro beside 1 to 15 blocks with lists.
 * Orientation RIGHT puts the intro on the right.
 */
export function TitledBlocks({ component }: SectionProps<"titled-blocks">) {
  const { data } = component;
  const isEditing = useEditKit() !== undefined;
  const hasAside = !isBlank(data.additionalBlockTitle) || !isBlank(data.additionalBlockParagraph);
  const hasIntro = isEditing || hasAside || !isBlank(data.title);
  const hasBlocks = isEditing || !data.blocks.every(isTitledBlockEmpty);
  if (!hasIntro && !hasBlocks) return null;
  return (
    <SectionFrame component={component} label={data.title} className={styles.section}>
      <div
        className={`ilha-container ${styles.layout} ${hasIntro && hasBlocks ? styles.split : ""}`}
      >
        {hasIntro && (
          <div className={styles.intro}>
            <SectionHeading
              title={{
                value: data.title,
                field: ["title"],
                alignment: data.titleAlignment,
                alignmentField: ["titleAlignment"],
              }}
            />
            {(isEditing || hasAside) && (
              <div className={styles.aside}>
                <InlineText
                  as="subheading"
                  value={data.additionalBlockTitle}
                  field={["additionalBlockTitle"]}
                  className={styles.asideTitle}
                />
                <InlineText
                  as="p"
                  value={data.additionalBlockParagraph}
                  field={["additionalBlockParagraph"]}
                  className={styles.asideParagraph}
                />
              </div>
            )}
          </div>
        )}
        <TitledBlockList blocks={data.blocks} field={["blocks"]} className={styles.blocks} />
      </div>
    </SectionFrame>
  );
}
