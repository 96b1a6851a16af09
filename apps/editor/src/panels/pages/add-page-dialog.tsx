import { ERRORS, LIMITS, type Page, pagePathProblem } from "@ilha/core";
import { type FormEvent, useState } from "react";
import {
  Button,
  Dialog,
  DialogTrigger,
  FieldError,
  Form,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  Text,
  TextField,
} from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import fields from "../../shell/fields.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { pageName, pathOfTitle } from "./page-edits.ts";
import styles from "./pages-panel.module.css";

/** The choice of "Start from" that makes a blank page (any other is the path of a page to copy). */
const BLANK = "";

/**
 * "Add page": its title, its path (core's rule for page paths, with the catalogue's messages)
 * and what it starts from, a blank page or a copy of another. The path follows the title until
 * the owner types one; a problem with it shows once the path field is left or the page is asked
 * for, never before. `onAdd` answers the message of a refusal, shown in the dialog, or `undefined`
 * once the page is added (the dialog closes).
 */
export function AddPageDialog({
  pages,
  onAdd,
}: {
  pages: readonly Page[];
  onAdd: (page: { title: string; path: string; copyOf: string | undefined }) => string | undefined;
}) {
  const [title, setTitle] = useState("");
  // The path the owner typed; until then the title's.
  const [ownPath, setOwnPath] = useState<string | undefined>();
  const [copyOf, setCopyOf] = useState(BLANK);
  const [error, setError] = useState<string | undefined>();
  const path = ownPath ?? pathOfTitle(title);
  const reset = () => {
    setTitle("");
    setOwnPath(undefined);
    setCopyOf(BLANK);
    setError(undefined);
  };
  /** Core's problem with the path, in the catalogue's words, if any. */
  const problemOf = (wanted: string) => {
    const problem = pagePathProblem({ path: wanted, pages });
    return problem === undefined ? undefined : ERRORS[problem].message;
  };
  return (
    <DialogTrigger onOpenChange={reset}>
      <Button className={buttons.primary}>{T.pages.addPage}</Button>
      <ModalOverlay className={dialog.overlay} isDismissable>
        <Modal className={dialog.modal}>
          <Dialog className={dialog.dialog}>
            {({ close }) => {
              const submit = (event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                const wanted = path.trim();
                const problem = problemOf(wanted);
                if (problem !== undefined) {
                  setError(problem);
                  return;
                }
                const refusal = onAdd({
                  title: title.trim(),
                  path: wanted,
                  copyOf: copyOf === BLANK ? undefined : copyOf,
                });
                if (refusal === undefined) close();
                else setError(refusal);
              };
              return (
                <Form className={dialog.form} onSubmit={submit}>
                  <Heading slot="title" className={dialog.title}>
                    {T.pages.addTitle}
                  </Heading>
                  <p className={styles.hint}>{T.pages.addHint}</p>
                  <TextField
                    className={dialog.field}
                    maxLength={LIMITS.text.meta.title}
                    value={title}
                    onChange={setTitle}
                    autoFocus
                  >
                    <Label className={dialog.label}>{T.pages.pageTitle}</Label>
                    <Input className={dialog.input} />
                  </TextField>
                  <TextField
                    className={dialog.field}
                    value={path}
                    onChange={(value) => {
                      setOwnPath(value);
                      setError(undefined);
                    }}
                    onBlur={() => {
                      if (ownPath !== undefined) setError(problemOf(ownPath.trim()));
                    }}
                    isInvalid={error !== undefined}
                    validationBehavior="aria"
                  >
                    <Label className={dialog.label}>{T.pages.pagePath}</Label>
                    <Input className={dialog.input} spellCheck={false} autoCapitalize="off" />
                    <Text slot="description">{T.pages.pathHint}</Text>
                    <FieldError className={dialog.error}>{error}</FieldError>
                  </TextField>
                  <label className={fields.field}>
                    <span className={fields.label}>{T.pages.startFrom}</span>
                    <select
                      className={styles.select}
                      value={copyOf}
                      onChange={(event) => setCopyOf(event.target.value)}
                    >
                      <option value={BLANK}>{T.pages.blankPage}</option>
                      {pages.map((page) => (
                        <option key={page.path} value={page.path}>
                          {T.pages.copyOf(pageName(page))}
                        </option>
                      ))}
                    </select>
                  </label>
                  <div className={dialog.actions}>
                    <Button className={buttons.secondary} onPress={close}>
                      {T.cancel}
                    </Button>
                    <Button type="submit" className={buttons.primary}>
                      {T.pages.addConfirm}
                    </Button>
                  </div>
                </Form>
              );
            }}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
