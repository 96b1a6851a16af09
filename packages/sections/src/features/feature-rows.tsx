import type { FeaturesData } from "@ilha/core";
import type { ReactNode } from "react";
import type { FieldPath } from "../edit-kit-contract.ts";
import hover from "../primitives/card/card-hover.module.css";
import { Image, imageVariants } from "../primitives/image/image.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { WithControls } from "../primitives/item-list/with-controls.tsx";
import styles from "./features.module.css";

type FeatureRow = FeaturesData["features"][number];
type FeatureCard = FeatureRow[number];

const CARD_SIZES =
  "(min-width: 1180px) 360px, (min-width: 1024px) 30vw, (min-width: 768px) 46vw, 92vw";

const isBlank = (text: string) => text.trim() === "";

const EMPTY_CARD: FeatureCard = { imgUrl: "", alt: "", badgeText: "", paragraph: "" };

function hasImage(card: FeatureCard): boolean {
  return !isBlank(card.imgUrl) || imageVariants(card.imgDimensions).length > 0;
}

export function isEmptyCard(card: FeatureCard): boolean {
  return isBlank(card.badgeText) && isBlank(card.paragraph) && !hasImage(card);
}

type CardProps = {
  card: FeatureCard;
  field: FieldPath;
  isEditing: boolean;
  isPriority: boolean;
  controls: ReactNode;
};

/** A badge card: its image with the badge as a pill on it, then its text. */
function Card({ card, field, isEditing, isPriority, controls }: CardProps) {
  const showImage = isEditing || hasImage(card);
  return (
    <li className={`${styles.card} ${hover.lift}`}>
      {controls}
      <div className={showImage ? styles.media : styles.bare}>
        {showImage && (
          <Image
            src={card.imgUrl}
            set={card.imgDimensions}
            crop={card.imgCropParams}
            field={[...field, "imgUrl"]}
            editLabel="Card image"
            alt={card.alt}
            sizes={CARD_SIZES}
            isPriority={isPriority}
            className={`${styles.image} ${hover.zoom}`}
          />
        )}
        <InlineText
          as="p"
          value={card.badgeText}
          field={[...field, "badgeText"]}
          className={styles.badge}
        />
      </div>
      <InlineText
        as="p"
        value={card.paragraph}
        field={[...field, "paragraph"]}
        className={styles.cardText}
      />
    </li>
  );
}

type RowProps = { row: FeatureRow; rowIndex: number; isEditing: boolean; isPriority: boolean };

function Row({ row, rowIndex, isEditing, isPriority }: RowProps) {
  const count = isEditing ? row.length : row.filter((card) => !isEmptyCard(card)).length;
  return (
    <ul className={`${styles.cards} ${count >= 3 ? styles.three : ""}`}>
      <ItemList
        field={["features", rowIndex]}
        items={row}
        makeItem={() => ({ ...EMPTY_CARD })}
        itemLabel="feature card"
        addAs="li"
        render={(card, index, controls) =>
          !isEditing && isEmptyCard(card) ? null : (
            <Card
              card={card}
              field={["features", rowIndex, index]}
              isEditing={isEditing}
              isPriority={isPriority}
              controls={controls}
            />
          )
        }
      />
    </ul>
  );
}

/** The feature rows (at most 2), each a responsive grid of badge cards. */
export function FeatureRows({
  rows,
  isEditing,
  isFirst,
}: {
  rows: readonly FeatureRow[];
  isEditing: boolean;
  isFirst: boolean;
}) {
  return (
    <div className={styles.rows}>
      <ItemList
        field={["features"]}
        items={rows}
        makeItem={() => [{ ...EMPTY_CARD }]}
        itemLabel="feature row"
        render={(row, rowIndex, controls) =>
          !isEditing && row.every(isEmptyCard) ? null : (
            <WithControls controls={controls} as="div">
              <Row
                row={row}
                rowIndex={rowIndex}
                isEditing={isEditing}
                isPriority={isFirst && rowIndex === 0}
              />
            </WithControls>
          )
        }
      />
    </div>
  );
}
