import type { LanguageEntry, LanguageMenuLayout } from "@ilha/core";
import { useRenderMode } from "../../render-mode.tsx";
import styles from "./language-menu.module.css";

/**
 * A language as the menu's layout shows it (spec §2): its flag from the static flags path by
 * `flagCode`, its own name, or both. With the flag alone the name stays for assistive technology.
 */
export function LanguageOption({
  entry,
  layout,
}: {
  entry: LanguageEntry;
  layout: LanguageMenuLayout;
}) {
  const { siteBase } = useRenderMode();
  return (
    <>
      {layout !== "text" && (
        <img
          className={styles.flag}
          src={`${siteBase}/flags/${entry.lang.flagCode}.svg`}
          alt=""
          width={20}
          height={15}
        />
      )}
      <span className={layout === "flag" ? "ilha-visually-hidden" : undefined}>
        {entry.lang.localizedName}
      </span>
    </>
  );
}
