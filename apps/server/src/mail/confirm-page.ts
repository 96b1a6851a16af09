/** Where the confirmation page and its script are served, on the server's own origin. */
export const CONFIRM_PAGE_PATH = "/confirm-email";
export const CONFIRM_SCRIPT_PATH = "/confirm-email.js";
export const CONFIRM_STYLE_PATH = "/confirm-email.css";

/**
 * The page's policy: its one script from this origin (no inline script), posts only here, and
 * nothing else loads; the page cannot be framed, and it sends no referrer.
 */
export const CONFIRM_PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
} as const;

export const CONFIRM_SCRIPT_HEADERS = {
  "content-type": "text/javascript; charset=utf-8",
  "cache-control": "no-cache",
  "x-content-type-options": "nosniff",
} as const;

export const CONFIRM_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confirm your e-mail address · Ilha</title>
<link rel="stylesheet" href="${CONFIRM_STYLE_PATH}">
<script src="${CONFIRM_SCRIPT_PATH}" defer></script>
</head>
<body>
<main>
<h1>Confirm your e-mail address</h1>
<p id="status" role="status" aria-live="polite">Confirming your address…</p>
<noscript><p>Turn on JavaScript to confirm your address: this page reads the code at the end of the link and sends it to Ilha.</p></noscript>
</main>
</body>
</html>
`;

/**
 * Posts the link's fragment (the token) to the confirmation endpoint and says the outcome in the
 * live status message. The fragment leaves the address bar once an answer has come, so the page
 * cannot be bookmarked or shared with the token; a failed connection keeps it for a reload.
 */
export const CONFIRM_SCRIPT = `"use strict";
(async () => {
  const status = document.getElementById("status");
  const token = location.hash.slice(1);
  if (token === "") {
    status.textContent = "This link holds no confirmation code. Open the link from the e-mail whole.";
    return;
  }
  try {
    const response = await fetch("/api/v1/email-confirmations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
      credentials: "omit",
      cache: "no-store",
    });
    const body = await response.json();
    history.replaceState(null, "", location.pathname);
    status.textContent = response.ok
      ? "Confirmed: your website's contact-form messages will be sent to " + body.email + "."
      : body.message;
  } catch {
    status.textContent = "Ilha did not answer. Check your connection and reload this page.";
  }
})();
`;

export const CONFIRM_STYLE_HEADERS = {
  "content-type": "text/css; charset=utf-8",
  "cache-control": "no-cache",
  "x-content-type-options": "nosniff",
} as const;

/** A plain, readable card: system fonts, contrast above 7:1, comfortable at 320 px and wide. */
export const CONFIRM_STYLE = `:root { color-scheme: light; }
body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  background: #f3f5f7;
  color: #1b2430;
  font: 1.0625rem/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
}
main {
  box-sizing: border-box;
  width: min(34rem, calc(100% - 2rem));
  margin: 1rem;
  padding: 2rem 1.75rem;
  background: #fff;
  border: 1px solid #d5dbe1;
  border-radius: 12px;
  box-shadow: 0 6px 24px rgb(27 36 48 / 8%);
}
h1 { margin: 0 0 0.75rem; font-size: 1.5rem; line-height: 1.25; }
p { margin: 0; }
`;
