import { LIMITS } from "@ilha/core";
import styles from "./icon.module.css";
import { ICON_PATHS } from "./icon-paths.ts";

export type IconSize = keyof typeof LIMITS.sizes.iconRem;

/**
 * An icon of the set, decorative unless it has a `label`. A name the set lacks renders the
 * spec's red warning triangle.
 */
export function Icon({
  name,
  size = "medium",
  label,
  className,
}: {
  name: string;
  size?: IconSize;
  label?: string | undefined;
  className?: string | undefined;
}) {
  const path = ICON_PATHS[name];
  const rem = `${LIMITS.sizes.iconRem[size]}rem`;
  return (
    <svg
      className={`${styles.icon} ${path === undefined ? styles.missing : ""} ${className ?? ""}`}
      viewBox="0 0 24 24"
      width={rem}
      height={rem}
      role={label === undefined ? undefined : "img"}
      aria-label={label}
      aria-hidden={label === undefined ? true : undefined}
      focusable="false"
    >
      <path d={path ?? ICON_PATHS.warning} />
    </svg>
  );
}
