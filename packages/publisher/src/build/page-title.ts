/** What stands between a page's own title and the site's name in a published page's title. */
export const TITLE_SEPARATOR = " · ";

const folded = (text: string) => text.normalize("NFC").toLocaleLowerCase();

/**
 * A published page's title (`<title>`, `og:title`, and the title the client router sets): the
 * owner's title followed by the site's name ("Menu · Café Aurora"), unless the owner's title
 * already names the site (a full title, kept as written); a page without a title shows the site's
 * name.
 */
export function publishedTitle({ title, siteName }: { title: string; siteName: string }): string {
  const own = title.trim();
  const name = siteName.trim();
  if (own === "") return name;
  if (name === "" || folded(own).includes(folded(name))) return own;
  return `${own}${TITLE_SEPARATOR}${name}`;
}
