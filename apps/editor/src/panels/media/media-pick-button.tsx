import type { ImageChoice } from "@ilha/sections";
import { useState } from "react";
import { Button } from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import { MediaDialog } from "./media-dialog.tsx";

/**
 * "Choose from media" for an image a panel sets (the favicon, the social image, a chat's avatar): the site's
 * media dialog, where the owner uploads an image or picks one; `onChoose` gets the image chosen
 * (nothing when the owner cancels). Focus comes back to the button when the dialog closes.
 */
export function MediaPickButton({
  siteId,
  isShared,
  label,
  current,
  aspect,
  onChoose,
}: {
  siteId: string;
  isShared: boolean;
  /** What the image is ("Favicon"), for the dialog's title and the button's name. */
  label: string;
  current: string;
  /** The shape (width / height) the image is framed to, for a place that keeps a crop. */
  aspect?: number | undefined;
  onChoose: (choice: ImageChoice) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        className={buttons.secondary}
        aria-label={T.mediaPickFor(label)}
        onPress={() => setIsOpen(true)}
      >
        {T.mediaPick}
      </Button>
      {isOpen && (
        <MediaDialog
          siteId={siteId}
          isShared={isShared}
          request={{ label, current, aspect }}
          onChoose={(choice) => {
            setIsOpen(false);
            if (choice !== undefined) onChoose(choice);
          }}
        />
      )}
    </>
  );
}
