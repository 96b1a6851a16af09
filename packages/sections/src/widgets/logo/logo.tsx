import type { ImageSet } from "@ilha/core";
import { Image } from "../../primitives/image/image.tsx";
import { Link } from "../../primitives/link/link.tsx";
import { useRenderMode } from "../../render-mode.tsx";
import { useLabels } from "../../use-labels.ts";
import styles from "./logo.module.css";

export type LogoData = {
  logoSrc: string;
  logoDimensions?: ImageSet | undefined;
  logoWidth?: number | undefined;
  logoAlt: string;
  logoColor: "default" | "black" | "white";
};

/** The site's logo linking home; the site's name stands in when there is no logo image. */
export function Logo({ logo }: { logo: LogoData }) {
  const { siteName } = useRenderMode();
  const labels = useLabels();
  const width = logo.logoWidth ?? 150;
  return (
    <Link link="/" className={styles.logo} aria-label={`${siteName} — ${labels.home}`}>
      {logo.logoSrc === "" ? (
        <span className={styles.name}>{siteName}</span>
      ) : (
        <span className={styles.frame} style={{ width }} data-logo-color={logo.logoColor}>
          <Image
            src={logo.logoSrc}
            set={logo.logoDimensions}
            alt={logo.logoAlt || siteName}
            sizes={`${width}px`}
            isPriority
          />
        </span>
      )}
    </Link>
  );
}
