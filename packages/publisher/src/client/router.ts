import { scrollToAnchor } from "./anchor-scroll.ts";
import { applyHead } from "./head.ts";
import { type PageData, pageDataUrl } from "./page-data.ts";

type Render = (data: PageData) => Promise<void>;

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** The data of the page at `url`, or `undefined` when the site has no such page. */
async function fetchPageData(url: URL, siteBase: string): Promise<PageData | undefined> {
  if (!url.pathname.startsWith(`${siteBase}/`)) return undefined;
  const path = url.pathname.slice(siteBase.length);
  const withSlash = path.endsWith("/") ? path : `${path}/`;
  try {
    const response = await fetch(pageDataUrl({ siteBase, url: withSlash }));
    if (!response.ok) return undefined;
    return (await response.json()) as PageData;
  } catch {
    return undefined;
  }
}

function sendPageView(url: URL): void {
  if (typeof window.gtag === "function") {
    window.gtag("event", "page_view", { page_path: url.pathname, page_location: url.href });
  }
}

/**
 * Client-side routing of internal links (spec §2): the next page renders in place, scrolled to
 * the top or, with a hash, smoothly to its element after 100 ms (as are in-page hash links and
 * a hash in the URL); an unknown path reloads fully.
 */
export function startRouter({ siteBase, render }: { siteBase: string; render: Render }): void {
  let cancelScroll = () => {};
  const scrollToHash = (hash: string) => {
    cancelScroll();
    cancelScroll = scrollToAnchor(hash);
  };
  const show = async (url: URL, { isPush }: { isPush: boolean }) => {
    const data = await fetchPageData(url, siteBase);
    if (data === undefined) {
      window.location.assign(url.href);
      return;
    }
    if (isPush) history.pushState(null, "", url.href);
    await render(data);
    applyHead(data, url);
    if (url.hash === "") {
      cancelScroll();
      window.scrollTo(0, 0);
    } else scrollToHash(url.hash);
    sendPageView(url);
  };

  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.("a[data-link]");
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank") return;
    const kind = anchor.dataset.link;
    const url = new URL(anchor.href);
    if (kind === "hash") {
      event.preventDefault();
      history.pushState(null, "", url.hash);
      scrollToHash(url.hash);
      return;
    }
    if (kind !== "internal" || url.origin !== window.location.origin) return;
    event.preventDefault();
    const isSamePage =
      url.pathname === window.location.pathname && url.search === window.location.search;
    if (isSamePage && url.hash !== "") {
      history.pushState(null, "", url.href);
      scrollToHash(url.hash);
      return;
    }
    void show(url, { isPush: true });
  });

  window.addEventListener("popstate", () => {
    void show(new URL(window.location.href), { isPush: false });
  });

  if (window.location.hash !== "") scrollToHash(window.location.hash);
}
