import { IlhaError, ilhaError, LIMITS, primaryLanguage, type Site } from "@ilha/core";
import { request } from "@ilha/sections";
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
import { authorization, type SiteSummary } from "../api/client.ts";
import { useSiteMutation } from "../api/use-sites.ts";
import buttons from "../shell/buttons.module.css";
import dialog from "../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../shell/ui-text.ts";

/** Tries when an editor saved the draft between this dialog's read and its write (412). */
const ATTEMPTS = 3;

/**
 * Renames a site: the draft document's name, set by core's `setSiteField` operation on the
 * draft's current version; the server keeps the listed name in step with it.
 */
async function renameSite({ id, name }: { id: string; name: string }): Promise<void> {
  const url = `/api/v1/sites/${encodeURIComponent(id)}`;
  for (let attempt = 1; ; attempt++) {
    const draft = await request<Pick<Site, "languages">>({
      method: "GET",
      url,
      headers: authorization(),
    });
    if (draft.data === undefined) throw ilhaError("refreshPage");
    const language = primaryLanguage(draft.data).lang.code;
    try {
      await request({
        method: "PATCH",
        url,
        body: { operations: [{ op: "setSiteField", language, path: ["name"], value: name }] },
        headers: { ...authorization(), "if-match": draft.etag ?? '"0"' },
      });
      return;
    } catch (error) {
      if (!(error instanceof IlhaError) || error.status !== 412 || attempt === ATTEMPTS)
        throw error;
    }
  }
}

/** "Rename": the site's name as the dashboard and its pages show it; its address stays. */
export function RenameSiteDialog({ site }: { site: SiteSummary }) {
  const [name, setName] = useState(site.name);
  const rename = useSiteMutation(renameSite);
  const onOpenChange = (isOpen: boolean) => {
    rename.reset();
    if (isOpen) setName(site.name);
  };
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button className={buttons.secondary} aria-label={T.renameSite(site.name)}>
        {T.rename}
      </Button>
      <ModalOverlay className={dialog.overlay} isDismissable>
        <Modal className={dialog.modal}>
          <Dialog className={dialog.dialog}>
            {({ close }) => {
              const submit = (event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                const wanted = name.trim();
                if (wanted === site.name) close();
                else rename.mutate({ id: site.id, name: wanted }, { onSuccess: close });
              };
              return (
                <Form className={dialog.form} onSubmit={submit}>
                  <Heading slot="title" className={dialog.title}>
                    {T.renameTitle(site.name)}
                  </Heading>
                  <TextField
                    className={dialog.field}
                    isRequired
                    maxLength={LIMITS.text.meta.title}
                    value={name}
                    onChange={setName}
                    validate={(value) => (value.trim() === "" ? T.renameEmpty : null)}
                    autoFocus
                  >
                    <Label className={dialog.label}>{T.siteName}</Label>
                    <Input className={dialog.input} />
                    <Text slot="description">{T.renameHint}</Text>
                    <FieldError className={dialog.error}>{T.renameEmpty}</FieldError>
                  </TextField>
                  {rename.error !== null && (
                    <p role="alert" className={dialog.error}>
                      {rename.error.message}
                    </p>
                  )}
                  <div className={dialog.actions}>
                    <Button className={buttons.secondary} onPress={close}>
                      {T.cancel}
                    </Button>
                    <Button type="submit" className={buttons.primary} isDisabled={rename.isPending}>
                      {rename.isPending ? T.renaming : T.renameConfirm}
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
