import { type Image as ImageData, LIMITS } from "@ilha/core";
import { ButtonList } from "../primitives/button/button-list.tsx";
import { Image, imageVariants } from "../primitives/image/image.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { headingOf, SectionHeading } from "../primitives/section-heading/section-heading.tsx";
import { useEditKit } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import { useLabels } from "../use-labels.ts";
import styles from "./gallery.module.css";

const groupSize = LIMITS.counts.galleryGroupSize;

/** In each group of 4 the first image is the large tile and the last a wide one (see the CSS). */
const SIZES = {
  large: "(min-width: 1180px) 560px, (min-width: 768px) 48vw, 46vw",
  small: "(min-width: 1180px) 280px, (min-width: 768px) 24vw, 46vw",
} as const;

const isBlank = (text: string) => text.trim() === "";

function hasImage(image: ImageData): boolean {
  return !isBlank(image.imgUrl) || imageVariants(image.imgDimensions).length > 0;
}

function sizesAt(index: number): string {
  const position = index % groupSize;
  return position === 0 || position === groupSize - 1 ? SIZES.large : SIZES.small;
}

const EMPTY_IMAGE: ImageData = { imgUrl: "", alt: "" };

/** An intro and images in groups of 4: a 2×2 grid on phones, a mosaic from 768 px; then 0–2 buttons. */
export function Gallery({ component, isFirst }: SectionProps<"gallery">) {
  const isEditing = useEditKit() !== undefined;
  const labels = useLabels();
  const { data } = component;
  const images = isEditing ? data.images : data.images.filter(hasImage);
  const buttons = data.buttons.filter((button) => !isBlank(button.buttonText));
  const hasIntro = !isBlank(data.title) || !isBlank(data.paragraph);
  if (!isEditing && !hasIntro && images.length === 0 && buttons.length === 0) return null;
  return (
    <SectionFrame component={component} label={data.title} className={styles.gallery}>
      <div className="ilha-container">
        <SectionHeading {...headingOf(data)} />
        {(isEditing || images.length > 0) && (
          <ul className={styles.grid} aria-label={labels.gallery}>
            <ItemList
              field={["images"]}
              items={data.images}
              makeItem={() => ({ ...EMPTY_IMAGE })}
              itemLabel="image"
              addAs="li"
              render={(image, index, controls) =>
                !isEditing && !hasImage(image) ? null : (
                  <li className={styles.cell}>
                    <figure className={styles.figure}>
                      <Image
                        src={image.imgUrl}
                        set={image.imgDimensions}
                        crop={image.imgCropParams}
                        field={["images", index, "imgUrl"]}
                        editLabel={`Gallery image ${index + 1}`}
                        alt={image.alt}
                        sizes={sizesAt(index)}
                        isPriority={isFirst && index < groupSize}
                        className={styles.image}
                      />
                    </figure>
                    {controls}
                  </li>
                )
              }
            />
          </ul>
        )}
        {(isEditing || buttons.length > 0) && (
          <div className={styles.actions}>
            <ButtonList buttons={data.buttons} field={["buttons"]} />
          </div>
        )}
      </div>
    </SectionFrame>
  );
}
