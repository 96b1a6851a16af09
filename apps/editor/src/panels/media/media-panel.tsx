import { useState } from "react";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import type { SitePanelProps } from "../site-panels.tsx";
import { DeleteMediaDialog } from "./delete-media-dialog.tsx";
import type { MediaItem } from "./media-item.ts";
import { MediaLibrary } from "./media-library.tsx";
import styles from "./media-panel.module.css";
import { MediaUpload } from "./media-upload.tsx";
import { mediaUsage } from "./media-usage.ts";
import { useMediaDelete } from "./use-site-media.ts";
import { useUploadQueue } from "./use-upload-queue.ts";

/**
 * The media panel: upload images (picked or dropped, several at once, one after the other with
 * their progress), see the site's images, and delete one no page uses (the owner's; a
 * collaborator only uploads). Placing an image is done on the image itself, in the canvas.
 */
export function MediaPanel({ session, siteId, isShared, announce }: SitePanelProps) {
  const [selected, setSelected] = useState<MediaItem | undefined>();
  const queue = useUploadQueue({
    siteId,
    isShared,
    onUploaded: (file) => announce(T.mediaUploaded(file.name)),
  });
  const remove = useMediaDelete({ siteId, isShared });
  const usage = (item: MediaItem) =>
    mediaUsage({
      site: session.document.getState().site,
      item,
      language: session.view.getState().language,
    });
  return (
    <div className={styles.panel}>
      <MediaUpload
        onFile={queue.add}
        progress={queue.progress}
        error={queue.refusal?.message}
        refusedFile={queue.refusal?.fileName}
        allowsMultiple
      />
      <MediaLibrary
        siteId={siteId}
        isShared={isShared}
        selectedId={selected?.id}
        onSelect={setSelected}
        heading={T.mediaPanelLibraryHeading}
      />
      {!isShared && (
        <div className={styles.actions}>
          {selected === undefined && <p className={styles.hint}>{T.mediaSelectHint}</p>}
          <DeleteMediaDialog
            key={selected?.id}
            isDisabled={selected === undefined}
            usage={() => (selected === undefined ? [] : usage(selected))}
            isPending={remove.isPending}
            error={remove.error?.message}
            onOpen={() => remove.reset()}
            onConfirm={(close) => {
              if (selected === undefined) return;
              remove.mutate(selected, {
                onSuccess: () => {
                  close();
                  setSelected(undefined);
                  announce(T.mediaDeleted);
                },
              });
            }}
          />
        </div>
      )}
    </div>
  );
}
