import { useId } from "react";
import type { DropItem } from "react-aria-components";
import { Button, DropZone, FileTrigger, Label, ProgressBar } from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./media-dialog.module.css";

/** The first file a drop (or a paste) brings. */
async function droppedFile(items: DropItem[]): Promise<File | undefined> {
  for (const item of items) {
    if (item.kind === "file") return item.getFile();
  }
  return undefined;
}

/**
 * Upload a new image: a file picker and a drop zone; the server tells which files it takes, so
 * a refused file shows its message (`error`). `progress` (0…1) is set while an upload runs.
 */
export function MediaUpload({
  onFile,
  progress,
  error,
}: {
  onFile: (file: File) => void;
  progress: number | undefined;
  error: string | undefined;
}) {
  const headingId = useId();
  const isUploading = progress !== undefined;
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {T.mediaUploadHeading}
      </h3>
      <DropZone
        className={styles.dropZone}
        aria-label={T.mediaDropZone}
        isDisabled={isUploading}
        onDrop={async (event) => {
          const file = await droppedFile(event.items);
          if (file !== undefined) onFile(file);
        }}
      >
        <span>{T.mediaDropHint}</span>
        <FileTrigger
          acceptedFileTypes={["image/*"]}
          onSelect={(files) => {
            const file = files?.[0];
            if (file !== undefined) onFile(file);
          }}
        >
          <Button className={buttons.secondary} isDisabled={isUploading}>
            {T.mediaChooseFile}
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
          {error}
        </p>
      )}
    </section>
  );
}
