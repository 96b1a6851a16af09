/** The texts of the media library. */
export const MEDIA_TEXT = {
  mediaTitle: (label: string) => `Choose an image: ${label}`,
  mediaCurrent: "Current image",
  mediaUploadHeading: "Upload a new image",
  mediaDropHint: "Drop an image here, or",
  mediaDropZone: "Drop an image to upload it",
  mediaChooseFile: "Choose a file…",
  mediaUploading: "Uploading image",
  mediaLibraryHeading: "Or pick one already uploaded",
  mediaLibrary: "Uploaded images",
  mediaLoading: "Loading your images…",
  mediaEmpty: "No images uploaded yet.",
  mediaUploadedAt: (when: string) => `Uploaded ${when}`,
  mediaShowMore: "Show more images",
  mediaLoadingMore: "Loading more images…",
  mediaUse: "Use this image",
  mediaCancel: "Cancel",
} as const;
