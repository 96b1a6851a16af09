import {
  type Dimensions,
  ERRORS,
  type ImageSet,
  LIMITS,
  logoWidth,
  logoWidthBounds,
} from "@ilha/core";
import { type CSSProperties, useEffect, useId, useState } from "react";
import { Image } from "../../primitives/image/image.tsx";
import { Link } from "../../primitives/link/link.tsx";
import { useEditKit, useRenderMode } from "../../render-mode.tsx";
import { useLabels } from "../../use-labels.ts";
import styles from "./logo.module.css";
import { MonochromeFilter } from "./monochrome-filter.tsx";

export type LogoData = {
  logoSrc: string;
  logoDimensions?: ImageSet | undefined;
  logoWidth?: number | undefined;
  logoAlt: string;
  logoColor: "default" | "black" | "white";
};

const DEFAULT_WIDTH = 150;
/** Server rendering assumes a wide screen; the edit-mode bounds follow the real one after mount. */
const SERVER_SCREEN_WIDTH = 1440;

/** The breakpoint classes of spec §5, in the order of core's `LIMITS.logo.byScreen`. */
const BREAKPOINTS = ["small", "medium", "large"] as const;

/**
 * The published logo's width and height cap for each breakpoint class, as custom properties the
 * stylesheet's media queries (769 and 1025 px) pick from: no script is needed to clamp it.
 */
function logoFrameStyle({
  width,
  dimensions,
  isFailed,
}: {
  width: number;
  dimensions: Dimensions | undefined;
  isFailed: boolean;
}): Record<string, string> {
  return Object.fromEntries(
    LIMITS.logo.byScreen.flatMap(({ maxScreen, maxHeight }, index) => {
      const name = BREAKPOINTS[index] ?? "large";
      const clamped = logoWidth({ width, screenWidth: maxScreen, dimensions, isFailed });
      return [
        [`--logo-width-${name}`, `${clamped}px`],
        [`--logo-max-height-${name}`, `${maxHeight}px`],
      ];
    }),
  );
}

/** The image's `sizes`: the frame's width at each breakpoint class. */
function logoSizes(style: Record<string, string>): string {
  const [small, medium] = LIMITS.logo.byScreen;
  return [
    `(max-width: ${small?.maxScreen}px) ${style["--logo-width-small"]}`,
    `(max-width: ${medium?.maxScreen}px) ${style["--logo-width-medium"]}`,
    style["--logo-width-large"],
  ].join(", ");
}

function useScreenWidth(): number {
  const [width, setWidth] = useState(SERVER_SCREEN_WIDTH);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return width;
}

/**
 * The site's logo linking home; the site's name stands in when there is no logo image. Its width
 * keeps spec §5's bounds at every screen width, and a failed logo image shrinks to 50 px (and
 * logs spec §8's "Failed to fetch"); in edit mode a drag handle resizes it on desktop. A white or
 * black logo keeps its shape (see `MonochromeFilter`).
 */
export function Logo({ logo }: { logo: LogoData }) {
  const { siteName } = useRenderMode();
  const kit = useEditKit();
  const labels = useLabels();
  const screenWidth = useScreenWidth();
  const [isFailed, setIsFailed] = useState(false);
  const filterId = `ilha-logo-ink-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  const ink = logo.logoColor === "default" ? undefined : logo.logoColor;
  const inkStyle = ink === undefined ? {} : { "--logo-filter": `url("#${filterId}")` };
  const dimensions = logo.logoDimensions?.medium ?? logo.logoDimensions?.small;
  const width = logo.logoWidth ?? DEFAULT_WIDTH;
  const frameStyle = logoFrameStyle({ width, dimensions, isFailed });
  const image = (
    <Image
      src={logo.logoSrc}
      set={logo.logoDimensions}
      alt={logo.logoAlt || siteName}
      sizes={logoSizes(frameStyle)}
      isPriority
      onFailed={() => {
        console.error(ERRORS.failedToFetch.message);
        setIsFailed(true);
      }}
    />
  );
  const filter = ink === undefined ? null : <MonochromeFilter id={filterId} ink={ink} />;
  const label = `${siteName} — ${labels.home}`;
  if (kit !== undefined && logo.logoSrc !== "" && !isFailed) {
    // The resizer's handle sits beside the link, never inside it (no control within a control).
    return (
      <kit.LogoResizer
        field={["logoWidth"]}
        width={logoWidth({ width, screenWidth, dimensions })}
        bounds={logoWidthBounds({ screenWidth, dimensions })}
      >
        <Link link="/" className={`${styles.logo} ${styles.fill}`} aria-label={label}>
          <span
            className={`${styles.frame} ${styles.fill}`}
            style={inkStyle as CSSProperties}
            data-logo-color={logo.logoColor}
          >
            {filter}
            {image}
          </span>
        </Link>
        <kit.ImageEditor field={["logoSrc"]} label="Logo" />
      </kit.LogoResizer>
    );
  }
  const link = (
    <Link link="/" className={styles.logo} aria-label={label}>
      {logo.logoSrc === "" ? (
        <span className={styles.name}>{siteName}</span>
      ) : (
        <span
          className={styles.frame}
          style={{ ...frameStyle, ...inkStyle } as CSSProperties}
          data-logo-color={logo.logoColor}
          data-failed={isFailed || undefined}
        >
          {filter}
          {image}
        </span>
      )}
    </Link>
  );
  // An empty or failed logo keeps its control in edit mode, beside the link (never inside it).
  if (kit === undefined) return link;
  return (
    <span className={styles.withEditor}>
      {link}
      <kit.ImageEditor field={["logoSrc"]} label="Logo" isInline />
    </span>
  );
}
