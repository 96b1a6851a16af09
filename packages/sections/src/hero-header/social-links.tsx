import type { FieldPath } from "../edit-kit-contract.ts";
import { Icon } from "../primitives/icon/icon.tsx";
import { ItemList } from "../primitives/item-list/item-list.tsx";
import { Link } from "../primitives/link/link.tsx";
import { useEditKit } from "../render-mode.tsx";
import { useLabels } from "../use-labels.ts";
import styles from "./social-links.module.css";

export type Social = { icon: string; socialUrl: string };

const SOCIAL_NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  viber: "Viber",
  twitter: "Twitter",
  x: "X",
  youtube: "YouTube",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
  tripadvisor: "Tripadvisor",
};

/** The accessible name of a social network's icon link, e.g. "Facebook". */
export function socialName(icon: string): string {
  return SOCIAL_NAMES[icon] ?? (icon.charAt(0).toUpperCase() + icon.slice(1) || "Link");
}

function hasUrl(social: Social): boolean {
  return social.socialUrl.trim() !== "";
}

/**
 * Icon links to the site's social networks, as a labelled list; socials without an address are
 * left out in view mode, and the list renders nothing when none is left.
 */
export function SocialLinks({
  field,
  items,
  className,
}: {
  field: FieldPath;
  items: readonly Social[];
  className?: string | undefined;
}) {
  const kit = useEditKit();
  const labels = useLabels();
  if (kit === undefined && !items.some(hasUrl)) return null;
  return (
    <ul className={`${styles.socials} ${className ?? ""}`} aria-label={labels.socialLinks}>
      <ItemList
        field={field}
        items={items}
        itemLabel="social link"
        addAs="li"
        makeItem={() => ({ icon: "facebook", socialUrl: "" })}
        render={(social, index, controls) =>
          kit === undefined && !hasUrl(social) ? null : (
            <li>
              <Link
                link={social.socialUrl}
                field={[...field, index, "socialUrl"]}
                editLabel={socialName(social.icon)}
                className={styles.link}
                aria-label={socialName(social.icon)}
              >
                <Icon name={social.icon} size="small" />
              </Link>
              {controls}
            </li>
          )
        }
      />
    </ul>
  );
}
