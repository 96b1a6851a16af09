import { type Browser, chromium, type Page } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** How Debian's Chromium is started: headless, with the flags that work on this machine. */
export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
  ],
};

/** Debian's Chromium, started for the caller alone (the bench, the thumbnails). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

export type PageProblems = { consoleErrors: string[]; failedRequests: string[] };

/** Collects what a visitor should never meet: console errors and failed requests. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => problems.consoleErrors.push(error.message));
  page.on("requestfailed", (request) => {
    problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText ?? ""}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400)
      problems.failedRequests.push(`${response.url()} ${response.status()}`);
  });
  return problems;
}
