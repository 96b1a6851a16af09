import { LIMITS } from "@ilha/core";
import { useEffect, useState } from "react";
import styles from "./icon.module.css";
import { ICON_PATHS } from "./icon-paths.ts";

export type IconSize = keyof typeof LIMITS.sizes.iconRem;

/**
 * Spec §7's global `ICONS` object: icons a page may register after load (path data by name),
 * beside the set bundled with the sections.
 */
function registeredIcon(name: string): string | undefined {
  const icons: unknown = (globalThis as { ICONS?: unknown }).ICONS;
  if (typeof icons !== "object" || icons === null || !Object.hasOwn(icons, name)) return undefined;
  const path: unknown = (icons as Record<string, unknown>)[name];
  return typeof path === "string" ? path : undefined;
}

/**
 * Where a name the bundled set lacks stands: `pending` as rendered (hidden; without scripts the
 * stylesheet reveals the triangle after the recheck delay), `checking` once hydrated (hidden
 * until the recheck), then `missing` (the triangle stays) or the registered icon's path.
 */
type Lookup = { state: "pending" | "checking" | "missing" } | { state: "found"; path: string };

/** A name the bundled set lacks, looked up again after `LIMITS.timing.iconsRecheckMs` (spec §7). */
function useLateIcon(name: string, isBundled: boolean): Lookup {
  const [lookup, setLookup] = useState<Lookup>({ state: "pending" });
  useEffect(() => {
    if (isBundled) return;
    setLookup({ state: "checking" });
    const timer = setTimeout(() => {
      const path = registeredIcon(name);
      setLookup(path === undefined ? { state: "missing" } : { state: "found", path });
    }, LIMITS.timing.iconsRecheckMs);
    return () => clearTimeout(timer);
  }, [name, isBundled]);
  return lookup;
}

/**
 * An icon of the set, decorative unless it has a `label`. A name the set lacks is checked again
 * after 1 s (spec §7) and then renders the spec's red warning triangle.
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
  const bundled = ICON_PATHS[name];
  const late = useLateIcon(name, bundled !== undefined);
  const path = bundled ?? (late.state === "found" ? late.path : undefined);
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
      data-icon-state={path === undefined ? late.state : undefined}
      style={
        path === undefined ? { animationDelay: `${LIMITS.timing.iconsRecheckMs}ms` } : undefined
      }
    >
      <path d={path ?? ICON_PATHS.warning} />
    </svg>
  );
}
