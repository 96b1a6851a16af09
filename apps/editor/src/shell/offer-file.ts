/**
 * How long a downloaded file's object URL lives: the browser reads it after the click returns,
 * so it is not revoked at once.
 */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Offers `file` as a download named `fileName`, as a link with `download` would. */
export function offerFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
