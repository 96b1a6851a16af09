import { useId } from "react";
import type { DropItem } from "react-aria-components";
import { Button, DropZone, FileTrigger, Label, ProgressBar } from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./media-dialog.module.css";

/** The files a drop (or a paste) brings, in order. */
function droppedFiles(items: DropItem[]): Promise<File[]> {
  return Promise.all(items.flatMap((item) => (item.kind === "file" ? [item.getFile()] : [])));
}

/**
 * Upload a new image: a file picker and a drop zone; the server tells which files it takes, so
 * a refused file shows its message (`error`, after `refusedFile`'s name when given). `progress`
 * (0…1) is set while an upload runs. With `allowsMultiple`, every file picked or dropped goes to
 * `onFile` in order; otherwise the first one.
 */
export function MediaUpload({
  onFile,
  progress,
  error,
  refusedFile,
  allowsMultiple = false,
  heading = T.mediaUploadHeading,
}: {
  onFile: (file: File) => void;
  progress: number | undefined;
  error: string | undefined;
  refusedFile?: string | undefined;
  allowsMultiple?: boolean;
  heading?: string;
}) {
  const headingId = useId();
  const isUploading = progress !== undefined;
  const take = (files: File[]) => {
    for (const file of allowsMultiple ? files : files.slice(0, 1)) onFile(file);
  };
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      <DropZone
        className={styles.dropZone}
        aria-label={allowsMultiple ? T.mediaPanelDropZone : T.mediaDropZone}
        isDisabled={isUploading && !allowsMultiple}
        onDrop={async (event) => take(await droppedFiles(event.items))}
      >
        <span>{allowsMultiple ? T.mediaPanelDropHint : T.mediaDropHint}</span>
        <FileTrigger
          acceptedFileTypes={["image/*"]}
          allowsMultiple={allowsMultiple}
          onSelect={(files) => take(files === null ? [] : [...files])}
        >
          <Button className={buttons.secondary} isDisabled={isUploading && !allowsMultiple}>
            {allowsMultiple ? T.mediaChooseFiles : T.mediaChooseFile}
          </Button>
        </FileTrigger>
      </DropZone>
      {isUploading && (
        <ProgressBar className={styles.progress} value={progress * 100}>
          {({ percentage, valueText }) => (
            <>
              <div className={styles.progressLabel}>
                <Label>{T.mediaUploading}</Label>
                <span>{valueText}</span>
              </div>
              <div className={styles.track}>
                <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      )}
      {error !== undefined && (
        <p role="alert" className={dialog.error}>
          {refusedFile !== undefined && <span>{T.mediaRefusedFile(refusedFile)} </span>}
          {error}
        </p>
      )}
    </section>
  );
}
