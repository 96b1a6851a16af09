import { SECTION_CATALOGUE, SECTION_TYPES, type SectionType } from "@ilha/core";
import { CONFIGS, SECTION_THUMBNAILS } from "@ilha/sections";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import buttons from "../shell/buttons.module.css";
import dialog from "../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";
import styles from "./section-library.module.css";

/**
 * The section library: every kind with its picture and a short description; a kind a page holds
 * once (a header, the footer, the privacy policy) is offered only while the page has none.
 */
export function SectionLibrary({
  isOpen,
  takenTypes,
  onInsert,
  onClose,
}: {
  isOpen: boolean;
  /** The kinds held once a page (a header, a footer) that the page already holds. */
  takenTypes: ReadonlySet<SectionType>;
  onInsert: (type: SectionType) => void;
  onClose: () => void;
}) {
  const isTaken = (type: SectionType) => {
    const kind = SECTION_CATALOGUE[type];
    if (!kind.isUnique) return false;
    return [...takenTypes].some(
      (other) =>
        other === type ||
        (kind.category === "header" && SECTION_CATALOGUE[other].category === "header"),
    );
  };
  return (
    <ModalOverlay
      className={dialog.overlay}
      isDismissable
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
    >
      <Modal className={styles.modal}>
        <Dialog className={dialog.dialog}>
          <Heading slot="title" className={dialog.title}>
            {T.sectionLibrary}
          </Heading>
          <p className={styles.hint}>{T.sectionLibraryHint}</p>
          <ul className={styles.kinds}>
            {SECTION_TYPES.map((type) => {
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
          <div className={dialog.actions}>
            <Button className={buttons.secondary} onPress={onClose}>
              {T.close}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
