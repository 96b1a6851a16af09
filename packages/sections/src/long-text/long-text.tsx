import type { LongTextData } from "@ilha/core";
import type { ReactNode } from "react";
import { AlignmentChoice } from "../primitives/alignment-choice/alignment-choice.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { SectionHeading } from "../primitives/section-heading/section-heading.tsx";
import { TitledParagraph } from "../primitives/titled-paragraph/titled-paragraph.tsx";
import { useEditKit } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import styles from "./long-text.module.css";

type Block = LongTextData["content"][number];

function isBlank(text: string): boolean {
  return text.trim() === "";
}

function isBlockEmpty(block: Block): boolean {
  return isBlank(block.title) && isBlank(block.paragraph);
}

function TextBlock({
  block,
  index,
  controls,
}: {
  block: Block;
  index: number;
  controls: ReactNode;
}) {
  const isEditing = useEditKit() !== undefined;
  if (!isEditing && isBlockEmpty(block)) return null;
  return (
    <div className={styles.block}>
      {controls}
      <AlignmentChoice field={["content", index, "titleAlignment"]} value={block.titleAlignment} />
      <AlignmentChoice
        field={["content", index, "paragraphAlignment"]}
        value={block.paragraphAlignment}
      />
      <TitledParagraph
        title={block.title}
        paragraph={block.paragraph}
        field={["content", index]}
        classNames={{
          title: `${styles.blockTitle} ${styles[block.titleAlignment]}`,
          paragraph: `${styles.paragraph} ${styles[block.paragraphAlignment]}`,
        }}
      />
    </div>
  );
}

/** A text section (spec §3): a title, a subtitle and 1 to 15 titled paragraphs in a reading column. */
export function LongText({ component }: SectionProps<"long-text">) {
  const { data } = component;
  const isEditing = useEditKit() !== undefined;
  const hasBlocks = data.content.some((block) => !isBlockEmpty(block));
  if (!isEditing && isBlank(data.title) && isBlank(data.subtitle) && !hasBlocks) return null;
  return (
    <SectionFrame component={component} label={data.title} className={styles.section}>
      <div className="ilha-container">
        <div className={styles.column}>
          <SectionHeading
            title={{
              value: data.title,
              field: ["title"],
              alignment: data.titleAlignment,
              alignmentField: ["titleAlignment"],
            }}
            paragraph={{
              value: data.subtitle,
              field: ["subtitle"],
              alignment: data.subtitleAlignment,
              alignmentField: ["subtitleAlignment"],
            }}
          />
          {(isEditing || hasBlocks) && (
            <div className={styles.blocks}>
              <ItemList
                field={["content"]}
                items={data.content}
                makeItem={newBlock}
                itemLabel="text block"
                render={(block, index, controls) => (
                  <TextBlock block={block} index={index} controls={controls} />
                )}
              />
            </div>
          )}
        </div>
      </div>
    </SectionFrame>
  );
}

function newBlock(): Block {
  return { title: "", paragraph: "", titleAlignment: "left", paragraphAlignment: "left" };
}
