import styles from "./logo.module.css";

/**
 * How much of a colour's lightness turns into transparency in a white or black logo: dark parts
 * stay (nearly) opaque, white parts keep a quarter of their opacity, so a logo drawn on a filled
 * shape keeps its drawing as a knock-out and a light detail stays faintly visible.
 */
const KNOCKOUT = 0.75;
const LUMA = [0.2126, 0.7152, 0.0722] as const;

/**
 * The SVG filter of a white or black logo (spec §3 logoColor): every colour becomes the one ink,
 * its alpha the pixel's alpha less its lightness, in sRGB. `brightness(0)` alone would turn every
 * opaque pixel into the ink and a filled emblem into a blob.
 */
export function MonochromeFilter({ id, ink }: { id: string; ink: "white" | "black" }) {
  const channel = ink === "white" ? 1 : 0;
  const alpha = LUMA.map((weight) => -KNOCKOUT * weight).join(" ");
  const values = [
    `0 0 0 0 ${channel}`,
    `0 0 0 0 ${channel}`,
    `0 0 0 0 ${channel}`,
    `${alpha} 1 0`,
  ].join(" ");
  return (
    <svg className={styles.filterDefs} aria-hidden="true" focusable="false" width="0" height="0">
      <filter id={id} colorInterpolationFilters="sRGB">
        <feColorMatrix type="matrix" values={values} />
      </filter>
    </svg>
  );
}
