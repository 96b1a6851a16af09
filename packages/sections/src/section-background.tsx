import { type Component, type ImageSet, SECTION_CATALOGUE, type SectionType } from "@ilha/core";
import { Image } from "./primitives/image/image.tsx";
import { useEditKit } from "./render-mode.tsx";
import styles from "./section-frame.module.css";

type BackgroundFields = {
  backgroundImgUrl?: string;
  backgroundImgDimensions?: ImageSet;
  bgOverlayTransparency?: number;
};

/** A veil of the colour mode's background over the image keeps the section's text readable. */
const DEFAULT_VEIL = 0.85;

/** Whether the section's frame draws its background: a kind with one, but the hero (its own). */
export function isFrameBackground(type: SectionType): boolean {
  return type !== "hero-header" && SECTION_CATALOGUE[type].hasBackground;
}

/** The background image of a section, when its data has one (the hero draws its own). */
export function backgroundOf(
  component: Pick<Component, "type" | "data">,
): BackgroundFields | undefined {
  if (!isFrameBackground(component.type)) return undefined;
  const fields = component.data as BackgroundFields;
  return fields.backgroundImgUrl === undefined || fields.backgroundImgUrl === ""
    ? undefined
    : fields;
}

/**
 * A section's background: the image covering the section under a veil of the colour mode's
 * background (`bgOverlayTransparency`, 0.85 by default); a failed image leaves a white placeholder.
 */
export function SectionBackground({ background }: { background: BackgroundFields }) {
  return (
    <div className={styles.background} aria-hidden="true">
      <Image
        src={background.backgroundImgUrl ?? ""}
        set={background.backgroundImgDimensions}
        alt=""
        sizes="100vw"
        className={styles.backgroundImage}
        whenFailed={<span className={styles.blank} />}
      />
      <span
        className={styles.veil}
        style={{ opacity: background.bgOverlayTransparency ?? DEFAULT_VEIL }}
      />
    </div>
  );
}

/**
 * In edit mode, the kit's replace control of a background image (`backgroundImgUrl` of the
 * scope), at the bottom-right corner of the nearest positioned box (the section, or the hero).
 * It stays outside the background's `aria-hidden` layer, so it keeps its name and focus.
 */
export function BackgroundEditor({ label }: { label: string }) {
  const kit = useEditKit();
  if (kit === undefined) return null;
  return (
    <span className={styles.backgroundEditor}>
      <kit.ImageEditor field={["backgroundImgUrl"]} label={label} />
    </span>
  );
}
