import { primaryLanguage, type Site } from "@ilha/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import {
  Button,
  Dialog,
  DialogTrigger,
  FileTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from "react-aria-components";
import { replaceSite } from "../../api/site-documents.ts";
import { replaceDocument } from "../../document/document-store.ts";
import { savedDraftErrorMessage, savedVersion } from "../../document/saved-version.ts";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { offerFile } from "../../shell/offer-file.ts";
import { EDITOR_TEXT } from "../../shell/ui-text.ts";
import type { SitePanelProps } from "../site-panels.tsx";
import {
  asThisSite,
  readSiteFile,
  type SiteFileReading,
  siteFileName,
  siteFileOf,
} from "./site-file.ts";
import styles from "./site-settings.module.css";

const T = EDITOR_TEXT.siteFile;
/** How many of a refused file's problems are listed (the first are the telling ones). */
const SHOWN_PROBLEMS = 5;

type Props = Pick<SitePanelProps, "session" | "siteId" | "isShared" | "announce">;

/**
 * The site file: the draft on screen downloaded as one JSON file, and (owners) the draft
 * replaced by a file's site, after the file is read and checked by core and the owner confirms.
 */
export function SiteFileFields({ session, siteId, isShared, announce }: Props) {
  const download = () => {
    const { site } = session.document.getState();
    const fileName = siteFileName(site, new Date());
    offerFile(siteFileOf(site), fileName);
    announce(T.downloaded(fileName));
  };
  return (
    <>
      <p className={styles.hint}>{T.hint}</p>
      <div className={styles.actions}>
        <Button className={buttons.secondary} onPress={download}>
          {T.download}
        </Button>
        {!isShared && (
          <ReplaceSiteDialog
            session={session}
            siteId={siteId}
            isShared={isShared}
            announce={announce}
            onDownload={download}
          />
        )}
      </div>
    </>
  );
}

function ReplaceSiteDialog({
  session,
  siteId,
  isShared,
  announce,
  onDownload,
}: Props & { onDownload: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const [reading, setReading] = useState<SiteFileReading>();
  // The store takes the new draft in the mutation's own callback, which runs even if the dialog
  // is gone by then: the server's draft and the one on screen never differ.
  const replace = useMutation({
    mutationFn: async (file: Site) => {
      const version = await savedVersion(session);
      const site = asThisSite(file, session.document.getState().site);
      return replaceSite({ siteId, isShared, site, version });
    },
    onSuccess: (stored) => {
      replaceDocument(session.document, stored);
      announce(T.replaced(stored.site.name));
      setOpen(false);
    },
  });
  const errorMessage =
    replace.error === null ? undefined : savedDraftErrorMessage(replace.error, T.unsaved);
  const choose = async (file: File) => {
    replace.reset();
    try {
      setReading(readSiteFile(await file.text()));
    } catch {
      setReading({ ok: false, message: T.unreadable, problems: [] });
    }
  };
  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(next) => {
        // While the draft is being replaced, the dialog stays (its result must be seen).
        if (replace.isPending) return;
        setOpen(next);
        if (!next) return;
        setReading(undefined);
        replace.reset();
      }}
    >
      <Button className={buttons.secondary}>{T.restore}</Button>
      <ModalOverlay
        className={dialog.overlay}
        isDismissable={!replace.isPending}
        isKeyboardDismissDisabled={replace.isPending}
      >
        <Modal className={dialog.modal}>
          <Dialog className={dialog.dialog} role="alertdialog">
            {({ close }) => (
              <div className={dialog.form}>
                <Heading slot="title" className={dialog.title}>
                  {T.restoreTitle}
                </Heading>
                <p>{T.restoreWarning}</p>
                <div className={styles.actions}>
                  <Button className={buttons.secondary} onPress={onDownload}>
                    {T.download}
                  </Button>
                  <FileTrigger
                    acceptedFileTypes={["application/json", ".json"]}
                    onSelect={(files) => {
                      const file = files?.[0];
                      if (file !== undefined) void choose(file);
                    }}
                  >
                    <Button className={buttons.secondary}>{T.chooseFile}</Button>
                  </FileTrigger>
                </div>
                <FileVerdict reading={reading} />
                {errorMessage !== undefined && (
                  <p role="alert" className={dialog.error}>
                    {errorMessage}
                  </p>
                )}
                <div className={dialog.actions}>
                  <Button
                    className={buttons.secondary}
                    isDisabled={replace.isPending}
                    onPress={close}
                    autoFocus
                  >
                    {T.cancel}
                  </Button>
                  <Button
                    className={buttons.danger}
                    isDisabled={reading?.ok !== true || replace.isPending}
                    onPress={() => {
                      if (reading?.ok === true) replace.mutate(reading.site);
                    }}
                  >
                    {replace.isPending ? T.replacing : T.replace}
                  </Button>
                </div>
              </div>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

/** What the chosen file holds: the site in a sentence, or the reasons it is no site file. */
function FileVerdict({ reading }: { reading: SiteFileReading | undefined }) {
  const summary =
    reading?.ok === true
      ? T.summary({
          name: reading.site.name,
          pages: reading.site.content[primaryLanguage(reading.site).lang.code]?.pages.length ?? 0,
          languages: reading.site.languages.length,
        })
      : "";
  // The status is in the dialog from the start, so its sentence is announced when it comes.
  const status = (
    <p role="status" className={summary === "" ? styles.quietStatus : undefined}>
      {summary}
    </p>
  );
  if (reading === undefined || reading.ok) return status;
  const shown = reading.problems.slice(0, SHOWN_PROBLEMS);
  const more = reading.problems.length - shown.length;
  return (
    <>
      {status}
      <div role="alert" className={dialog.error}>
        <p>{reading.message}</p>
        {shown.length > 0 && (
          <>
            <p>{T.problemsHeading}</p>
            <ul>
              {shown.map((problem) => (
                <li key={`${problem.path} ${problem.message}`}>
                  <code>{problem.path}</code>: {problem.message}
                </li>
              ))}
            </ul>
            {more > 0 && <p>{T.moreProblems(more)}</p>}
          </>
        )}
      </div>
    </>
  );
}
