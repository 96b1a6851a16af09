import { Button } from "../primitives/button/button.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { SectionHeading } from "../primitives/section-heading/section-heading.tsx";
import { useEditKit } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import { FeatureRows, isEmptyCard } from "./feature-rows.tsx";
import styles from "./features.module.css";
import { IconBlocks, isEmptyBlock } from "./icon-blocks.tsx";

const isBlank = (text: string) => text.trim() === "";

/** Icon features and feature rows: headings, icon blocks, badge cards, a call-to-action line and a button. */
export function Features({ component, isFirst }: SectionProps<"features">) {
  const isEditing = useEditKit() !== undefined;
  const { data } = component;
  const hasBlocks = data.blocks.some((block) => !isEmptyBlock(block));
  const hasRows = data.features.some((row) => !row.every(isEmptyCard));
  const hasHeading = ![data.title, data.subTitle, data.paragraph].every(isBlank);
  const hasCta = !isBlank(data.ctaText) || !isBlank(data.buttonText);
  if (!isEditing && !hasHeading && !hasCta && !hasBlocks && !hasRows) return null;
  return (
    <SectionFrame component={component} label={data.title} className={styles.features}>
      <div className="ilha-container">
        <InlineText
          as="p"
          value={data.subTitle}
          field={["subTitle"]}
          className={`${styles.eyebrow} ${styles[data.titleAlignment]}`}
        />
        <SectionHeading
          title={{
            value: data.title,
            field: ["title"],
            alignment: data.titleAlignment,
            alignmentField: ["titleAlignment"],
          }}
          paragraph={{
            value: data.paragraph,
            field: ["paragraph"],
            alignment: data.paragraphAlignment,
            alignmentField: ["paragraphAlignment"],
          }}
        />
        {(isEditing || hasBlocks) && <IconBlocks blocks={data.blocks} isEditing={isEditing} />}
        {(isEditing || hasRows) && (
          <FeatureRows rows={data.features} isEditing={isEditing} isFirst={isFirst} />
        )}
        {(isEditing || hasCta) && (
          <div className={styles.cta}>
            <InlineText
              as="p"
              value={data.ctaText}
              field={["ctaText"]}
              className={styles.ctaText}
            />
            <Button
              button={{ buttonText: data.buttonText, buttonUrl: data.buttonUrl, type: "primary" }}
              field={[]}
            />
          </div>
        )}
      </div>
    </SectionFrame>
  );
}
