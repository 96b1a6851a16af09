import {
  assetUrl,
  type CropParams,
  cropLayout,
  type ImageSet,
  type ImageVariant,
  UI_TEXT,
} from "@ilha/core";
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import type { FieldPath } from "../../edit-kit-contract.ts";
import { useRenderMode } from "../../render-mode.tsx";
import { Icon } from "../icon/icon.tsx";
import styles from "./image.module.css";

export type ImageProps = {
  src: string;
  set?: ImageSet | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes: string;
  className?: string | undefined;
  /** Above the fold: loaded eagerly at high priority, without the fade-in. */
  isPriority?: boolean | undefined;
  /** Told once when the image fails to load. */
  onFailed?: (() => void) | undefined;
  /** Shown instead of the failure view when the image fails (e.g. a blank background). */
  whenFailed?: ReactNode;
  /** The owner's crop (spec §3): the image shows framed as they framed it. */
  crop?: CropParams | undefined;
  /** The image's address field: in edit mode the kit's replace control sits on the image. */
  field?: FieldPath | undefined;
  /** What the image is, for the replace control's name. */
  editLabel?: string | undefined;
};

/** Where a cropped image sits in its frame: offsets and width in % of the frame's width. */
export function cropStyle(crop: CropParams | undefined): CSSProperties | undefined {
  const layout = cropLayout(crop);
  if (layout === undefined) return undefined;
  return {
    width: `${layout.widthPercent}%`,
    left: `${layout.leftPercent}%`,
    marginTop: `${layout.topPercent}%`,
    ...(layout.transform === undefined ? {} : { transform: layout.transform }),
  };
}

const ORDER = ["small", "medium", "large", "xlarge"] as const;

export function imageVariants(set: ImageSet | undefined): ImageVariant[] {
  return ORDER.flatMap((size) => (set?.[size] === undefined ? [] : [set[size]]));
}

/** The failure view: a failed image or one with no sizes. */
export function FailedImage({ className }: { className?: string | undefined }) {
  return (
    <span
      className={`${styles.failed} ${className ?? ""}`}
      role="img"
      aria-label={UI_TEXT.failedImageAlt}
    >
      <Icon name="attention" size="large" />
    </span>
  );
}

/** In edit mode, the place of an image not chosen yet: the failure view's ground, an image icon. */
function EmptyImage({ className }: { className?: string | undefined }) {
  return (
    <span
      className={`${styles.failed} ${styles.empty} ${className ?? ""}`}
      role="img"
      aria-label={UI_TEXT.emptyImageAlt}
    >
      <Icon name="image" size="large" />
    </span>
  );
}

/**
 * A responsive image: `srcset` from its image set, width and height from it (no layout shift),
 * lazy unless it is a priority image, fading in over 1.5 s after 0.1 s. With a crop, a frame
 * takes the image's place (and `className`) and shows the part of the image the owner framed.
 */
export function Image(props: ImageProps) {
  const { editKit } = useRenderMode();
  if (editKit === undefined || props.field === undefined) return <ShownImage {...props} />;
  const shown =
    props.src === "" ? <EmptyImage className={props.className} /> : <ShownImage {...props} />;
  return (
    <>
      {shown}
      <editKit.ImageEditor field={props.field} label={props.editLabel ?? "Image"} />
    </>
  );
}

function ShownImage({
  src,
  set,
  alt,
  sizes,
  className,
  isPriority = false,
  onFailed,
  whenFailed,
  crop,
}: ImageProps) {
  const { siteBase } = useRenderMode();
  const [isFailed, setIsFailed] = useState(false);
  const failedListener = useRef(onFailed);
  failedListener.current = onFailed;
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete === true && image.naturalWidth === 0) {
      setIsFailed(true);
      failedListener.current?.();
    }
  }, []);
  const variants = imageVariants(set);
  const url = (value: string) => assetUrl({ url: value, assetBase: siteBase });
  const fallback = variants.find((variant) => variant.width >= 768) ?? variants.at(-1);
  const source = url(fallback?.url ?? src);
  if (isFailed || variants.length === 0 || source === undefined) {
    return whenFailed ?? <FailedImage className={className} />;
  }
  const srcSet = variants.flatMap((variant) => {
    const address = url(variant.url);
    return address === undefined ? [] : [`${address} ${variant.width}w`];
  });
  const framed = cropStyle(crop);
  const image = (
    <img
      ref={ref}
      className={
        framed === undefined
          ? `${styles.image} ${isPriority ? "" : styles.fade} ${className ?? ""}`
          : `${styles.cropped} ${isPriority ? "" : styles.fade}`
      }
      style={framed}
      src={source}
      srcSet={srcSet.join(", ")}
      sizes={sizes}
      width={fallback?.width}
      height={fallback?.height}
      alt={alt}
      loading={isPriority ? "eager" : "lazy"}
      decoding={isPriority ? "sync" : "async"}
      fetchPriority={isPriority ? "high" : undefined}
      onError={() => {
        setIsFailed(true);
        onFailed?.();
      }}
    />
  );
  if (framed === undefined) return image;
  return (
    <span className={`${styles.cropFrame} ${className ?? ""}`} data-cropped="">
      {image}
    </span>
  );
}
