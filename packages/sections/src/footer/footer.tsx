import { SocialLinks } from "../hero-header/social-links.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { Link } from "../primitives/link/link.tsx";
import { useEditKit, useRenderMode } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import styles from "./footer.module.css";
import { type FooterLink, useFooterLinks } from "./use-footer-links.ts";

/** The footer links, plus the privacy policy when its setting shows it and no link already does. */
function usePageLinks(): { links: readonly FooterLink[]; privacy: FooterLink | undefined } {
  const { site } = useRenderMode();
  const links = useFooterLinks().filter((item) => item.text.trim() !== "");
  const policy = site.gdprPrivacyPolicy;
  const isPolicyShown =
    policy?.showInFooter === true &&
    policy.name.trim() !== "" &&
    !links.some((item) => item.link === policy.link);
  return { links, privacy: isPolicyShown ? { text: policy.name, link: policy.link } : undefined };
}

/** The page's footer: its links, the socials, the copyright and the privacy policy link. */
export function Footer({ component }: SectionProps<"footer">) {
  const { data } = component;
  const kit = useEditKit();
  const { isPaid, isPreview, pagePath } = useRenderMode();
  const { links, privacy } = usePageLinks();
  const hasSocials = data.socials.some((social) => social.socialUrl.trim() !== "");
  const hasCopyright = data.copyrightText.trim() !== "";
  const isEmpty = links.length === 0 && privacy === undefined && !hasSocials && !hasCopyright;
  if (kit === undefined && isEmpty) return null;
  return (
    <SectionFrame component={component} as="footer" className={styles.footer}>
      <div className={`ilha-container ${styles.inner}`} data-has-disclaimer={!isPaid && !isPreview}>
        {(links.length > 0 || hasSocials || kit !== undefined) && (
          <div className={styles.top}>
            {links.length > 0 && (
              <ul className={styles.links}>
                {links.map((item) => (
                  <li key={`${item.link}-${item.text}`}>
                    <Link
                      link={item.link}
                      className={styles.link}
                      aria-current={item.link === pagePath ? "page" : undefined}
                    >
                      {item.text}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <SocialLinks field={["socials"]} items={data.socials} className={styles.socials} />
          </div>
        )}
        {(hasCopyright || privacy !== undefined || kit !== undefined) && (
          <div className={styles.bottom}>
            <InlineText
              as="p"
              value={data.copyrightText}
              field={["copyrightText"]}
              className={styles.copyright}
            />
            {privacy !== undefined && (
              <Link link={privacy.link} className={styles.privacy}>
                {privacy.text}
              </Link>
            )}
          </div>
        )}
      </div>
    </SectionFrame>
  );
}
