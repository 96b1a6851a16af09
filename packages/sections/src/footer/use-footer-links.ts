import { useRenderMode } from "../render-mode.tsx";

export type FooterLink = { text: string; link: string };

/** The site's footer links in the page's language. */
export function useFooterLinks(): readonly FooterLink[] {
  return useRenderMode().footerLinks ?? [];
}
