import type { SectionType } from "@ilha/core";
import { CONFIGS, SECTION_THUMBNAILS } from "@ilha/sections";
import { memo, useId } from "react";
import { Button } from "react-aria-components";
import { SidePanel } from "../shell/side-panel.tsx";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import styles from "./section-library.module.css";

/**
 * The library's order, from the top of a page to its end: the headers, the body kinds, the privacy
 * policy and the footer. Every kind has its rank (a kind left out is a compile error).
 */
const LIBRARY_RANK: Record<SectionType, number> = {
  "hero-header": 0,
  "navbar-header": 1,
  features: 2,
  "titled-blocks": 3,
  "long-text": 4,
  gallery: 5,
  portfolio: 6,
  posts: 7,
  pricing: 8,
  cta: 9,
  "contact-form": 10,
  "map-contact": 11,
  "privacy-policy": 12,
  footer: 13,
};

/** The kinds in the library's order. */
export const LIBRARY_ORDER = (Object.keys(LIBRARY_RANK) as SectionType[]).sort(
  (a, b) => LIBRARY_RANK[a] - LIBRARY_RANK[b],
);

/** Kinds offered together, under the sentence that says where they go. */
export type KindGroup = { place: string; types: readonly SectionType[]; isTaken: boolean };

/**
 * The kinds in the library's order, grouped by where a choice goes (`placeOf`, one sentence for
 * the headers, one for the body kinds, one for the footer); the kinds held once that the page
 * already holds come last, in a group of their own.
 */
export function kindGroups({
  placeOf,
  isTaken,
}: {
  placeOf: (type: SectionType) => string;
  isTaken: (type: SectionType) => boolean;
}): KindGroup[] {
  const groups: KindGroup[] = [];
  for (const type of LIBRARY_ORDER.filter((kind) => !isTaken(kind))) {
    const place = placeOf(type);
    const last = groups.at(-1);
    if (last?.place === place)
      groups[groups.length - 1] = { ...last, types: [...last.types, type] };
    else groups.push({ place, types: [type], isTaken: false });
  }
  const taken = LIBRARY_ORDER.filter(isTaken);
  if (taken.length > 0) groups.push({ place: T.alreadyOnPage, types: taken, isTaken: true });
  return groups;
}

/**
 * The section library, a column beside the canvas: every kind with its picture and a short
 * description, in a grid of two columns, grouped under the sentence that says where a choice goes;
 * a kind a page holds once (a header, the footer, the privacy policy) is offered only while the
 * page has none, and listed last until then.
 */
export function SectionLibrary({
  request,
  groups,
  onInsert,
  onClose,
}: {
  /** The owner's asks to open it so far: each new one brings the focus to its title. */
  request: number;
  groups: readonly KindGroup[];
  onInsert: (type: SectionType) => void;
  onClose: () => void;
}) {
  return (
    <SidePanel title={T.sectionLibrary} focusKey={`library ${request}`} onClose={onClose}>
      <div className={styles.groups} data-library-kinds>
        {groups.map((group) => (
          <Group key={group.isTaken ? "taken" : group.types[0]} group={group} onInsert={onInsert} />
        ))}
      </div>
    </SidePanel>
  );
}

function Group({ group, onInsert }: { group: KindGroup; onInsert: (type: SectionType) => void }) {
  const placeId = useId();
  return (
    <section className={styles.group} aria-labelledby={placeId}>
      <p id={placeId} className={styles.place}>
        {group.place}
      </p>
      <ul className={styles.kinds}>
        {group.types.map((type) => (
          <KindChoice key={type} type={type} isTaken={group.isTaken} onInsert={onInsert} />
        ))}
      </ul>
    </section>
  );
}

/**
 * One kind: its picture, its insert button (named by the kind, covering the whole card) and its
 * description. Rendered again only when what the page can take changes, not when the place a
 * choice goes moves.
 */
const KindChoice = memo(function KindChoice({
  type,
  isTaken,
  onInsert,
}: {
  type: SectionType;
  isTaken: boolean;
  onInsert: (type: SectionType) => void;
}) {
  const descriptionId = useId();
  const { label, description } = CONFIGS[type];
  return (
    <li className={styles.kind}>
      <img
        className={styles.thumbnail}
        src={SECTION_THUMBNAILS[type].href}
        alt=""
        width={320}
        height={100}
      />
      <Button
        className={styles.choose}
        isDisabled={isTaken}
        aria-label={`${T.insert} ${label}`}
        aria-describedby={descriptionId}
        onPress={() => onInsert(type)}
      >
        {label}
      </Button>
      <p id={descriptionId} className={styles.description}>
        {isTaken ? `${description} ${T.onlyOnePerPage}.` : description}
      </p>
    </li>
  );
});
