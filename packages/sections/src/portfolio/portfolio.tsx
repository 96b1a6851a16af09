import { assetUrl } from "@ilha/core";
import { Image, imageVariants } from "../primitives/image/image.tsx";
import { SectionHeading } from "../primitives/section-heading/section-heading.tsx";
import { useEditKit, useRenderMode } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import styles from "./portfolio.module.css";

/** The image shows whole, at most about 960 px wide. */
const IMAGE_SIZES = "(min-width: 1040px) 960px, 92vw";

/**
 * A portfolio image section: title, description and one large image shown uncropped. In view
 * mode the image opens its largest rendition in a new tab; that is a site file, so its address
 * takes the site base and not the language's route.
 */
export function Portfolio({ component, isFirst }: SectionProps<"portfolio">) {
  const isEditing = useEditKit() !== undefined;
  const { siteBase } = useRenderMode();
  const { data } = component;
  const { image } = data;
  const variants = imageVariants(image.imgDimensions);
  const hasImage = image.imgUrl.trim() !== "" || variants.length > 0;
  const hasText = data.title.trim() !== "" || data.description.trim() !== "";
  if (!isEditing && !hasText && !hasImage) return null;
  const largest = image.imgDimensions?.xlarge?.url ?? variants.at(-1)?.url ?? image.imgUrl;
  const href = isEditing ? undefined : assetUrl({ url: largest, assetBase: siteBase });
  const picture = (
    <Image
      src={image.imgUrl}
      set={image.imgDimensions}
      crop={image.imgCropParams}
      field={["image", "imgUrl"]}
      editLabel="Portfolio image"
      alt={image.alt}
      sizes={IMAGE_SIZES}
      isPriority={isFirst}
      className={styles.image}
    />
  );
  return (
    <SectionFrame component={component} label={data.title} className={styles.portfolio}>
      <div className="ilha-container">
        <SectionHeading
          title={{
            value: data.title,
            field: ["title"],
            alignment: data.titleAlignment,
            alignmentField: ["titleAlignment"],
          }}
          paragraph={{
            value: data.description,
            field: ["description"],
            alignment: data.titleAlignment,
          }}
        />
        {(isEditing || hasImage) && (
          <figure className={`${styles.figure} ${href === undefined ? "" : styles.linked}`}>
            {href === undefined ? (
              picture
            ) : (
              <a className={styles.zoom} href={href} target="_blank" rel="noopener noreferrer">
                {picture}
              </a>
            )}
          </figure>
        )}
      </div>
    </SectionFrame>
  );
}
