import { type ImageSet, LIMITS, logoWidth, logoWidthBounds } from "@ilha/core";
import { useEffect, useState } from "react";
import { Image } from "../../primitives/image/image.tsx";
import { Link } from "../../primitives/link/link.tsx";
import { useEditKit, useRenderMode } from "../../render-mode.tsx";
import { useLabels } from "../../use-labels.ts";
import styles from "./logo.module.css";

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
 * The site's logo linking home; the site's name stands in when there is no logo image. A failed
 * logo image shrinks to 50 px (spec §5); in edit mode a drag handle resizes it on desktop.
 */
export function Logo({ logo }: { logo: LogoData }) {
  const { siteName } = useRenderMode();
  const kit = useEditKit();
  const labels = useLabels();
  const screenWidth = useScreenWidth();
  const [isFailed, setIsFailed] = useState(false);
  const dimensions = logo.logoDimensions?.medium ?? logo.logoDimensions?.small;
  const width = isFailed ? LIMITS.logo.failedWidth : (logo.logoWidth ?? DEFAULT_WIDTH);
  const image = (
    <Image
      src={logo.logoSrc}
      set={logo.logoDimensions}
      alt={logo.logoAlt || siteName}
      sizes={`${width}px`}
      isPriority
      onFailed={() => setIsFailed(true)}
    />
  );
  return (
    <Link link="/" className={styles.logo} aria-label={`${siteName} — ${labels.home}`}>
      {logo.logoSrc === "" ? (
        <span className={styles.name}>{siteName}</span>
      ) : kit !== undefined && !isFailed ? (
        <span className={styles.frame} data-logo-color={logo.logoColor}>
          <kit.LogoResizer
            field={["logoWidth"]}
            width={logoWidth({ width, screenWidth, dimensions })}
            bounds={logoWidthBounds({ screenWidth, dimensions })}
          >
            {image}
          </kit.LogoResizer>
        </span>
      ) : (
        <span
          className={styles.frame}
          style={{ width }}
          data-logo-color={logo.logoColor}
          data-failed={isFailed || undefined}
        >
          {image}
        </span>
      )}
    </Link>
  );
}
