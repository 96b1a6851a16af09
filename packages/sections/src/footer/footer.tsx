import type { ReactNode } from "react";
import { ComponentScope } from "../component-scope.tsx";
import type { FieldPath } from "../edit-kit-contract.ts";
import { SocialLinks } from "../hero-header/social-links.tsx";
import { InlineText } from "../primitives/inline-text/inline-text.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { Link } from "../primitives/link/link.tsx";
import { useEditKit, useRenderMode } from "../render-mode.tsx";
import { SectionFrame } from "../section-frame.tsx";
import type { SectionProps } from "../section-view.ts";
import styles from "./footer.module.css";
import { type FooterLink, useFooterLinks } from "./use-footer-links.ts";

/** The site's footer links: one list for every page of a language, addressed by their edits. */
const FOOTER_LINKS: FieldPath = ["footerLinks"];

/** A footer link added in edit mode: to the home page until its owner says where. */
const newFooterLink = (): FooterLink => ({ text: "Link", link: "/" });

/**
 * The footer links, plus the privacy policy when its setting shows it and no link already does.
 * A link without text is left out, except in edit mode, where every link keeps its place.
 */
function usePageLinks(): { links: readonly FooterLink[]; privacy: FooterLink | undefined } {
  const { site, editKit } = useRenderMode();
  const all = useFooterLinks();
  const links = editKit === undefined ? all.filter((item) => item.text.trim() !== "") : all;
  const policy = site.gdprPrivacyPolicy;
  const isPolicyShown =
    policy?.showInFooter === true &&
    policy.name.trim() !== "" &&
    !all.some((item) => item.text.trim() !== "" && item.link === policy.link);
  return { links, privacy: isPolicyShown ? { text: policy.name, link: policy.link } : undefined };
}

/** In edit mode the footer links are the site's own part, not the footer section's. */
function FooterLinksScope({
  links,
  children,
}: {
  links: readonly FooterLink[];
  children: ReactNode;
}) {
  if (useEditKit() === undefined) return children;
  return (
    <ComponentScope scope={{ kind: "site", data: { footerLinks: links } }}>
      {children}
    </ComponentScope>
  );
}

/** The privacy policy's link; in edit mode its text and address are the site's setting's. */
function PrivacyLink({ privacy }: { privacy: FooterLink }) {
  const { site, editKit: kit } = useRenderMode();
  const link = (
    <Link
      link={privacy.link}
      field={kit === undefined ? undefined : ["privacyPolicy", "link"]}
      editLabel={privacy.text}
      className={styles.privacy}
    >
      <InlineText as="span" value={privacy.text} field={["privacyPolicy", "name"]} />
    </Link>
  );
  if (kit === undefined) return link;
  return (
    <ComponentScope scope={{ kind: "site", data: { privacyPolicy: site.gdprPrivacyPolicy } }}>
      {link}
    </ComponentScope>
  );
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
            {(links.length > 0 || kit !== undefined) && (
              <FooterLinksScope links={links}>
                <ul className={styles.links}>
                  <ItemList
                    field={FOOTER_LINKS}
                    items={links}
                    itemLabel="footer link"
                    addAs="li"
                    makeItem={newFooterLink}
                    render={(item, index, controls) => (
                      <li>
                        <Link
                          link={item.link}
                          field={kit === undefined ? undefined : [...FOOTER_LINKS, index, "link"]}
                          editLabel={item.text.trim() === "" ? "footer link" : item.text}
                          className={styles.link}
                          aria-current={item.link === pagePath ? "page" : undefined}
                        >
                          <InlineText
                            as="span"
                            value={item.text}
                            field={[...FOOTER_LINKS, index, "text"]}
                          />
                        </Link>
                        {controls}
                      </li>
                    )}
                  />
                </ul>
              </FooterLinksScope>
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
            {privacy !== undefined && <PrivacyLink privacy={privacy} />}
          </div>
        )}
      </div>
    </SectionFrame>
  );
}
