import { Fragment } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import buttons from "./buttons.module.css";
import dialog from "./dialog.module.css";
import { isMac, keyNames } from "./shortcut-keys.ts";
import type { ShortcutLine } from "./shortcut-list.ts";
import styles from "./shortcuts-dialog.module.css";
import { EDITOR_TEXT } from "./ui-text.ts";

const T = EDITOR_TEXT.commands;

function Lines({ title, lines, onMac }: { title: string; lines: ShortcutLine[]; onMac: boolean }) {
  return (
    <section className={styles.part}>
      <h3 className={styles.partTitle}>{title}</h3>
      <dl className={styles.lines}>
        {lines.map((line) => (
          <div key={line.id} className={styles.line}>
            <dt className={styles.keys}>
              {line.keys.map((keys, index) => (
                <Fragment key={keys.join("+")}>
                  {index > 0 && <span className={styles.or}> {T.or} </span>}
                  <kbd className={styles.combination}>
                    {keyNames(keys, onMac).map((name) => (
                      <kbd key={name} className={styles.key}>
                        {name}
                      </kbd>
                    ))}
                  </kbd>
                </Fragment>
              ))}
            </dt>
            <dd className={styles.label}>{line.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The list of the editor's keyboard shortcuts (opened with ?), in the editor and in the page. */
export function ShortcutsDialog({
  isOpen,
  onOpenChange,
  inEditor,
  inPage,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  inEditor: ShortcutLine[];
  inPage: ShortcutLine[];
}) {
  const onMac = isMac();
  return (
    <ModalOverlay
      className={dialog.overlay}
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className={styles.modal}>
        <Dialog className={dialog.dialog}>
          {({ close }) => (
            <div className={dialog.form}>
              <Heading slot="title" className={dialog.title}>
                {T.shortcutsTitle}
              </Heading>
              <Lines title={T.shortcutsInEditor} lines={inEditor} onMac={onMac} />
              <Lines title={T.shortcutsInPage} lines={inPage} onMac={onMac} />
              <div className={dialog.actions}>
                <Button className={buttons.secondary} onPress={close}>
                  {T.close}
                </Button>
              </div>
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
