import { buttonVariant, colorMode, look, orientation } from "@ilha/core";
import { useId } from "react";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import type { SitePanelProps } from "../site-panels.tsx";
import { ColorControl } from "./color-control.tsx";
import { ContrastWarning } from "./contrast-warning.tsx";
import { FontControl } from "./font-control.tsx";
import { FontSizeControl } from "./font-size-control.tsx";
import { SectionModesNotice } from "./section-modes-notice.tsx";
import { ThemeChoice } from "./theme-choice.tsx";
import styles from "./theme-panel.module.css";

/**
 * The site's theme: colour mode, palette, look, button style, orientation, fonts and text size.
 * Each change is one `setSiteField` edit of the document, so the canvas shows it at once.
 */
export function ThemePanel({ session, announce }: SitePanelProps) {
  const colorsId = useId();
  const shapeId = useId();
  const textId = useId();
  return (
    <div className={styles.panel}>
      <section className={styles.group} aria-labelledby={colorsId}>
        <h3 id={colorsId} className={styles.groupTitle}>
          {T.theme.colorsHeading}
        </h3>
        <ThemeChoice
          session={session}
          path={["colorMode"]}
          label={T.theme.colorMode}
          options={colorMode.options}
          labelOf={T.theme.colorModeOption}
        />
        <SectionModesNotice session={session} announce={announce} />
        <ColorControl
          session={session}
          path={["palette", "primary"]}
          label={T.theme.primaryColor}
          hint={T.theme.hexHint}
          announce={announce}
        />
        <ColorControl
          session={session}
          path={["palette", "secondary"]}
          label={T.theme.secondaryColor}
          hint={T.theme.hexHint}
          announce={announce}
        />
        <ColorControl
          session={session}
          path={["palette", "accent"]}
          label={T.theme.accentColor}
          hint={T.theme.accentHint}
          isOptional
          announce={announce}
        />
        <ContrastWarning session={session} />
      </section>
      <section className={styles.group} aria-labelledby={shapeId}>
        <h3 id={shapeId} className={styles.groupTitle}>
          {T.theme.shapeHeading}
        </h3>
        <ThemeChoice
          session={session}
          path={["look"]}
          label={T.theme.look}
          options={look.options}
          labelOf={T.theme.lookOption}
        />
        <ThemeChoice
          session={session}
          path={["buttonVariant"]}
          label={T.theme.buttonVariant}
          options={buttonVariant.options}
          labelOf={T.theme.buttonVariantOption}
        />
        <ThemeChoice
          session={session}
          path={["orientation"]}
          label={T.theme.orientation}
          options={orientation.options}
          labelOf={T.theme.orientationOption}
        />
      </section>
      <section className={styles.group} aria-labelledby={textId}>
        <h3 id={textId} className={styles.groupTitle}>
          {T.theme.textHeading}
        </h3>
        <FontControl session={session} fontKey="primaryFont" label={T.theme.primaryFont} />
        <FontControl session={session} fontKey="secondaryFont" label={T.theme.secondaryFont} />
        <FontSizeControl session={session} />
      </section>
    </div>
  );
}
