import { contactHref, type FeaturesData } from "@ilha/core";
import type { ReactNode } from "react";
import type { FieldPath } from "../edit-kit-contract.ts";
import { AlignmentChoice } from "../primitives/alignment-choice/alignment-choice.tsx";
import { Icon } from "../primitives/icon/icon.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { Link } from "../primitives/link/link.tsx";
import styles from "./features.module.css";

type IconBlock = FeaturesData["blocks"][number];

const isBlank = (text: string) => text.trim() === "";

const EMPTY_BLOCK: IconBlock = {
  iconName: "star",
  title: "",
  paragraph1: "",
  paragraph2: "",
  titleAlignment: "center",
  paragraphAlignment: "center",
};

export function isEmptyBlock(block: IconBlock): boolean {
  return [block.title, block.paragraph1, block.paragraph2].every(isBlank);
}

/** Spec §5: a block line that looks like an e-mail or a phone number is a mailto:/tel: link. */
function BlockLine({
  value,
  field,
  isEditing,
}: {
  value: string;
  field: FieldPath;
  isEditing: boolean;
}) {
  if (!isEditing && isBlank(value)) return null;
  const href = isEditing ? undefined : contactHref(value);
  const text = <InlineText as="span" value={value} field={field} />;
  return (
    <p className={styles.line}>{href === undefined ? text : <Link link={href}>{text}</Link>}</p>
  );
}

function Block({
  block,
  index,
  isEditing,
  controls,
}: {
  block: IconBlock;
  index: number;
  isEditing: boolean;
  controls: ReactNode;
}) {
  const field = ["blocks", index];
  return (
    <li className={`${styles.block} ${styles[block.paragraphAlignment]}`}>
      {controls}
      {!isBlank(block.iconName) && (
        <span className={styles.iconBadge}>
          <Icon name={block.iconName} size="large" />
        </span>
      )}
      <AlignmentChoice field={[...field, "titleAlignment"]} value={block.titleAlignment} />
      <AlignmentChoice field={[...field, "paragraphAlignment"]} value={block.paragraphAlignment} />
      <InlineText
        as="subheading"
        value={block.title}
        field={[...field, "title"]}
        className={`${styles.blockTitle} ${styles[block.titleAlignment]}`}
      />
      <BlockLine value={block.paragraph1} field={[...field, "paragraph1"]} isEditing={isEditing} />
      <BlockLine value={block.paragraph2} field={[...field, "paragraph2"]} isEditing={isEditing} />
    </li>
  );
}

/** The icon blocks (at most 6): an icon, a title (h3) and two lines each. */
export function IconBlocks({
  blocks,
  isEditing,
}: {
  blocks: readonly IconBlock[];
  isEditing: boolean;
}) {
  return (
    <ul className={styles.blocks}>
      <ItemList
        field={["blocks"]}
        items={blocks}
        makeItem={() => ({ ...EMPTY_BLOCK })}
        itemLabel="feature block"
        addAs="li"
        render={(block, index, controls) =>
          !isEditing && isEmptyBlock(block) ? null : (
            <Block block={block} index={index} isEditing={isEditing} controls={controls} />
          )
        }
      />
    </ul>
  );
}
