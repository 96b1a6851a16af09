import type { HeroHeaderData } from "@ilha/core";
import type { CSSProperties } from "react";
import { AlignmentChoice } from "../primitives/alignment-choice/alignment-choice.tsx";
import { ButtonList } from "../primitives/button/button-list.tsx";
import { Icon } from "../primitives/icon/icon.tsx";
import { Image } from "../primitives/image/image.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { Link } from "../primitives/link/link.tsx";
import { useEditKit } from "../render-mode.tsx";
import { BackgroundEditor } from "../section-background.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import { useLabels } from "../use-labels.ts";
import { Navbar } from "../widgets/navbar/navbar.tsx";
import styles from "./hero-header.module.css";
import { SocialLinks } from "./social-links.tsx";

/** The overlay's opacity when the data does not set one: enough for white text on most photos. */
const DEFAULT_OVERLAY = 0.45;

function hasHeroContent(data: HeroHeaderData): boolean {
  return (
    data.title.trim() !== "" ||
    data.paragraph.trim() !== "" ||
    data.buttons.some((button) => button.buttonText.trim() !== "") ||
    data.headerSocials.some((social) => social.socialUrl.trim() !== "")
  );
}

/** The hero's background image under its overlay; a failed image leaves a white placeholder. */
function Background({ data }: { data: HeroHeaderData }) {
  const opacity = data.bgOverlayTransparency ?? DEFAULT_OVERLAY;
  return (
    <div className={styles.background}>
      <Image
        src={data.backgroundImgUrl ?? ""}
        set={data.backgroundImgDimensions}
        alt={data.backgroundImgAlt}
        sizes="100vw"
        className={styles.media}
        isPriority
        whenFailed={<span className={styles.blank} data-failed-background="" />}
      />
      <span className={styles.overlay} style={{ "--hero-overlay": opacity } as CSSProperties} />
    </div>
  );
}

/**
 * The page's header: the navigation bar over a full-bleed hero with the page's `h1`, its
 * paragraph, up to two buttons, the socials and a scroll-down arrow to the page's content. In
 * edit mode the background image's add or replace control sits at the hero's bottom-right corner.
 */
export function HeroHeader({ component }: SectionProps<"hero-header">) {
  const { data } = component;
  const kit = useEditKit();
  const labels = useLabels();
  const hasBackground = (data.backgroundImgUrl ?? "").trim() !== "";
  const isHeroShown = kit !== undefined || hasBackground || hasHeroContent(data);
  const hasButtons =
    kit !== undefined || data.buttons.some((button) => button.buttonText.trim() !== "");
  const actionsAlignment = styles[data.titleAlignment];
  return (
    <SectionFrame component={component} as="header" label={data.title} className={styles.header}>
      <Navbar
        logo={{
          logoSrc: data.logoSrc,
          logoDimensions: data.logoDimensions,
          logoWidth: data.logoWidth,
          logoAlt: data.logoAlt,
          logoColor: data.logoColor,
        }}
        isOverlay={hasBackground}
      />
      {isHeroShown && (
        <div className={styles.hero} data-has-background={hasBackground}>
          {hasBackground && <Background data={data} />}
          <div className={`ilha-container ${styles.content}`}>
            <AlignmentChoice field={["titleAlignment"]} value={data.titleAlignment} />
            <InlineText
              as="h1"
              value={data.title}
              field={["title"]}
              className={`${styles.title} ${styles[data.titleAlignment]}`}
            />
            <AlignmentChoice field={["paragraphAlignment"]} value={data.paragraphAlignment} />
            <InlineText
              as="p"
              value={data.paragraph}
              field={["paragraph"]}
              className={`${styles.paragraph} ${styles[data.paragraphAlignment]}`}
            />
            {hasButtons && (
              <div className={`${styles.buttons} ${actionsAlignment}`}>
                <ButtonList
                  buttons={data.buttons}
                  field={["buttons"]}
                  buttonClassName={styles.button}
                />
              </div>
            )}
            <SocialLinks
              field={["headerSocials"]}
              items={data.headerSocials}
              className={`${styles.socials} ${actionsAlignment}`}
            />
          </div>
          <Link link="#main" className={styles.scroll} aria-label={labels.scrollDown}>
            <Icon name="arrow-down" />
          </Link>
          <BackgroundEditor label="Hero background image" />
        </div>
      )}
    </SectionFrame>
  );
}
