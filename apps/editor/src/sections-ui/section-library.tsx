import { isUniqueSlotTaken, SECTION_TYPES, type SectionType } from "@ilha/core";
import { CONFIGS, SECTION_THUMBNAILS } from "@ilha/sections";
import { memo } from "react";
import { Button } from "react-aria-components";
import buttons from "../shell/buttons.module.css";
import { SidePanel } from "../shell/side-panel.tsx";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import styles from "./section-library.module.css";

/**
 * The section library, a column beside the canvas: every kind with its picture and a short
 * description; a kind a page holds once (a header, the footer, the privacy policy) is offered only
 * while the page has none, and listed after the others until then.
 */
export function SectionLibrary({
  request,
  place,
  takenTypes,
  onInsert,
  onClose,
}: {
  /** The owner's asks to open it so far: each new one brings the focus to its title. */
  request: number;
  /** Where a choice goes, in words. */
  place: string;
  /** The kinds held once a page (a header, a footer) that the page already holds. */
  takenTypes: ReadonlySet<SectionType>;
  onInsert: (type: SectionType) => void;
  onClose: () => void;
}) {
  return (
    <SidePanel title={T.sectionLibrary} focusKey={`library ${request}`} onClose={onClose}>
      <p className={styles.hint}>{place}</p>
      <KindChoices takenTypes={takenTypes} onInsert={onInsert} />
    </SidePanel>
  );
}

/**
 * Every kind with its picture, its description and its insert button: rendered again only when
 * what the page can take changes, not when the place a choice goes moves.
 */
const KindChoices = memo(function KindChoices({
  takenTypes,
  onInsert,
}: {
  takenTypes: ReadonlySet<SectionType>;
  onInsert: (type: SectionType) => void;
}) {
  const isTaken = (type: SectionType) => isUniqueSlotTaken(takenTypes, type);
  // What can be added first, in the catalogue's order; the kinds the page already holds last.
  const offered = [...SECTION_TYPES].sort((a, b) => Number(isTaken(a)) - Number(isTaken(b)));
  return (
    <ul className={styles.kinds}>
      {offered.map((type) => {
        const taken = isTaken(type);
        return (
          <li key={type} className={styles.kind}>
            <img
              className={styles.thumbnail}
              src={SECTION_THUMBNAILS[type].href}
              alt=""
              width={320}
              height={100}
            />
            <div className={styles.text}>
              <h3 className={styles.name}>{CONFIGS[type].label}</h3>
              <p className={styles.description}>{CONFIGS[type].description}</p>
              {taken && <p className={styles.taken}>{T.onlyOnePerPage}</p>}
            </div>
            <Button
              className={buttons.secondary}
              isDisabled={taken}
              aria-label={`${T.insert} ${CONFIGS[type].label}`}
              onPress={() => onInsert(type)}
            >
              {T.insert}
            </Button>
          </li>
        );
      })}
    </ul>
  );
});
