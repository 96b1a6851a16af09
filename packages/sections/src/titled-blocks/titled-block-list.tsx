import type { TitledBlocksData } from "@ilha/core";
import type { ReactNode } from "react";
import type { FieldPath } from "../edit-kit-contract.ts";
import { AlignmentChoice } from "../primitives/alignment-choice/alignment-choice.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { TitledParagraph } from "../primitives/titled-paragraph/titled-paragraph.tsx";
import { useEditKit } from "../render-mode.tsx";
import styles from "./titled-block-list.module.css";

export type TitledBlock = TitledBlocksData["blocks"][number];

function isBlank(text: string): boolean {
  return text.trim() === "";
}

export function isTitledBlockEmpty(block: TitledBlock): boolean {
  return isBlank(block.title) && isBlank(block.paragraph) && block.list.every(isBlank);
}

function newBlock(): TitledBlock {
  return { title: "", paragraph: "", list: [], titleAlignment: "left", paragraphAlignment: "left" };
}

function BlockView({
  block,
  field,
  controls,
}: {
  block: TitledBlock;
  field: FieldPath;
  controls: ReactNode;
}) {
  const isEditing = useEditKit() !== undefined;
  if (!isEditing && isTitledBlockEmpty(block)) return null;
  const hasItems = !block.list.every(isBlank);
  return (
    <div className={styles.block}>
      {controls}
      <AlignmentChoice field={[...field, "titleAlignment"]} value={block.titleAlignment} />
      <AlignmentChoice field={[...field, "paragraphAlignment"]} value={block.paragraphAlignment} />
      <TitledParagraph
        title={block.title}
        paragraph={block.paragraph}
        field={field}
        classNames={{
          title: `${styles.title} ${styles[block.titleAlignment]}`,
          paragraph: `${styles.paragraph} ${styles[block.paragraphAlignment]}`,
        }}
      />
      {(isEditing || hasItems) && (
        <ul className={styles.list}>
          <ItemList
            field={[...field, "list"]}
            items={block.list}
            makeItem={() => ""}
            itemLabel="list item"
            addAs="li"
            render={(item, index, itemControls) =>
              !isEditing && isBlank(item) ? null : (
                <li className={styles.item}>
                  <InlineText as="span" value={item} field={[...field, "list", index]} />
                  {itemControls}
                </li>
              )
            }
          />
        </ul>
      )}
    </div>
  );
}

/**
 * Titled blocks with a paragraph and a bulleted list (spec §3), shared by the titled-blocks and
 * privacy-policy sections. Renders nothing in view mode when every block is empty.
 */
export function TitledBlockList({
  blocks,
  field,
  className,
}: {
  blocks: readonly TitledBlock[];
  field: FieldPath;
  className?: string | undefined;
}) {
  const isEditing = useEditKit() !== undefined;
  if (!isEditing && blocks.every(isTitledBlockEmpty)) return null;
  return (
    <div className={`${styles.blocks} ${className ?? ""}`}>
      <ItemList
        field={field}
        items={blocks}
        makeItem={newBlock}
        itemLabel="block"
        render={(block, index, controls) => (
          <BlockView block={block} field={[...field, index]} controls={controls} />
        )}
      />
    </div>
  );
}
