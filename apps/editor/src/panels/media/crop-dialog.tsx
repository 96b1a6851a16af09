import { ERRORS } from "@ilha/core";
import type { ImageChoice } from "@ilha/sections";
import { useState } from "react";
import {
  Button,
  Dialog,
  Form,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from "react-aria-components";
import Cropper from "react-easy-crop";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { AltTextField } from "./alt-text-field.tsx";
import styles from "./crop-dialog.module.css";
import { type CropArea, centredArea, cropParamsOf } from "./crop-params.ts";
import { cropRendition } from "./crop-rendition.ts";
import { imageChoiceOf, type MediaItem } from "./media-item.ts";

const MAX_ZOOM = 3;

/** The cropper reports an area before the image is measured (zero or not-a-number sizes). */
const isMeasured = (area: CropArea) =>
  [area.x, area.y, area.width, area.height].every(Number.isFinite) && area.width > 0;

/**
 * Frames a picked image to its place's `aspect` (width / height) with react-easy-crop, when the
 * place has one, and asks for its text alternative, when the place has one (`alt` given):
 * required. Answers the image with spec §3's crop parameters (or without a crop when the owner
 * uses it uncropped, or the place keeps none), or goes `onBack` to the library.
 */
export function CropDialog({
  item,
  aspect,
  label,
  alt: initialAlt,
  onDone,
  onBack,
}: {
  item: MediaItem;
  /** The place's shape; without one the image is only described. */
  aspect?: number | undefined;
  label: string;
  alt?: string | undefined;
  onDone: (image: ImageChoice) => void;
  onBack: () => void;
}) {
  const rendition = cropRendition(item);
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<CropArea | undefined>(() =>
    rendition === undefined || aspect === undefined
      ? undefined
      : centredArea({ width: rendition.width, height: rendition.height, aspect }),
  );
  const canCrop = aspect !== undefined && rendition !== undefined;
  const hasAlt = initialAlt !== undefined;
  const [alt, setAlt] = useState(initialAlt ?? "");
  const [altError, setAltError] = useState<string | undefined>();
  const finish = (isCropped: boolean) => {
    if (hasAlt && alt.trim() === "") {
      setAltError(ERRORS.fieldRequired.message);
      return;
    }
    const crop =
      isCropped && area !== undefined && rendition !== undefined
        ? cropParamsOf({ area, imageWidth: rendition.width })
        : undefined;
    onDone({
      ...imageChoiceOf(item),
      ...(crop !== undefined && { crop }),
      ...(hasAlt && { alt: alt.trim() }),
    });
  };
  return (
    <ModalOverlay
      className={dialog.overlay}
      isOpen
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) onBack();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={`${dialog.dialog} ${styles.dialog}`}>
          <Heading slot="title" className={dialog.title}>
            {canCrop ? T.mediaCropTitle(label) : T.mediaAltTitle(label)}
          </Heading>
          {canCrop && <p className={styles.hint}>{T.mediaCropHint}</p>}
          {canCrop && (
            <div className={styles.stage}>
              <Cropper
                image={rendition.url}
                aspect={aspect}
                crop={position}
                zoom={zoom}
                maxZoom={MAX_ZOOM}
                onCropChange={setPosition}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => {
                  if (isMeasured(pixels)) setArea(pixels);
                }}
                cropperProps={{ role: "group", "aria-label": T.mediaCropArea }}
              />
            </div>
          )}
          {canCrop && (
            <Slider
              className={styles.zoom}
              minValue={1}
              maxValue={MAX_ZOOM}
              step={0.1}
              value={zoom}
              onChange={setZoom}
            >
              <div className={styles.zoomLabel}>
                <Label>{T.mediaZoom}</Label>
                <SliderOutput />
              </div>
              <SliderTrack className={styles.track}>
                <SliderThumb className={styles.thumb} />
              </SliderTrack>
            </Slider>
          )}
          <Form
            className={dialog.form}
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              finish(true);
            }}
          >
            {hasAlt && (
              <AltTextField
                value={alt}
                error={altError}
                onChange={(next, warning) => {
                  setAlt(next);
                  setAltError(warning);
                }}
              />
            )}
            <div className={dialog.actions}>
              <Button className={buttons.secondary} onPress={onBack}>
                {T.mediaBack}
              </Button>
              {canCrop && (
                <Button className={buttons.secondary} onPress={() => finish(false)}>
                  {T.mediaUseUncropped}
                </Button>
              )}
              <Button className={buttons.primary} type="submit">
                {canCrop ? T.mediaCropUse : T.mediaUse}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
