import type { Site } from "@ilha/core";
import { useId } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import type { PrepublishProblem } from "./prepublish-problems.ts";
import styles from "./publish.module.css";
import { problemGroups, problemKey, problemMessage } from "./problem-groups.ts";

/**
 * "Before you publish": what would hurt the site, grouped by page and section, each a button
 * that goes to its place (`onGoTo`). Publish anyway confirms (`onPublish`); Cancel, Escape or a
 * click outside close it (`onCancel`). Open while `problems` is given.
 */
export function PrepublishChecksDialog({
  site,
  problems,
  onGoTo,
  onPublish,
  onCancel,
}: {
  site: Site;
  problems: readonly PrepublishProblem[] | undefined;
  onGoTo: (problem: PrepublishProblem) => void;
  onPublish: () => void;
  onCancel: () => void;
}) {
  const introId = useId();
  const groups = problems === undefined ? [] : problemGroups(site, problems);
  return (
    <ModalOverlay
      className={dialog.overlay}
      isOpen={problems !== undefined}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Modal className={`${dialog.modal} ${styles.checksModal}`}>
        <Dialog className={dialog.dialog} aria-describedby={introId}>
          <div className={dialog.form}>
            <Heading slot="title" className={dialog.title}>
              {T.checks.title}
            </Heading>
            <p id={introId}>{T.checks.intro(problems?.length ?? 0)}</p>
            <div className={styles.checks}>
              {groups.map((group) => (
                <section key={group.key} aria-label={group.heading}>
                  <h3 className={styles.checksGroup}>{group.heading}</h3>
                  {group.parts.map((part) => (
                    <div key={part.key}>
                      <h4 className={styles.checksPart}>{part.heading}</h4>
                      <ul className={styles.checksList}>
                        {part.problems.map((problem) => (
                          <li key={problemKey(problem)}>
                            <Button className={styles.checksItem} onPress={() => onGoTo(problem)}>
                              {problemMessage(problem)}
                            </Button>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </section>
              ))}
            </div>
            <div className={dialog.actions}>
              <Button className={buttons.secondary} onPress={onCancel} autoFocus>
                {T.checks.cancel}
              </Button>
              <Button className={buttons.primary} onPress={onPublish}>
                {T.checks.publishAnyway}
              </Button>
            </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
