import type { Image as ImageData } from "@ilha/core";
import { AlignmentChoice } from "../primitives/alignment-choice/alignment-choice.tsx";
import { ButtonList } from "../primitives/button/button-list.tsx";
import { Image, imageVariants } from "../primitives/image/image.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { useHeadingLevel } from "../primitives/section-heading/heading-level.tsx";
import { useEditKit } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import styles from "./cta.module.css";

const IMAGE_SIZES = "(min-width: 1024px) 220px, (min-width: 480px) 30vw, 45vw";

const isBlank = (text: string) => text.trim() === "";

function hasImage(image: ImageData): boolean {
  return !isBlank(image.imgUrl) || imageVariants(image.imgDimensions).length > 0;
}

/** A call-to-action band: title, paragraph, up to two buttons and an optional strip of images. */
export function Cta({ component, isFirst }: SectionProps<"cta">) {
  const isEditing = useEditKit() !== undefined;
  const headingLevel = useHeadingLevel();
  const { data } = component;
  const buttons = data.buttons.filter((button) => !isBlank(button.buttonText));
  const images = isEditing ? data.images : data.images.filter(hasImage);
  const hasText = !isBlank(data.title) || !isBlank(data.paragraph);
  if (!isEditing && !hasText && buttons.length === 0 && images.length === 0) return null;
  const isInline = data.titleAlignment === "left" && images.length === 0;
  return (
    <SectionFrame component={component} label={data.title} className={styles.cta}>
      <div className="ilha-container">
        <div className={`${styles.panel} ${isInline ? styles.inline : ""}`}>
          {(isEditing || hasText) && (
            <div className={styles.text}>
              <AlignmentChoice field={["titleAlignment"]} value={data.titleAlignment} />
              <InlineText
                as={headingLevel}
                value={data.title}
                field={["title"]}
                className={`${styles.title} ${styles[data.titleAlignment]}`}
              />
              <AlignmentChoice field={["paragraphAlignment"]} value={data.paragraphAlignment} />
              <InlineText
                as="p"
                value={data.paragraph}
                field={["paragraph"]}
                className={`${styles.paragraph} ${styles[data.paragraphAlignment]}`}
              />
            </div>
          )}
          {(isEditing || buttons.length > 0) && (
            <div className={`${styles.actions} ${styles[data.titleAlignment]}`}>
              <ButtonList buttons={data.buttons} field={["buttons"]} />
            </div>
          )}
          {(isEditing || images.length > 0) && (
            <ul className={styles.images}>
              <ItemList
                field={["images"]}
                items={data.images}
                makeItem={(): ImageData => ({ imgUrl: "", alt: "" })}
                itemLabel="image"
                addAs="li"
                render={(image, index, controls) =>
                  !isEditing && !hasImage(image) ? null : (
                    <li className={styles.imageItem}>
                      <Image
                        src={image.imgUrl}
                        set={image.imgDimensions}
                        crop={image.imgCropParams}
                        field={["images", index, "imgUrl"]}
                        editLabel={`Image ${index + 1}`}
                        alt={image.alt}
                        sizes={IMAGE_SIZES}
                        isPriority={isFirst && index === 0}
                        className={styles.image}
                      />
                      {controls}
                    </li>
                  )
                }
              />
            </ul>
          )}
        </div>
      </div>
    </SectionFrame>
  );
}
