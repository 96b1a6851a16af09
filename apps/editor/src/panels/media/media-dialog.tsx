import type { ImageChoice, ImageRequest } from "@ilha/sections";
import { useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { CropDialog } from "./crop-dialog.tsx";
import styles from "./media-dialog.module.css";
import { imageChoiceOf, type MediaItem } from "./media-item.ts";
import { MediaLibrary } from "./media-library.tsx";
import { MediaUpload } from "./media-upload.tsx";
import { useCurrentImage } from "./use-current-image.ts";
import { useMediaUpload } from "./use-site-media.ts";

/**
 * The site's media: upload an image or pick one already there, for the image control that
 * asked. Answers once: the chosen image with its renditions, or `undefined` when cancelled
 * (Cancel, Escape or a click outside while no upload runs). For a place with a shape the picked
 * image is first framed to it, and for a place with a text alternative that is asked for
 * (`CropDialog`, which does either or both).
 */
export function MediaDialog({
  siteId,
  isShared,
  request,
  onChoose,
}: {
  siteId: string;
  isShared: boolean;
  request: ImageRequest;
  onChoose: (choice: ImageChoice | undefined) => void;
}) {
  const [selected, setSelected] = useState<MediaItem | undefined>();
  const { upload, progress } = useMediaUpload({ siteId, isShared });
  const current = useCurrentImage({ current: request.current, siteId, isShared });
  const [cropping, setCropping] = useState<MediaItem | undefined>();
  const { aspect, alt } = request;
  const use = (item: MediaItem) => {
    if (aspect === undefined && alt === undefined) onChoose(imageChoiceOf(item));
    else setCropping(item);
  };
  // The text alternative describes the picture in place: it is offered again only for that
  // picture; a new one (uploaded, or another from the library) starts without one.
  const altOf = (item: MediaItem) =>
    alt === undefined ? undefined : imageChoiceOf(item).url === request.current ? alt : "";
  const uploadFile = (file: File) => upload.mutate(file, { onSuccess: use });
  if (cropping !== undefined) {
    return (
      <CropDialog
        item={cropping}
        aspect={aspect}
        label={request.label}
        alt={altOf(cropping)}
        onDone={onChoose}
        onBack={() => setCropping(undefined)}
      />
    );
  }
  return (
    <ModalOverlay
      className={dialog.overlay}
      isOpen
      isDismissable={progress === undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen) onChoose(undefined);
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={`${dialog.dialog} ${styles.dialog}`}>
          <Heading slot="title" className={dialog.title}>
            {T.mediaTitle(request.label)}
          </Heading>
          {current !== undefined && (
            <figure className={styles.current}>
              <img className={styles.currentImage} src={current} alt="" />
              <figcaption>{T.mediaCurrent}</figcaption>
            </figure>
          )}
          <MediaUpload onFile={uploadFile} progress={progress} error={upload.error?.message} />
          <MediaLibrary
            siteId={siteId}
            isShared={isShared}
            selectedId={selected?.id}
            onSelect={setSelected}
            onUse={use}
          />
          <div className={dialog.actions}>
            <Button className={buttons.secondary} onPress={() => onChoose(undefined)}>
              {T.mediaCancel}
            </Button>
            <Button
              className={buttons.primary}
              isDisabled={selected === undefined}
              onPress={() => {
                if (selected !== undefined) use(selected);
              }}
            >
              {T.mediaUse}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
